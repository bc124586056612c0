import { isDomesticPostcode } from '@portal/shared/address';
import { senOf } from '@portal/shared/money';
import type { GoodsType, PayMethod, Product, ServeType } from '@portal/shared/order';
import { type DomesticOrderInput, type OrderContext, type OrderIssue, orderIssues } from '@portal/shared/order-rules';
import { refusesEmpty } from '@portal/shared/rule-issues';
import type { UserInfo } from '@portal/shared/user-info';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { msg } from '@/lib/i18n.ts';
import type { OrderConfig } from '../api/order-config.ts';
import { gramsOf } from '../order-units.ts';
import { pickupTimeToApi } from '../pickup-time.ts';

/** The order form's fields: the API's names, except the region (a cascader) and amounts as typed (kg, RM). */
export interface OrderFormValues {
  senderName: string;
  senderTel: string;
  senderPostcode: string;
  senderRegion?: string[];
  senderAddress: string;
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverRegion?: string[];
  receiverAddress: string;
  expressType?: Product;
  goodsName: string;
  goodsType?: GoodsType;
  brandName?: string;
  goodsNumber?: number | null;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  packageCount?: number | null;
  /** What the goods are worth (declaredValueSen); the insured value is goodsValueRm. */
  declaredValueRm?: number | null;
  goodsValueRm?: number | null;
  codRm?: number | null;
  serveType: ServeType;
  pickupTime?: Dayjs | null;
  /** The branch a DROP OFF parcel will be handed in at; none = any branch. */
  dropPointCode?: string | null;
  payMethod?: PayMethod;
  orderCode?: string;
  remark?: string;
}

export type Party = 'sender' | 'receiver';

/** The sender's side of every order form (the region a cascader), as the API takes it. */
export type SenderValues = Partial<Pick<OrderFormValues, 'senderName' | 'senderTel' | 'senderPostcode' | 'senderRegion' | 'senderAddress'>>;

/** The sender as the order APIs take it (domestic, abroad, multi-ticket), from the form as it stands. */
export function senderParameter(v: SenderValues) {
  const [senderProv = '', senderCity = ''] = v.senderRegion ?? [];
  return {
    senderName: v.senderName?.trim() ?? '',
    senderTel: v.senderTel?.trim() ?? '',
    senderPostcode: v.senderPostcode?.trim() ?? '',
    senderProv,
    senderCity,
    senderAddress: v.senderAddress?.trim() ?? '',
  };
}

/** The order as the API takes it (getFreight, insertOrder), from the form as it stands. */
export function orderParameter(v: Partial<OrderFormValues>): DomesticOrderInput {
  const [receiverProv = '', receiverCity = ''] = v.receiverRegion ?? [];
  return {
    ...senderParameter(v),
    receiverName: v.receiverName?.trim() ?? '',
    receiverTel: v.receiverTel?.trim() ?? '',
    receiverPostcode: v.receiverPostcode?.trim() ?? '',
    receiverProv,
    receiverCity,
    receiverAddress: v.receiverAddress?.trim() ?? '',
    expressType: v.expressType ?? 'EZ',
    goodsName: v.goodsName?.trim() ?? '',
    // Not chosen stays unset, and the shared rule refuses it: no silent goods type or count of 1 (spec 5).
    goodsType: v.goodsType as GoodsType,
    brandName: v.brandName?.trim() ?? '',
    goodsNumber: v.goodsNumber as number,
    weightG: gramsOf(v.weightKg),
    lengthCm: v.lengthCm ?? null,
    widthCm: v.widthCm ?? null,
    heightCm: v.heightCm ?? null,
    packageCount: v.packageCount ?? 1,
    declaredValueSen: v.declaredValueRm == null ? null : senOf(v.declaredValueRm),
    goodsValueSen: senOf(v.goodsValueRm),
    codSen: senOf(v.codRm),
    serveType: v.serveType ?? 'DROP OFF',
    pickupTime: v.serveType === 'PICK UP' && v.pickupTime ? pickupTimeToApi(v.pickupTime) : null,
    dropPointCode: v.serveType !== 'PICK UP' && v.dropPointCode ? v.dropPointCode : null,
    payMethod: v.payMethod ?? 'CASH',
    orderCode: v.orderCode?.trim() ?? '',
    remark: v.remark?.trim() ?? '',
  };
}

/** What the price depends on, once it is complete enough to ask; null before. */
export function priceDraft(v: Partial<OrderFormValues>) {
  const o = orderParameter(v);
  const placed = (postcode: string, prov: string, city: string) => isDomesticPostcode(postcode) && !!prov && !!city;
  if (!v.expressType || o.weightG <= 0) return null;
  if (!placed(o.senderPostcode, o.senderProv, o.senderCity) || !placed(o.receiverPostcode, o.receiverProv, o.receiverCity)) return null;
  const { senderPostcode, senderProv, senderCity, receiverPostcode, receiverProv, receiverCity } = o;
  const { expressType, weightG, lengthCm, widthCm, heightCm, packageCount, goodsValueSen, codSen, goodsNumber } = o;
  return {
    senderPostcode,
    senderProv,
    senderCity,
    receiverPostcode,
    receiverProv,
    receiverCity,
    expressType,
    weightG,
    lengthCm,
    widthCm,
    heightCm,
    packageCount,
    goodsValueSen,
    codSen,
    goodsNumber,
  };
}

/** The customer's limits as the shared rules read them, from getUserInfo and getCommonConfig. */
export const orderContextOf = (user: UserInfo, config: OrderConfig): OrderContext => ({
  products: user.expressTypes,
  realityWeightG: user.realityweight,
  maxValueSen: user.maxValue,
  codLimitSen: config.codLimitSen || null,
  maxMultiPacks: config.maxMultiPacks,
  payMethods: config.payMethods,
  now: new Date(),
});

/**
 * A field's rule from shared cross-field rules: the first issue `issuesOf` raises on that field for
 * the form as it stands (checked as of now), in the user's language. Both order forms' rules.
 */
export function issueRule<V, C extends OrderContext>(
  ctx: () => C | null,
  issuesOf: (values: Partial<V>, context: C) => OrderIssue[],
  apiField: string,
): FormRule {
  return (form) => ({
    validator: async () => {
      const context = ctx();
      if (!context) return;
      const issue = issuesOf(form.getFieldsValue(true) as Partial<V>, { ...context, now: new Date() }).find((i) => i.field === apiField);
      if (issue) throw new Error(msg(issue.key, issue.params));
    },
  });
}

/**
 * A field's rule from the shared cross-field rules (product limits, parcels, value, COD, pay method,
 * pick-up time): the first issue `orderIssues` raises on that field. The form field's name differs
 * from the API's for amounts typed in kg or RM.
 */
export const contextRule = (ctx: () => OrderContext | null, apiField: keyof DomesticOrderInput): FormRule =>
  issueRule<OrderFormValues, OrderContext>(ctx, (v, context) => orderIssues(orderParameter(v), context), apiField);

/** The API's field name -> the form's, for the server's per-field refusals (data.issues). */
export const FORM_FIELD: Partial<Record<string, keyof OrderFormValues>> = {
  weightG: 'weightKg',
  goodsValueSen: 'goodsValueRm',
  declaredValueSen: 'declaredValueRm',
  codSen: 'codRm',
  senderProv: 'senderRegion',
  senderCity: 'senderRegion',
  receiverProv: 'receiverRegion',
  receiverCity: 'receiverRegion',
};

/**
 * The weight typed in kg, required as the shared grams rule requires it (its message). Give the
 * item `validateFirst`: an empty weight says this one thing, not also the product's weight range.
 */
export const weightRequired = (grams: z.ZodType): FormRule => ({ required: refusesEmpty(grams), message: msg('pleaseEnterGoodsWeight') });
