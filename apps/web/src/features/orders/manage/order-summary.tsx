import { formatRinggit } from '@portal/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/order';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { useStatistics, useStatusCounts } from '../api/order-list.ts';
import { DATE_SHORTCUTS, type DateShortcut } from './order-filters.ts';

interface OrderSummaryProps {
  /** The list's filters without the status: what the tabs count. */
  filters: FilterValues;
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  shortcut: DateShortcut | null;
  onShortcut: (shortcut: DateShortcut) => void;
}

const ALL = 'all';

/**
 * Above the table: the date shortcuts, the totals of what is listed (getOrdersStatistics) and the
 * status tabs, each with its count under the other filters (getStatusCountData). The tabs choose
 * what the list shows, so they are pressed buttons, not ARIA tabs over panels.
 */
export function OrderSummary({ filters, status, onStatus, shortcut, onShortcut }: OrderSummaryProps) {
  const { t } = useTranslation('orderManage');
  const counts = useStatusCounts(filters);
  const stats = useStatistics(status ? { ...filters, status } : filters);
  const count = (key: OrderStatus | typeof ALL) => (counts.data ? counts.data[key].toLocaleString('en') : '–');
  const items: [OrderStatus | typeof ALL, string][] = [
    [ALL, t('tabs.all')],
    ...ORDER_STATUSES.map((s): [OrderStatus, string] => [s, t(`msg:${ORDER_STATUS_LABELS[s]}`)]),
  ];
  const active = status ?? ALL;

  return (
    <div className="order-manage__summary">
      <div className="order-manage__bar">
        <Segmented<DateShortcut>
          aria-label={t('dates.label')}
          value={shortcut ?? undefined}
          onChange={onShortcut}
          options={DATE_SHORTCUTS.map((s) => ({ value: s, label: t(`dates.${s}`) }))}
        />
        {stats.data && (
          <p className="order-manage__totals" aria-live="polite">
            {t('stats.line', {
              orders: stats.data.orders.toLocaleString('en'),
              pieces: stats.data.pieces.toLocaleString('en'),
              cod: formatRinggit(stats.data.codSen),
              total: formatRinggit(stats.data.chargedSen),
            })}
            {stats.data.refundedSen > 0 && t('stats.refunded', { refunded: formatRinggit(stats.data.refundedSen) })}
          </p>
        )}
      </div>
      {/* Toggle buttons drawn as tabs: they wrap onto a second line instead of hiding statuses behind a menu. */}
      <fieldset className="order-manage__status" aria-label={t('tabs.label')}>
        {items.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={key === active ? 'order-manage__tab order-manage__tab--active' : 'order-manage__tab'}
            aria-pressed={key === active}
            onClick={() => onStatus(key === ALL ? null : key)}
          >
            {label}
            <span className="order-manage__count">{count(key)}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
