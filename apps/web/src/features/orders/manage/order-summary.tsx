import { formatRinggit } from '@portal/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/order';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { useStatistics, useStatusCounts } from '../api/order-list.ts';
import { ListSummary, type SummaryTab } from '../summary/list-summary.tsx';
import type { DateShortcut } from './order-filters.ts';

interface OrderSummaryProps {
  /** The list's filters without the status: what the tabs count. */
  filters: FilterValues;
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  shortcut: DateShortcut | null;
  onShortcut: (shortcut: DateShortcut) => void;
}

const ALL = 'all' as const;

/**
 * Above the table: the date shortcuts, the totals of what is listed (getOrdersStatistics) and the
 * status tabs, each with its count under the other filters (getStatusCountData).
 */
export function OrderSummary({ filters, status, onStatus, shortcut, onShortcut }: OrderSummaryProps) {
  const { t } = useTranslation('orderManage');
  const counts = useStatusCounts(filters);
  const stats = useStatistics(status ? { ...filters, status } : filters);
  const tabs: SummaryTab<OrderStatus | typeof ALL>[] = [
    { key: ALL, label: t('tabs.all'), count: counts.data?.all },
    ...ORDER_STATUSES.map((s) => ({ key: s, label: t(`msg:${ORDER_STATUS_LABELS[s]}`), count: counts.data?.[s] })),
  ];
  return (
    <ListSummary<OrderStatus | typeof ALL>
      shortcut={shortcut}
      onShortcut={onShortcut}
      totals={
        stats.data && (
          <>
            {t('stats.line', {
              orders: stats.data.orders.toLocaleString('en'),
              pieces: stats.data.pieces.toLocaleString('en'),
              cod: formatRinggit(stats.data.codSen),
              total: formatRinggit(stats.data.chargedSen),
            })}
            {stats.data.refundedSen > 0 && t('stats.refunded', { refunded: formatRinggit(stats.data.refundedSen) })}
          </>
        )
      }
      tabsLabel={t('tabs.label')}
      tabs={tabs}
      active={status ?? ALL}
      onTab={(key) => onStatus(key === ALL ? null : key)}
    />
  );
}
