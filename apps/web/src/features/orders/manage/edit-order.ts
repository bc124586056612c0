import { formRinggit, ringgitOf } from '@portal/shared/money';
import type { OrderKind, Product } from '@portal/shared/order';
import type { OrderDetail, PlainTextType } from '@portal/shared/order-manage';
import { gramsToKg } from '@portal/shared/weight';
import { regionPathOf } from '@/components/address-kit';
import { fetchOrderCustoms, type StoredCustomsLine } from '../api/get-order-customs.ts';
import { fetchOrderDetail } from '../api/get-order-detail.ts';
import { fetchPlainText } from '../api/get-order-plain-text.ts';
import type { InterOrderValues } from '../inter-order/inter-order-form.ts';
import type { OrderFormValues } from '../normal-order/order-form.ts';
import { pickupTimeFromApi } from '../pickup-time.ts';

/** What an edit form starts from: the order, its receiver in full, and (abroad) its customs lines. */
export interface EditSource {
  detail: OrderDetail;
  plain: Partial<Record<PlainTextType, string>>;
  customs: StoredCustomsLine[];
}

/**
 * Loads an order to edit. The receiver's phone and address (and abroad the e-mail and passport, when
 * there are any) come through getOrderPlainText, so opening an order to edit is a reveal of that one
 * order on the audit log, as showing them in the list is.
 */
export async function loadOrderForEdit(waybillNo: string, kind: OrderKind): Promise<EditSource> {
  const detail = await fetchOrderDetail(waybillNo);
  const types: PlainTextType[] = ['tel', 'address'];
  if (kind === 'international') {
    if (detail.abroad?.receiverEmail) types.push('email');
    if (detail.abroad?.receiverPassport) types.push('passport');
  }
  const [customs, ...texts] = await Promise.all([
    kind === 'international' ? fetchOrderCustoms(waybillNo) : Promise.resolve([]),
    ...types.map((type) => fetchPlainText(waybillNo, type)),
  ]);
  const plain = Object.fromEntries(texts.map((text) => [text.queryType, text.text]));
  return { detail, plain, customs };
}

const sender = (d: OrderDetail) => ({
  senderName: d.senderName,
  senderTel: d.senderTel,
  senderPostcode: d.senderPostcode,
  senderRegion: regionPathOf({ prov: d.senderProv, city: d.senderCity, postcode: d.senderPostcode }),
  senderAddress: d.senderAddress,
});
const handling = (d: OrderDetail) => ({
  serveType: d.serveType,
  pickupTime: d.pickupTime ? pickupTimeFromApi(d.pickupTime) : null,
  payMethod: d.payMethod,
  orderCode: d.orderCode,
  remark: d.remark,
});

/** The normal order form's values of a domestic order. */
export function domesticValuesOf({ detail: d, plain }: EditSource): OrderFormValues {
  return {
    ...sender(d),
    receiverName: d.receiverName,
    receiverTel: plain.tel ?? '',
    receiverPostcode: d.receiverPostcode,
    receiverRegion: regionPathOf({ prov: d.receiverProv, city: d.receiverCity, postcode: d.receiverPostcode }),
    receiverAddress: plain.address ?? '',
    expressType: d.expressType as Product,
    goodsName: d.goodsName,
    goodsType: (d.goodsType ?? undefined) as OrderFormValues['goodsType'],
    brandName: d.brandName ?? '',
    goodsNumber: d.goodsNumber,
    weightKg: d.weightKg,
    lengthCm: d.lengthCm,
    widthCm: d.widthCm,
    heightCm: d.heightCm,
    packageCount: d.packageCount,
    declaredValueRm: ringgitOf(d.declaredValueSen),
    goodsValueRm: formRinggit(d.goodsValueSen),
    codRm: formRinggit(d.codSen),
    dropPointCode: d.dropPointCode,
    ...handling(d),
  };
}

/** The international order form's values of an order abroad, its customs lines as typed (RM, kg). */
export function interValuesOf({ detail: d, plain, customs }: EditSource): InterOrderValues {
  return {
    ...sender(d),
    receiverCountry: d.receiverCountry,
    destination: d.abroad?.destination,
    receiverName: d.receiverName,
    receiverTel: plain.tel ?? '',
    receiverPostcode: d.receiverPostcode,
    receiverProv: d.receiverProv,
    receiverCity: d.receiverCity,
    receiverAddress: plain.address ?? '',
    receiverEmail: plain.email ?? '',
    receiverPassport: plain.passport ?? '',
    expressType: d.expressType as 'EZ' | 'EX',
    goodsName: d.goodsName,
    goodsType: (d.goodsType ?? undefined) as InterOrderValues['goodsType'],
    brandName: d.brandName ?? '',
    weightKg: d.weightKg,
    lengthCm: d.lengthCm,
    widthCm: d.widthCm,
    heightCm: d.heightCm,
    shippingTerms: (d.abroad?.shippingTerms ?? 'DDU') as InterOrderValues['shippingTerms'],
    customs: customs.map((line) => ({
      description: line.description,
      hsCode: line.hsCode,
      origin: line.origin,
      checkNumber: line.checkNumber,
      unitPriceRm: ringgitOf(line.unitPriceSen),
      quantity: line.quantity,
      weightKg: gramsToKg(line.weightG),
    })),
    ...handling(d),
  };
}
