import type { NetworkLevel, TimeEffectiveType } from '@portal/shared/network';
import type { Product } from '@portal/shared/order';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { networkSites, timeEffectiveTypes } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/** A site of the network as the pickers, the outlet search and the drop-off forms read it. */
export interface Site {
  id: number;
  code: string;
  name: string;
  level: NetworkLevel;
  parentCode: string | null;
  state: string | null;
  city: string | null;
  postcode: string | null;
  address: string | null;
  phone: string | null;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
  dropOff: boolean;
  products: Product[];
  enabled: boolean;
}

export interface NetworkSnapshot {
  /** Every site, closed ones too, by id. */
  sites: Site[];
  byCode: Map<string, Site>;
  byId: Map<number, Site>;
  /** A site's children by id, and the regions under ''. */
  children: Map<string, Site[]>;
  timeEffectiveTypes: TimeEffectiveType[];
}

/** A site added, changed or closed reaches every process at once on the `network` notice; without one, within this long. */
const REFRESH_MS = 30_000;

/**
 * The courier's network and its delivery promises, read from the database and kept per process:
 * a few hundred rows that change a few times a year (`npm run droppoints` sends the `network`
 * notice), asked on every picker keystroke, outlet search and drop-off order.
 */
export class NetworkService {
  private snapshot: NetworkSnapshot | null = null;
  private readAt = 0;
  private loading: Promise<NetworkSnapshot> | null = null;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    changes.watch({ named: { network: () => this.forget() }, all: () => this.forget() });
  }

  /** Drops the copy: the next question reads the network again. */
  forget(): void {
    this.readAt = 0;
  }

  async current(): Promise<NetworkSnapshot> {
    if (this.snapshot && Date.now() - this.readAt < REFRESH_MS) return this.snapshot;
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<NetworkSnapshot> {
    const [rows, types] = await Promise.all([
      this.db.select().from(networkSites).orderBy(asc(networkSites.id)),
      this.db.select().from(timeEffectiveTypes).orderBy(asc(timeEffectiveTypes.id)),
    ]);
    const sites: Site[] = rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      level: r.level as NetworkLevel,
      parentCode: r.parentCode,
      state: r.state,
      city: r.city,
      postcode: r.postcode,
      address: r.address,
      phone: r.phone,
      openingHours: r.openingHours,
      latitude: r.latitude,
      longitude: r.longitude,
      dropOff: r.dropOff,
      products: r.products as Product[],
      enabled: r.enabled,
    }));
    const children = new Map<string, Site[]>();
    for (const site of sites) {
      const parent = site.parentCode ?? '';
      const list = children.get(parent);
      if (list) list.push(site);
      else children.set(parent, [site]);
    }
    this.snapshot = {
      sites,
      byCode: new Map(sites.map((s) => [s.code, s])),
      byId: new Map(sites.map((s) => [s.id, s])),
      children,
      timeEffectiveTypes: types.map((t) => ({
        id: t.id,
        code: t.code,
        minDays: t.minDays,
        maxDays: t.maxDays,
        isEnable: t.isEnable === 2 ? 2 : 1,
        names: { zh: t.nameZh, en: t.nameEn, ml: t.nameMl },
      })),
    };
    this.readAt = Date.now();
    return this.snapshot;
  }
}

/** Where a site a shipper walks into is and when it opens (a counter always has these: `network_sites_place`, `_counter`). */
export const counterOf = (s: Site) => ({
  code: s.code,
  name: s.name,
  address: s.address ?? '',
  postcode: s.postcode ?? '',
  state: s.state ?? '',
  city: s.city ?? '',
  phone: s.phone ?? '',
  openingHours: s.openingHours ?? '',
});

/** Whether `site` is `ancestor` or lies under it. */
export const isWithin = (snapshot: NetworkSnapshot, site: Site, ancestor: Site): boolean =>
  lineOf(snapshot, site).some((s) => s.code === ancestor.code);

/** The region (level 1) a site belongs to, or the top of its line. */
export const regionOf = (snapshot: NetworkSnapshot, site: Site): Site => lineOf(snapshot, site).at(-1)!;

/** A site and its parents up to the region; at most four levels, whatever the rows say. */
export function lineOf(snapshot: NetworkSnapshot, site: Site): Site[] {
  const line = [site];
  for (let at = site; at.parentCode && line.length < 4; ) {
    const parent = snapshot.byCode.get(at.parentCode);
    if (!parent) break;
    line.push(parent);
    at = parent;
  }
  return line;
}
