import { Alert, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useDefaultSender } from '../use-default-sender.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { useSubmitProblems } from '../use-submit-problems.tsx';
import '../orders.css';
import { usePostcodeFill } from '@/components/address-kit';
import { useOrderConfig } from '../api/order-config.ts';
import { placeOrder } from '../api/place-order.ts';
import { useBusinessProducts } from '../api/products.ts';
import { OrderPageHeading } from '../order-headings.tsx';
import { SmartOrderPicker } from '../pre-orders/smart-order-picker.tsx';
import { DomesticOrderFields } from './domestic-order-fields.tsx';
import { FORM_FIELD, type OrderFormValues, orderContextOf, orderParameter } from './order-form.ts';
import { OrderPlacedDialog } from './order-placed-dialog.tsx';
import { OrderSubmitBar } from './order-submit-bar.tsx';
import { fillOnChange } from './party-fields.tsx';
import { useOrderPrice } from './use-order-price.ts';

const FORM_NAME = 'normalOrder';

/**
 * Normal order (spec 2 Ordering, `normalOrder`): sender and receiver, goods and product, hand-over
 * and payment, with the server's price as the form fills; submitting gives the waybill number.
 */
export default function NormalOrderPage() {
  const user = useUserInfo();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const [form] = Form.useForm<OrderFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<OrderFormValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  const receiverFill = usePostcodeFill(form, 'receiverPostcode', 'receiverRegion');
  const { submit, placing, refusal, placed, setPlaced } = usePlaceOrder(
    form,
    (v, clientRequestId) => placeOrder({ ...orderParameter(v), clientRequestId }),
    FORM_FIELD,
  );

  const problems = useSubmitProblems<OrderFormValues>(FORM_NAME);

  const context = useMemo(() => (config.data ? orderContextOf(user, config.data) : null), [user, config.data]);
  const { price, waiting } = useOrderPrice(values);

  // Spec 2: the sender comes from the address book or the default.
  useDefaultSender(form, senderFill);

  if (products.isPending || config.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;

  const initialValues: Partial<OrderFormValues> = {
    expressType: products.data[0]?.code as OrderFormValues['expressType'],
    serveType: 'DROP OFF',
    payMethod: config.data.payMethods[0],
    packageCount: 1,
  };

  const anotherOrder = () => {
    setPlaced(null);
    const keep = form.getFieldsValue([
      'senderName',
      'senderTel',
      'senderPostcode',
      'senderRegion',
      'senderAddress',
      'expressType',
      'payMethod',
    ]);
    form.resetFields();
    form.setFieldsValue(keep);
    receiverFill.setTowns([]);
  };

  return (
    <Form<OrderFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={problems.onFinishFailed}
      // useSubmitProblems focuses the first field on the page (antd's default takes the first registered).
      scrollToFirstError={false}
      onFieldsChange={problems.onFieldsChange}
      onValuesChange={fillOnChange({ sender: senderFill, receiver: receiverFill })}
      className="order-page"
    >
      <OrderPageHeading />
      <SmartOrderPicker form={form} senderFill={senderFill} />
      <DomesticOrderFields
        form={form}
        values={values}
        products={products.data}
        config={config.data}
        context={() => context}
        senderFill={senderFill}
        receiverFill={receiverFill}
      >
        <OrderSubmitBar price={price} waiting={waiting} refusal={refusal} placing={placing} problems={problems.summary} />
      </DomesticOrderFields>
      <OrderPlacedDialog placed={placed} onAnother={anotherOrder} nextFieldId={`${FORM_NAME}_receiverName`} />
    </Form>
  );
}
