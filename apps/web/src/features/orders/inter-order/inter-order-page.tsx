import { Alert, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { OrderPlacedDialog } from '../normal-order/order-placed-dialog.tsx';
import { OrderSubmitBar } from '../normal-order/order-submit-bar.tsx';
import { fillOnChange } from '../normal-order/party-fields.tsx';
import { useDefaultSender } from '../use-default-sender.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { useSubmitProblems } from '../use-submit-problems.tsx';
import '../orders.css';
import { usePostcodeFill } from '@/components/address-kit';
import { useOrderConfig } from '../api/order-config.ts';
import { placeInternationalOrder } from '../api/place-order.ts';
import { useBusinessProducts } from '../api/products.ts';
import { OrderPageHeading } from '../order-headings.tsx';
import { InterOrderFields, useInterPrice } from './inter-order-fields.tsx';
import { INTER_FORM_FIELD, type InterOrderValues, interContextOf, interOrderParameter } from './inter-order-form.ts';

const FORM_NAME = 'interOrder';

/**
 * International order (spec 2 InterOrder, `international`): sender at home, receiver abroad with the
 * country's limits, customs lines, shipping terms; priced on the country's zone as it fills.
 */
export default function InterOrderPage() {
  const user = useUserInfo();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const [form] = Form.useForm<InterOrderValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<InterOrderValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  useDefaultSender(form, senderFill);
  const { submit, placing, refusal, placed, setPlaced } = usePlaceOrder(
    form,
    (v, clientRequestId) => placeInternationalOrder({ ...interOrderParameter(v), clientRequestId }),
    INTER_FORM_FIELD,
  );
  const problems = useSubmitProblems<InterOrderValues>(FORM_NAME);
  const context = useMemo(() => (config.data ? interContextOf(user, config.data) : null), [user, config.data]);
  const { price, waiting } = useInterPrice(values);

  if (products.isPending || config.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;

  return (
    <Form<InterOrderValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={{
        expressType: 'EZ',
        serveType: 'DROP OFF',
        shippingTerms: 'DDU',
        payMethod: config.data.payMethods[0],
        customs: [{ quantity: 1 }],
      }}
      onFinish={submit}
      onFinishFailed={problems.onFinishFailed}
      // useSubmitProblems focuses the first field on the page (antd's default takes the first registered).
      scrollToFirstError={false}
      onFieldsChange={problems.onFieldsChange}
      onValuesChange={fillOnChange({ sender: senderFill })}
      className="order-page"
    >
      <OrderPageHeading />
      <InterOrderFields
        form={form}
        values={values}
        user={user}
        products={products.data}
        config={config.data}
        context={() => context}
        senderFill={senderFill}
      >
        <OrderSubmitBar price={price} waiting={waiting} refusal={refusal} placing={placing} problems={problems.summary} />
      </InterOrderFields>
      <OrderPlacedDialog
        placed={placed}
        nextFieldId={`${FORM_NAME}_receiverCountry`}
        onAnother={() => {
          setPlaced(null);
          const keep = form.getFieldsValue(['senderName', 'senderTel', 'senderPostcode', 'senderRegion', 'senderAddress', 'payMethod']);
          form.resetFields();
          form.setFieldsValue(keep);
        }}
      />
    </Form>
  );
}
