import type { EditLogRow } from '@portal/shared/order-changes';
import { ORDER_CHANGE_KIND_LABELS, ORDER_CHANGE_KINDS } from '@portal/shared/order-changes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';

/** Spec 5: up to 10 waybill numbers, one per line or separated by commas. */
const WAYBILL_TEXT_MAX = 400;

/**
 * The waybill edit log (spec page waybillEditLog, issue 15): every change to the customer's orders
 * after placing them, a line per field with who, when, before and after, newest first; filtered by
 * the time of the change, waybill numbers and the kind of change; exported through the export centre.
 */
export default function EditLogPage() {
  const { t } = useTranslation('waybills');
  const filters = useMemo(
    (): FilterField[] => [
      { kind: 'dateRange', name: 'changeTime', label: 'waybills:editLog.filters.changeTime' },
      {
        kind: 'textarea',
        name: 'waybillNos',
        label: 'waybills:editLog.filters.waybillNos',
        placeholder: t('editLog.filters.waybillNosPlaceholder'),
        maxLength: WAYBILL_TEXT_MAX,
      },
      {
        kind: 'select',
        name: 'kind',
        label: 'waybills:editLog.filters.kind',
        options: ORDER_CHANGE_KINDS.map((kind) => ({ value: kind, label: `msg:${ORDER_CHANGE_KIND_LABELS[kind]}` })),
      },
    ],
    [t],
  );
  const title = t('editLog.title');
  return <ListPage<EditLogRow> tabKey="waybillEditLog" title={title} filters={filters} exportFileName={title} />;
}
