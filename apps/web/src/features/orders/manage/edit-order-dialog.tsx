import { formatRinggit } from '@portal/shared/money';
import type { UpdatedOrder } from '@portal/shared/order-edit';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { InterOrderFields, useInterPrice } from '../inter-order/inter-order-fields.tsx';
import { INTER_FORM_FIELD, type InterOrderValues, interContextOf, interOrderParameter } from '../inter-order/inter-order-form.ts';
import { DomesticOrderFields } from '../normal-order/domestic-order-fields.tsx';
import { FORM_FIELD, type OrderFormValues, orderContextOf, orderParameter } from '../normal-order/order-form.ts';
import { fillOnChange } from '../normal-order/party-fields.tsx';
import { useOrderPrice } from '../normal-order/use-order-price.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import '../orders.css';
import type { OrderListRow } from '@portal/shared/order-manage';
import { usePostcodeFill } from '@/components/address-kit';
import { useFeedback } from '@/components/feedback-kit';
import { orderKeys } from '../api/keys.ts';
import { type OrderConfig, useOrderConfig } from '../api/order-config.ts';
import { invalidateOrders } from '../api/order-list.ts';
import { type BusinessProduct, useBusinessProducts } from '../api/products.ts';
import { updateInternationalOrder, updateOrder } from '../api/update-order.ts';
import { domesticValuesOf, type EditSource, interValuesOf, loadOrderForEdit } from './edit-order.ts';
import { EditSubmitBar } from './edit-submit-bar.tsx';

interface EditFormProps {
  source: EditSource;
  products: BusinessProduct[];
  config: OrderConfig;
  onSaved: (updated: UpdatedOrder) => void;
  onCancel: () => void;
}

/** A domestic order in the normal order form's pieces, saved through updateOrder. */
function EditDomesticForm({ source, products, config, onSaved, onCancel }: EditFormProps) {
  const user = useUserInfo();
  const [form] = Form.useForm<OrderFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<OrderFormValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  const receiverFill = usePostcodeFill(form, 'receiverPostcode', 'receiverRegion');
  const { waybillNo } = source.detail;
  const { submit, placing, refusal } = usePlaceOrder(form, (v) => updateOrder({ ...orderParameter(v), waybillNo }), FORM_FIELD, onSaved);
  const context = useMemo(() => orderContextOf(user, config), [user, config]);
  const initialValues = useMemo(() => domesticValuesOf(source), [source]);
  const { price, waiting } = useOrderPrice(values);
  return (
    <Form<OrderFormValues>
      form={form}
      name="orderEdit"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
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
        <EditSubmitBar
          price={price}
          waiting={waiting}
          before={source.detail}
          payMethod={values.payMethod}
          refusal={refusal}
          saving={placing}
          onCancel={onCancel}
        />
      </DomesticOrderFields>
    </Form>
  );
}

/** An order abroad in the international order form's pieces, saved through updateInternationalOrder. */
function EditInterForm({ source, products, config, onSaved, onCancel }: EditFormProps) {
  const user = useUserInfo();
  const [form] = Form.useForm<InterOrderValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<InterOrderValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  const { waybillNo } = source.detail;
  const { submit, placing, refusal } = usePlaceOrder(
    form,
    (v) => updateInternationalOrder({ ...interOrderParameter(v), waybillNo }),
    INTER_FORM_FIELD,
    onSaved,
  );
  const context = useMemo(() => interContextOf(user, config), [user, config]);
  const initialValues = useMemo(() => interValuesOf(source), [source]);
  const { price, waiting } = useInterPrice(values);
  return (
    <Form<InterOrderValues>
      form={form}
      name="interOrderEdit"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={fillOnChange({ sender: senderFill })}
      className="order-page"
    >
      <InterOrderFields
        form={form}
        values={values}
        user={user}
        products={products}
        config={config}
        context={() => context}
        senderFill={senderFill}
      >
        <EditSubmitBar
          price={price}
          waiting={waiting}
          before={source.detail}
          payMethod={values.payMethod}
          refusal={refusal}
          saving={placing}
          onCancel={onCancel}
        />
      </InterOrderFields>
    </Form>
  );
}

interface EditOrderDialogProps {
  row: OrderListRow;
  open: boolean;
  /** Which opening this is: each opening loads (and reveals) the order afresh. */
  opening: number;
  onClose: () => void;
}

/**
 * The Edit row action's dialog (spec 4: PENDING orders only): the order in the form it was placed
 * with, its receiver in full, the new price as it is changed and what the wallet will do; saving
 * reprices it on the server, refreshes the list, its totals and the balance, and says what happened.
 */
export function EditOrderDialog({ row, open, opening, onClose }: EditOrderDialogProps) {
  const { t } = useTranslation('orderManage');
  const { message } = useFeedback();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  // Not cached past the dialog: the receiver in full is shown for this edit only.
  const source = useQuery({
    queryKey: orderKeys.orderEdit(row.waybillNo, opening),
    queryFn: () => loadOrderForEdit(row.waybillNo, row.kind),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

  const saved = (updated: UpdatedOrder) => {
    const total = formatRinggit(updated.price.totalSen);
    const key = updated.chargedSen ? 'edit.savedCharged' : updated.refundedSen ? 'edit.savedRefunded' : 'edit.saved';
    const amount = formatRinggit(updated.chargedSen || updated.refundedSen);
    message.success(t(key, { waybillNo: updated.waybillNo, total, amount }));
    void invalidateOrders();
    onClose();
  };

  const failed = source.error ?? products.error ?? config.error;
  const ready = source.data && products.data && config.data;
  const form = !ready ? null : row.kind === 'international' ? (
    <EditInterForm source={source.data} products={products.data} config={config.data} onSaved={saved} onCancel={onClose} />
  ) : (
    <EditDomesticForm source={source.data} products={products.data} config={config.data} onSaved={saved} onCancel={onClose} />
  );

  return (
    <Modal
      open={open}
      title={t('edit.title', { waybillNo: row.waybillNo })}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
      className="order-manage__edit"
    >
      {failed ? (
        <Alert type="error" showIcon title={refusalText(failed)} />
      ) : form ? (
        <>
          <Typography.Paragraph type="secondary">{t('edit.note')}</Typography.Paragraph>
          {form}
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
