import { z } from 'zod';
import { countedText, domesticPhoneSchema, emailSchema } from './account.ts';
import {
  detailAddressSchema,
  domesticPostcodeSchema,
  interAddressSchema,
  internationalPhoneSchema,
  internationalPostcodeSchema,
  isInterAddress,
  ORDER_NAME_MAX,
} from './address.ts';
import type { MessageKey } from './messages.ts';
import { formatRinggit } from './money.ts';
import { ORDER_LIMITS, SHIPPING_TERMS } from './order.ts';
import {
  clientRequestIdSchema,
  goodsTypeField,
  handlingFields,
  hasAtMostTwoDecimals,
  type OrderContext,
  type OrderIssue,
  openProduct,
  pickupIssues,
} from './order-rules.ts';
import { singleLine } from './text.ts';
import type { CountryRestriction } from './user-info.ts';
import { kgText } from './weight.ts';

/**
 * International orders (spec 2 InterOrder, 3 customs item and countryRestriction, 5 "Orders"): the
 * receiver abroad, the country's limits, customs lines, shipping terms, passport for Brunei and
 * e-mail for Thailand. Shapes here; the rules that read the customer's contract in
 * `internationalIssues`. Used by the InterOrder form and by insertInternationalOrder.
 */

/** Units a customs line's weight is declared in. */
const CUSTOMS_WEIGHT_UNITS = ['KG', 'G'] as const;

/** Countries whose customs need the receiver's passport, or e-mail (spec 5). */
export const PASSPORT_COUNTRIES: readonly string[] = ['BRN'];
export const EMAIL_COUNTRIES: readonly string[] = ['THA'];

const positiveMoney = z
  .number({ error: 'customsLineRule' })
  .int({ error: 'customsLineRule' })
  .positive({ error: 'customsLineRule' })
  .max(ORDER_LIMITS.maxFeeSen, { error: 'customsLineRule' });

/** One line of the customs declaration (spec 3 "Customs item"). Money in sen, weight in grams. */
export const customsLineSchema = z.object({
  description: countedText(ORDER_LIMITS.customsDetailMax, 'customsRequired').refine(isInterAddress, { error: 'interAddressRule' }),
  /** HS code: digits and dots (spec 5: the customs code is required). */
  hsCode: singleLine({ error: 'customsRequired' })
    .trim()
    .regex(/^\d{4}(\.?\d{2}){0,3}$/, { error: 'hsCodeRule' }),
  origin: singleLine().trim().max(50).optional().default(''),
  checkNumber: singleLine().trim().max(50).optional().default(''),
  unitPriceSen: positiveMoney,
  quantity: z
    .number({ error: 'customsLineRule' })
    .int({ error: 'customsLineRule' })
    .positive({ error: 'customsLineRule' })
    .max(ORDER_LIMITS.maxPieces),
  /** Weight of one unit, grams. */
  weightG: z
    .number({ error: 'customsLineRule' })
    .int({ error: 'customsLineRule' })
    .positive({ error: 'customsLineRule' })
    .max(ORDER_LIMITS.maxWeightG),
  weightUnit: z.enum(CUSTOMS_WEIGHT_UNITS, { error: 'customsRequired' }).default('KG'),
});
export type CustomsLine = z.infer<typeof customsLineSchema>;

/** A line's total: unit price times quantity (spec 3 "total"). */
export const customsLineTotalSen = (line: Pick<CustomsLine, 'unitPriceSen' | 'quantity'>): number => line.unitPriceSen * line.quantity;
export const customsTotalSen = (lines: readonly Pick<CustomsLine, 'unitPriceSen' | 'quantity'>[]): number =>
  lines.reduce((sum, l) => sum + customsLineTotalSen(l), 0);

/** Sizes are required abroad (spec 5 "International: required, compared with country limit"). */
const requiredSizeCm = z
  .number({ error: 'sizeRule' })
  .positive({ error: 'sizeRule' })
  .refine(hasAtMostTwoDecimals, { error: 'sizeRule' })
  .refine((n) => n <= ORDER_LIMITS.maxSizeCm, { error: 'notExceeding', params: { limit: `${ORDER_LIMITS.maxSizeCm} cm` } });

const freeText = (max: number) => singleLine().trim().max(max).refine(isInterAddress, { error: 'interAddressRule' }).optional().default('');

export const internationalOrderFields = z.object({
  senderName: countedText(ORDER_NAME_MAX, 'pleaseEnterName'),
  senderTel: domesticPhoneSchema,
  senderPostcode: domesticPostcodeSchema,
  senderProv: singleLine({ error: 'pleaseSelectRegion' }).trim().min(1, { error: 'pleaseSelectRegion' }).max(100),
  senderCity: singleLine({ error: 'pleaseSelectRegion' }).trim().min(1, { error: 'pleaseSelectRegion' }).max(100),
  senderAddress: detailAddressSchema,
  receiverName: countedText(ORDER_NAME_MAX, 'pleaseEnterName').refine(isInterAddress, { error: 'interAddressRule' }),
  receiverTel: internationalPhoneSchema,
  receiverCountry: singleLine({ error: 'receiveCountryTip' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'receiveCountryTip' }),
  receiverPostcode: internationalPostcodeSchema,
  receiverProv: freeText(100),
  receiverCity: freeText(100),
  receiverAddress: interAddressSchema,
  receiverEmail: z
    .union([emailSchema, z.literal('')])
    .optional()
    .default(''),
  receiverPassport: singleLine()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9]*$/, { error: 'API_MSG_0105' })
    .optional()
    .default(''),
  /** The destination hub in the country (getDestination). */
  destination: singleLine({ error: 'pleaseSelectDestination' }).trim().min(1, { error: 'pleaseSelectDestination' }).max(50),
  expressType: z.enum(['EZ', 'EX'], { error: 'expressTypeError' }),
  goodsName: countedText(ORDER_LIMITS.goodsNameMax, 'API_MSG_0031').refine(isInterAddress, { error: 'interAddressRule' }),
  /** Spec 5 goodsType and brandName, required abroad too; the piece count and the goods value are the customs lines'. */
  goodsType: goodsTypeField,
  brandName: countedText(ORDER_LIMITS.brandNameMax, 'pleaseEnterBrandName').refine(isInterAddress, { error: 'interAddressRule' }),
  weightG: z
    .number({ error: 'pleaseEnterGoodsWeight' })
    .int({ error: 'pleaseEnterGoodsWeight' })
    .positive({ error: 'pleaseEnterGoodsWeight' })
    .max(ORDER_LIMITS.maxWeightG, { error: 'weightOver200' }),
  lengthCm: requiredSizeCm,
  widthCm: requiredSizeCm,
  heightCm: requiredSizeCm,
  shippingTerms: z.enum(SHIPPING_TERMS, { error: 'shippingTermsRequired' }),
  customs: z
    .array(customsLineSchema, { error: 'customsRequired' })
    .min(1, { error: 'customsRequired' })
    .max(ORDER_LIMITS.customsLinesMax, { error: 'textTooLong' }),
  ...handlingFields,
});
export type InternationalOrderInput = z.infer<typeof internationalOrderFields>;
export const insertInternationalOrderParameter = internationalOrderFields.extend({ clientRequestId: clientRequestIdSchema });
export type InsertInternationalOrderParameter = z.infer<typeof insertInternationalOrderParameter>;

export interface InternationalContext extends OrderContext {
  countries: readonly CountryRestriction[];
  shippingTermsFlag: number;
}

/**
 * Spec 5 "International actualWeight1 ... require a receiving country": the actual weight abroad is weighed against the
 * country's limit, so it asks for the country first, then a value (pleaseInputActualWeight). The form's weight field.
 */
export function actualWeightAbroadIssue(input: { receiverCountry?: string; weightG?: number }): MessageKey | null {
  if (!input.receiverCountry) return 'receiveCountryTip';
  if (!input.weightG || input.weightG <= 0) return 'pleaseInputActualWeight';
  return null;
}

/** The country's limits, shipping terms, passport and e-mail, product and pay method (spec 5). */
export function internationalIssues(input: InternationalOrderInput, ctx: InternationalContext): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const country = ctx.countries.find((c) => c.countryCode === input.receiverCountry);
  if (!country) issues.push({ field: 'receiverCountry', key: 'countryNotReceivable' });
  else {
    const name = input.receiverCountry;
    if (input.weightG > country.weight)
      issues.push({ field: 'weightG', key: 'countryLimit', params: { country: name, limit: kgText(country.weight) } });
    const sizes = [
      ['lengthCm', input.lengthCm, country.length],
      ['widthCm', input.widthCm, country.width],
      ['heightCm', input.heightCm, country.height],
    ] as const;
    for (const [field, value, limit] of sizes)
      if (value > limit) issues.push({ field, key: 'countryLimit', params: { country: name, limit: `${limit} cm` } });
  }
  if (!openProduct(ctx, input.expressType)) issues.push({ field: 'expressType', key: 'productDisabled' });
  if (ctx.realityWeightG !== null && input.weightG > ctx.realityWeightG)
    issues.push({ field: 'weightG', key: 'weightError', params: { limit: kgText(ctx.realityWeightG) } });
  if (input.shippingTerms === 'DDP' && ctx.shippingTermsFlag !== 1) issues.push({ field: 'shippingTerms', key: 'API_MSG_0003' });
  if (PASSPORT_COUNTRIES.includes(input.receiverCountry) && !input.receiverPassport)
    issues.push({ field: 'receiverPassport', key: 'API_MSG_0105' });
  if (EMAIL_COUNTRIES.includes(input.receiverCountry) && !input.receiverEmail) issues.push({ field: 'receiverEmail', key: 'API_MSG_0115' });
  const value = customsTotalSen(input.customs);
  if (ctx.maxValueSen !== null && value > ctx.maxValueSen)
    issues.push({ field: 'customs', key: 'notExceeding', params: { limit: formatRinggit(ctx.maxValueSen) } });
  if (!ctx.payMethods.includes(input.payMethod)) issues.push({ field: 'payMethod', key: 'payMethodNotFound' });
  issues.push(...pickupIssues(input, ctx));
  return issues;
}
