import { Code } from '@portal/shared/codes';
import {
  NETWORK_REGIONS,
  type NetworkNode,
  type OutletSearchResult,
  type PickerPage,
  regionOfState,
  type TimeEffectiveTypeOption,
} from '@portal/shared/network';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getAt, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, networkSites } from '../../db/schema/index.ts';
import { GeographyService } from '../geography/geography-service.ts';
import { NETWORK_REGION_SITES, NETWORK_SITES } from './network-sites.ts';
import { knownSiteCodes, siteNames } from './repository.ts';
import { TOWN_CENTRES } from './towns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
const as = async (loginCode: string, lang: Lang = 'en') => ({ token: await t.sessionOf(loginCode), lang });
const pick = async <T>(url: string, query: Record<string, unknown> = {}, who = 'demo', lang: Lang = 'en') =>
  getAt<T>(t.app, url, query, await as(who, lang));
const outlets = async (parameter: Record<string, unknown>, who = 'demo', lang: Lang = 'en') =>
  call<OutletSearchResult>(t.app, 'getInterBusinessOutletsInfo', parameter, await as(who, lang));
const codes = (nodes: { code: string }[]) => nodes.map((n) => n.code);

/** The drop points the portal had before the network (drop_points, issue 5): each must be a site with the same code. */
const FIRST_DROP_POINTS =
  'KUL01 KUL02 PJY01 SHA01 SBJ01 SBJ02 PJA01 KLG01 KJG01 SRB01 MKZ01 JHB01 BPH01 KLU01 IPH01 TPG01 PEN01 BTW01 BYL01 AOR01 SPT01 KGR01 KBR01 TGG01 KUA01 TML01 BKI01 SDK01 TWU01 LBU01 KCH01 SBW01 BTU01 MYY01'.split(
    ' ',
  );

describe('the seeded network', () => {
  it('is a tree of regions, hubs, branches and outlets, each under a parent one level up or more', async () => {
    const rows = await t.database.db.select().from(networkSites);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(rows.filter((r) => r.level === 1).map((r) => r.code)).toEqual(NETWORK_REGIONS.map((r) => r.code));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      if (r.level === 1) {
        expect(r.parentCode, r.code).toBeNull();
        continue;
      }
      const parent = byCode.get(r.parentCode ?? '');
      expect(parent, r.code).toBeDefined();
      expect(parent!.level, r.code).toBeLessThan(r.level);
    }
    // Every hub sits in the region its state belongs to; every state has at least one hub.
    for (const hub of rows.filter((r) => r.level === 2)) expect(hub.parentCode, hub.code).toBe(regionOfState(hub.state!));
    const hubStates = new Set(rows.filter((r) => r.level === 2).map((r) => r.state));
    const states = NETWORK_REGIONS.flatMap((r) => r.states).filter((s) => !['W.P. Putrajaya', 'W.P. Labuan'].includes(s));
    for (const state of states) expect(hubStates.has(state), state).toBe(true);
    expect(rows.length).toBe(NETWORK_REGION_SITES.length + NETWORK_SITES.length);
  });

  it('puts every site at a postcode, town and state of the region data, with coordinates in Malaysia', async () => {
    const geography = new GeographyService(t.database.db);
    for (const s of NETWORK_SITES) {
      expect(await geography.agrees(s.state, s.city, s.postcode), s.code).toBe(true);
      const [lat, lng] = s.at;
      expect(lat > 0.8 && lat < 7.5 && lng > 99.5 && lng < 119.5, s.code).toBe(true);
    }
  });

  it('knows where every town of a site is, and spells each town as the region data does', async () => {
    const geography = new GeographyService(t.database.db);
    const { places } = await geography.places();
    const towns = new Set(places.map((p) => `${p.state}|${p.city}`));
    for (const town of TOWN_CENTRES) expect(towns.has(`${town.state}|${town.city}`), town.city).toBe(true);
    const centres = new Set(TOWN_CENTRES.map((c) => `${c.state}|${c.city}`));
    for (const s of NETWORK_SITES) expect(centres.has(`${s.state}|${s.city}`), s.code).toBe(true);
    const capitals = TOWN_CENTRES.filter((c) => c.capital).map((c) => c.state);
    expect(new Set(capitals).size).toBe(16);
    expect(capitals).toHaveLength(16);
  });

  it("keeps every first drop point's code as a site with a counter, and the customers' network ids as sites", async () => {
    const rows = await t.database.db.select().from(networkSites);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const code of FIRST_DROP_POINTS) expect(byCode.get(code)?.dropOff, code).toBe(true);
    const ids = new Set(rows.map((r) => r.id));
    const served = await t.database.db.select({ id: customers.networkId, site: customers.siteCode }).from(customers);
    for (const c of served) {
      expect(ids.has(c.id!), String(c.id)).toBe(true);
      expect(rows.find((r) => r.id === c.id)?.code).toBe(c.site);
    }
  });

  it("answers scans' site codes with names, and which codes are sites", async () => {
    const db = t.database.db;
    const names = await siteNames(db, ['SBJ01', 'KCH01', 'NOPE1', 'SBJ01']);
    expect([...names]).toEqual(
      expect.arrayContaining([
        ['SBJ01', 'Subang Jaya Hub'],
        ['KCH01', 'Kuching Hub'],
      ]),
    );
    expect(names.size).toBe(2);
    expect(await siteNames(db, [])).toEqual(new Map());
    // A closed site is still a site: a scan made there before it closed names it.
    expect([...(await knownSiteCodes(db, ['SBJ03', 'ZZZ99', 'CENTRAL']))].sort()).toEqual(['CENTRAL', 'SBJ03']);
  });
});

describe('GET /network/getFirstLevelNetworks', () => {
  it('answers the regions first, each with its hubs, branches and outlets down to queryLevel', async () => {
    const first = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '1', id: '1201' });
    expect(first).toMatchObject({ code: Code.OK, msg: 'Success' });
    expect(codes(first.data)).toEqual(['NORTHERN', 'CENTRAL', 'SOUTHERN', 'EASTCOAST', 'SABAH', 'SARAWAK']);
    expect(first.data[0]).toEqual({
      id: 1,
      name: 'Northern Region',
      code: 'NORTHERN',
      level: 1,
      disabled: false,
      dropOff: false,
      children: [],
    });
    const deep = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { queryLevel: '3' });
    const central = deep.data.find((n) => n.code === 'CENTRAL')!;
    expect(codes(central.children)).toEqual(['KUL01', 'SBJ01', 'SHA01']);
    const subang = central.children.find((n) => n.code === 'SBJ01')!;
    expect(codes(subang.children)).toEqual(['SBJ02', 'PJA01', 'KJG01', 'PCG01']);
    expect(subang.children.every((n) => n.children.length === 0)).toBe(true);
  });

  it("opens the line down to the user's own site at the first load (level 1 with its networkId)", async () => {
    // Demo Trading is served from the Subang Jaya hub (1201): the Central region comes open at it.
    const demo = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '1', id: '1201' });
    const central = demo.data.find((n) => n.code === 'CENTRAL')!;
    expect(codes(central.children)).toEqual(['KUL01', 'SBJ01', 'SHA01']);
    expect(central.children.find((n) => n.code === 'SBJ01')).toMatchObject({ name: 'Subang Jaya Hub', dropOff: true, children: [] });
    expect(demo.data.filter((n) => n.code !== 'CENTRAL').every((n) => n.children.length === 0)).toBe(true);
    // Acme's own site is the Bayan Lepas hub (1402): the Northern region, not another customer's Central.
    const acme = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '1', id: '1402' }, 'acme');
    expect(acme.data.filter((n) => n.children.length).map((n) => n.code)).toEqual(['NORTHERN']);
    expect(codes(acme.data.find((n) => n.code === 'NORTHERN')!.children)).toContain('BYL01');
    // A branch's line: its region and its hub are open, the branch itself loads when opened.
    const branch = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '1', id: '1403' });
    const hub = branch.data.find((n) => n.code === 'NORTHERN')!.children.find((n) => n.code === 'BYL01')!;
    expect(hub.children.find((n) => n.code === 'PEN01')).toMatchObject({ level: 3, children: [] });
    // Without an id (the administrator has no site) the regions come closed; an unknown id is refused.
    const closed = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '1' });
    expect(closed.data.every((n) => n.children.length === 0)).toBe(true);
    expect(await pick('/network/getFirstLevelNetworks', { level: '1', id: '999999' })).toMatchObject({ code: Code.NOT_FOUND, data: null });
  });

  it('answers the children of a node, a level at a time, closed ones disabled', async () => {
    const hubs = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '2', id: '2' }, 'demo', 'zh');
    expect(hubs).toMatchObject({ code: Code.OK, msg: '操作成功' });
    expect(codes(hubs.data)).toEqual(['KUL01', 'SBJ01', 'SHA01']);
    const under = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '3', id: '1201' });
    expect(under.data.find((n) => n.code === 'SBJ03')).toMatchObject({
      name: 'Sunway Pyramid Outlet',
      level: 4,
      disabled: true,
      dropOff: false,
    });
    // networkId keeps the part of the tree under that site.
    const inSabah = await pick<NetworkNode[]>('/network/getFirstLevelNetworks', { level: '2', networkId: '5' });
    expect(codes(inSabah.data)).toEqual(['BKI01']);
  });

  it('refuses an unknown node, a level that is not one, and no session, in the { code, msg, data } shape', async () => {
    expect(await pick('/network/getFirstLevelNetworks', { level: '2', id: '999999' })).toEqual({
      code: Code.NOT_FOUND,
      msg: 'There is no network site 999999',
      data: null,
    });
    expect(await pick('/network/getFirstLevelNetworks', { level: '9' })).toMatchObject({ code: Code.BAD_PARAMETER, data: null });
    expect((await pick('/network/getFirstLevelNetworks', { id: 'abc' }, 'demo', 'ml')).msg).toBe('Parameter permintaan tidak sah: id');
    expect(await getAt(t.app, '/network/getFirstLevelNetworks', {})).toEqual({
      code: Code.SESSION_EXPIRED,
      msg: SESSION_EXPIRED.desc,
      data: null,
    });
    expect((await getAt(t.app, '/network/getFirstLevelNetworks', {}, { token: 'not-a-session' })).code).toBe(Code.SESSION_EXPIRED);
  });
});

describe('the pickers over HTTP', () => {
  it('answer JSON with the API headers, while pages may draw the map tiles of the outlets page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/network/select/all', headers: { authtoken: await t.sessionOf('demo') } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });
});

describe('GET /network/select and /network/select/all', () => {
  it("pages the branches of the caller's own region by default, searchable by name or code", async () => {
    const page = await pick<PickerPage<NetworkNode>>('/network/select', { current: '1', size: '10' });
    expect(page.code).toBe(Code.OK);
    // Demo Trading is served from the Subang Jaya hub: the Central region's branches.
    const central = NETWORK_SITES.filter((s) => s.level === 3 && ['KUL01', 'SBJ01', 'SHA01'].includes(s.parent)).map((s) => s.code);
    expect(page.data).toMatchObject({ current: 1, size: 10, total: central.length, pages: Math.ceil(central.length / 10) });
    expect(codes(page.data.records).sort()).toEqual(central.sort());
    expect(page.data.records[0]).toEqual({
      id: 1102,
      name: 'Cheras Branch',
      code: 'KUL02',
      level: 3,
      disabled: false,
      dropOff: true,
      children: [],
    });
    expect(codes((await pick<PickerPage<NetworkNode>>('/network/select', { name: 'puch' })).data.records)).toEqual(['PCG01']);
    expect(codes((await pick<PickerPage<NetworkNode>>('/network/select', { name: 'kjg' })).data.records)).toEqual(['KJG01']);
    // Acme is served from Bayan Lepas: the Northern region.
    const acme = await pick<PickerPage<NetworkNode>>('/network/select', { size: '100' }, 'acme');
    expect(acme.data.records.every((n) => NETWORK_SITES.find((s) => s.code === n.code)?.state !== 'Selangor')).toBe(true);
    expect(codes(acme.data.records)).toContain('PEN01');
  });

  it('pages the whole network with /all, by level or by the levels in typeIds, page after page', async () => {
    const branches = NETWORK_SITES.filter((s) => s.level === 3);
    const first = await pick<PickerPage<NetworkNode>>('/network/select/all', { current: '1', size: '10' });
    expect(first.data).toMatchObject({ total: branches.length, pages: Math.ceil(branches.length / 10) });
    const second = await pick<PickerPage<NetworkNode>>('/network/select/all', { current: '2', size: '10' });
    expect(second.data.current).toBe(2);
    expect(codes(second.data.records).filter((c) => codes(first.data.records).includes(c))).toEqual([]);
    const past = await pick<PickerPage<NetworkNode>>('/network/select/all', { current: '99' });
    expect(past.data.records).toEqual([]);
    const outletsAndBranches = await pick<PickerPage<NetworkNode>>('/network/select/all', { typeIds: '3,4', size: '100' });
    expect(outletsAndBranches.data.total).toBe(NETWORK_SITES.filter((s) => s.level >= 3).length);
    expect(outletsAndBranches.data.records.find((n) => n.code === 'SBJ03')?.disabled).toBe(true);
    const axiosList = await t.app.inject({
      method: 'GET',
      url: '/network/select/all?typeIds[]=2&size=100',
      headers: { authtoken: await t.sessionOf('demo') },
    });
    expect(axiosList.json().data.total).toBe(NETWORK_SITES.filter((s) => s.level === 2).length);
    const hubsInSarawak = await pick<PickerPage<NetworkNode>>('/network/select/all', { queryLevel: '3', networkId: '1901' });
    expect(codes(hubsInSarawak.data.records)).toEqual(['SBW01', 'BTU01', 'MYY01']);
    // The administrator has no customer: its network is all of it.
    const admin = await pick<PickerPage<NetworkNode>>('/network/select', {}, 'admin');
    expect(admin.data.total).toBe(branches.length);
  });

  it('keeps the open sites with a counter with dropOff (the drop-off picker), searchable and paged alike', async () => {
    const counters = NETWORK_SITES.filter((s) => s.level >= 2 && s.products.length > 0 && !s.closed).map((s) => s.code);
    const all = await pick<PickerPage<NetworkNode>>('/network/select/all', { typeIds: '2,3,4', dropOff: '1', size: '100' });
    expect(codes(all.data.records).sort()).toEqual([...counters].sort());
    expect(all.data.records.every((n) => n.dropOff && !n.disabled)).toBe(true);
    // The Mid Valley collection point takes nothing in; the closed Sunway Pyramid outlet is no drop point.
    expect(codes(all.data.records)).not.toContain('KUL05');
    expect(codes(all.data.records)).not.toContain('SBJ03');
    const first = await pick<PickerPage<NetworkNode>>('/network/select/all', {
      typeIds: '2,3,4',
      dropOff: 'true',
      current: '1',
      size: '10',
    });
    expect(first.data).toMatchObject({ current: 1, size: 10, total: counters.length, pages: Math.ceil(counters.length / 10) });
    expect(first.data.records).toHaveLength(10);
    const word = await pick<PickerPage<NetworkNode>>('/network/select/all', { typeIds: '4', dropOff: '1', name: 'mid valley' });
    expect(word.data.records).toEqual([]);
    expect((await pick<PickerPage<NetworkNode>>('/network/select/all', { typeIds: '4', name: 'mid valley' })).data.total).toBe(1);
    const off = await pick<PickerPage<NetworkNode>>('/network/select/all', { typeIds: '4', dropOff: '0', name: 'mid valley' });
    expect(off.data.total).toBe(1);
    expect(await pick('/network/select/all', { dropOff: 'maybe' })).toMatchObject({ code: Code.BAD_PARAMETER, data: null });
  });

  it('refuses a page, size or level out of range, an unknown networkId, and no session', async () => {
    for (const query of [{ current: '0' }, { size: '101' }, { queryLevel: '0' }, { typeIds: '7' }, { name: 'x'.repeat(51) }]) {
      const reply = await pick('/network/select/all', query);
      expect(reply, JSON.stringify(query)).toMatchObject({ code: Code.BAD_PARAMETER, data: null });
      expect(reply.msg).not.toContain('{{');
    }
    expect(await pick('/network/select', { networkId: '424242' })).toMatchObject({ code: Code.NOT_FOUND });
    expect((await getAt(t.app, '/network/select', {})).code).toBe(Code.SESSION_EXPIRED);
    expect((await getAt(t.app, '/network/select/all', {})).code).toBe(Code.SESSION_EXPIRED);
    // Not a portal POST: the pickers are GET only.
    const post = await t.app.inject({ method: 'POST', url: '/network/select', headers: { authtoken: await t.sessionOf('demo') } });
    expect(post.statusCode).toBe(404);
  });
});

describe('GET /timeEffectiveType/page', () => {
  it('pages the delivery promises in the caller language, the withdrawn one disabled (isEnable 2)', async () => {
    const page = await pick<PickerPage<TimeEffectiveTypeOption>>('/timeEffectiveType/page');
    expect(page.data).toMatchObject({ current: 1, size: 10, total: 5, pages: 1 });
    expect(page.data.records[1]).toEqual({
      id: 2,
      code: 'D1',
      name: 'Next-day delivery',
      abnormalName: 'D+1 Next-day delivery',
      isEnable: 1,
      minDays: 1,
      maxDays: 1,
    });
    expect(page.data.records.find((r) => r.code === 'D4_7')?.abnormalName).toBe('D+4–7 East Malaysia delivery');
    expect(page.data.records.filter((r) => r.isEnable === 2).map((r) => r.code)).toEqual(['D1_AM']);
    const zh = await pick<PickerPage<TimeEffectiveTypeOption>>('/timeEffectiveType/page', { name: '东马' }, 'demo', 'zh');
    expect(zh.data.records.map((r) => r.name)).toEqual(['东马线']);
    const paged = await pick<PickerPage<TimeEffectiveTypeOption>>('/timeEffectiveType/page', { size: '3', current: '2' });
    expect(paged.data).toMatchObject({ total: 5, pages: 2, current: 2 });
    expect(paged.data.records.map((r) => r.id)).toEqual([4, 5]);
  });

  it('refuses bad paging and no session', async () => {
    expect(await pick('/timeEffectiveType/page', { size: 'ten' })).toMatchObject({ code: Code.BAD_PARAMETER, data: null });
    expect((await getAt(t.app, '/timeEffectiveType/page', {})).code).toBe(Code.SESSION_EXPIRED);
  });
});

describe('getInterBusinessOutletsInfo (nearby outlets)', () => {
  it('answers the outlets nearest a postcode first, with hours, counter and distance; closed ones are not listed', async () => {
    const reply = await outlets({ postcode: '47500', pageSize: 100 });
    expect(reply).toMatchObject({ success: true, code: Code.OK });
    const { anchor, list, total } = reply.data!;
    expect(anchor).toMatchObject({ kind: 'postcode', label: '47500 Subang Jaya, Selangor', approximate: false });
    expect(list[0]).toMatchObject({
      code: 'SBJ01',
      name: 'Subang Jaya Hub',
      address: 'No. 2, Jalan SS 15/8',
      openingHours: 'Mon–Sat 08:30–20:00, Sun 10:00–16:00',
      dropOff: true,
      products: ['EZ', 'EX', 'SF', 'SC', 'JS'],
      level: 2,
    });
    expect(list[0]!.distanceKm).toBeLessThan(3);
    const distances = list.map((o) => o.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(codes(list)).not.toContain('SBJ03');
    // A collection point is listed (receivers collect there) but takes nothing in.
    expect(list.find((o) => o.code === 'KUL05')).toMatchObject({ dropOff: false, products: [] });
    expect(total).toBe(list.length);
    expect(list.at(-1)!.state).toMatch(/Sabah|Sarawak|Labuan/);
    const dropOff = await outlets({ postcode: '47500', dropOffOnly: true, pageSize: 100 });
    expect(dropOff.data!.list.every((o) => o.dropOff)).toBe(true);
    expect(dropOff.data!.total).toBe(total - 2);
    const cargo = await outlets({ postcode: '47500', expressType: 'SC', pageSize: 100 });
    expect(cargo.data!.list.every((o) => o.level === 2)).toBe(true);
  });

  it('measures from the shipper’s own position, a town typed, or a word of a name; pages', async () => {
    const kuching = await outlets({ latitude: 1.5535, longitude: 110.3593 });
    expect(kuching.data!.anchor).toMatchObject({ kind: 'me', label: '' });
    expect(codes(kuching.data!.list.slice(0, 3))).toEqual(['KCH01', 'KCH02', 'SMH01']);
    const town = await outlets({ town: 'kota kinabalu' });
    expect(town.data!.anchor).toMatchObject({ kind: 'town', label: 'Kota Kinabalu, Sabah' });
    expect(town.data!.list[0]!.code).toBe('BKI01');
    const word = await outlets({ town: 'George Town' });
    expect(word.data).toMatchObject({ anchor: null, total: 1, list: [{ code: 'PEN01', distanceKm: null }] });
    const all = await outlets({});
    expect(all.data!.anchor).toBeNull();
    expect(all.data!.list[0]!.state).toBe('Johor');
    const second = await outlets({ postcode: '47500', pageSize: 5, page: 2 });
    expect(second.data!.list).toHaveLength(5);
    expect(codes(second.data!.list)).not.toContain('SBJ01');
  });

  it('keeps the outlets under the site the network picker chose (networkId), the same for every customer', async () => {
    const sarawak = await outlets({ networkId: 6, pageSize: 100 });
    expect(sarawak.success, sarawak.desc).toBe(true);
    const inSarawak = NETWORK_SITES.filter((s) => s.state === 'Sarawak' && !s.closed && (s.products.length > 0 || s.level === 4));
    expect(codes(sarawak.data!.list).sort()).toEqual(inSarawak.map((s) => s.code).sort());
    expect(sarawak.data!.list.every((o) => o.state === 'Sarawak')).toBe(true);
    // Under a hub: the hub's own counter and the sites under it, nearest a postcode first when one is given.
    const subang = await outlets({ networkId: 1201, postcode: '47500', pageSize: 100 });
    expect(subang.data!.list[0]!.code).toBe('SBJ01');
    expect(codes(subang.data!.list)).not.toContain('KUL01');
    expect(subang.data!.list.every((o) => o.state === 'Selangor')).toBe(true);
    // The network is the courier's: Acme asking for the same site hears the same outlets.
    const acme = await outlets({ networkId: 6, pageSize: 100 }, 'acme');
    expect(codes(acme.data!.list)).toEqual(codes(sarawak.data!.list));
    expect(await outlets({ networkId: 424242 })).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
      desc: 'There is no network site 424242',
    });
    expect(await outlets({ networkId: 'nine' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it('measures a postcode of a town it has no centre for from the state capital, and says so', async () => {
    const tapah = await outlets({ postcode: '35000' });
    expect(tapah.data!.anchor).toMatchObject({ label: '35000 Tapah, Perak', approximate: true });
    expect(tapah.data!.list[0]!.code).toBe('IPH01');
  });

  it('refuses a postcode not served, half a position and a page size out of range, in the caller language', async () => {
    expect(await outlets({ postcode: '00000' })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'The postcode 00000 is not a Malaysian postcode we serve',
    });
    expect(await outlets({ latitude: 3.1 }, 'demo', 'zh')).toMatchObject({
      success: false,
      desc: '位置无效：请同时提供纬度和经度',
    });
    expect((await outlets({ latitude: '3.1', longitude: 101 })).success).toBe(false);
    expect((await outlets({ pageSize: 101 })).success).toBe(false);
    expect((await outlets({ postcode: '4750' })).desc).toBe('Invalid postcode');
  });

  it('needs a session and the nearby outlets page: a sub-account without it is refused', async () => {
    expect(await call(t.app, 'getInterBusinessOutletsInfo', { postcode: '47500' })).toEqual(SESSION_EXPIRED);
    expect(await outlets({ postcode: '47500' }, 'demo_ops')).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'You do not have permission to do this',
    });
    expect(await outlets({ postcode: '47500' }, 'admin')).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect((await outlets({ postcode: '88000' }, 'acme')).data!.list[0]!.state).toBe('Sabah');
  });

  it('hears a site closed or moved at once, in every process', async () => {
    const other = await t.otherProcess();
    try {
      const token = await t.sessionOf('demo');
      const first = async (app = t.app) =>
        (await call<OutletSearchResult>(app, 'getInterBusinessOutletsInfo', { postcode: '47500' }, { token })).data!.list[0]!.code;
      expect(await first(other)).toBe('SBJ01');
      await t.database.db.update(networkSites).set({ enabled: false }).where(eq(networkSites.code, 'SBJ01'));
      await t.database.db.execute(sql`select pg_notify('portal_changes', 'network')`);
      await expect.poll(() => first(other), { timeout: 5_000 }).not.toBe('SBJ01');
      await expect.poll(() => first(), { timeout: 5_000 }).not.toBe('SBJ01');
    } finally {
      await t.database.db.update(networkSites).set({ enabled: true }).where(eq(networkSites.code, 'SBJ01'));
      await t.database.db.execute(sql`select pg_notify('portal_changes', 'network')`);
      await other.close();
    }
  });
});
