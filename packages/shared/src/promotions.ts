/**
 * Promotions (issue 27): a share off the freight of matching shipments for a run of Malaysian days,
 * kept by the courier's administrator. One rule for the order form's breakdown, the price the
 * server charges and the administrator's form. docs/decisions.md "Promotions".
 */
import { z } from 'zod';
import type { LocalText } from './lang.ts';
import { localText } from './local-text.ts';
import { PRODUCTS, type Product } from './order.ts';
import { DOMESTIC_ZONES, type DomesticZone, type PriceBreakdown } from './pricing.ts';
import { singleLine } from './text.ts';
import { daysBetween, isCalendarDay } from './time.ts';

export const PROMOTION_LIMITS = {
  nameMax: 60,
  /** 1% to 50% off, in basis points: a larger cut is a new tariff, not a promotion. */
  rateMinBp: 100,
  rateMaxBp: 5_000,
  /** A promotion runs at most a year; a standing price is a tariff line. */
  longestDays: 366,
} as const;

/** What a promotion applies to: empty product or zones mean every one (every domestic zone: none abroad). */
export interface PromotionRule {
  id: number;
  name: LocalText;
  rateBp: number;
  product: Product | null;
  zones: DomesticZone[];
  /** One customer's own promotion, or null for every customer. */
  customerId: number | null;
  /** Malaysian calendar days, both counted. */
  startsOn: string;
  endsOn: string;
}

/** What the shipper is told: the promotion's name in their language and its share. */
interface AppliedPromotion {
  id: number;
  name: string;
  rateBp: number;
}

/** A price as getFreight answers it: the breakdown and the promotion in it (none abroad). */
export type PricedShipment = PriceBreakdown & { promotion?: AppliedPromotion | null };

/**
 * The one promotion a shipment gets on `day`: of those in force that match its product, zone and
 * customer, the largest share (promotions never stack); at a tie the customer's own, then the older.
 */
export function promotionFor(
  rules: readonly PromotionRule[],
  shipment: { product: string; zone: string; customerId: number | null; day: string },
): PromotionRule | null {
  // Promotions are domestic: "every zone" is every domestic zone, never a zone abroad.
  if (!(DOMESTIC_ZONES as readonly string[]).includes(shipment.zone)) return null;
  let best: PromotionRule | null = null;
  for (const r of rules) {
    if (r.startsOn > shipment.day || r.endsOn < shipment.day) continue;
    if (r.product !== null && r.product !== shipment.product) continue;
    if (r.zones.length > 0 && !(r.zones as string[]).includes(shipment.zone)) continue;
    if (r.customerId !== null && r.customerId !== shipment.customerId) continue;
    if (!best || isBetter(r, best)) best = r;
  }
  return best;
}

const isBetter = (a: PromotionRule, b: PromotionRule): boolean =>
  a.rateBp !== b.rateBp ? a.rateBp > b.rateBp : (a.customerId !== null) !== (b.customerId !== null) ? a.customerId !== null : a.id < b.id;

const day = singleLine().trim().refine(isCalendarDay, { error: 'dateFormatError' });

/** The administrator's form (savePromotion): a customer by its code, or '' for every customer. */
export const promotionParameter = z
  .object({
    name: localText(PROMOTION_LIMITS.nameMax),
    rateBp: z
      .number({ error: 'promotionRateRule' })
      .int({ error: 'promotionRateRule' })
      .min(PROMOTION_LIMITS.rateMinBp, { error: 'promotionRateRule' })
      .max(PROMOTION_LIMITS.rateMaxBp, { error: 'promotionRateRule' }),
    product: z.enum(PRODUCTS, { error: 'invalidParameter' }).nullable().default(null),
    zones: z
      .array(z.enum(DOMESTIC_ZONES, { error: 'invalidParameter' }), { error: 'invalidParameter' })
      .max(DOMESTIC_ZONES.length)
      .default([])
      .transform((zones) => [...new Set(zones)]),
    customerCode: singleLine().trim().max(20).default(''),
    startsOn: day,
    endsOn: day,
  })
  .superRefine((v, ctx) => {
    if (!isCalendarDay(v.startsOn) || !isCalendarDay(v.endsOn)) return;
    if (v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', message: 'periodReversed', path: ['endsOn'] });
    else if (daysBetween(v.startsOn, v.endsOn) > PROMOTION_LIMITS.longestDays)
      ctx.addIssue({ code: 'custom', message: 'promotionTooLong', path: ['endsOn'], params: { days: PROMOTION_LIMITS.longestDays } });
  });
export type PromotionInput = z.infer<typeof promotionParameter>;

export const endPromotionParameter = z.object({ id: z.number({ error: 'invalidParameter' }).int().positive().max(2_147_483_647) });

/** A promotion on the administrator's desk. */
export interface PromotionRow {
  id: number;
  name: LocalText;
  rateBp: number;
  product: Product | null;
  zones: DomesticZone[];
  customerCode: string | null;
  customerName: string | null;
  startsOn: string;
  endsOn: string;
  /** Set when the administrator ended it before its last day. */
  endedAt: string | null;
  createdAt: string;
  /** Shipments placed with it, and the freight they were let off. */
  orders: number;
  discountSen: number;
}
