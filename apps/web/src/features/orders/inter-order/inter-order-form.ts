import type { PayMethod, ServeType, ShippingTerms } from '@portal/shared/order';
import {
  type CustomsLine,
  type InternationalContext,
  type InternationalOrderInput,
  internationalIssues,
} from '@portal/shared/order-international';
import type { UserInfo } from '@portal/shared/user-info';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { msg } from '@/lib/i18n.ts';
import type { OrderConfig } from '../api.ts';

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

const sen = (rm: number | null | undefined) => (rm ? Math.round(rm * 100) : 0);
const grams = (kg: number | null | undefined) => (kg ? Math.round(kg * 1000) : 0);

export const customsLineOf = (row: CustomsRow): CustomsLine => ({
  description: row.description?.trim() ?? '',
  hsCode: row.hsCode?.trim() ?? '',
  origin: row.origin?.trim() ?? '',
  checkNumber: row.checkNumber?.trim() ?? '',
  unitPriceSen: sen(row.unitPriceRm),
  quantity: row.quantity ?? 0,
  weightG: grams(row.weightKg),
  weightUnit: 'KG',
});

/** The order as insertInternationalOrder takes it, from the form as it stands. */
export function interOrderParameter(v: Partial<InterOrderValues>): InternationalOrderInput {
  const [senderProv = '', senderCity = ''] = v.senderRegion ?? [];
  return {
    senderName: v.senderName?.trim() ?? '',
    senderTel: v.senderTel?.trim() ?? '',
    senderPostcode: v.senderPostcode?.trim() ?? '',
    senderProv,
    senderCity,
    senderAddress: v.senderAddress?.trim() ?? '',
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
    weightG: grams(v.weightKg),
    lengthCm: v.lengthCm ?? 0,
    widthCm: v.widthCm ?? 0,
    heightCm: v.heightCm ?? 0,
    shippingTerms: v.shippingTerms ?? 'DDU',
    customs: (v.customs ?? []).map(customsLineOf),
    serveType: v.serveType ?? 'DROP OFF',
    pickupTime: v.serveType === 'PICK UP' && v.pickupTime ? v.pickupTime.toISOString() : null,
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

export const interContextOf = (user: UserInfo, config: OrderConfig): InternationalContext => ({
  products: user.expressTypes,
  realityWeightG: user.realityweight,
  maxValueSen: user.maxValue,
  codLimitSen: null,
  maxMultiPacks: 1,
  payMethods: config.payMethods,
  now: new Date(),
  countries: user.countryRestriction,
  shippingTermsFlag: user.shippingTermsFlag,
});

/** A field's rule from the shared international rules: the first issue on that field, translated. */
export function interRule(ctx: () => InternationalContext | null, apiField: string): FormRule {
  return (form) => ({
    validator: async () => {
      const context = ctx();
      if (!context) return;
      const values = form.getFieldsValue(true) as Partial<InterOrderValues>;
      const issue = internationalIssues(interOrderParameter(values), { ...context, now: new Date() }).find((i) => i.field === apiField);
      if (issue) throw new Error(msg(issue.key, issue.params));
    },
  });
}

export const INTER_FORM_FIELD: Partial<Record<string, keyof InterOrderValues>> = {
  weightG: 'weightKg',
  senderProv: 'senderRegion',
  senderCity: 'senderRegion',
};
