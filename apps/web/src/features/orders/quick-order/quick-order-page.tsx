import { formatRinggit } from '@portal/shared/money';
import { ORDER_LIMITS } from '@portal/shared/order';
import { domesticOrderFields } from '@portal/shared/order-rules';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { gramsToKg } from '@portal/shared/weight';
import { Alert, Button, Card, Form, InputNumber, List, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { local } from '@/lib/storage.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { PayMethodField } from '../normal-order/handling-fields.tsx';
import {
  contextRule,
  FORM_FIELD,
  type OrderFormValues,
  orderContextOf,
  orderParameter,
  weightRequired,
} from '../normal-order/order-form.ts';
import { fillOnChange, PartyFields } from '../normal-order/party-fields.tsx';
import { GoodsFields } from '../normal-order/shipment-fields.tsx';
import { useOrderPrice } from '../normal-order/use-order-price.ts';
import { cardTitle, OrderPageHeading } from '../order-headings.tsx';
import { usePlaceOrder } from '../use-place-order.ts';
import { useSubmitProblems } from '../use-submit-problems.tsx';
import '../orders.css';
import { usePostcodeFill } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { useDefaultAddresses } from '../api/default-addresses.ts';
import { useOrderConfig } from '../api/order-config.ts';
import { type PlacedOrder, placeOrder } from '../api/place-order.ts';
import { useBusinessProducts } from '../api/products.ts';

const FORM_NAME = 'quickOrder';

/** What a repeat shipper sends most: kept in the browser so the next quick order starts from it. */
const LAST_CHOICE = 'quickOrder.last';
interface LastChoice {
  expressType?: OrderFormValues['expressType'];
  payMethod?: OrderFormValues['payMethod'];
  goodsName?: string;
  goodsType?: OrderFormValues['goodsType'];
  brandName?: string;
}

/**
 * Quick order (spec 2 `quickOrders`, QuickOrder page): the default sender, a receiver pasted from a
 * chat or found by phone, goods and weight; the product, payment and goods name the shipper used
 * last are already chosen. Enter places the order and the form is ready for the next one.
 */
export default function QuickOrderPage() {
  const { t } = useTranslation('ordering');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const user = useUserInfo();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const defaults = useDefaultAddresses();
  const [form] = Form.useForm<OrderFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<OrderFormValues>;
  const receiverFill = usePostcodeFill(form, 'receiverPostcode', 'receiverRegion');
  const [placed, setPlaced] = useState<PlacedOrder[]>([]);
  const context = useMemo(() => (config.data ? orderContextOf(user, config.data) : null), [user, config.data]);
  const sender = defaults.data?.sender ?? null;
  const senderValues: Partial<OrderFormValues> = sender
    ? {
        senderName: sender.name,
        senderTel: sender.contacts,
        senderPostcode: sender.postcode,
        senderRegion: [sender.prov, sender.city, sender.area],
        senderAddress: sender.address,
      }
    : {};
  const { submit, placing } = usePlaceOrder(
    form,
    (v, clientRequestId) => placeOrder({ ...orderParameter({ ...v, ...senderValues }), clientRequestId }),
    FORM_FIELD,
    (order, v) => {
      // Ready for the next receiver: the product, payment and goods stay, and are remembered.
      setPlaced((list) => [order, ...list]);
      local.setJson(LAST_CHOICE, {
        expressType: v.expressType,
        payMethod: v.payMethod,
        goodsName: v.goodsName,
        goodsType: v.goodsType,
        brandName: v.brandName,
      } satisfies LastChoice);
      form.resetFields(['receiverName', 'receiverTel', 'receiverPostcode', 'receiverRegion', 'receiverAddress', 'weightKg', 'codRm']);
      receiverFill.setTowns([]);
      message.success(`${msg('orderPlaced')}: ${order.waybillNo}`);
    },
  );
  const { price } = useOrderPrice({ ...values, ...senderValues });
  const problems = useSubmitProblems<OrderFormValues>(FORM_NAME);

  if (products.isPending || config.isPending || defaults.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;
  if (!sender)
    return (
      <Alert
        type="info"
        showIcon
        title={t('quick.noSender')}
        action={<Link to="/addressManagement/senderAddress">{t('quick.setSender')}</Link>}
      />
    );

  const last = local.getJson<LastChoice>(LAST_CHOICE) ?? {};
  const allowed = (code: string | undefined) => products.data.some((p) => p.code === code);
  const initialValues: Partial<OrderFormValues> = {
    expressType: allowed(last.expressType) ? last.expressType : (products.data[0]?.code as OrderFormValues['expressType']),
    payMethod: last.payMethod && config.data.payMethods.includes(last.payMethod) ? last.payMethod : config.data.payMethods[0],
    goodsName: last.goodsName ?? '',
    goodsType: last.goodsType,
    brandName: last.brandName ?? '',
    serveType: 'DROP OFF',
    packageCount: 1,
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
      onValuesChange={fillOnChange({ receiver: receiverFill })}
      className="order-page"
    >
      <OrderPageHeading />
      <div className="order-columns">
        <div className="order-column">
          <Card
            size="small"
            title={cardTitle(t('party.sender'))}
            className="order-card"
            extra={
              <Button size="small" onClick={() => navigate('/addressManagement/senderAddress')}>
                {t('quick.changeSender')}
              </Button>
            }
          >
            <Typography.Text strong>{sender.name}</Typography.Text> · {sender.contacts}
            <div>
              {sender.address}, {sender.postcode} {sender.city}, {sender.prov}
            </div>
          </Card>
          <PartyFields party="receiver" form={form} fill={receiverFill} />
        </div>
        <div className="order-column">
          <Card size="small" title={cardTitle(t('shipment.title'))} className="order-card">
            <div className="order-row">
              <Form.Item
                name="expressType"
                label={t('shipment.product')}
                required={refusesEmpty(domesticOrderFields.shape.expressType)}
                rules={[contextRule(() => context, 'expressType')]}
                className="order-half"
              >
                <Select
                  options={products.data
                    .filter((p) => p.productType === 'NE')
                    .map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
                />
              </Form.Item>
              <PayMethodField
                payMethods={config.data.payMethods}
                rules={[contextRule(() => context, 'payMethod')]}
                className="order-half"
              />
            </div>
            <GoodsFields context={() => context} />
            <div className="order-row">
              <Form.Item
                name="goodsNumber"
                label={t('shipment.goodsNumber')}
                rules={[zodRule(domesticOrderFields.shape.goodsNumber)]}
                className="order-half"
              >
                <InputNumber min={1} max={ORDER_LIMITS.maxPieces} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="weightKg"
                label={t('shipment.weight')}
                rules={[weightRequired(domesticOrderFields.shape.weightG), contextRule(() => context, 'weightG')]}
                validateFirst
                dependencies={['expressType']}
                className="order-half"
              >
                <InputNumber min={0} max={gramsToKg(ORDER_LIMITS.maxWeightG)} precision={2} suffix="kg" style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <div className="order-row">
              {config.data.codLimitSen > 0 && (
                <Form.Item
                  name="codRm"
                  label={t('shipment.cod')}
                  rules={[contextRule(() => context, 'codSen')]}
                  dependencies={['payMethod']}
                  className="order-half"
                >
                  <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
                </Form.Item>
              )}
            </div>
            <div className="order-price__total" data-testid="order-total" aria-live="polite">
              <span>{t('price.total')}</span>
              <strong>{price.data ? formatRinggit(price.data.totalSen) : price.isError ? refusalText(price.error) : '—'}</strong>
            </div>
          </Card>
          {problems.summary}
          <Button type="primary" htmlType="submit" size="large" block loading={placing}>
            {t('submit')}
          </Button>
          {placed.length > 0 && (
            <Card size="small" title={cardTitle(t('quick.placed', { count: placed.length }))} className="order-card">
              <List
                size="small"
                dataSource={placed}
                renderItem={(o) => (
                  <List.Item>
                    <Typography.Text copyable data-testid="quick-waybill">
                      {o.waybillNo}
                    </Typography.Text>
                    <span>{formatRinggit(o.price.totalSen)}</span>
                  </List.Item>
                )}
              />
            </Card>
          )}
        </div>
      </div>
    </Form>
  );
}
