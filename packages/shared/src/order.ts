/**
 * Orders (spec 3 "order fields", 4 "Order and waybill statuses", 5 "Orders", 9 constants): the
 * closed sets and limits both the order forms and the server read. Money is integer sen, weights
 * grams, sizes centimetres with at most two decimals.
 */

/** Spec 9 product codes. What each is, in the courier's words, is `PRODUCT_NAMES` (docs/decisions.md). */
export const PRODUCTS = ['EZ', 'SF', 'EX', 'SC', 'JS'] as const;
export type Product = (typeof PRODUCTS)[number];

export const SERVE_TYPES = ['PICK UP', 'DROP OFF'] as const;
export type ServeType = (typeof SERVE_TYPES)[number];

/**
 * Spec 9 pay methods. CASH: the sender pays the courier at pick-up or drop-off; CC_CASH: the
 * receiver pays on delivery (cash collect); PAYMONTHLY / PM: billed on the monthly statement;
 * PP_CASH / PP_PM: paid from the prepaid wallet when the order is placed.
 */
export const PAY_METHODS = ['CASH', 'PP_CASH', 'CC_CASH', 'PAYMONTHLY', 'PP_PM', 'PM'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const WALLET_PAY_METHODS: readonly PayMethod[] = ['PP_CASH', 'PP_PM'];
export const paysFromWallet = (method: string): boolean => (WALLET_PAY_METHODS as readonly string[]).includes(method);

export const SHIPPING_TERMS = ['DDU', 'DDP'] as const;
export type ShippingTerms = (typeof SHIPPING_TERMS)[number];

/**
 * What is in the parcel (spec 5 goodsType, required): the courier's goods classes, as the sorting hubs and the
 * claims desk name them. An import cell or an API value outside these is `goodsClassNotFound` (spec 8).
 */
export const GOODS_TYPES = [
  'DOCUMENT',
  'APPAREL',
  'ELECTRONICS',
  'HEALTH_BEAUTY',
  'FOOD',
  'HOUSEHOLD',
  'BOOKS',
  'AUTO_PARTS',
  'OTHERS',
] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];

/**
 * Spec 3 entryType: whether an order must declare its goods value (spec 5 "goodsValue: required unless entry
 * type is noRequired"). It is not chosen: it follows from the order (docs/decisions.md, issue 28). Abroad the value
 * is the customs declaration's total; papers carry no declared value, so a DOCUMENT parcel is `noRequired`;
 * every other domestic parcel declares what it is worth.
 */
const ENTRY_TYPES = ['domestic', 'international', 'noRequired'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const entryTypeOf = (kind: OrderKind, goodsType: string | null | undefined): EntryType =>
  kind === 'international' ? 'international' : goodsType === 'DOCUMENT' ? 'noRequired' : 'domestic';

/** Spec 4: the statuses a waybill passes through, as the back office records them. */
export const ORDER_STATUSES = [
  'PENDING',
  'PUSAT_DISPATCH',
  'DISPATCH',
  'GOT',
  'IN_TRANSIT',
  'DELIVERING',
  /** A delivery attempt failed (receiver absent, rescheduled, held for collection); another follows. */
  'UNSIGNED',
  'SIGNED',
  'PICKUP_FAILED',
  /** On the way back to the shipper. */
  'RETURNING',
  'RETURNED',
  'PROBLEM',
  'CANCEL_ORDER',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What a tracking event records: a status the waybill enters, or ORDER_EDITED for a change to a
 * PENDING order that leaves its status alone. One set for every writer (server/modules/tracking).
 */
export const TRACKING_EVENT_KINDS = [...ORDER_STATUSES, 'ORDER_EDITED'] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** Spec 4: only PENDING orders are edited or cancelled. */
const EDITABLE_STATUSES: readonly OrderStatus[] = ['PENDING'];
const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING'];
/**
 * Spec 4: before the courier has the parcel (placed, dispatched to a site, assigned to a courier).
 * My waybills' "waiting for pick-up" tab, where labels print and where the COD amount may still change.
 */
export const AWAITING_PICKUP_STATUSES: readonly OrderStatus[] = ['PENDING', 'PUSAT_DISPATCH', 'DISPATCH'];
/** Spec 4: printing only before the parcel is picked up. */
export const PRINTABLE_STATUSES: readonly OrderStatus[] = AWAITING_PICKUP_STATUSES;
export const canEdit = (status: string): boolean => (EDITABLE_STATUSES as readonly string[]).includes(status);
export const canCancel = (status: string): boolean => (CANCELLABLE_STATUSES as readonly string[]).includes(status);
export const canPrint = (status: string): boolean => (PRINTABLE_STATUSES as readonly string[]).includes(status);

/** Order kinds: domestic (normal, multi-ticket, quick order) or international. */
const ORDER_KINDS = ['domestic', 'international'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Spec 5 / 9 limits. */
export const ORDER_LIMITS = {
  /** Spec 9: max weight 200 KG. */
  maxWeightG: 200_000,
  goodsNameMax: 500,
  /** The goods' brand (spec 5 brandName), as a label line holds it. */
  brandNameMax: 100,
  orderCodeMax: 30,
  remarkMax: 300,
  customsDetailMax: 300,
  /** Spec 9: goods value at least 1 (RM 1.00). */
  minValueSen: 100,
  /** Spec 5: COD at most 99999999 (ringgit, as typed). */
  maxCodSen: 99_999_999 * 100,
  /** Spec 9: a fee has at most 8 integer digits. */
  maxFeeSen: 99_999_999 * 100,
  /** Spec 9: a piece count has at most 6 integer digits. */
  maxPieces: 999_999,
  /** Spec 5: packageNumber 1 to 10; a multi-parcel shipment has 2 to maxMultiPacks. */
  packageMin: 1,
  packageMax: 10,
  multiPackMin: 2,
  defaultMaxMultiPacks: 10,
  /** A size in cm: positive, two decimals, and no parcel is longer than a lorry bed. */
  maxSizeCm: 1000,
  /** Spec 5: up to 10 waybill numbers in one query. */
  waybillQueryMax: 10,
  /** Lines of customs declaration on one international order. */
  customsLinesMax: 50,
  /** Receivers in one multi-ticket submission. */
  multiTicketMax: 200,
} as const;

/** Spec 5: waybill numbers in a query are separated by commas or line breaks. */
export function splitWaybillQuery(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，\n\r]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Waybill numbers: 12 digits, the last a check digit (mod 10, weights 3 and 1 from the right, as
 * GS1 codes use), so a mistyped digit or two swapped neighbours are caught before any lookup.
 */
const WAYBILL_LENGTH = 12;
export function waybillCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
export const isWaybillNumber = (value: string): boolean =>
  new RegExp(`^\\d{${WAYBILL_LENGTH}}$`).test(value) && waybillCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
/** The waybill number for the n-th number of the courier's range: prefix 6, 10 digits, check digit. */
export function waybillNumberFor(sequence: number): string {
  const body = `6${String(sequence).padStart(WAYBILL_LENGTH - 2, '0')}`;
  if (body.length !== WAYBILL_LENGTH - 1) throw new Error('waybill range exhausted');
  return `${body}${waybillCheckDigit(body)}`;
}
