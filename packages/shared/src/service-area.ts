import { z } from 'zod';
import { countedText, domesticPhoneSchema } from './account.ts';
import { detailAddressSchema, domesticPostcodeSchema, isDomesticPostcode } from './address.ts';
import { PRODUCTS, type Product } from './order.ts';
import type { DomesticZone } from './pricing.ts';
import { singleLine } from './text.ts';

/**
 * Where the courier goes (issue 5 "Prices and rules the courier really has"): which Malaysian
 * postcodes it serves and what zone and sort code a route gets (decideDomesticCode.do), and the
 * branches a shipper who chose DROP OFF hands the parcel in at (queryDroppoints.do).
 */

/** The picker shows a handful; a search pages through the rest. */
const DROP_POINT_PAGE_SIZE = 10;
export const DROP_POINT_PAGE_SIZE_MAX = 50;
const DROP_POINT_KEYWORD_MAX = 50;
const DROP_POINT_NAME_MAX = 100;
const DROP_POINT_HOURS_MAX = 100;

/** A drop point's code: the town's three letters and a number ('SBJ01'), as the courier's sites are named. */
export const DROP_POINT_CODE_PATTERN = /^[A-Z]{3}\d{2}$/;
export const dropPointCodeSchema = singleLine({ error: 'dropPointNotFound' })
  .trim()
  .toUpperCase()
  .regex(DROP_POINT_CODE_PATTERN, { error: 'dropPointNotFound' });

/** On an order: optional (any counter takes a parcel); '' and null are "none chosen". */
export const orderDropPointSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  dropPointCodeSchema.nullish(),
);

/** A counter that takes every product but Cargo; a hub takes Cargo too. */
export const COUNTER_PRODUCTS: readonly Product[] = ['EZ', 'EX', 'SF', 'JS'];

/** A drop point as the operator adds it (`npm run droppoints -- add`); state and town come from the postcode. */
export const dropPointFields = z.object({
  code: dropPointCodeSchema,
  name: countedText(DROP_POINT_NAME_MAX, 'pleaseEnterName'),
  address: detailAddressSchema,
  postcode: domesticPostcodeSchema,
  phone: domesticPhoneSchema,
  openingHours: singleLine().trim().min(1, { error: 'invalidParameter' }).max(DROP_POINT_HOURS_MAX, { error: 'textTooLong' }),
  products: z.array(z.enum(PRODUCTS, { error: 'expressTypeError' })).min(1, { error: 'expressTypeError' }),
});

/** An empty text box is "not given", not a wrong value. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const placeName = singleLine().trim().max(100);

/**
 * queryDroppoints.do: the open drop points nearest a postcode first (same postcode, same town, same
 * state, same side of the sea, the rest); without a postcode the state and town given rank them.
 * `keyword` narrows to points whose code, name, address, town or postcode contain it; `expressType`
 * to points that take that product.
 */
export const queryDroppointsParameter = z.object({
  postcode: blankAsMissing(domesticPostcodeSchema),
  state: blankAsMissing(placeName),
  city: blankAsMissing(placeName),
  keyword: blankAsMissing(singleLine().trim().max(DROP_POINT_KEYWORD_MAX, { error: 'textTooLong' })),
  expressType: blankAsMissing(z.enum(PRODUCTS, { error: 'expressTypeError' })),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DROP_POINT_PAGE_SIZE_MAX).default(DROP_POINT_PAGE_SIZE),
});

/** How near a drop point is to what was asked: the ranking's tiers, nearest first. */
const NEARNESS = ['postcode', 'city', 'state', 'region', 'other'] as const;
export type Nearness = (typeof NEARNESS)[number];

export interface DropPoint {
  code: string;
  name: string;
  /** Street address; postcode, town and state are their own fields. */
  address: string;
  postcode: string;
  state: string;
  city: string;
  phone: string;
  /** As the branch posts it, e.g. 'Mon–Fri 09:00–18:00, Sat 09:00–13:00'. */
  openingHours: string;
  /** The products the counter takes (Cargo only where there is a scale and a dock). */
  products: Product[];
  nearness: Nearness;
}

/** A side's postcode: five digits, with a message that names the side. */
const sidePostcode = (side: 'sender' | 'receiver') => {
  const key = side === 'sender' ? 'senderPostcodeInvalid' : 'receiverPostcodeInvalid';
  return singleLine({ error: key }).trim().refine(isDomesticPostcode, { error: key });
};

/**
 * decideDomesticCode.do: whether both postcodes are Malaysian postcodes the courier serves, and the
 * zone and destination sort code of the route. State and town are optional: given, they must agree
 * with the postcode (a postcode shared by two towns is then read as the one named).
 */
export const decideDomesticCodeParameter = z.object({
  senderPostcode: sidePostcode('sender'),
  receiverPostcode: sidePostcode('receiver'),
  senderProv: blankAsMissing(placeName),
  senderCity: blankAsMissing(placeName),
  receiverProv: blankAsMissing(placeName),
  receiverCity: blankAsMissing(placeName),
});
export type DecideDomesticCodeParameter = z.infer<typeof decideDomesticCodeParameter>;

export interface ServedPlace {
  postcode: string;
  prov: string;
  city: string;
}

/** What a domestic route is: its pricing zone and the sort code the label prints for the receiver. */
export interface DomesticCode {
  zone: DomesticZone;
  sortCode: string;
  sender: ServedPlace;
  receiver: ServedPlace;
}
