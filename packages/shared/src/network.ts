import { z } from 'zod';
import { domesticPostcodeSchema } from './address.ts';
import type { PromisedDays } from './delivery-time.ts';
import type { Lang, LocalText } from './lang.ts';
import { PRODUCTS, type Product } from './order.ts';
import { singleLine } from './text.ts';

/**
 * The courier's own network (issue 15): regions, hubs, branches and outlets, the site codes scans
 * name, the time-effective types (spec 3), the distance between two places, and the pickers' and
 * the nearby outlets' parameters.
 */

/** A site's level in the tree: a region holds hubs, a hub branches (and outlets), a branch outlets. */
export const NETWORK_LEVEL = { REGION: 1, HUB: 2, BRANCH: 3, OUTLET: 4 } as const;
export type NetworkLevel = (typeof NETWORK_LEVEL)[keyof typeof NETWORK_LEVEL];
export const NETWORK_LEVELS: readonly NetworkLevel[] = [1, 2, 3, 4];

/**
 * The courier's six regions and the states each serves, as Malaysian companies split the country.
 * Labuan is served from Sabah.
 */
export const NETWORK_REGIONS = [
  { code: 'NORTHERN', states: ['Perlis', 'Kedah', 'Pulau Pinang', 'Perak'] },
  { code: 'CENTRAL', states: ['Selangor', 'W.P. Kuala Lumpur', 'W.P. Putrajaya'] },
  { code: 'SOUTHERN', states: ['Negeri Sembilan', 'Melaka', 'Johor'] },
  { code: 'EASTCOAST', states: ['Kelantan', 'Terengganu', 'Pahang'] },
  { code: 'SABAH', states: ['Sabah', 'W.P. Labuan'] },
  { code: 'SARAWAK', states: ['Sarawak'] },
] as const;
export type RegionCode = (typeof NETWORK_REGIONS)[number]['code'];

/** The region serving a state (as the region data spells it), if it is a Malaysian state. */
export const regionOfState = (state: string): RegionCode | undefined =>
  NETWORK_REGIONS.find((r) => (r.states as readonly string[]).includes(state.trim()))?.code;

/** `isEnable` of a time-effective type (spec 3): 2 means disabled, it cannot be chosen. */
const TIME_EFFECTIVE_ENABLED = 1;
const TIME_EFFECTIVE_DISABLED = 2;

export interface TimeEffectiveType {
  id: number;
  /** D0, D1, D2_3, D4_7 ... */
  code: string;
  minDays: number;
  maxDays: number;
  isEnable: typeof TIME_EFFECTIVE_ENABLED | typeof TIME_EFFECTIVE_DISABLED;
  names: LocalText;
}

/**
 * The promises the courier makes, in days after pick-up (D+n), as spec 3's time-effective-type
 * option lists them: the table `time_effective_types` is seeded from this list. A route's promise is
 * `promisedDays` of shared/delivery-time.ts (the simulator, the aging query and the on-time rate use
 * it too), and `timeEffectiveTypeOf` names its type. Same Day is the SF product's promise; the
 * morning next-day promise was withdrawn (kept, disabled, as old orders name it).
 */
export const TIME_EFFECTIVE_TYPES: readonly TimeEffectiveType[] = [
  {
    id: 1,
    code: 'D0',
    minDays: 0,
    maxDays: 0,
    isEnable: 1,
    names: { zh: '当日达', en: 'Same-day delivery', ml: 'Penghantaran hari yang sama' },
  },
  {
    id: 2,
    code: 'D1',
    minDays: 1,
    maxDays: 1,
    isEnable: 1,
    names: { zh: '次日达', en: 'Next-day delivery', ml: 'Penghantaran hari berikutnya' },
  },
  {
    id: 3,
    code: 'D2_3',
    minDays: 2,
    maxDays: 3,
    isEnable: 1,
    names: { zh: '隔日至三日达', en: 'Two- to three-day delivery', ml: 'Penghantaran dua hingga tiga hari' },
  },
  {
    id: 4,
    code: 'D4_7',
    minDays: 4,
    maxDays: 7,
    isEnable: 1,
    names: { zh: '东马线', en: 'East Malaysia delivery', ml: 'Penghantaran Malaysia Timur' },
  },
  {
    id: 5,
    code: 'D1_AM',
    minDays: 1,
    maxDays: 1,
    isEnable: 2,
    names: {
      zh: '次日上午达（已停用）',
      en: 'Next-day by 10:30 (withdrawn)',
      ml: 'Hari berikutnya sebelum 10:30 (ditarik balik)',
    },
  },
];

/** Whether a time-effective type may be chosen (spec 3: `isEnable` 2 is disabled): a picker greys it, a parameter naming it is refused. */
export const isChoosableTimeEffectiveType = (t: { isEnable: number }): boolean => t.isEnable === TIME_EFFECTIVE_ENABLED;

/** The offered type of a route's promise (`promisedDays` of shared/delivery-time.ts), if one has those days. */
export const timeEffectiveTypeOf = ({ min, max }: PromisedDays): TimeEffectiveType | undefined =>
  TIME_EFFECTIVE_TYPES.find((t) => t.isEnable === TIME_EFFECTIVE_ENABLED && t.minDays === min && t.maxDays === max);

/** Whether a route's promise meets a service time wanted: it is delivered by that type's last day. */
export const promiseMeets = (promise: PromisedDays, wanted: Pick<TimeEffectiveType, 'maxDays'>): boolean => promise.max <= wanted.maxDays;

/** The days of a promise as couriers write them: 'D+1', 'D+4–7'. */
export const promisedDaysText = ({ min, max }: PromisedDays): string => (min === max ? `D+${min}` : `D+${min}–${max}`);

/** The label a time-effective picker shows (spec 3 `abnormalName`): the days, then the name in the language. */
export const timeEffectiveLabel = (t: Pick<TimeEffectiveType, 'names' | 'minDays' | 'maxDays'>, lang: Lang): string =>
  `${promisedDaysText({ min: t.minDays, max: t.maxDays })} ${t.names[lang]}`;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---- The organisation pickers (spec 7): GET with the query string, `{ code, msg, data }` replies.

/**
 * A picker's node (spec 3 "Network option"): shown as name, a bar, code (`networkLabel`); a closed
 * site is disabled. `dropOff`: the site has a counter that takes parcels in (a drop point).
 */
export interface NetworkNode {
  id: number;
  name: string;
  code: string;
  level: NetworkLevel;
  children: NetworkNode[];
  disabled: boolean;
  dropOff: boolean;
}

/** How a picker shows a site (spec 3): 'Subang Jaya Hub | SBJ01'. */
export const networkLabel = (n: Pick<NetworkNode, 'name' | 'code'>): string => `${n.name} | ${n.code}`;

/** A paged picker reply (spec 3 "Paged responses: current, pages, records"). */
export interface PickerPage<T> {
  current: number;
  size: number;
  pages: number;
  total: number;
  records: T[];
}

/** Spec 9: remote search pages of 10 from page 1, the next page when the list is scrolled within 10 px of its end. */
export const PICKER_PAGE_SIZE = 10;
export const PICKER_FIRST_PAGE = 1;
export const PICKER_SCROLL_DISTANCE_PX = 10;
/** Spec 9 "remote search debounce 1000 ms": a picker asks the server once typing has paused this long. */
export const PICKER_SEARCH_DEBOUNCE_MS = 1000;
const PICKER_PAGE_SIZE_MAX = 100;
const PICKER_NAME_MAX = 50;

/** An empty query value (`name=`) is "not given". */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const queryInt = (min: number, max: number) => z.coerce.number({ error: 'invalidParameter' }).int().min(min).max(max);
const levelParam = z.coerce.number({ error: 'invalidParameter' }).int().min(1).max(4);
const siteId = blankAsMissing(queryInt(1, 2_147_483_647));

/** `dropOff=1` or `true` (a query string's flag); absent, '' or 0/false: not asked. */
const queryFlag = z.preprocess(
  (v) => (v === undefined || v === '' ? false : v === '1' || v === 'true' || v === true ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalidParameter' }),
);

/** `typeIds=2,3`, `typeIds=2&typeIds=3` or `typeIds[]=2` (as axios writes a list): the site levels wanted. */
const typeIdsOf = (query: unknown): unknown => {
  if (!query || typeof query !== 'object') return query;
  const q = { ...(query as Record<string, unknown>) };
  const raw = q.typeIds ?? q['typeIds[]'];
  delete q['typeIds[]'];
  const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((v) => String(v).split(','));
  q.typeIds = list.map((v) => v.trim()).filter(Boolean);
  return q;
};

const pageFields = {
  current: queryInt(1, 100_000).default(1),
  size: queryInt(1, PICKER_PAGE_SIZE_MAX).default(PICKER_PAGE_SIZE),
  name: blankAsMissing(singleLine().trim().max(PICKER_NAME_MAX, { error: 'textTooLong' })),
};

/**
 * GET /network/getFirstLevelNetworks: `level` is the level of the nodes asked for; at level 1 (the
 * first load) the answer is the regions, otherwise the children of node `id`. Each node carries its
 * descendants down to `queryLevel` (default 1: none, the tree loads a level at a time). At level 1
 * `id` is the user's own networkId: the line down to that site comes opened (each site on it with
 * its children), so the tree starts at the shipper's own site.
 */
export const firstLevelNetworksQuery = z.object({
  level: blankAsMissing(levelParam).default(1),
  id: siteId,
  networkId: siteId,
  queryLevel: blankAsMissing(levelParam).default(1),
});
export type FirstLevelNetworksQuery = z.infer<typeof firstLevelNetworksQuery>;

/**
 * GET /network/select and /network/select/all: the sites of one level (`queryLevel`, default 3:
 * branches) or of the levels in `typeIds`, whose name or code contains `name`, a page at a time.
 * `networkId` narrows to that site's part of the tree; `dropOff` keeps the sites with a counter.
 */
export const networkSelectQuery = z.preprocess(
  typeIdsOf,
  z.object({
    ...pageFields,
    networkId: siteId,
    queryLevel: blankAsMissing(levelParam).default(3),
    typeIds: z.array(levelParam).max(4).default([]),
    dropOff: queryFlag,
  }),
);
export type NetworkSelectQuery = z.infer<typeof networkSelectQuery>;

/** GET /timeEffectiveType/page: the same paging, no level. */
export const timeEffectiveTypePageQuery = z.object(pageFields);
export type TimeEffectiveTypePageQuery = z.infer<typeof timeEffectiveTypePageQuery>;

/** A time-effective type as the picker lists it (spec 3): `abnormalName` is the label it shows. */
export interface TimeEffectiveTypeOption {
  id: number;
  code: string;
  name: string;
  abnormalName: string;
  isEnable: number;
  minDays: number;
  maxDays: number;
}

// ---- Nearby outlets (getInterBusinessOutletsInfo.do).

export const OUTLET_PAGE_SIZE = 20;
const OUTLET_PAGE_SIZE_MAX = 100;
export const OUTLET_TOWN_MAX = 50;

const coordinate = (min: number, max: number) =>
  z.number({ error: 'locationInvalid' }).min(min, { error: 'locationInvalid' }).max(max, { error: 'locationInvalid' });

/**
 * Where to look from: a postcode, a town (or any word of a site's name or street), or the browser's
 * own position ("near me"); none of them lists every outlet by name. `dropOffOnly` keeps the ones a
 * parcel can be handed in at, `expressType` those that take that product, `networkId` those under
 * that site of the network (a region, a hub, a branch: the network picker's choice).
 */
export const outletSearchParameter = z
  .object({
    postcode: blankAsMissing(domesticPostcodeSchema),
    town: blankAsMissing(singleLine().trim().max(OUTLET_TOWN_MAX, { error: 'textTooLong' })),
    latitude: coordinate(-90, 90).nullish(),
    longitude: coordinate(-180, 180).nullish(),
    dropOffOnly: z.boolean({ error: 'invalidParameter' }).default(false),
    expressType: blankAsMissing(z.enum(PRODUCTS, { error: 'expressTypeError' })),
    networkId: z.number({ error: 'invalidParameter' }).int().min(1).max(2_147_483_647).nullish(),
    page: z.number({ error: 'invalidParameter' }).int().min(1).max(1000).default(1),
    pageSize: z.number({ error: 'invalidParameter' }).int().min(1).max(OUTLET_PAGE_SIZE_MAX).default(OUTLET_PAGE_SIZE),
  })
  .refine((p) => (p.latitude == null) === (p.longitude == null), { error: 'locationInvalid', path: ['latitude'] });
export type OutletSearchParameter = z.infer<typeof outletSearchParameter>;

/** What the distances are measured from. */
export interface OutletAnchor extends LatLng {
  kind: 'me' | 'postcode' | 'town';
  /** '47500 Subang Jaya, Selangor', 'Kuching, Sarawak', or '' for the browser's position. */
  label: string;
  /** The place's own centre is not known: measured from its state's main town. */
  approximate: boolean;
}

/** A site a shipper can walk into: hand a parcel in (dropOff) or collect one. */
export interface Outlet {
  code: string;
  name: string;
  level: NetworkLevel;
  address: string;
  postcode: string;
  city: string;
  state: string;
  phone: string;
  openingHours: string;
  dropOff: boolean;
  /** The products a drop-off counter takes; empty where parcels are only collected. */
  products: Product[];
  /** Where it stands; null for a site added without coordinates (listed, not on the map). */
  latitude: number | null;
  longitude: number | null;
  /** From the anchor, km with one decimal; null without an anchor. */
  distanceKm: number | null;
}

export interface OutletSearchResult {
  anchor: OutletAnchor | null;
  list: Outlet[];
  total: number;
}
