import { ORDER_LIMITS } from '@portal/shared/order';
import { actualWeightAbroadIssue, type InternationalContext, internationalOrderFields } from '@portal/shared/order-international';
import { refusesEmpty } from '@portal/shared/rule-issues';
import type { UserInfo } from '@portal/shared/user-info';
import { gramsToKg } from '@portal/shared/weight';
import { Card, Form, type FormInstance, type FormRule, Input, InputNumber, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePostcodeFill } from '@/components/address-kit';
import { Select } from '@/components/choice-select.tsx';
import { zodRule } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { fetchInternationalFreight } from '../api/freight.ts';
import type { OrderConfig } from '../api/order-config.ts';
import type { BusinessProduct } from '../api/products.ts';
import { OrderRefFields, PayMethodField, PickupTimeField, ServeTypeField } from '../normal-order/handling-fields.tsx';
import { PartyFields } from '../normal-order/party-fields.tsx';
import { GoodsKindRow } from '../normal-order/shipment-fields.tsx';
import { useDraftPrice } from '../normal-order/use-order-price.ts';
import { cardTitle } from '../order-headings.tsx';
import { CustomsLines } from './customs-lines.tsx';
import { type InterOrderValues, interPriceDraft, interRule } from './inter-order-form.ts';
import { ReceiverAbroad } from './receiver-abroad.tsx';

const shape = internationalOrderFields.shape;
const SIZE_FIELDS = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** The price abroad of the form as it stands (getInternationalFreight), asked once typing pauses. */
export const useInterPrice = (values: Partial<InterOrderValues>) =>
  useDraftPrice('interFreight', interPriceDraft(values), fetchInternationalFreight);

interface InterOrderFieldsProps {
  form: FormInstance<InterOrderValues>;
  values: Partial<InterOrderValues>;
  user: UserInfo;
  products: BusinessProduct[];
  config: OrderConfig;
  context: () => InternationalContext | null;
  senderFill: ReturnType<typeof usePostcodeFill>;
  /** Under the customs lines: the price and the button. */
  children: ReactNode;
}

/**
 * The fields of an international order, as the InterOrder page places one and order management
 * edits one: sender at home, receiver abroad with the country's limits, shipment, customs lines.
 */
/** The actual weight abroad: the receiving country first, then a value (shared actualWeightAbroadIssue). */
const actualWeightAbroad: FormRule = (form) => ({
  validator: async (_rule, kg: number | null | undefined) => {
    const key = actualWeightAbroadIssue({ receiverCountry: form.getFieldValue('receiverCountry'), weightG: kg ? kg * 1000 : 0 });
    if (key) throw new Error(msg(key));
  },
});

export function InterOrderFields({ form, values, user, products, config, context, senderFill, children }: InterOrderFieldsProps) {
  const { t } = useTranslation('ordering');
  const abroad = products.filter((p) => p.code === 'EZ' || p.code === 'EX');
  const limits = (field: string) => [interRule(context, field)];
  return (
    <div className="order-columns">
      <div className="order-column">
        <PartyFields party="sender" form={form} fill={senderFill} />
        <ReceiverAbroad form={form} country={values.receiverCountry} />
      </div>
      <div className="order-column">
        <Card size="small" title={cardTitle(t('shipment.title'))} className="order-card">
          <Form.Item
            name="expressType"
            label={t('shipment.product')}
            required={refusesEmpty(shape.expressType)}
            rules={limits('expressType')}
          >
            <Select options={abroad.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))} />
          </Form.Item>
          <Form.Item name="goodsName" label={t('shipment.goodsName')} rules={[zodRule(shape.goodsName)]}>
            <Input maxLength={ORDER_LIMITS.goodsNameMax} />
          </Form.Item>
          {/* Spec 5: goods type and brand abroad too; the items and their worth are the customs lines'. */}
          <GoodsKindRow rules={shape} />
          <Form.Item
            name="weightKg"
            label={t('shipment.weight')}
            required={refusesEmpty(shape.weightG)}
            rules={[actualWeightAbroad, ...limits('weightG')]}
            validateFirst
            dependencies={['receiverCountry']}
          >
            <InputNumber min={0} max={gramsToKg(ORDER_LIMITS.maxWeightG)} precision={2} suffix="kg" style={{ width: '100%' }} />
          </Form.Item>
          <div className="order-row">
            {SIZE_FIELDS.map((name) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`shipment.${name}`)}
                rules={[zodRule(shape[name]), ...limits(name)]}
                validateFirst
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
            required={refusesEmpty(shape.shippingTerms)}
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
          <ServeTypeField serveTypes={config.serveTypes} />
          {values.serveType === 'PICK UP' && <PickupTimeField rules={limits('pickupTime')} />}
          <PayMethodField payMethods={config.payMethods} rules={limits('payMethod')} />
          <OrderRefFields />
        </Card>
        <CustomsLines rows={values.customs ?? []} />
        {children}
      </div>
    </div>
  );
}
