import {
  type AdminGiftOrderRow,
  GIFT_DELIVERY_LABELS,
  GIFT_DELIVERY_STATUSES,
  type GiftDeliveryStatus,
  giftDeliveryNext,
  moveGiftDeliveryParameter,
} from '@portal/shared/mall';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { mallGiftKeys } from './api/keys.ts';
import { GIFT_ORDERS_PAGE_SIZE as PAGE_SIZE, useGiftOrders } from './api/list-gift-orders.ts';
import { moveGiftDelivery } from './api/move-gift-delivery.ts';

const TONE: Record<GiftDeliveryStatus, string> = { PENDING: 'orange', SHIPPED: 'blue', DELIVERED: 'green' };

/**
 * The gift store's dispatch list (admin menu 909): every customer's exchanges, awaiting dispatch first;
 * each sent out under a waybill, then recorded delivered. The member sees each step and is told.
 */
export function GiftDispatch() {
  const { t } = useTranslation('mall');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<GiftDeliveryStatus | undefined>('PENDING');
  const [customerCode, setCustomerCode] = useState('');
  const [page, setPage] = useState(1);
  const [shipping, setShipping] = useState<AdminGiftOrderRow | null>(null);
  const [form] = Form.useForm<{ waybillNo: string }>();
  const orders = useGiftOrders(status, customerCode, page);
  const move = useMutation({
    mutationFn: moveGiftDelivery,
    onSuccess: async () => {
      setShipping(null);
      await queryClient.invalidateQueries({ queryKey: mallGiftKeys.dispatch });
      void message.success(t('dispatch.moved'));
    },
    onError: (error) => void message.error(refusalText(error)),
  });

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <span id="gift-dispatch-status">{t('dispatch.status')}</span>
        <Select
          aria-labelledby="gift-dispatch-status"
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={GIFT_DELIVERY_STATUSES.map((s) => ({ value: s, label: msg(GIFT_DELIVERY_LABELS[s]) }))}
        />
        <Input.Search
          aria-label={t('dispatch.customerCode')}
          placeholder={t('dispatch.customerCode')}
          allowClear
          maxLength={20}
          style={{ width: 220 }}
          onSearch={(v) => {
            setCustomerCode(v.trim());
            setPage(1);
          }}
        />
      </Space>
      {orders.isError ? <Alert type="error" showIcon title={refusalText(orders.error)} /> : null}
      <DeskTable<AdminGiftOrderRow>
        title={t('dispatch.tab')}
        rowKey="id"
        loading={orders.isPending}
        rows={orders.data?.list ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { kind: 'code', title: t('dispatch.orderNo'), dataIndex: 'orderNo' },
          { kind: 'name', title: t('dispatch.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
          { kind: 'name', title: t('dispatch.gift'), key: 'gift', render: (_, r) => `${r.giftName} × ${r.quantity}` },
          {
            kind: 'text',
            title: t('dispatch.receiver'),
            key: 'receiver',
            render: (_, r) => `${r.receiverName}, ${r.receiverTel}, ${r.receiverAddress} ${r.receiverPost}`,
          },
          {
            kind: 'status',
            title: t('dispatch.status'),
            dataIndex: 'deliveryStatus',
            render: (s: GiftDeliveryStatus, r) => <CellTag color={TONE[s]}>{r.deliveryStatusName}</CellTag>,
          },
          { kind: 'code', title: t('dispatch.waybillNo'), dataIndex: 'waybillNo' },
          { kind: 'time', title: t('dispatch.exchangedAt'), dataIndex: 'createdAt', render: (v: string) => malaysiaTime(new Date(v)) },
        ]}
        actions={{
          title: t('admin.actions'),
          labels: [t('dispatch.deliver')],
          render: (r) => {
            const next = giftDeliveryNext(r.deliveryStatus);
            return next === 'SHIPPED' ? (
              <Button
                size="small"
                type="primary"
                aria-label={`${t('dispatch.ship')} ${r.orderNo}`}
                onClick={() => {
                  form.resetFields();
                  setShipping(r);
                }}
              >
                {t('dispatch.ship')}
              </Button>
            ) : next === 'DELIVERED' ? (
              <Popconfirm
                title={t('dispatch.deliverConfirm', { orderNo: r.orderNo })}
                onConfirm={() => move.mutate({ id: r.id, status: 'DELIVERED' })}
              >
                <Button size="small" aria-label={`${t('dispatch.deliver')} ${r.orderNo}`}>
                  {t('dispatch.deliver')}
                </Button>
              </Popconfirm>
            ) : null;
          },
        }}
      />
      <Modal
        open={!!shipping}
        title={shipping ? t('dispatch.shipTitle', { orderNo: shipping.orderNo }) : ''}
        onCancel={() => setShipping(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: move.isPending }}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={({ waybillNo }) => move.mutate({ id: shipping!.id, status: 'SHIPPED', waybillNo: waybillNo.trim() })}
        >
          <Form.Item
            name="waybillNo"
            label={t('dispatch.waybillNo')}
            rules={[{ required: true, message: msg('mallWaybillRequired') }, fieldRule(moveGiftDeliveryParameter, 'waybillNo')]}
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
