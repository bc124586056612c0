import { Alert, Button, Form, Modal, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostcodeFill } from '@/components/address-kit';
import { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { editVipOrder } from '../api/edit-vip-order.ts';
import { useOpenedPreOrder } from '../api/get-vip-order-by-id.ts';
import { invalidatePreOrders } from '../api/get-vip-order-list.ts';
import { type OrderConfig, useOrderConfig } from '../api/order-config.ts';
import { type BusinessProduct, useBusinessProducts } from '../api/products.ts';
import { saveVipOrder } from '../api/save-vip-order.ts';
import { DomesticOrderFields } from '../normal-order/domestic-order-fields.tsx';
import { FORM_FIELD, type OrderFormValues, orderContextOf } from '../normal-order/order-form.ts';
import { fillOnChange } from '../normal-order/party-fields.tsx';
import { useDefaultSender } from '../use-default-sender.ts';
import '../orders.css';
import { useFeedback } from '@/components/feedback-kit';
import { formValuesOf, preOrderFieldsOf } from './pre-order-form.ts';

interface FormProps {
  id: number | null;
  initialValues: Partial<OrderFormValues>;
  products: BusinessProduct[];
  config: OrderConfig;
  onDone: () => void;
}

/** The normal order form's fields, saved as a pre-order (nothing placed, nothing charged). */
function PreOrderForm({ id, initialValues, products, config, onDone }: FormProps) {
  const { t } = useTranslation('preOrders');
  const { message } = useFeedback();
  const user = useUserInfo();
  const [form] = Form.useForm<OrderFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<OrderFormValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  const receiverFill = usePostcodeFill(form, 'receiverPostcode', 'receiverRegion');
  const context = useMemo(() => orderContextOf(user, config), [user, config]);
  const [saving, setSaving] = useState(false);
  // A new pre-order starts from the default sender, as the normal order form does.
  useDefaultSender(form, senderFill, id === null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (v: OrderFormValues) => {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      const fields = preOrderFieldsOf(v);
      await (id === null ? saveVipOrder(fields) : editVipOrder(id, fields));
      message.success(msg('preOrderSaved'));
      void invalidatePreOrders();
      onDone();
    } catch (err) {
      setRefusal(refusalText(err));
      const issues = err instanceof ApiError ? (err.data as { issues?: { field: string; desc: string }[] } | null)?.issues : undefined;
      if (issues?.length) form.setFields(issues.map((i) => ({ name: (FORM_FIELD[i.field] ?? i.field) as never, errors: [i.desc] })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<OrderFormValues>
      form={form}
      name="preOrder"
      layout="vertical"
      initialValues={initialValues}
      onFinish={save}
      onValuesChange={fillOnChange({ sender: senderFill, receiver: receiverFill })}
      className="order-page"
    >
      <DomesticOrderFields
        form={form}
        values={values}
        products={products}
        config={config}
        context={() => context}
        senderFill={senderFill}
        receiverFill={receiverFill}
      >
        {refusal && <Alert type="error" showIcon title={refusal} className="pre-orders__refusal" />}
        <Space className="pre-orders__buttons">
          <Button onClick={onDone}>{t('actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save')}
          </Button>
        </Space>
      </DomesticOrderFields>
    </Form>
  );
}

/** A new pre-order (id null) or a saved one to edit, in a dialog over the list. */
export function PreOrderDialog({ id, opening, onClose }: { id: number | null; opening: number; onClose: () => void }) {
  const { t } = useTranslation('preOrders');
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const stored = useOpenedPreOrder(id, opening);
  const failed = stored.error ?? products.error ?? config.error;
  const ready = stored.isSuccess && products.data && config.data;
  const initialValues = stored.data
    ? formValuesOf(stored.data.order)
    : {
        expressType: products.data?.[0]?.code,
        serveType: 'DROP OFF' as const,
        payMethod: config.data?.payMethods[0],
        packageCount: 1,
      };
  return (
    <Modal
      open
      title={t(id === null ? 'dialog.addTitle' : 'dialog.editTitle')}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
    >
      {failed ? (
        <Alert type="error" showIcon title={refusalText(failed)} />
      ) : ready ? (
        <PreOrderForm
          id={id}
          initialValues={initialValues as Partial<OrderFormValues>}
          products={products.data}
          config={config.data}
          onDone={onClose}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
