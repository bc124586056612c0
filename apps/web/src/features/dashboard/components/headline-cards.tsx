import type { DashboardHeadline } from '@portal/shared/dashboard';
import { formatRinggit } from '@portal/shared/money';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent } from '../format.ts';

interface Card {
  key: string;
  label: string;
  value: string;
  hint: string;
}

/** The period's headline figures as cards: shipments, sign-for rate, on-time rate, delivery time, COD. */
export function HeadlineCards({ data }: { data: DashboardHeadline | undefined }) {
  const { t } = useTranslation('dashboard');
  if (!data)
    return (
      <div className="dashboard-cards">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <div key={i} className="dashboard-card">
            <Skeleton active paragraph={{ rows: 1 }} />
          </div>
        ))}
      </div>
    );
  const cards: Card[] = [
    {
      key: 'shipments',
      label: t('cards.shipments'),
      value: data.orders.toLocaleString('en-MY'),
      hint: t('cards.shipmentsHint', { count: data.pieces, pieces: data.pieces, cancelled: data.groups.cancelled }),
    },
    {
      key: 'signRate',
      label: t('cards.signRate'),
      value: percent(data.signRate),
      hint: t('cards.signRateHint', { signed: data.signed, shipped: data.shipped }),
    },
    {
      key: 'onTimeRate',
      label: t('cards.onTimeRate'),
      value: percent(data.onTimeRate),
      hint: t('cards.onTimeHint', { onTime: data.onTime, measured: data.measured }),
    },
    {
      key: 'averageDays',
      label: t('cards.averageDays'),
      value: data.averageDays === null ? '—' : `D+${data.averageDays.toFixed(1)}`,
      hint: t('cards.averageDaysHint'),
    },
    { key: 'codCollected', label: t('cards.codCollected'), value: formatRinggit(data.codCollectedSen), hint: t('cards.codCollectedHint') },
    { key: 'codPending', label: t('cards.codPending'), value: formatRinggit(data.codPendingSen), hint: t('cards.codPendingHint') },
  ];
  return (
    <dl className="dashboard-cards">
      {cards.map((c) => (
        <div key={c.key} className="dashboard-card" data-testid={`card-${c.key}`}>
          <dt className="dashboard-card__label">{c.label}</dt>
          <dd className="dashboard-card__value">{c.value}</dd>
          <dd className="dashboard-card__hint">{c.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
