import { DollarOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { WAYBILL_TAB_LIST, type WaybillListRow, type WaybillTab } from '@portal/shared/waybills';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useOrderProducts } from '../api/order-list.ts';
import { PrintLabelsButton } from '../print-labels.tsx';
import { useSummaryParams } from '../summary/use-summary-params.ts';
import { CodDialog } from './cod-dialog.tsx';
import { TrackDrawer } from './track-drawer.tsx';
import { TAB_PARAM, waybillFilters } from './waybill-filters.ts';
import { WaybillSummary } from './waybill-summary.tsx';
import './waybills.css';

const isTab = (value: string | null): value is WaybillTab => (WAYBILL_TAB_LIST as readonly (string | null)[]).includes(value);

/**
 * My waybills (spec page mangeWaybill, issue 15) on the list kit: the customer's waybills as the
 * courier's scans move them on, newest first; status tabs with their counts, the totals and the COD
 * states above the table; order management's filters and the receiver and signing time; a row's
 * tracking in a drawer; the COD amount changed before pick-up; labels printed while spec 4 allows;
 * export unless the account's exportFlag is 1. The tab and the date shortcuts live in the URL.
 */
export default function WaybillPage() {
  const { t } = useTranslation('waybills');
  const user = useUserInfo();
  const products = useOrderProducts();
  const [tracking, setTracking] = useState<{ waybillNo: string; open: boolean } | null>(null);
  const [changing, setChanging] = useState<{ row: WaybillListRow; open: boolean } | null>(null);

  const productOptions = useMemo(() => (products.data ?? []).map((p) => ({ value: p.code, label: p.name })), [products.data]);
  const filters = useMemo(
    () =>
      waybillFilters(productOptions, {
        waybillNos: t('orderManage:filters.waybillNosPlaceholder'),
        receiver: t('filters.receiverPlaceholder'),
      }),
    [productOptions, t],
  );
  const summary = useSummaryParams(filters, TAB_PARAM);
  const tab = isTab(summary.chosen) ? summary.chosen : null;

  const rowActions: RowAction<WaybillListRow>[] = [
    {
      key: 'track',
      label: t('actions.track'),
      icon: <NodeIndexOutlined />,
      onClick: (row) => setTracking({ waybillNo: row.waybillNo, open: true }),
    },
    {
      key: 'changeCod',
      label: t('actions.changeCod'),
      icon: <DollarOutlined />,
      visible: (row) => row.canChangeCod,
      onClick: (row) => setChanging({ row, open: true }),
    },
  ];

  const title = t('title');
  return (
    <>
      <ListPage<WaybillListRow>
        tabKey="mangeWaybill"
        title={title}
        filters={filters}
        params={tab ? { tab } : undefined}
        exportable={user.exportFlag !== 1}
        exportFileName={title}
        rowActions={rowActions}
        rowSelectable={(row) => row.status !== 'CANCEL_ORDER'}
        beforeTable={
          <WaybillSummary
            filters={summary.listFilters}
            tab={tab}
            onTab={summary.choose}
            shortcut={summary.shortcut}
            onShortcut={summary.chooseShortcut}
          />
        }
        toolbarExtra={(selected) => <PrintLabelsButton waybillNos={selected.filter((row) => row.canPrint).map((row) => row.waybillNo)} />}
      />
      {tracking && (
        <TrackDrawer waybillNo={tracking.waybillNo} open={tracking.open} onClose={() => setTracking({ ...tracking, open: false })} />
      )}
      {changing && (
        <CodDialog
          key={changing.row.waybillNo}
          row={changing.row}
          open={changing.open}
          onClose={() => setChanging({ ...changing, open: false })}
        />
      )}
    </>
  );
}
