import { ContactsOutlined, DeleteOutlined, EditOutlined, FormOutlined, SendOutlined, SettingOutlined } from '@ant-design/icons';
import type { PreOrderRow, PreOrderSubmitResult } from '@portal/shared/pre-orders';
import { Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { prepayQuery } from '@/lib/auth.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { batchEditVipOrder } from '../api/batch-edit-vip-order.ts';
import { batchRemoveVipOrder } from '../api/batch-remove-vip-order.ts';
import { batchSubmitVipOrder } from '../api/batch-submit-vip-order.ts';
import { getOrderSetting } from '../api/get-order-setting.ts';
import { invalidatePreOrders } from '../api/get-vip-order-list.ts';
import { getVipOrderPlainText } from '../api/get-vip-order-plain-text.ts';
import { saveOrderSetting } from '../api/save-order-setting.ts';
import { PreOrderDialog } from './pre-order-dialog.tsx';
import { PresetFieldsDialog } from './preset-fields-dialog.tsx';
import { type PreOrderRowValues, preOrderRowEditing } from './row-editing.ts';

/**
 * Pre-orders (issue 16, page preOrders): orders saved without being placed, on the list kit with the
 * receiver masked. New and Edit open the normal order form in a dialog; the receiver, goods and weight are
 * also edited in the row itself (issue 28). The selected ones are submitted together (each placed and charged
 * as a single order, with a result per row) or removed.
 */
export default function PreOrdersPage() {
  const { t } = useTranslation('preOrders');
  const { message, modal } = useFeedback();
  const [editing, setEditing] = useState<{ id: number | null; opening: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [batch, setBatch] = useState<PreOrderRow[] | null>(null);
  const [settings, setSettings] = useState(false);
  const open = (id: number | null) => setEditing({ id, opening: (editing?.opening ?? 0) + 1 });

  const showResults = (reply: { placed: number; refused: number; results: PreOrderSubmitResult[] }) =>
    modal.info({
      title: t('results.title', { placed: reply.placed, refused: reply.refused }),
      width: 640,
      content: (
        <List
          size="small"
          dataSource={reply.results}
          renderItem={(r) => (
            <List.Item>
              <Typography.Text strong>{t('results.row', { id: r.id })}</Typography.Text>
              {r.success ? (
                <Typography.Text type="success">{t('results.placed', { waybillNo: r.waybillNo })}</Typography.Text>
              ) : (
                <Typography.Text type="danger">{r.desc ?? t('results.refused')}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      ),
    });

  const submit = (rows: PreOrderRow[]) =>
    modal.confirm({
      title: t('confirm.submit', { count: rows.length }),
      onOk: async () => {
        if (busy) return;
        setBusy(true);
        try {
          showResults(await batchSubmitVipOrder(rows.map((r) => r.id)));
          void queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey });
          await invalidatePreOrders();
        } catch (err) {
          message.error(refusalText(err));
        } finally {
          setBusy(false);
        }
      },
    });

  const remove = (rows: PreOrderRow[]) =>
    modal.confirm({
      title: t('confirm.remove', { count: rows.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await batchRemoveVipOrder(rows.map((r) => r.id));
          await invalidatePreOrders();
        } catch (err) {
          message.error(refusalText(err));
        }
      },
    });

  /** The receiver's phone and address in full, for this one pre-order (each reveal is logged). */
  const reveal = async (row: PreOrderRow) => {
    try {
      const [tel, address] = await Promise.all([
        getVipOrderPlainText(row.id, 'receiverTel'),
        getVipOrderPlainText(row.id, 'receiverAddress'),
      ]);
      modal.info({ title: row.receiverName, content: <Typography.Paragraph>{`${tel.text}\n${address.text}`}</Typography.Paragraph> });
    } catch (err) {
      message.error(refusalText(err));
    }
  };

  const rowActions: RowAction<PreOrderRow>[] = [
    { key: 'reveal', label: t('actions.reveal'), icon: <ContactsOutlined />, onClick: (row) => void reveal(row) },
    { key: 'edit', label: t('actions.edit'), icon: <EditOutlined />, onClick: (row) => open(row.id) },
  ];

  return (
    <>
      <ListPage<PreOrderRow, Partial<PreOrderRow>, PreOrderRowValues>
        tabKey="preOrders"
        title={t('title')}
        exportable={false}
        onAdd={() => open(null)}
        rowActions={rowActions}
        inlineEdit={preOrderRowEditing}
        toolbarExtra={(selected) => (
          <Space>
            <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
              {t('actions.settings')}
            </Button>
            {selected.length > 0 && (
              <Button icon={<FormOutlined />} onClick={() => setBatch(selected)}>
                {t('actions.batchEdit')}
              </Button>
            )}
            {selected.length > 0 && (
              <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={() => submit(selected)}>
                {t('actions.submit', { count: selected.length })}
              </Button>
            )}
            {selected.length > 0 && (
              <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>
                {t('actions.remove')}
              </Button>
            )}
          </Space>
        )}
      />
      {batch && (
        <PresetFieldsDialog
          title={t('dialog.batchTitle', { count: batch.length })}
          hint={t('dialog.batchHint')}
          withWeight
          withDropPoint
          onSave={async (changes) => {
            await batchEditVipOrder(
              batch.map((r) => r.id),
              changes,
            );
            await invalidatePreOrders();
          }}
          onClose={() => setBatch(null)}
        />
      )}
      {settings && (
        <PresetFieldsDialog
          title={t('dialog.settingsTitle')}
          hint={t('dialog.settingsHint')}
          withWeight={false}
          load={getOrderSetting}
          onSave={async (changes) => {
            // The dialog shows how parcels are sent; a default sender kept through the API stays.
            const kept = Object.fromEntries(Object.entries(await getOrderSetting()).filter(([k]) => k.startsWith('sender')));
            await saveOrderSetting({ ...kept, ...changes });
          }}
          onClose={() => setSettings(false)}
        />
      )}
      {editing && <PreOrderDialog key={editing.opening} id={editing.id} opening={editing.opening} onClose={() => setEditing(null)} />}
    </>
  );
}
