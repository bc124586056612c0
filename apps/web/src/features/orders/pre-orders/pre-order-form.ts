import { formRinggit } from '@portal/shared/money';
import type { Product } from '@portal/shared/order';
import type { PreOrderFields, SmartOrderPreset } from '@portal/shared/pre-orders';
import { gramsToKg } from '@portal/shared/weight';
import { regionPathOf } from '@/components/address-kit';
import { type OrderFormValues, orderParameter } from '../normal-order/order-form.ts';
import { pickupTimeFromApi } from '../pickup-time.ts';

/** The form's fields a pre-order keeps: those given (an empty text, a null, no weight are left out). */
export function preOrderFieldsOf(v: Partial<OrderFormValues>): PreOrderFields {
  const order: Record<string, unknown> = orderParameter(v);
  if (!order.weightG) delete order.weightG;
  return Object.fromEntries(Object.entries(order).filter(([, x]) => x !== '' && x !== null && x !== undefined)) as PreOrderFields;
}

const region = (prov?: string, city?: string, postcode?: string) =>
  prov && city ? regionPathOf({ prov, city, postcode: postcode ?? '' }) : undefined;

/** A saved pre-order (or a smart order's preset) as the normal order form's values. */
export function formValuesOf(f: PreOrderFields): Partial<OrderFormValues> {
  return {
    senderName: f.senderName,
    senderTel: f.senderTel,
    senderPostcode: f.senderPostcode,
    senderRegion: region(f.senderProv, f.senderCity, f.senderPostcode),
    senderAddress: f.senderAddress,
    receiverName: f.receiverName,
    receiverTel: f.receiverTel,
    receiverPostcode: f.receiverPostcode,
    receiverRegion: region(f.receiverProv, f.receiverCity, f.receiverPostcode),
    receiverAddress: f.receiverAddress,
    expressType: f.expressType as Product | undefined,
    goodsName: f.goodsName,
    goodsType: f.goodsType,
    brandName: f.brandName,
    goodsNumber: f.goodsNumber,
    weightKg: f.weightG ? gramsToKg(f.weightG) : null,
    lengthCm: f.lengthCm,
    widthCm: f.widthCm,
    heightCm: f.heightCm,
    packageCount: f.packageCount,
    declaredValueRm: formRinggit(f.declaredValueSen),
    goodsValueRm: formRinggit(f.goodsValueSen),
    codRm: formRinggit(f.codSen),
    serveType: f.serveType,
    pickupTime: f.pickupTime ? pickupTimeFromApi(f.pickupTime) : null,
    dropPointCode: f.dropPointCode,
    payMethod: f.payMethod,
    orderCode: f.orderCode,
    remark: f.remark,
  };
}

/** The part of an order form a smart order keeps: sender, product, goods, service, payment. */
export function presetOf(v: Partial<OrderFormValues>): SmartOrderPreset {
  const f = preOrderFieldsOf(v);
  const { senderName, senderTel, senderPostcode, senderProv, senderCity, senderAddress, expressType, goodsName, goodsNumber } = f;
  const { goodsType, brandName, weightG, declaredValueSen, goodsValueSen, serveType, payMethod, remark } = f;
  const preset = {
    senderName,
    senderTel,
    senderPostcode,
    senderProv,
    senderCity,
    senderAddress,
    expressType,
    goodsName,
    goodsType,
    brandName,
    goodsNumber,
    weightG,
    declaredValueSen,
    goodsValueSen,
    serveType,
    payMethod,
    remark,
  };
  return Object.fromEntries(Object.entries(preset).filter(([, x]) => x !== undefined)) as SmartOrderPreset;
}

/** The defined values only, so filling a form from a preset leaves the fields it does not name as they are. */
export const definedValues = (v: Partial<OrderFormValues>): Partial<OrderFormValues> =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null)) as Partial<OrderFormValues>;
