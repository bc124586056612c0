import type { CommerceOrderRow, CommerceShipResult } from '@portal/shared/marketplace';
import { Form, InputNumber, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { prepayQuery } from '@/lib/auth.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { refreshCommerceOrders } from '../api/get-commerce-orders.ts';
import { shipCommerceOrders } from '../api/ship-commerce-orders.ts';

/**
 * Ships the selected shop orders: each becomes an order with the import settings' sender, product,
 * service and payment; the weight asked here goes to the orders whose export gave none. The answer
 * lists each order's waybill or why it was not shipped.
 */
export function ShipDialog({ rows, onClose }: { rows: CommerceOrderRow[]; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const { message, modal } = useFeedback();
  const [weightKg, setWeightKg] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const lacking = rows.filter((r) => r.weightKg === null && r.status === 'NEW').length;
  const shopOrder = new Map(rows.map((r) => [r.id, r.shopOrderId]));

  const showResults = (reply: { placed: number; refused: number; results: CommerceShipResult[] }) =>
    modal.info({
      title: t('ship.results', { placed: reply.placed, refused: reply.refused }),
      width: 640,
      content: (
        <List
          size="small"
          dataSource={reply.results}
          renderItem={(r) => (
            <List.Item>
              <Typography.Text strong>{shopOrder.get(r.id)}</Typography.Text>
              {r.success ? (
                <Typography.Text type="success">{t('ship.placed', { waybillNo: r.waybillNo })}</Typography.Text>
              ) : (
                <Typography.Text type="danger">{r.desc}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      ),
    });

  const ship = async () => {
    if (busy) return;
    setBusy(true);
    try {
      showResults(
        await shipCommerceOrders(
          rows.map((r) => r.id),
          weightKg,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey });
      await refreshCommerceOrders();
      onClose();
    } catch (err) {
      message.error(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('ship.title', { count: rows.length })}
      okText={t('ship.confirm')}
      onOk={() => void ship()}
      confirmLoading={busy}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('ship.hint')}</Typography.Paragraph>
      {lacking > 0 && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('ship.weight', { count: lacking })}>
            <InputNumber
              aria-label={t('ship.weight', { count: lacking })}
              min={0.01}
              max={1000}
              step={0.1}
              value={weightKg}
              onChange={(v) => setWeightKg(v)}
              style={{ width: 160 }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
