import { ORDER_LIMITS } from '@portal/shared/order';
import { internationalOrderFields } from '@portal/shared/order-international';
import { PICKUP_DAYS_AHEAD } from '@portal/shared/order-rules';
import type { PriceBreakdown } from '@portal/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostcodeFill } from '@/features/addresses/use-postcode-fill.ts';
import { type ApiError, call } from '@/lib/api-client.ts';
import { useUserInfo } from '@/lib/auth.ts';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { type PlacedOrder, useBusinessProducts, useOrderConfig } from '../api.ts';
import { OrderPlacedDialog } from '../normal-order/order-placed-dialog.tsx';
import { PartyFields } from '../normal-order/party-fields.tsx';
import { useDefaultSender } from '../use-default-sender.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { useSettled } from '../use-settled.ts';
import '../orders.css';
import { OrderSubmitBar } from '../normal-order/order-submit-bar.tsx';
import { CustomsLines } from './customs-lines.tsx';
import {
  INTER_FORM_FIELD,
  type InterOrderValues,
  interContextOf,
  interOrderParameter,
  interPriceDraft,
  interRule,
} from './inter-order-form.ts';
import { ReceiverAbroad } from './receiver-abroad.tsx';

const shape = internationalOrderFields.shape;
const SIZE_FIELDS = ['lengthCm', 'widthCm', 'heightCm'] as const;

/**
 * International order (spec 2 InterOrder, `international`): sender at home, receiver abroad with the
 * country's limits, customs lines, shipping terms; priced on the country's zone as it fills.
 */
export default function InterOrderPage() {
  const { t } = useTranslation('ordering');
  const user = useUserInfo();
  const products = useBusinessProducts();
  const config = useOrderConfig();
  const [form] = Form.useForm<InterOrderValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<InterOrderValues>;
  const senderFill = usePostcodeFill(form, 'senderPostcode', 'senderRegion');
  useDefaultSender(form, senderFill);
  const { submit, placing, refusal, placed, setPlaced } = usePlaceOrder(
    form,
    (v, clientRequestId) => call<PlacedOrder>('insertInternationalOrder', { ...interOrderParameter(v), clientRequestId }),
    INTER_FORM_FIELD,
  );
  const context = useMemo(() => (config.data ? interContextOf(user, config.data) : null), [user, config.data]);
  const settledKey = useSettled(JSON.stringify(interPriceDraft(values)));
  const price = useQuery<PriceBreakdown, ApiError>({
    queryKey: ['interFreight', settledKey],
    queryFn: ({ signal }) => call<PriceBreakdown>('getInternationalFreight', JSON.parse(settledKey), { signal }),
    enabled: settledKey !== 'null',
    retry: false,
    staleTime: 60_000,
  });

  if (products.isPending || config.isPending) return <Skeleton active />;
  if (products.isError || config.isError) return <Alert type="error" showIcon title={refusalText(products.error ?? config.error)} />;
  const abroad = products.data.filter((p) => p.code === 'EZ' || p.code === 'EX');

  const limits = (field: string) => [interRule(() => context, field)];

  return (
    <Form<InterOrderValues>
      form={form}
      name="interOrder"
      layout="vertical"
      initialValues={{
        expressType: 'EZ',
        serveType: 'DROP OFF',
        shippingTerms: 'DDU',
        payMethod: config.data.payMethods[0],
        customs: [{ quantity: 1 }],
      }}
      onFinish={submit}
      onValuesChange={(changed: Partial<InterOrderValues>) => {
        if (changed.senderPostcode !== undefined) void senderFill.lookUp(changed.senderPostcode.trim());
        if (changed.senderRegion !== undefined) senderFill.regionChanged(changed.senderRegion);
      }}
      scrollToFirstError
      className="order-page"
    >
      <div className="order-columns">
        <div className="order-column">
          <PartyFields party="sender" form={form} fill={senderFill} />
          <ReceiverAbroad form={form} country={values.receiverCountry} />
        </div>
        <div className="order-column">
          <Card size="small" title={t('shipment.title')} className="order-card">
            <Form.Item name="expressType" label={t('shipment.product')} rules={limits('expressType')}>
              <Select options={abroad.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))} />
            </Form.Item>
            <Form.Item name="goodsName" label={t('shipment.goodsName')} rules={[zodRule(shape.goodsName)]}>
              <Input maxLength={ORDER_LIMITS.goodsNameMax} />
            </Form.Item>
            <Form.Item
              name="weightKg"
              label={t('shipment.weight')}
              rules={[{ required: true, message: msg('pleaseEnterGoodsWeight') }, ...limits('weightG')]}
              dependencies={['receiverCountry']}
            >
              <InputNumber min={0} max={ORDER_LIMITS.maxWeightG / 1000} precision={2} suffix="kg" style={{ width: '100%' }} />
            </Form.Item>
            <div className="order-row">
              {SIZE_FIELDS.map((name) => (
                <Form.Item
                  key={name}
                  name={name}
                  label={t(`shipment.${name}`)}
                  rules={[{ required: true, message: msg('sizeRule') }, ...limits(name)]}
                  dependencies={['receiverCountry']}
                  className="order-third"
                >
                  <InputNumber min={0} precision={2} suffix="cm" style={{ width: '100%' }} />
                </Form.Item>
              ))}
            </div>
            <Form.Item
              name="shippingTerms"
              label={t('abroad.shippingTerms')}
              rules={limits('shippingTerms')}
              extra={t('abroad.shippingTermsHint')}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'DDU', label: 'DDU' },
                  { value: 'DDP', label: 'DDP', disabled: user.shippingTermsFlag !== 1 },
                ]}
              />
            </Form.Item>
            <Form.Item name="serveType" label={t('shipment.serveType')}>
              <Radio.Group
                optionType="button"
                options={config.data.serveTypes.map((s) => ({ value: s, label: t(`serveType.${s === 'PICK UP' ? 'pickUp' : 'dropOff'}`) }))}
              />
            </Form.Item>
            {values.serveType === 'PICK UP' && (
              <Form.Item name="pickupTime" label={t('shipment.pickupTime')} rules={limits('pickupTime')}>
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 15 }}
                  format="YYYY-MM-DD HH:mm"
                  disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(PICKUP_DAYS_AHEAD, 'day'))}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )}
            <Form.Item name="payMethod" label={t('shipment.payMethod')} rules={limits('payMethod')}>
              <Select options={config.data.payMethods.map((m) => ({ value: m, label: t(`payMethod.${m}`) }))} />
            </Form.Item>
            <div className="order-row">
              <Form.Item name="orderCode" label={t('shipment.orderCode')} rules={[zodRule(shape.orderCode)]} className="order-half">
                <Input maxLength={ORDER_LIMITS.orderCodeMax} />
              </Form.Item>
              <Form.Item name="remark" label={t('shipment.remark')} rules={[zodRule(shape.remark)]} className="order-half">
                <Input maxLength={ORDER_LIMITS.remarkMax} />
              </Form.Item>
            </div>
          </Card>
          <CustomsLines rows={values.customs ?? []} />
          <OrderSubmitBar price={price} waiting={settledKey === 'null'} refusal={refusal} placing={placing} />
        </div>
      </div>
      <OrderPlacedDialog
        placed={placed}
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
