import { EditOutlined } from '@ant-design/icons';
import type { SmartOrder } from '@portal/shared/pre-orders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { ListHandle, RowAction } from '@/components/list-kit/types.ts';
import { deleteSmartOrder } from '../api/delete-smart-order.ts';
import { useOrderConfig } from '../api/order-config.ts';
import { useBusinessProducts } from '../api/products.ts';
import { updateSmartOrder } from '../api/update-smart-order.ts';
import { PresetFieldsDialog } from '../pre-orders/preset-fields-dialog.tsx';
import { type SmartOrderRowValues, smartOrderRowEditing } from './row-editing.ts';

/**
 * Smart orders (issue 16, page smartOrders): the customer's presets, made with "Save as smart order"
 * on the normal order form and used from its picker; here they are listed, renamed and changed
 * (product, goods, weight, hand-over, payment), and deleted. The name, goods, product and payment are also
 * edited in the row, and 'Add' puts a new smart order of those four in a row (issue 28).
 */
export default function SmartOrdersPage() {
  const { t } = useTranslation('preOrders');
  const [editing, setEditing] = useState<{ row: SmartOrder; list: ListHandle } | null>(null);
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const inline = useMemo(() => smartOrderRowEditing(products.data ?? [], config.data?.payMethods ?? []), [products.data, config.data]);
  const rowActions: RowAction<SmartOrder>[] = [
    { key: 'edit', label: t('smart.edit'), icon: <EditOutlined />, onClick: (row, list) => setEditing({ row, list }) },
  ];
  return (
    <>
      <ListPage<SmartOrder, Partial<SmartOrder>, SmartOrderRowValues>
        tabKey="smartOrders"
        title={t('smart.pageTitle')}
        exportable={false}
        rowActions={rowActions}
        inlineEdit={inline}
        onDelete={async (rows) => {
          for (const row of rows) await deleteSmartOrder(row.id);
        }}
      />
      {editing && (
        <PresetFieldsDialog
          title={t('smart.editTitle', { name: editing.row.name })}
          hint={t('smart.editHint')}
          withWeight
          named
          load={async () => ({ ...editing.row.preset, name: editing.row.name })}
          onSave={async (changes, name) => {
            await updateSmartOrder(editing.row.id, name, { ...editing.row.preset, ...changes });
            await editing.list.refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
