import type { PostcodePlace, RegionNode } from '@portal/shared/address';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import { currentVersion } from '../../lib/config-versions.ts';

interface Snapshot {
  version: string;
  /** The tree as JSON: id, name and childNodes only; a leaf has no childNodes (spec 3). */
  treeJson: string;
  /** postcode -> the places it belongs to (two for a postcode shared by two towns). */
  byPostcode: Map<string, PostcodePlace[]>;
  /** 'state|city' -> the city's postcodes, for checking that an address's parts agree. */
  cityPostcodes: Map<string, Set<string>>;
  states: string[];
  /** 'postcode|addressType' -> its places as JSON text (without the brackets), made on first ask. */
  placesJson: Map<string, string>;
}

/** How long a process trusts its copy before asking the database whether the data set moved on. */
const RECHECK_MS = 2_000;

/**
 * The region tree and postcode index, read from the database and kept per process by version:
 * the database stays the source of truth (a reload bumps the version; every process sees it within
 * two seconds), while a lookup costs a map read instead of a query.
 */
export class GeographyService {
  private snapshot: Snapshot | null = null;
  private checkedAt = 0;
  private loading: Promise<Snapshot> | null = null;

  constructor(private readonly db: Db) {}

  async current(): Promise<Snapshot> {
    const now = Date.now();
    if (this.snapshot && now - this.checkedAt < RECHECK_MS) return this.snapshot;
    this.loading ??= this.refresh().finally(() => {
      this.loading = null;
    });
    // Once a copy is held, a lookup never waits for the recheck: it answers from the copy while the
    // version is read beside it (a reload still shows within two seconds and one query).
    if (this.snapshot) {
      this.loading.catch(() => {});
      return this.snapshot;
    }
    return this.loading;
  }

  private async refresh(): Promise<Snapshot> {
    const version = `g${await currentVersion(this.db, 'geography')}`;
    this.checkedAt = Date.now();
    if (this.snapshot?.version === version) return this.snapshot;
    const rows = await this.db
      .select({ id: regions.id, parentId: regions.parentId, level: regions.level, name: regions.name })
      .from(regions)
      .orderBy(asc(regions.level), asc(regions.sort), asc(regions.id));
    this.snapshot = buildSnapshot(version, rows);
    return this.snapshot;
  }

  /** Where each postcode is; an unknown postcode answers nothing. */
  async lookup(postcodes: { postcode: string; addressType?: string }[]): Promise<PostcodePlace[]> {
    const { byPostcode } = await this.current();
    return postcodes.flatMap(({ postcode, addressType }) => placesOf(byPostcode, postcode.trim(), addressType));
  }

  /** As lookup, as the JSON text of the list's items (comma-separated, no brackets): the hot path of the address forms. */
  async lookupJson(postcodes: { postcode: string; addressType?: string }[]): Promise<string> {
    const snapshot = await this.current();
    const parts: string[] = [];
    for (const { postcode, addressType } of postcodes) {
      const code = postcode.trim();
      const key = `${code}|${addressType ?? ''}`;
      let json = snapshot.placesJson.get(key);
      if (json === undefined) {
        const places = placesOf(snapshot.byPostcode, code, addressType);
        json = JSON.stringify(places).slice(1, -1);
        // Unknown postcodes are not kept: a stranger typing random ones must not grow the map.
        if (places.length && snapshot.placesJson.size < 50_000) snapshot.placesJson.set(key, json);
      }
      if (json) parts.push(json);
    }
    return parts.join(',');
  }

  /** The region data's version: an index built on `places()` is rebuilt only when it moves on. */
  async version(): Promise<string> {
    return (await this.current()).version;
  }

  /** Every (postcode, state, town) with the version it belongs to, for indexes built on top (smart paste). */
  async places(): Promise<{ version: string; places: { postcode: string; state: string; city: string }[] }> {
    const { version, byPostcode } = await this.current();
    const places = [...byPostcode.values()].flat().map((p) => ({ postcode: p.postcode, state: p.prov, city: p.city }));
    return { version, places };
  }

  /** Whether the postcode belongs to that city of that state, as the region data has them. */
  async agrees(prov: string, city: string, postcode: string): Promise<boolean> {
    const { cityPostcodes } = await this.current();
    return cityPostcodes.get(`${prov}|${city}`)?.has(postcode) ?? false;
  }
}

/** A postcode's places as a lookup answers them, echoing the address type asked with. */
const placesOf = (byPostcode: Map<string, PostcodePlace[]>, postcode: string, addressType: string | undefined): PostcodePlace[] =>
  (byPostcode.get(postcode) ?? []).map((p) => (addressType === undefined ? p : { ...p, addressType }));

function buildSnapshot(version: string, rows: { id: number; parentId: number | null; level: number; name: string }[]): Snapshot {
  const nodes = new Map<number, RegionNode & { parentId: number | null; level: number }>();
  const tree: RegionNode[] = [];
  for (const r of rows) {
    const node = { id: r.id, name: r.name, parentId: r.parentId, level: r.level };
    nodes.set(r.id, node);
  }
  const byPostcode = new Map<string, PostcodePlace[]>();
  const cityPostcodes = new Map<string, Set<string>>();
  const states: string[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.level === 1) {
      tree.push(node);
      states.push(r.name);
      continue;
    }
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (!parent) continue;
    if (parent.childNodes) parent.childNodes.push(node);
    else parent.childNodes = [node];
    if (r.level === 3) {
      const state = parent.parentId === null ? undefined : nodes.get(parent.parentId);
      if (!state) continue;
      const place: PostcodePlace = { postcode: r.name, prov: state.name, city: parent.name, area: r.name };
      const list = byPostcode.get(r.name);
      if (list) list.push(place);
      else byPostcode.set(r.name, [place]);
      const key = `${state.name}|${parent.name}`;
      const set = cityPostcodes.get(key);
      if (set) set.add(r.name);
      else cityPostcodes.set(key, new Set([r.name]));
    }
  }
  return {
    version,
    treeJson: JSON.stringify(tree, ['id', 'name', 'childNodes']),
    byPostcode,
    cityPostcodes,
    states,
    placesJson: new Map(),
  };
}
