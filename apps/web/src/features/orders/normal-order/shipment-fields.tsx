import { entryTypeOf, GOODS_TYPES, ORDER_LIMITS } from '@portal/shared/order';
import { domesticOrderFields, type OrderContext } from '@portal/shared/order-rules';
import { refusesEmpty } from '@portal/shared/rule-issues';
import { gramsToKg } from '@portal/shared/weight';
import { Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Select } from '@/components/choice-select.tsx';
import { type SchemaSource, zodRule } from '@/lib/form-rules.ts';
import type { OrderConfig } from '../api/order-config.ts';
import type { BusinessProduct } from '../api/products.ts';
import { cardTitle } from '../order-headings.tsx';
import { DropPointField } from './drop-point-field.tsx';
import { OrderRefFields, PayMethodField, PickupTimeField, ServeTypeField } from './handling-fields.tsx';
import { contextRule, type OrderFormValues, weightRequired } from './order-form.ts';

const shape = domesticOrderFields.shape;

interface ShipmentFieldsProps {
  products: BusinessProduct[];
  config: OrderConfig;
  context: () => OrderContext | null;
  values: Partial<OrderFormValues>;
}

/** The fields that price the shipment re-check each other's limits when one changes. */
const LIMIT_FIELDS = ['expressType', 'packageCount', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'];

/**
 * Goods, product, weight, size, parcels, value, COD, hand-over and payment: every limit is the
 * shared rule the server applies again (packages/shared/src/order-rules.ts).
 */
export function ShipmentFields({ products, config, context, values }: ShipmentFieldsProps) {
  const { t } = useTranslation('ordering');
  return (
    <Card size="small" title={cardTitle(t('shipment.title'))} className="order-card">
      <ParcelFields products={products} config={config} context={context} values={values} withGoods />
      <ServeTypeField serveTypes={config.serveTypes} />
      {values.serveType === 'DROP OFF' && (
        <DropPointField
          senderPostcode={values.senderPostcode}
          senderRegion={values.senderRegion}
          expressType={values.expressType}
          chosen={values.dropPointCode}
        />
      )}
      {values.serveType === 'PICK UP' && <PickupTimeField rules={[contextRule(context, 'pickupTime')]} dependencies={['serveType']} />}
      <PayMethodField payMethods={config.payMethods} rules={[contextRule(context, 'payMethod')]} />
      <OrderRefFields />
    </Card>
  );
}

/**
 * What the price depends on: product, weight, size, parcels, declared value and COD (with the goods
 * and their count on an order; the freight query asks without them), each held to the shared rules.
 */
export function ParcelFields({ products, config, context, values, withGoods }: ShipmentFieldsProps & { withGoods: boolean }) {
  const { t } = useTranslation('ordering');
  const product = products.find((p) => p.code === values.expressType);
  const multiParcel = product?.productType === 'MS';
  const sizeItem = (name: 'lengthCm' | 'widthCm' | 'heightCm') => (
    <Form.Item
      name={name}
      label={t(`shipment.${name}`)}
      rules={[contextRule(context, name)]}
      dependencies={LIMIT_FIELDS.filter((f) => f !== name)}
      className="order-third"
    >
      <InputNumber min={0} precision={2} step={1} suffix="cm" style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <>
      <Form.Item
        name="expressType"
        label={t('shipment.product')}
        required={refusesEmpty(shape.expressType)}
        rules={[contextRule(context, 'expressType')]}
      >
        <Select
          options={products.map((p) => ({
            value: p.code,
            label: `${p.name} (${p.code}) · ${t('shipment.productLimit', { min: gramsToKg(p.minimumWeight), max: gramsToKg(p.maxWeight) })}`,
          }))}
        />
      </Form.Item>
      {withGoods && <GoodsFields context={context} />}
      <div className="order-row">
        {withGoods && (
          <Form.Item name="goodsNumber" label={t('shipment.goodsNumber')} rules={[zodRule(shape.goodsNumber)]} className="order-half">
            <InputNumber min={1} max={ORDER_LIMITS.maxPieces} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="weightKg"
          label={t('shipment.weight')}
          rules={[weightRequired(shape.weightG), contextRule(context, 'weightG')]}
          validateFirst
          // The sizes too: a parcel's chargeable weight is its volume's when that is more (shared weightIssues).
          dependencies={['expressType', 'packageCount', 'lengthCm', 'widthCm', 'heightCm']}
          className="order-half"
        >
          <InputNumber min={0} max={gramsToKg(ORDER_LIMITS.maxWeightG)} precision={2} step={0.1} suffix="kg" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className="order-row">
        {sizeItem('lengthCm')}
        {sizeItem('widthCm')}
        {sizeItem('heightCm')}
      </div>
      {multiParcel && (
        <Form.Item
          name="packageCount"
          label={t('shipment.parcels')}
          rules={[contextRule(context, 'packageCount')]}
          dependencies={['expressType']}
          extra={t('shipment.parcelsHint', { max: config.maxMultiPacks })}
        >
          <InputNumber min={1} max={config.maxMultiPacks} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <div className="order-row">
        <Form.Item
          name="goodsValueRm"
          label={t('shipment.value')}
          rules={[contextRule(context, 'goodsValueSen')]}
          dependencies={['declaredValueRm']}
          extra={t('shipment.valueHint')}
          className="order-half"
        >
          <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
        </Form.Item>
        {config.codLimitSen > 0 && (
          <Form.Item
            name="codRm"
            label={t('shipment.cod')}
            rules={[contextRule(context, 'codSen')]}
            dependencies={['payMethod']}
            className="order-half"
          >
            <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
          </Form.Item>
        )}
      </div>
    </>
  );
}

/** The goods type and brand side by side (spec 5), at home and abroad, each checked by its own form's rule. */
export function GoodsKindRow({ rules }: { rules: { goodsType: SchemaSource<z.ZodType>; brandName: SchemaSource<z.ZodType> } }) {
  const { t } = useTranslation('ordering');
  return (
    <div className="order-row">
      <Form.Item name="goodsType" label={t('shipment.goodsType')} rules={[zodRule(rules.goodsType)]} className="order-half">
        <Select options={GOODS_TYPES.map((code) => ({ value: code, label: t(`goodsType.${code}`) }))} />
      </Form.Item>
      <Form.Item name="brandName" label={t('shipment.brandName')} rules={[zodRule(rules.brandName)]} className="order-half">
        <Input maxLength={ORDER_LIMITS.brandNameMax} />
      </Form.Item>
    </div>
  );
}

/**
 * What is in the parcel (spec 5): its name, goods type, brand and what it is worth, all required, the worth but for
 * documents (entry type noRequired, shared `declaredValueIssues`), which the field's mark follows.
 */
export function GoodsFields({ context }: { context: () => OrderContext | null }) {
  const { t } = useTranslation('ordering');
  const goodsType = Form.useWatch('goodsType') as string | undefined;
  return (
    <>
      <Form.Item name="goodsName" label={t('shipment.goodsName')} rules={[zodRule(shape.goodsName)]}>
        <Input maxLength={ORDER_LIMITS.goodsNameMax} />
      </Form.Item>
      <GoodsKindRow rules={shape} />
      <Form.Item
        name="declaredValueRm"
        label={t('shipment.declaredValue')}
        required={entryTypeOf('domestic', goodsType) !== 'noRequired'}
        rules={[contextRule(context, 'declaredValueSen')]}
        dependencies={['goodsType']}
        extra={t('shipment.declaredValueHint')}
      >
        <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
