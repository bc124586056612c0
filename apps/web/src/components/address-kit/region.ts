import type { RegionNode } from '@portal/shared/address';

/** The region cascader's value: state, town and area, the area being the postcode (the tree's third level). */
export type RegionPath = [prov: string, city: string, area: string];

/** A place as the cascader shows it; the area falls back to the postcode. */
export const regionPathOf = (place: { prov: string; city: string; area?: string; postcode?: string }): RegionPath | undefined => {
  const area = place.area || place.postcode || '';
  return place.prov && place.city && area ? [place.prov, place.city, area] : undefined;
};

/** The cascader's value as the address payload's parts. */
export function placeOf(path: readonly string[] | undefined): { prov: string; city: string; area: string; provCityArea: string } {
  const [prov = '', city = '', area = ''] = path ?? [];
  return { prov, city, area, provCityArea: [prov, city, area].filter(Boolean).join(',') };
}

/** The same state, town and area (case aside: people and the data set spell some names differently). */
export const samePath = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  !!a && !!b && a.length === b.length && a.every((part, i) => part.toLowerCase() === b[i]?.toLowerCase());

/** The tree as the session keeps it (spec 3/7: cached in session storage by version). */
export interface CachedRegionTree {
  version: string;
  list: RegionNode[];
}

/** A cached tree read back; anything unreadable or of the wrong shape is no cache at all. */
export function readCachedTree(raw: string | null): CachedRegionTree | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedRegionTree>;
    return typeof parsed.version === 'string' && Array.isArray(parsed.list) ? { version: parsed.version, list: parsed.list } : null;
  } catch {
    return null;
  }
}
