import { GIFT_DELIVERY_LABELS, GIFT_DELIVERY_STATUSES, type GiftOrderRow } from '@portal/shared/mall';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';

/** The exchange log (spec page exchangeLog, issue 18): the member's gift orders with their delivery, newest first. */
export default function ExchangeLogPage() {
  const { t } = useTranslation('mall');
  return (
    <ListPage<GiftOrderRow>
      tabKey="exchangeLog"
      title={t('logs.exchanges')}
      filters={[
        {
          kind: 'select',
          name: 'deliveryStatus',
          label: 'mall:columns.deliveryStatus',
          options: GIFT_DELIVERY_STATUSES.map((s) => ({ value: s, label: `msg:${GIFT_DELIVERY_LABELS[s]}` })),
        },
        { kind: 'text', name: 'orderNo', label: 'mall:columns.orderNo', maxLength: 20 },
        { kind: 'dateRange', name: 'createTime', label: 'mall:columns.createdAt' },
      ]}
      exportable={false}
    />
  );
}
