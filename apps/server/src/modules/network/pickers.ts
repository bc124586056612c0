import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import {
  type FirstLevelNetworksQuery,
  type NetworkNode,
  type NetworkSelectQuery,
  type PickerPage,
  type TimeEffectiveTypeOption,
  type TimeEffectiveTypePageQuery,
  timeEffectiveLabel,
} from '@portal/shared/network';
import { PortalError } from '../../lib/errors.ts';
import { isWithin, lineOf, type NetworkSnapshot, type Site } from './network-service.ts';

/**
 * A site as a picker shows it, with its descendants down to level `depth` (an outlet under a hub is
 * level 4), and the children of every site on `opened` (the line down to the user's own site).
 */
function nodeOf(snapshot: NetworkSnapshot, site: Site, depth: number, opened: ReadonlySet<string> = new Set()): NetworkNode {
  const below = (snapshot.children.get(site.code) ?? []).filter((child) => child.level <= depth || opened.has(site.code));
  return {
    id: site.id,
    name: site.name,
    code: site.code,
    level: site.level,
    disabled: !site.enabled,
    dropOff: site.enabled && site.dropOff,
    children: below.map((child) => nodeOf(snapshot, child, depth, opened)),
  };
}

/** The site with this picker id, or 404 naming it. */
function siteById(snapshot: NetworkSnapshot, id: number): Site {
  const site = snapshot.byId.get(id);
  if (!site) throw new PortalError(Code.NOT_FOUND, 'networkSiteNotFound', { id });
  return site;
}

const contains = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

function paged<T>(items: T[], current: number, size: number): PickerPage<T> {
  const start = (current - 1) * size;
  return { current, size, total: items.length, pages: Math.ceil(items.length / size), records: items.slice(start, start + size) };
}

/**
 * GET /network/getFirstLevelNetworks: at level 1 (the first load, where `id` is the user's own
 * networkId) the regions, with the line down to that site opened (each site on it with its
 * children: the tree starts at the shipper's own site); below it the children of node `id`, or
 * without one every site of `level`. Each node carries its descendants down to `queryLevel`;
 * `networkId` keeps the part of the tree under that site.
 */
export function firstLevelNetworks(snapshot: NetworkSnapshot, query: FirstLevelNetworksQuery): NetworkNode[] {
  const within = query.networkId === undefined ? null : siteById(snapshot, query.networkId);
  const first = query.level === 1;
  const sites =
    first || query.id === undefined
      ? snapshot.sites.filter((s) => s.level === query.level)
      : (snapshot.children.get(siteById(snapshot, query.id).code) ?? []);
  // The user's own site's ancestors (not the site itself: its children load when it is opened).
  const opened = new Set(
    first && query.id !== undefined
      ? lineOf(snapshot, siteById(snapshot, query.id))
          .slice(1)
          .map((s) => s.code)
      : [],
  );
  return sites.filter((s) => !within || isWithin(snapshot, s, within)).map((s) => nodeOf(snapshot, s, query.queryLevel, opened));
}

/**
 * GET /network/select and /network/select/all: a page of the sites of one level (`queryLevel`) or
 * of the levels in `typeIds`, whose name or code contains `name`, under `within` (the site
 * `networkId` names, else what the route passes: the caller's region, or nothing for all); with
 * `dropOff` only the open sites with a counter.
 */
export function selectNetworks(snapshot: NetworkSnapshot, query: NetworkSelectQuery, scope: Site | null): PickerPage<NetworkNode> {
  const within = query.networkId === undefined ? scope : siteById(snapshot, query.networkId);
  const levels: number[] = query.typeIds.length ? query.typeIds : [query.queryLevel];
  const word = query.name;
  const matches = snapshot.sites.filter(
    (s) =>
      levels.includes(s.level) &&
      (!within || isWithin(snapshot, s, within)) &&
      (!query.dropOff || (s.enabled && s.dropOff)) &&
      (!word || contains(s.name, word) || contains(s.code, word)),
  );
  return paged(
    matches.map((s) => nodeOf(snapshot, s, 0)),
    query.current,
    query.size,
  );
}

/** GET /timeEffectiveType/page: a page of the delivery promises whose code or name (any language) contains `name`. */
export function timeEffectivePage(
  snapshot: NetworkSnapshot,
  query: TimeEffectiveTypePageQuery,
  lang: Lang,
): PickerPage<TimeEffectiveTypeOption> {
  const word = query.name;
  const matches = snapshot.timeEffectiveTypes.filter(
    (t) => !word || contains(t.code, word) || Object.values(t.names).some((n) => contains(n, word)),
  );
  return paged(
    matches.map((t) => ({
      id: t.id,
      code: t.code,
      name: t.names[lang],
      abnormalName: timeEffectiveLabel(t, lang),
      isEnable: t.isEnable,
      minDays: t.minDays,
      maxDays: t.maxDays,
    })),
    query.current,
    query.size,
  );
}
