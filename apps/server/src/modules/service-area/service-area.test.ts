import { Code } from '@portal/shared/codes';
import { nextPickupSlot } from '@portal/shared/pickup-slots';
import type { DomesticCode, DropPoint } from '@portal/shared/service-area';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { networkSites, orders } from '../../db/schema/index.ts';
import { GeographyService } from '../geography/geography-service.ts';
import { NETWORK_SITES } from '../network/network-sites.ts';
import { seedNetwork } from '../network/seed.ts';
import { domesticOrder } from '../orders/testing.ts';

/** The drop points as first opened: the network's sites with a counter, open. */
const DROP_POINT_NETWORK = NETWORK_SITES.filter((s) => s.products.length > 0 && !s.closed);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
const as = async (loginCode: string, lang: Lang = 'en') => ({ token: await t.sessionOf(loginCode), lang });
const query = async (parameter: Record<string, unknown>, who = 'demo', lang: Lang = 'en') =>
  call<{ list: DropPoint[]; total: number }>(t.app, 'queryDroppoints', parameter, await as(who, lang));
const decide = async (parameter: Record<string, unknown>, who = 'demo', lang: Lang = 'en') =>
  call<DomesticCode>(t.app, 'decideDomesticCode', parameter, await as(who, lang));
const issuesOf = (data: unknown) => (data as { issues: { field: string; desc: string }[] }).issues;

/** Closes or reopens points as `npm run droppoints` does: the row, then the change notice every process hears. */
async function setOpen(codes: string[], enabled: boolean) {
  await t.database.db.update(networkSites).set({ enabled }).where(inArray(networkSites.code, codes));
  await t.database.db.execute(sql`select pg_notify('portal_changes', 'network')`);
}

describe('the seeded branch network', () => {
  it('puts every point at a postcode, town and state that agree with the region data', async () => {
    const geography = new GeographyService(t.database.db);
    expect(DROP_POINT_NETWORK.length).toBeGreaterThanOrEqual(20);
    for (const p of DROP_POINT_NETWORK) expect(await geography.agrees(p.state, p.city, p.postcode), p.code).toBe(true);
    const states = new Set(DROP_POINT_NETWORK.map((p) => p.state));
    expect(states.size).toBe(16);
  });
});

describe('queryDroppoints', () => {
  it('answers the open points nearest the postcode first: same postcode, town, state, side of the sea, the rest', async () => {
    const reply = await query({ postcode: '47500', pageSize: 50 });
    expect(reply).toMatchObject({ success: true, code: 200 });
    const { total } = reply.data!;
    expect(total).toBe(DROP_POINT_NETWORK.length);
    const list = [...reply.data!.list, ...(await query({ postcode: '47500', pageSize: 50, page: 2 })).data!.list];
    expect(list).toHaveLength(total);
    expect(list.slice(0, 2).map((p) => [p.code, p.nearness])).toEqual([
      ['SBJ01', 'postcode'],
      ['SBJ02', 'city'],
    ]);
    expect(list[0]).toMatchObject({
      name: 'Subang Jaya Hub',
      address: 'No. 2, Jalan SS 15/8',
      state: 'Selangor',
      city: 'Subang Jaya',
      openingHours: expect.stringContaining('Sun'),
      products: ['EZ', 'EX', 'SF', 'SC', 'JS'],
    });
    const tiers = ['postcode', 'city', 'state', 'region', 'other'];
    const order = list.map((p) => tiers.indexOf(p.nearness));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.filter((p) => p.nearness === 'state').every((p) => p.state === 'Selangor')).toBe(true);
    // East Malaysia is across the sea from Subang Jaya: last.
    expect(list.filter((p) => p.nearness === 'other').map((p) => p.state)).toEqual(
      expect.arrayContaining(['Sabah', 'Sarawak', 'W.P. Labuan']),
    );
    expect(list.slice(-8).every((p) => ['Sabah', 'Sarawak', 'W.P. Labuan'].includes(p.state))).toBe(true);
  });

  it('ranks by state and town when no postcode is given, narrows by keyword and product, and pages', async () => {
    const sabah = await query({ state: 'Sabah', pageSize: 3 });
    expect(sabah.data!.list.map((p) => p.state)).toEqual(['Sabah', 'Sabah', 'Sabah']);
    expect(sabah.data!.total).toBe(DROP_POINT_NETWORK.length);
    const kuching = await query({ keyword: 'padungan' });
    expect(kuching.data).toMatchObject({ total: 1, list: [{ code: 'KCH01' }] });
    const cargo = await query({ postcode: '88000', expressType: 'SC', pageSize: 50 });
    expect(cargo.data!.list.every((p) => p.products.includes('SC'))).toBe(true);
    expect(cargo.data!.list[0]).toMatchObject({ code: 'BKI01', nearness: 'city' });
    const first = await query({ postcode: '47500', pageSize: 5 });
    const second = await query({ postcode: '47500', pageSize: 5, page: 2 });
    expect(second.data!.list.map((p) => p.code)).not.toContain(first.data!.list[0]!.code);
    expect(second.data!.list).toHaveLength(5);
    // Blank boxes of a search form are "not given".
    expect((await query({ postcode: '', keyword: '', state: '' })).data!.total).toBe(DROP_POINT_NETWORK.length);
  });

  it('refuses a postcode that is malformed or not served, in the caller language', async () => {
    expect(await query({ postcode: '4750' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Invalid postcode' });
    expect(await query({ postcode: '00000' })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'The postcode 00000 is not a Malaysian postcode we serve',
    });
    expect((await query({ postcode: '00000' }, 'demo', 'ml')).desc).toBe('Poskod 00000 bukan poskod Malaysia yang kami layani');
    expect((await query({ pageSize: 500 })).success).toBe(false);
  });

  it('is for customers: not without a session, not for the administrator', async () => {
    expect(await call(t.app, 'queryDroppoints', { postcode: '47500' })).toEqual(SESSION_EXPIRED);
    expect(await query({ postcode: '47500' }, 'admin')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    expect((await query({ postcode: '47500' }, 'demo_ops')).success).toBe(true);
  });
});

describe('decideDomesticCode', () => {
  it('answers the zone and the receiver sort code of a route, as placing the order decides them', async () => {
    expect((await decide({ senderPostcode: '47500', receiverPostcode: '88000' })).data).toEqual({
      zone: 'WM_EM',
      sortCode: 'SBH 88000',
      sender: { postcode: '47500', prov: 'Selangor', city: 'Subang Jaya' },
      receiver: { postcode: '88000', prov: 'Sabah', city: 'Kota Kinabalu' },
    });
    expect((await decide({ senderPostcode: '47500', receiverPostcode: '55100' })).data).toMatchObject({
      zone: 'WM',
      sortCode: 'KUL 55100',
    });
    expect((await decide({ senderPostcode: '88000', receiverPostcode: '93100', receiverCity: 'kuching' })).data).toMatchObject({
      zone: 'EM',
      sortCode: 'SWK 93100',
      receiver: { city: 'Kuching' },
    });
  });

  it('names the side whose postcode is malformed or not served, and a state that does not agree', async () => {
    expect((await decide({ senderPostcode: '4750', receiverPostcode: '88000' })).desc).toBe("The sender's postcode must be 5 digits");
    expect((await decide({ senderPostcode: '47500' })).desc).toBe("The receiver's postcode must be 5 digits");
    const unknown = await decide({ senderPostcode: '47500', receiverPostcode: '00000' });
    expect(unknown).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: "The receiver's postcode 00000 is not a Malaysian postcode we serve",
    });
    expect(issuesOf(unknown.data)).toEqual([{ field: 'receiverPostcode', desc: unknown.desc }]);
    const both = await decide({ senderPostcode: '00001', receiverPostcode: '00000' }, 'demo', 'zh');
    expect(issuesOf(both.data).map((i) => i.field)).toEqual(['senderPostcode', 'receiverPostcode']);
    expect(both.desc).toBe('寄件人邮编00001不是我们服务的马来西亚邮编');
    const wrongState = await decide({ senderPostcode: '47500', receiverPostcode: '88000', receiverProv: 'Johor' });
    expect(issuesOf(wrongState.data)).toEqual([{ field: 'receiverPostcode', desc: "The receiver's state, city or area was not found" }]);
  });

  it('is for customers: not without a session, not for the administrator', async () => {
    const route = { senderPostcode: '47500', receiverPostcode: '88000' };
    expect(await call(t.app, 'decideDomesticCode', route)).toEqual(SESSION_EXPIRED);
    expect(await decide(route, 'admin')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
  });
});

describe('an order handed in at a drop point', () => {
  const place = async (over: Record<string, unknown>) =>
    call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'droppoint'), await as('demo'));
  const stored = async (waybillNo: string) =>
    (await t.database.db.select({ code: orders.dropPointCode }).from(orders).where(eq(orders.waybillNo, waybillNo)))[0]?.code;
  const countOrders = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

  it('stores the point chosen; none is fine too', async () => {
    const chosen = await place({ dropPointCode: 'sbj01' });
    expect(chosen.success).toBe(true);
    expect(await stored(chosen.data!.waybillNo)).toBe('SBJ01');
    const none = await place({ dropPointCode: '' });
    expect(none.success).toBe(true);
    expect(await stored(none.data!.waybillNo)).toBeNull();
  });

  it('refuses a point that does not exist, one for a pick-up, and a counter for Cargo; nothing is written', async () => {
    const before = await countOrders();
    const unknown = await place({ dropPointCode: 'ZZZ99' });
    expect(unknown).toMatchObject({ success: false, desc: 'That drop-off point does not exist or is closed; please choose another' });
    expect(issuesOf(unknown.data)).toEqual([{ field: 'dropPointCode', desc: unknown.desc }]);
    expect((await place({ dropPointCode: 'not a code' })).desc).toBe(unknown.desc);
    const pickUp = await place({
      dropPointCode: 'SBJ01',
      serveType: 'PICK UP',
      pickupTime: nextPickupSlot().toISOString(),
    });
    expect(pickUp.desc).toBe('A drop-off point is chosen only for parcels you drop off');
    const cargo = await place({ dropPointCode: 'SBJ02', expressType: 'SC', weightG: 8_000 });
    expect(cargo.desc).toBe('USJ Branch does not take SC parcels; please choose another point');
    expect((await place({ dropPointCode: 'SBJ01', expressType: 'SC', weightG: 8_000 })).success).toBe(true);
    expect(await countOrders()).toBe(before + 1);
  });

  it('hides a closed point from the picker and refuses it on an order; seeding again does not reopen it', async () => {
    await setOpen(['SBJ01'], false);
    await expect.poll(async () => (await query({ postcode: '47500' })).data!.list[0]!.code, { timeout: 5_000 }).toBe('SBJ02');
    expect((await query({ keyword: 'SBJ01' })).data!.total).toBe(0);
    expect((await place({ dropPointCode: 'SBJ01' })).desc).toBe('That drop-off point does not exist or is closed; please choose another');
    await t.database.db.transaction((tx) => seedNetwork(tx));
    const [row] = await t.database.db.select({ enabled: networkSites.enabled }).from(networkSites).where(eq(networkSites.code, 'SBJ01'));
    expect(row!.enabled).toBe(false);
    await setOpen(['SBJ01'], true);
    await expect.poll(async () => (await query({ postcode: '47500' })).data!.list[0]!.code, { timeout: 5_000 }).toBe('SBJ01');
  });
});
