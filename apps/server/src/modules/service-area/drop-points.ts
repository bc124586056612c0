import type { DomesticOrderInput, OrderIssue } from '@portal/shared/order-rules';
import { domesticZone } from '@portal/shared/pricing';
import type { DropPoint, Nearness } from '@portal/shared/service-area';
import { counterOf, type NetworkService } from '../network/service.ts';

export type OpenDropPoint = Omit<DropPoint, 'nearness'>;

/** Where the shipper is, as far as it is known: a postcode read into its town and state, or a town or state alone. */
export interface Anchor {
  postcode?: string;
  state?: string;
  city?: string;
}

const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.toLowerCase();

/** How near a point is to the anchor: same postcode, same town, same state, same side of the sea, the rest. */
function nearnessOf(point: OpenDropPoint, anchor: Anchor): Nearness {
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

type DropPointInput = Pick<DomesticOrderInput, 'dropPointCode'> & Partial<Pick<DomesticOrderInput, 'serveType' | 'expressType'>>;

/**
 * What is wrong with the drop point an order names, given that point as found (undefined: no open
 * point has the code): only a DROP OFF parcel is handed in, the point must be open, and it must take
 * the product (Cargo needs a hub; a pre-order without a product yet is checked when it has one).
 */
export function dropPointIssuesOf(point: OpenDropPoint | undefined, input: DropPointInput): OrderIssue[] {
  if (!input.dropPointCode) return [];
  const field = 'dropPointCode';
  if (input.serveType !== 'DROP OFF') return [{ field, key: 'dropPointNeedsDropOff' }];
  if (!point) return [{ field, key: 'dropPointNotFound' }];
  if (input.expressType && !point.products.includes(input.expressType))
    return [{ field, key: 'dropPointRefusesProduct', params: { name: point.name, product: input.expressType } }];
  return [];
}

/**
 * The open drop points: the enabled sites of the courier's network with a counter (`drop_off`). The
 * order form asks for them as the sender's postcode is typed and every order naming a point is
 * checked against them; they are read from the network's per-process copy (`NetworkService`, which
 * hears the `network` notice `npm run droppoints` sends).
 */
export class DropPointService {
  private points: OpenDropPoint[] = [];
  private byCode = new Map<string, OpenDropPoint>();
  /** The network copy the points were taken from: a new copy means the points are taken again. */
  private from: object | null = null;

  constructor(private readonly network: NetworkService) {}

  async open(): Promise<OpenDropPoint[]> {
    const snapshot = await this.network.current();
    if (snapshot === this.from) return this.points;
    const points = snapshot.sites
      .filter((s) => s.dropOff && s.enabled)
      .map((s) => ({ ...counterOf(s), products: s.products }))
      .sort((a, b) => a.code.localeCompare(b.code));
    this.points = points;
    this.byCode = new Map(points.map((p) => [p.code, p]));
    this.from = snapshot;
    return points;
  }

  /** The open point with this code, if there is one. */
  async find(code: string): Promise<OpenDropPoint | undefined> {
    await this.open();
    return this.byCode.get(code);
  }

  /**
   * What is wrong with the drop point an order names, if anything (`dropPointIssuesOf`): only a DROP
   * OFF parcel is handed in, the point must be open, and it must take the product.
   */
  async orderIssues(input: DropPointInput): Promise<OrderIssue[]> {
    return dropPointIssuesOf(input.dropPointCode ? await this.find(input.dropPointCode) : undefined, input);
  }
}
