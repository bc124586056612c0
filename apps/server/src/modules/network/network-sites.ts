import { NETWORK_LEVEL, NETWORK_REGIONS, type NetworkLevel, type RegionCode } from '@portal/shared/network';
import type { Product } from '@portal/shared/order';
import { COUNTER_PRODUCTS } from '@portal/shared/service-area';
import listed from './network-sites.json' with { type: 'json' };

/**
 * What a site's counter takes: every product but Cargo; at a hub (a floor scale and a loading dock)
 * Cargo too; at a collection point nothing (it hands parcels to receivers and takes none in).
 */
const COUNTERS: Record<'COUNTER' | 'HUB_COUNTER' | 'COLLECT_ONLY', Product[]> = {
  COUNTER: [...COUNTER_PRODUCTS],
  HUB_COUNTER: ['EZ', 'EX', 'SF', 'SC', 'JS'],
  COLLECT_ONLY: [],
};

/**
 * One site of the courier's network as first opened. `products` is what its counter takes: a site
 * with any is a drop point (DROP OFF parcels are handed in there). `at` is latitude and longitude.
 */
export interface SeedSite {
  id: number;
  code: string;
  name: string;
  level: NetworkLevel;
  parent: string;
  address: string;
  postcode: string;
  state: string;
  city: string;
  phone: string;
  openingHours: string;
  products: Product[];
  at: [latitude: number, longitude: number];
  /** Seeded closed (renovation): listed nowhere a shipper looks. */
  closed?: true;
}

/** A site as network-sites.json lists it: its level and its counter by name. */
type ListedSite = Omit<SeedSite, 'level' | 'products'> & {
  level: 'HUB' | 'BRANCH' | 'OUTLET';
  counter: keyof typeof COUNTERS;
};

const REGION_NAMES: Record<RegionCode, string> = {
  NORTHERN: 'Northern Region',
  CENTRAL: 'Central Region',
  SOUTHERN: 'Southern Region',
  EASTCOAST: 'East Coast Region',
  SABAH: 'Sabah Region',
  SARAWAK: 'Sarawak Region',
};

/** The six regions (level 1), numbered 1 to 6 in the shared order; they have no counter of their own. */
export const NETWORK_REGION_SITES = NETWORK_REGIONS.map((r, i) => ({ id: i + 1, code: r.code, name: REGION_NAMES[r.code] }));

/**
 * The courier's network below the regions (docs/decisions.md "The courier's network"), listed in
 * network-sites.json by region and state: a hub in each state capital (and Subang Jaya, Butterworth,
 * Bayan Lepas), branches in the larger towns and outlets (counters in shops and malls, open the
 * shop's hours) around them. Ids are the courier's own: two digits of the area, two of the site
 * (1201 is the Subang Jaya area's hub). Postcode, town and state are the region data's (a test
 * checks every one); street addresses, phones and hours are the sites' own (Kedah, Kelantan and
 * Terengganu rest on Friday and Saturday: their branches open Sunday); coordinates are where the
 * site stands, to a few hundred metres.
 */
export const NETWORK_SITES: readonly SeedSite[] =
  // JSON has no tuple or literal types; a misspelt level or counter fails the network tests, which seed every site.
  (listed as unknown as readonly ListedSite[]).map(({ level, counter, ...site }) => ({
    ...site,
    level: NETWORK_LEVEL[level],
    products: COUNTERS[counter],
  }));
