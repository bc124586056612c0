import { EditOutlined } from '@ant-design/icons';
import type { SmartOrder } from '@portal/shared/pre-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { ListHandle, RowAction } from '@/components/list-kit/types.ts';
import { deleteSmartOrder, updateSmartOrder } from '../api/pre-orders.ts';
import { PresetFieldsDialog } from '../pre-orders/preset-fields-dialog.tsx';

/**
 * Smart orders (issue 16, page smartOrders): the customer's presets, made with "Save as smart order"
 * on the normal order form and used from its picker; here they are listed, renamed and changed
 * (product, goods, weight, hand-over, payment), and deleted.
 */
export default function SmartOrdersPage() {
  const { t } = useTranslation('preOrders');
  const [editing, setEditing] = useState<{ row: SmartOrder; list: ListHandle } | null>(null);
  const rowActions: RowAction<SmartOrder>[] = [
    { key: 'edit', label: t('smart.edit'), icon: <EditOutlined />, onClick: (row, list) => setEditing({ row, list }) },
  ];
  return (
    <>
      <ListPage<SmartOrder>
        tabKey="smartOrders"
        title={t('smart.pageTitle')}
        exportable={false}
        rowActions={rowActions}
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
