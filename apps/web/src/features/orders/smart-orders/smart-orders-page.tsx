import type { SmartOrder } from '@portal/shared/pre-orders';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { deleteSmartOrder } from '../api/pre-orders.ts';

/**
 * Smart orders (issue 16, page smartOrders): the customer's presets, made with "Save as smart order"
 * on the normal order form and used from its picker; here they are listed and deleted.
 */
export default function SmartOrdersPage() {
  const { t } = useTranslation('preOrders');
  return (
    <ListPage<SmartOrder>
      tabKey="smartOrders"
      title={t('smart.pageTitle')}
      exportable={false}
      onDelete={async (rows) => {
        for (const row of rows) await deleteSmartOrder(row.id);
      }}
    />
  );
}
