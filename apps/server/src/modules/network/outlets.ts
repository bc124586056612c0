import { Code } from '@portal/shared/codes';
import {
  distanceKm,
  NETWORK_LEVEL,
  type Outlet,
  type OutletAnchor,
  type OutletSearchParameter,
  type OutletSearchResult,
} from '@portal/shared/network';
import { PortalError } from '../../lib/errors.ts';
import type { GeographyService } from '../geography/service.ts';
import { counterOf, isWithin, type NetworkService, type Site } from './network-service.ts';
import { townCentre, townNamed } from './towns.ts';

/**
 * Where a shipper can walk in: an open site with a counter that takes parcels (any level but the
 * regions), or an outlet where receivers collect theirs. A hub's sorting floor without a counter is
 * not a place to walk into.
 */
const servesPublic = (s: Site): boolean => s.enabled && s.address !== null && (s.dropOff || s.level === NETWORK_LEVEL.OUTLET);

const matchesWord = (s: Site, word: string): boolean => {
  const w = word.toLowerCase();
  return [s.code, s.name, s.address, s.city, s.state, s.postcode].some((field) => field?.toLowerCase().includes(w));
};

/** Where the distances are measured from: the browser's position, a postcode's area or town, or a town named. */
async function anchorOf(geography: GeographyService, sites: Site[], p: OutletSearchParameter): Promise<OutletAnchor | null> {
  if (p.latitude != null && p.longitude != null)
    return { kind: 'me', label: '', latitude: p.latitude, longitude: p.longitude, approximate: false };
  if (p.postcode) {
    const [place] = await geography.lookup([{ postcode: p.postcode }]);
    if (!place) throw new PortalError(Code.BAD_PARAMETER, 'postcodeNotServed', { postcode: p.postcode });
    const label = `${p.postcode} ${place.city}, ${place.prov}`;
    // Sites in the postcode stand inside its area: their middle is nearer the shipper than the town's centre.
    const inside = sites.filter((s) => s.postcode === p.postcode && s.latitude !== null && s.longitude !== null);
    if (inside.length) {
      const mean = (f: (s: Site) => number) => inside.reduce((sum, s) => sum + f(s), 0) / inside.length;
      return { kind: 'postcode', label, latitude: mean((s) => s.latitude!), longitude: mean((s) => s.longitude!), approximate: false };
    }
    const centre = townCentre(place.prov, place.city);
    if (!centre) return null;
    return { kind: 'postcode', label, latitude: centre.town.latitude, longitude: centre.town.longitude, approximate: centre.approximate };
  }
  const town = p.town ? townNamed(p.town) : null;
  if (town)
    return { kind: 'town', label: `${town.city}, ${town.state}`, latitude: town.latitude, longitude: town.longitude, approximate: false };
  return null;
}

const outletOf = (s: Site, distance: number | null): Outlet => ({
  ...counterOf(s),
  level: s.level,
  latitude: s.latitude,
  longitude: s.longitude,
  dropOff: s.dropOff,
  products: s.dropOff ? s.products : [],
  distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
});

/**
 * getInterBusinessOutletsInfo.do: the outlets nearest a postcode, a town or the shipper's own
 * position (great-circle distance), nearest first; a word that is no town narrows to the outlets
 * whose name, street or town contain it. Without either, every outlet by state, town and name.
 * `networkId` keeps the outlets under that site (the site itself too, when it has a counter).
 */
export async function searchOutlets(
  deps: { network: NetworkService; geography: GeographyService },
  p: OutletSearchParameter,
): Promise<OutletSearchResult> {
  const snapshot = await deps.network.current();
  const within = p.networkId == null ? null : snapshot.byId.get(p.networkId);
  if (within === undefined) throw new PortalError(Code.NOT_FOUND, 'networkSiteNotFound', { id: String(p.networkId) });
  const anchor = await anchorOf(deps.geography, snapshot.sites, p);
  const candidates = snapshot.sites.filter(
    (s) =>
      servesPublic(s) &&
      (!within || isWithin(snapshot, s, within)) &&
      (!p.dropOffOnly || s.dropOff) &&
      (!p.expressType || (s.dropOff && s.products.includes(p.expressType))) &&
      (anchor || !p.town || matchesWord(s, p.town)),
  );
  const measured = candidates.map((s) => ({
    site: s,
    distance:
      anchor && s.latitude !== null && s.longitude !== null ? distanceKm(anchor, { latitude: s.latitude, longitude: s.longitude }) : null,
  }));
  const byPlace = (a: Site, b: Site) =>
    (a.state ?? '').localeCompare(b.state ?? '') || (a.city ?? '').localeCompare(b.city ?? '') || a.name.localeCompare(b.name);
  measured.sort((a, b) => {
    if (a.distance !== null && b.distance !== null) return a.distance - b.distance || a.site.name.localeCompare(b.site.name);
    if (a.distance !== null) return -1;
    if (b.distance !== null) return 1;
    return byPlace(a.site, b.site);
  });
  const start = (p.page - 1) * p.pageSize;
  return {
    anchor,
    total: measured.length,
    list: measured.slice(start, start + p.pageSize).map((m) => outletOf(m.site, m.distance)),
  };
}
