import { senOf } from '@portal/shared/money';
import type { GoodsType, PayMethod, ServeType, ShippingTerms } from '@portal/shared/order';
import {
  type CustomsLine,
  type InternationalContext,
  type InternationalOrderInput,
  internationalIssues,
} from '@portal/shared/order-international';
import type { UserInfo } from '@portal/shared/user-info';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { OrderConfig } from '../api/order-config.ts';
import { issueRule, orderContextOf, senderParameter } from '../normal-order/order-form.ts';
import { gramsOf } from '../order-units.ts';
import { pickupTimeToApi } from '../pickup-time.ts';

/** One customs line as typed: money in RM, the unit weight in kg. */
export interface CustomsRow {
  description?: string;
  hsCode?: string;
  origin?: string;
  /** Kept as it was declared when an order is edited (the form does not show it). */
  checkNumber?: string;
  unitPriceRm?: number | null;
  quantity?: number | null;
  weightKg?: number | null;
}

export interface InterOrderValues {
  senderName: string;
  senderTel: string;
  senderPostcode: string;
  senderRegion?: string[];
  senderAddress: string;
  receiverCountry?: string;
  destination?: string;
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverProv?: string;
  receiverCity?: string;
  receiverAddress: string;
  receiverEmail?: string;
  receiverPassport?: string;
  expressType?: 'EZ' | 'EX';
  goodsName: string;
  goodsType?: GoodsType;
  brandName?: string;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  shippingTerms?: ShippingTerms;
  customs?: CustomsRow[];
  serveType: ServeType;
  pickupTime?: Dayjs | null;
  payMethod?: PayMethod;
  orderCode?: string;
  remark?: string;
}

export const customsLineOf = (row: CustomsRow): CustomsLine => ({
  description: row.description?.trim() ?? '',
  hsCode: row.hsCode?.trim() ?? '',
  origin: row.origin?.trim() ?? '',
  checkNumber: row.checkNumber?.trim() ?? '',
  unitPriceSen: senOf(row.unitPriceRm),
  quantity: row.quantity ?? 0,
  weightG: gramsOf(row.weightKg),
  weightUnit: 'KG',
});

/** The order as insertInternationalOrder takes it, from the form as it stands. */
export function interOrderParameter(v: Partial<InterOrderValues>): InternationalOrderInput {
  return {
    ...senderParameter(v),
    receiverName: v.receiverName?.trim() ?? '',
    receiverTel: v.receiverTel?.trim() ?? '',
    receiverCountry: v.receiverCountry ?? '',
    receiverPostcode: v.receiverPostcode?.trim() ?? '',
    receiverProv: v.receiverProv?.trim() ?? '',
    receiverCity: v.receiverCity?.trim() ?? '',
    receiverAddress: v.receiverAddress?.trim() ?? '',
    receiverEmail: v.receiverEmail?.trim() ?? '',
    receiverPassport: v.receiverPassport?.trim() ?? '',
    destination: v.destination ?? '',
    expressType: v.expressType ?? 'EZ',
    goodsName: v.goodsName?.trim() ?? '',
    // Not chosen stays unset: the shared rule refuses it (spec 5: required).
    goodsType: v.goodsType as GoodsType,
    brandName: v.brandName?.trim() ?? '',
    weightG: gramsOf(v.weightKg),
    lengthCm: v.lengthCm ?? 0,
    widthCm: v.widthCm ?? 0,
    heightCm: v.heightCm ?? 0,
    shippingTerms: v.shippingTerms ?? 'DDU',
    customs: (v.customs ?? []).map(customsLineOf),
    serveType: v.serveType ?? 'DROP OFF',
    pickupTime: v.serveType === 'PICK UP' && v.pickupTime ? pickupTimeToApi(v.pickupTime) : null,
    payMethod: v.payMethod ?? 'CASH',
    orderCode: v.orderCode?.trim() ?? '',
    remark: v.remark?.trim() ?? '',
  };
}

/** What the price abroad depends on, once complete enough to ask; null before. */
export function interPriceDraft(v: Partial<InterOrderValues>) {
  const o = interOrderParameter(v);
  if (!o.receiverCountry || o.weightG <= 0 || !o.lengthCm || !o.widthCm || !o.heightCm) return null;
  const { expressType, receiverCountry, weightG, lengthCm, widthCm, heightCm } = o;
  return { expressType, receiverCountry, weightG, lengthCm, widthCm, heightCm };
}

/** The domestic limits, without COD or several parcels, and the countries the customer may send to. */
export const interContextOf = (user: UserInfo, config: OrderConfig): InternationalContext => ({
  ...orderContextOf(user, config),
  codLimitSen: null,
  maxMultiPacks: 1,
  countries: user.countryRestriction,
  shippingTermsFlag: user.shippingTermsFlag,
});

/** A field's rule from the shared international rules: the first issue on that field, translated. */
export const interRule = (ctx: () => InternationalContext | null, apiField: string): FormRule =>
  issueRule<InterOrderValues, InternationalContext>(ctx, (v, context) => internationalIssues(interOrderParameter(v), context), apiField);

export const INTER_FORM_FIELD: Partial<Record<string, keyof InterOrderValues>> = {
  weightG: 'weightKg',
  senderProv: 'senderRegion',
  senderCity: 'senderRegion',
};
