import type { Product } from '@portal/shared/order';
import type { DomesticOrderInput, OrderIssue } from '@portal/shared/order-rules';
import { domesticZone } from '@portal/shared/pricing';
import type { DropPoint, Nearness } from '@portal/shared/service-area';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dropPoints } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

export type OpenDropPoint = Omit<DropPoint, 'nearness'>;

/** Where the shipper is, as far as it is known: a postcode read into its town and state, or a town or state alone. */
export interface Anchor {
  postcode?: string;
  state?: string;
  city?: string;
}

/** A closed point disappears from every process at once on the change notice; without one, within this long. */
const REFRESH_MS = 30_000;

const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.toLowerCase();

/** How near a point is to the anchor: same postcode, same town, same state, same side of the sea, the rest. */
export function nearnessOf(point: OpenDropPoint, anchor: Anchor): Nearness {
  if (anchor.postcode && anchor.postcode === point.postcode) return 'postcode';
  if (same(anchor.city, point.city) && (anchor.state === undefined || same(anchor.state, point.state))) return 'city';
  if (same(anchor.state, point.state)) return 'state';
  if (anchor.state && domesticZone(anchor.state, point.state) !== 'WM_EM') return 'region';
  return 'other';
}

const TIER: Record<Nearness, number> = { postcode: 0, city: 1, state: 2, region: 3, other: 4 };

/**
 * The points nearest first. Within a tier the nearer postcode number comes first: Malaysian postcodes
 * are given out by area, so 47500 and 47620 are neighbours and 40000 is further; without a postcode,
 * by name.
 */
export function rankDropPoints(points: readonly OpenDropPoint[], anchor: Anchor): DropPoint[] {
  const from = anchor.postcode ? Number(anchor.postcode) : null;
  return points
    .map((p) => ({ ...p, nearness: nearnessOf(p, anchor) }))
    .sort(
      (a, b) =>
        TIER[a.nearness] - TIER[b.nearness] ||
        (from === null ? 0 : Math.abs(Number(a.postcode) - from) - Math.abs(Number(b.postcode) - from)) ||
        a.name.localeCompare(b.name),
    );
}

/** Whether a point matches a typed word: its code, name, street, town, state or postcode contains it. */
export const matchesKeyword = (p: OpenDropPoint, keyword: string): boolean => {
  const word = keyword.toLowerCase();
  return [p.code, p.name, p.address, p.city, p.state, p.postcode].some((field) => field.toLowerCase().includes(word));
};

/**
 * The open drop points, read from the database and kept per process: the order form asks for them
 * as the sender's postcode is typed and every order naming a point is checked against them, while
 * the network changes a few times a year (`npm run droppoints`, which sends the `dropPoints` notice).
 */
export class DropPointService {
  private points: OpenDropPoint[] | null = null;
  private byCode = new Map<string, OpenDropPoint>();
  private readAt = 0;
  private loading: Promise<OpenDropPoint[]> | null = null;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    changes.watch({ named: { dropPoints: () => this.forget() }, all: () => this.forget() });
  }

  /** Drops the copy: the next question reads the points again. */
  forget(): void {
    this.readAt = 0;
  }

  async open(): Promise<OpenDropPoint[]> {
    if (this.points && Date.now() - this.readAt < REFRESH_MS) return this.points;
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** The open point with this code, if there is one. */
  async find(code: string): Promise<OpenDropPoint | undefined> {
    await this.open();
    return this.byCode.get(code);
  }

  /**
   * What is wrong with the drop point an order names, if anything: only a DROP OFF parcel is handed
   * in, the point must be open, and it must take the product (Cargo needs a hub).
   */
  async orderIssues(input: Pick<DomesticOrderInput, 'dropPointCode' | 'serveType' | 'expressType'>): Promise<OrderIssue[]> {
    if (!input.dropPointCode) return [];
    const field = 'dropPointCode';
    if (input.serveType !== 'DROP OFF') return [{ field, key: 'dropPointNeedsDropOff' }];
    const point = await this.find(input.dropPointCode);
    if (!point) return [{ field, key: 'dropPointNotFound' }];
    if (!point.products.includes(input.expressType))
      return [{ field, key: 'dropPointRefusesProduct', params: { name: point.name, product: input.expressType } }];
    return [];
  }

  private async read(): Promise<OpenDropPoint[]> {
    const rows = await this.db
      .select({
        code: dropPoints.code,
        name: dropPoints.name,
        address: dropPoints.address,
        postcode: dropPoints.postcode,
        state: dropPoints.state,
        city: dropPoints.city,
        phone: dropPoints.phone,
        openingHours: dropPoints.openingHours,
        products: dropPoints.products,
      })
      .from(dropPoints)
      .where(eq(dropPoints.active, true))
      .orderBy(asc(dropPoints.code));
    const points = rows.map((r) => ({ ...r, products: r.products as Product[] }));
    this.points = points;
    this.byCode = new Map(points.map((p) => [p.code, p]));
    this.readAt = Date.now();
    return points;
  }
}
