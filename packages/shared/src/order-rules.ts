import { z } from 'zod';
import { countedText, domesticPhoneSchema } from './account.ts';
import { detailAddressSchema, domesticPostcodeSchema, ORDER_NAME_MAX } from './address.ts';
import type { MessageKey } from './messages.ts';
import { formatRinggit } from './money.ts';
import { entryTypeOf, GOODS_TYPES, ORDER_LIMITS, PAY_METHODS, type PayMethod, PRODUCTS, SERVE_TYPES } from './order.ts';
import { pickupSlotOpen } from './pickup-slots.ts';
import { chargeableWeightG, volumetricWeightG } from './pricing.ts';
import { orderDropPointSchema } from './service-area.ts';
import { multiline, singleLine, textLength } from './text.ts';
import { isStorableInstant } from './time.ts';
import type { ExpressTypeLimit } from './user-info.ts';
import { kgText } from './weight.ts';

/** How far ahead a pick-up may be booked. */
export const PICKUP_DAYS_AHEAD = 7;

/**
 * Every rule of spec 5 "Orders", once: the zod shapes check each field on its own; `orderIssues`
 * checks the fields against each other and against the customer's own limits (products, weights,
 * values, COD, pay methods). The order forms run both as the user types; the server runs both again
 * before it prices anything.
 */

/** Two decimals at most, as the spec's input helpers cut them. */
export const hasAtMostTwoDecimals = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const sizeCm = z
  .number({ error: 'sizeRule' })
  .positive({ error: 'sizeRule' })
  .refine(hasAtMostTwoDecimals, { error: 'sizeRule' })
  .refine((n) => n <= ORDER_LIMITS.maxSizeCm, { error: 'notExceeding', params: { limit: `${ORDER_LIMITS.maxSizeCm} cm` } });

const regionName = singleLine({ error: 'pleaseSelectRegion' }).trim().min(1, { error: 'pleaseSelectRegion' }).max(100);

/** The sender and receiver of a domestic order: a person at a real place (the server checks the place). */
const senderFields = {
  senderName: countedText(ORDER_NAME_MAX, 'pleaseEnterName'),
  senderTel: domesticPhoneSchema,
  senderPostcode: domesticPostcodeSchema,
  senderProv: regionName,
  senderCity: regionName,
  senderAddress: detailAddressSchema,
};
const receiverFields = {
  receiverName: countedText(ORDER_NAME_MAX, 'pleaseEnterName'),
  receiverTel: domesticPhoneSchema,
  receiverPostcode: domesticPostcodeSchema,
  receiverProv: regionName,
  receiverCity: regionName,
  receiverAddress: detailAddressSchema,
};

/** A COD amount in sen (spec 5: a number, at most 99999999 ringgit); 0 is no COD. Also what updateCod.do takes. */
export const codSenField = z
  .number({ error: 'codMustBeNumber' })
  .int({ error: 'codMustBeNumber' })
  .min(0, { error: 'codMustBeNumber' })
  .max(ORDER_LIMITS.maxCodSen, { error: 'payForGoodsOverNumber' });

/** Empty is "please select"; a value that is no goods class is spec 8's "goods class not found". */
export const goodsTypeField = z.enum(GOODS_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'pleaseSelectGoodsType' : 'goodsClassNotFound',
});

/** The shipment itself: goods, weight, size, parcels, value, COD. */
export const shipmentFields = {
  expressType: z.enum(PRODUCTS, { error: 'expressTypeError' }),
  goodsName: countedText(ORDER_LIMITS.goodsNameMax, 'API_MSG_0031'),
  /** Spec 5 goodsType (required): the goods class; an unknown one is `goodsClassNotFound` (spec 8). */
  goodsType: goodsTypeField,
  /** Spec 5 brandName (required). */
  brandName: countedText(ORDER_LIMITS.brandNameMax, 'pleaseEnterBrandName'),
  /** Spec 5 goodsNumber (required, no default): the pieces in the parcel, at most 6 integer digits (spec 9). */
  goodsNumber: z
    .number({ error: 'pleaseEnterGoodsNumber' })
    .int({ error: 'goodsNumberRule' })
    .min(1, { error: 'goodsNumberRule' })
    .max(ORDER_LIMITS.maxPieces, { error: 'goodsNumberRule' }),
  weightG: z
    .number({ error: 'pleaseEnterGoodsWeight' })
    .int({ error: 'pleaseEnterGoodsWeight' })
    .positive({ error: 'pleaseEnterGoodsWeight' })
    .max(ORDER_LIMITS.maxWeightG, { error: 'weightOver200' }),
  lengthCm: sizeCm.nullish(),
  widthCm: sizeCm.nullish(),
  heightCm: sizeCm.nullish(),
  // One custom rule rather than number().int().refine(): a string or a fraction hears the same
  // sentence with its limits filled in (a type error carries no params to fill {{min}} and {{max}}).
  packageCount: z
    .custom<number>((n) => Number.isInteger(n) && (n as number) >= ORDER_LIMITS.packageMin && (n as number) <= ORDER_LIMITS.packageMax, {
      error: 'packageCountRule',
      params: { min: ORDER_LIMITS.packageMin, max: ORDER_LIMITS.packageMax },
    })
    .default(1),
  /**
   * Spec 5 goodsValue: what the goods are worth, required unless the entry type is noRequired (`declaredValueIssues`);
   * null = not given.
   */
  declaredValueSen: z
    .number({ error: 'valueMustBeNumber' })
    .int({ error: 'valueMustBeNumber' })
    .min(0, { error: 'valueMustBeNumber' })
    .nullish(),
  /**
   * The insured value (spec 5 "filling item value means insurance is bought"): 0 = not insured. Kept under its
   * first name, which API clients send; at most the declared value (`insuranceIssues`).
   */
  goodsValueSen: z
    .number({ error: 'valueMustBeNumber' })
    .int({ error: 'insuranceFormatError' })
    .min(0, { error: 'insuranceFormatError' })
    .default(0),
  codSen: codSenField.default(0),
};

/** How it is handed over and paid, and the shipper's own references. */
export const handlingFields = {
  serveType: z.enum(SERVE_TYPES, { error: 'serviceTypeNotFound' }),
  /** ISO date-time the courier should come; required for PICK UP. */
  pickupTime: z.iso
    .datetime({ offset: true, error: 'pleaseSelectPickupTime' })
    .refine(isStorableInstant, { error: 'pickupTimeRule', params: { days: PICKUP_DAYS_AHEAD } })
    .nullish(),
  payMethod: z.enum(PAY_METHODS, { error: 'paymentMethodTypeError' }),
  orderCode: singleLine().trim().max(ORDER_LIMITS.orderCodeMax, { error: 'textTooLong' }).optional().default(''),
  remark: multiline()
    .trim()
    .refine((v) => textLength(v) <= ORDER_LIMITS.remarkMax, { error: 'textTooLong', params: { max: ORDER_LIMITS.remarkMax } })
    .optional()
    .default(''),
};

/** A retried or double-clicked submission carries the same id and creates one order. */
export const clientRequestIdSchema = singleLine({ error: 'invalidParameter' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalidParameter' });

export const domesticOrderFields = z.object({
  ...senderFields,
  ...receiverFields,
  ...shipmentFields,
  ...handlingFields,
  /** Where a DROP OFF parcel will be handed in (queryDroppoints); optional, any counter takes it. */
  dropPointCode: orderDropPointSchema,
});
export type DomesticOrderInput = z.infer<typeof domesticOrderFields>;
/** A price asked for while the form is being filled: the order's fields, none of the handling ones required. */
export const freightFields = domesticOrderFields.partial({
  senderName: true,
  senderTel: true,
  senderAddress: true,
  receiverName: true,
  receiverTel: true,
  receiverAddress: true,
  goodsName: true,
  goodsType: true,
  brandName: true,
  goodsNumber: true,
  declaredValueSen: true,
  serveType: true,
  pickupTime: true,
  payMethod: true,
  orderCode: true,
  remark: true,
});

export const insertOrderParameter = domesticOrderFields.extend({ clientRequestId: clientRequestIdSchema });
export type InsertOrderParameter = z.infer<typeof insertOrderParameter>;

/** What the customer may do, from getUserInfo and the order form's configuration. */
export interface OrderContext {
  products: readonly ExpressTypeLimit[];
  /** The user's maximum weight (realityweight), grams. */
  realityWeightG: number | null;
  maxValueSen: number | null;
  /** null or 0: COD is not open for the customer. */
  codLimitSen: number | null;
  maxMultiPacks: number;
  payMethods: readonly PayMethod[];
  /** For the pick-up window; the server passes its own clock. */
  now: Date;
}

export interface OrderIssue {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

const cm = (n: number) => `${n} cm`;

/** The customer's product, when open to them (state 1). */
export const openProduct = (ctx: Pick<OrderContext, 'products'>, code: string): ExpressTypeLimit | undefined =>
  ctx.products.find((p) => p.typeName === code && p.state === 1);

/**
 * Weight against the user's limit and the product's per-parcel limits (times the parcels for MS); for one parcel its
 * chargeable weight too (spec 5: the greater of the actual and the volumetric weight, not above the product's max): a
 * light parcel of a large size weighs, for the courier, what its volume does.
 */
function weightIssues(
  input: Pick<DomesticOrderInput, 'weightG' | 'packageCount' | 'expressType' | 'lengthCm' | 'widthCm' | 'heightCm'>,
  ctx: OrderContext,
): OrderIssue[] {
  if (ctx.realityWeightG !== null && input.weightG > ctx.realityWeightG)
    return [{ field: 'weightG', key: 'weightError', params: { limit: kgText(ctx.realityWeightG) } }];
  const product = openProduct(ctx, input.expressType);
  if (!product) return [];
  if (product.maxWeight < 0 || product.minimumWeight < 0) return [{ field: 'weightG', key: 'dataAbnormal' }];
  const parcels = input.packageCount > 1 ? input.packageCount : 1;
  const min = product.minimumWeight * parcels;
  const max = product.maxWeight * parcels;
  if (input.weightG < min || input.weightG > max)
    return [{ field: 'weightG', key: 'actualWeightError', params: { min: kgText(min), max: kgText(max) } }];
  // Several parcels of an MS product are weighed as a shipment (spec 5 skips the chargeable check for them).
  if (parcels > 1) return [];
  const chargeable = chargeableWeightG(input.weightG, volumetricWeightG(input, product.volumetricDivisor));
  if (chargeable > product.maxWeight)
    return [{ field: 'weightG', key: 'chargeableWeightError', params: { weight: kgText(chargeable), max: kgText(product.maxWeight) } }];
  return [];
}

/** Sizes against the product's limits (times the parcels for 2 to 10 parcels, spec 5). */
function sizeIssues(
  input: Pick<DomesticOrderInput, 'lengthCm' | 'widthCm' | 'heightCm' | 'packageCount' | 'expressType'>,
  ctx: OrderContext,
): OrderIssue[] {
  const product = openProduct(ctx, input.expressType);
  if (!product) return [];
  const parcels = input.packageCount > 1 ? input.packageCount : 1;
  const limits = [
    ['lengthCm', input.lengthCm, product.expressLength],
    ['widthCm', input.widthCm, product.expressWidth],
    ['heightCm', input.heightCm, product.expressHight],
  ] as const;
  return limits
    .filter(([, value, limit]) => value != null && value > limit * parcels)
    .map(([field, , limit]) => ({ field, key: 'notExceeding' as const, params: { limit: cm(limit * parcels) } }));
}

/** A single-parcel product with parcels: which product it is and which open products carry several (issue 14). */
function multiPackIssue(product: string, count: number, ctx: OrderContext): OrderIssue {
  const options = ctx.products.filter((p) => p.productType === 'MS' && p.state === 1).map((p) => p.typeName);
  return options.length
    ? { field: 'packageCount', key: 'multiPackNeedsMs', params: { product, count, options: options.join(', ') } }
    : { field: 'packageCount', key: 'multiPackNoMsProduct', params: { product } };
}

/**
 * Product, parcels, value, COD, pay method and pick-up time against the customer's limits. For a `price` (getFreight,
 * the freight query) the goods are not declared yet: their value is neither required nor compared.
 */
export function orderIssues(input: DomesticOrderInput, ctx: OrderContext, purpose: 'order' | 'price' = 'order'): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const product = openProduct(ctx, input.expressType);
  if (!product) issues.push({ field: 'expressType', key: 'productDisabled' });
  if (input.packageCount > 1) {
    const max = Math.min(ORDER_LIMITS.packageMax, ctx.maxMultiPacks);
    if (input.packageCount > max)
      issues.push({ field: 'packageCount', key: 'packageCountRule', params: { min: ORDER_LIMITS.multiPackMin, max } });
    else if (product && product.productType !== 'MS') issues.push(multiPackIssue(product.typeName, input.packageCount, ctx));
  }
  issues.push(...weightIssues(input, ctx), ...sizeIssues(input, ctx));
  if (purpose === 'order') issues.push(...declaredValueIssues(input, ctx));
  issues.push(...insuranceIssues(purpose === 'order' ? input : { ...input, declaredValueSen: null }, ctx));
  issues.push(...codIssues(input, ctx));
  if (!ctx.payMethods.includes(input.payMethod)) issues.push({ field: 'payMethod', key: 'payMethodNotFound' });
  issues.push(...pickupIssues(input, ctx));
  return issues;
}

/**
 * Spec 5 goodsValue: required unless the entry type is noRequired (a DOCUMENT parcel, `entryTypeOf`); when given,
 * at least RM 1 (spec 9) and not above the customer's maxValue.
 */
export function declaredValueIssues(
  input: Pick<DomesticOrderInput, 'declaredValueSen' | 'goodsType'>,
  ctx: Pick<OrderContext, 'maxValueSen'>,
): OrderIssue[] {
  const value = input.declaredValueSen;
  if (value == null || value === 0)
    return entryTypeOf('domestic', input.goodsType) === 'noRequired' ? [] : [{ field: 'declaredValueSen', key: 'pleaseEnterGoodsValue' }];
  if (value < ORDER_LIMITS.minValueSen) return [{ field: 'declaredValueSen', key: 'valueTooLow' }];
  if (ctx.maxValueSen !== null && value > ctx.maxValueSen)
    return [{ field: 'declaredValueSen', key: 'notExceeding', params: { limit: formatRinggit(ctx.maxValueSen) } }];
  return [];
}

/**
 * The insured value (goodsValueSen; not a whole number of sen is spec 8's "insurance format error"): at least RM 1
 * when given, not above the customer's maxValue, and never above what the goods are declared to be worth: a courier insures a
 * parcel for its worth, not more.
 */
export function insuranceIssues(
  input: Pick<DomesticOrderInput, 'goodsValueSen' | 'declaredValueSen'>,
  ctx: Pick<OrderContext, 'maxValueSen'>,
): OrderIssue[] {
  const insured = input.goodsValueSen;
  if (insured <= 0) return [];
  if (insured < ORDER_LIMITS.minValueSen) return [{ field: 'goodsValueSen', key: 'valueTooLow' }];
  if (ctx.maxValueSen !== null && insured > ctx.maxValueSen)
    return [{ field: 'goodsValueSen', key: 'notExceeding', params: { limit: formatRinggit(ctx.maxValueSen) } }];
  if (input.declaredValueSen != null && input.declaredValueSen > 0 && insured > input.declaredValueSen)
    return [{ field: 'goodsValueSen', key: 'insuredOverDeclared', params: { limit: formatRinggit(input.declaredValueSen) } }];
  return [];
}

export function codIssues(input: Pick<DomesticOrderInput, 'codSen' | 'payMethod'>, ctx: Pick<OrderContext, 'codLimitSen'>): OrderIssue[] {
  if (input.codSen <= 0) return [];
  if (!ctx.codLimitSen) return [{ field: 'codSen', key: 'codNotAllowed' }];
  if (input.payMethod === 'CC_CASH') return [{ field: 'codSen', key: 'codWithReceiverPays' }];
  if (input.codSen > ctx.codLimitSen) return [{ field: 'codSen', key: 'notExceeding', params: { limit: formatRinggit(ctx.codLimitSen) } }];
  return [];
}

export function pickupIssues(input: Pick<DomesticOrderInput, 'serveType' | 'pickupTime'>, ctx: Pick<OrderContext, 'now'>): OrderIssue[] {
  if (input.serveType !== 'PICK UP') return [];
  if (!input.pickupTime) return [{ field: 'pickupTime', key: 'pleaseSelectPickupTime' }];
  // A bookable slot (shared/pickup-slots.ts), with a few minutes of grace: the form's clock and the server's
  // differ, and the user took time to type.
  if (!pickupSlotOpen(new Date(input.pickupTime), ctx.now, PICKUP_DAYS_AHEAD))
    return [{ field: 'pickupTime', key: 'pickupSlotRule', params: { days: PICKUP_DAYS_AHEAD } }];
  return [];
}
