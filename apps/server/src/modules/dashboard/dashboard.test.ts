import { Code } from '@portal/shared/codes';
import type {
  Announcement,
  AnnouncementRecord,
  Banner,
  BannerRecord,
  CodFeeCount,
  ContractStatus,
  DashboardHeadline,
  HomeStatusCount,
  PrescriptionReport,
  ReceiptRate,
} from '@portal/shared/dashboard';
import type { Page } from '@portal/shared/table-config';
import { malaysiaDate } from '@portal/shared/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customerContracts, customers } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('dashboard api test')).key;
});
afterAll(() => t.close());

const as = async (login: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });
const today = () => malaysiaDate(0);
const todayOnly = () => ({ dateFrom: today(), dateTo: today() });

const FIGURE_CALLS = ['getData', 'getHomeStatusCount', 'getReceiptRate', 'getCodFeeCount', 'getPrescriptionReport'] as const;

async function place(login: string, over: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, `dash-api-${login}`), await as(login));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
}

let eventNo = 0;
async function sign(waybillNo: string, hoursAgo: number, codCollectedSen?: number) {
  const at = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const event = (scanCode: number, h: number, over: Record<string, unknown> = {}) => ({
    eventId: `dash-api-${Date.now()}-${++eventNo}`,
    waybillNo,
    scanCode,
    scannedAt: at(h),
    siteCode: 'KUL01',
    ...over,
  });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: { authorization: `Bearer ${key}` },
    payload: { events: [event(10, hoursAgo + 1), event(100, hoursAgo, { signerName: 'R', codCollectedSen })] },
  });
  expect(reply.json<{ recorded: number }>().recorded).toBe(2);
}

/** Gives a sub-account of demo the dashboard grant (and answers how to take it back). */
async function grantDashboard(subLogin: string): Promise<() => Promise<void>> {
  const token = await t.sessionOf('demo');
  const subs = await call<{ list: { id: number; loginCode: string; funcIds: number[] }[] }>(
    t.app,
    'userList',
    { page: 1, pageSize: 100 },
    { token },
  );
  const sub = subs.data!.list.find((s) => s.loginCode === subLogin)!;
  const set = async (funcIds: number[]) => expect((await call(t.app, 'updateUser', { id: sub.id, funcIds }, { token })).success).toBe(true);
  await set([...sub.funcIds, 1601]);
  return () => set(sub.funcIds);
}

describe('the dashboard figures', () => {
  it("answer the caller's customer's shipments of the period, in every call", async () => {
    const before = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo'))).data!;
    const signed = await place('demo', { codSen: 12_000 });
    await place('demo', { codSen: 3_000 });
    await place('demo');
    await sign(signed, 1, 12_000);
    const data = await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo'));
    expect(data).toMatchObject({ success: true, code: Code.OK });
    expect(data.data).toMatchObject({
      dateFrom: today(),
      dateTo: today(),
      orders: before.orders + 3,
      signed: before.signed + 1,
      shipped: before.shipped + 1,
      measured: before.measured + 1,
      // Subang Jaya to Kuala Lumpur is between two states: D+2..3; signed the day it was picked up, or the next.
      onTime: before.onTime + 1,
      codCollectedSen: before.codCollectedSen + 12_000,
      codPendingSen: before.codPendingSen + 3_000,
    });
    const status = (await call<HomeStatusCount>(t.app, 'getHomeStatusCount', todayOnly(), await as('demo'))).data!;
    expect(status.counts.SIGNED).toBe(data.data!.signed);
    expect(status.counts.all).toBe(data.data!.orders);
    expect(status.days).toEqual([{ day: today(), all: data.data!.orders, ...data.data!.groups }]);
    const receipt = (await call<ReceiptRate>(t.app, 'getReceiptRate', todayOnly(), await as('demo'))).data!;
    expect(receipt).toMatchObject({ shipped: data.data!.shipped, signed: data.data!.signed, rate: data.data!.signRate });
    const cod = (await call<CodFeeCount>(t.app, 'getCodFeeCount', todayOnly(), await as('demo'))).data!;
    expect(cod.collected.sen).toBe(data.data!.codCollectedSen);
    expect(cod.pending.sen).toBe(data.data!.codPendingSen);
    const report = (await call<PrescriptionReport>(t.app, 'getPrescriptionReport', todayOnly(), await as('demo', 'zh'))).data!;
    expect(report.lines.find((l) => l.expressType === 'EZ' && l.routeClass === 'peninsular')).toMatchObject({
      expressTypeName: expect.any(String),
      promisedMin: 2,
      promisedMax: 3,
      signed: expect.any(Number),
    });
    expect(report.total.signed).toBe(data.data!.signed);
  });

  it('default to the last 30 days, and draw every day of the period', async () => {
    const status = (await call<HomeStatusCount>(t.app, 'getHomeStatusCount', {}, await as('demo'))).data!;
    expect(status.dateTo).toBe(today());
    expect(status.dateFrom).toBe(malaysiaDate(-29));
    expect(status.days).toHaveLength(30);
    const receipt = (await call<ReceiptRate>(t.app, 'getReceiptRate', { dateFrom: '2024-02-01', dateTo: '2024-02-29' }, await as('demo')))
      .data!;
    expect(receipt.days.map((d) => d.day)).toHaveLength(29);
    expect(receipt.days[0]).toEqual({ day: '2024-02-01', shipped: 0, signed: 0, rate: null });
  });

  it('filter the aging report by product and route class', async () => {
    const only = await call<PrescriptionReport>(
      t.app,
      'getPrescriptionReport',
      { ...todayOnly(), expressType: 'SF', routeClass: 'eastMalaysia' },
      await as('demo'),
    );
    expect(only.data).toMatchObject({ lines: [], total: { signed: 0, measured: 0, onTimeRate: null, averageDays: null } });
  });

  it('filter the aging report by service times (the time-effective picker), refusing an unknown or a withdrawn one', async () => {
    const report = async (timeEffectiveTypeIds: unknown, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
      call<PrescriptionReport>(t.app, 'getPrescriptionReport', { ...todayOnly(), timeEffectiveTypeIds }, await as(who, lang));
    const acmeBefore = (await report([3], 'acme')).data!;
    // Subang Jaya to Kuala Lumpur is D+2..3 (type 3, D2_3); within Selangor next day (type 2, D1).
    await sign(await place('demo'), 1);
    await sign(await place('demo', { receiverPostcode: '47500', receiverProv: 'Selangor', receiverCity: 'Subang Jaya' }), 1);
    const nextDay = (await report([2])).data!;
    expect(nextDay.lines.length).toBeGreaterThan(0);
    expect(nextDay.lines.every((l) => l.promisedMin === 1 && l.promisedMax === 1 && l.routeClass === 'withinState')).toBe(true);
    const near = (await report([3])).data!;
    expect(near.lines.map((l) => l.routeClass)).toContain('peninsular');
    expect(near.lines.every((l) => l.promisedMin === 2 && l.promisedMax === 3)).toBe(true);
    const both = (await report([2, 3])).data!;
    expect(both.total.signed).toBe(nextDay.total.signed + near.total.signed);
    expect((await report([])).data!.total.signed).toBeGreaterThanOrEqual(both.total.signed);
    // Same-day (D0) is no route of Demo Trading's: nothing. Acme's figures do not hold Demo Trading's parcels.
    expect((await report([1])).data).toMatchObject({ lines: [], total: { signed: 0 } });
    expect((await report([3], 'acme')).data!.total).toEqual(acmeBefore.total);

    expect(await report([99])).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'There is no service time 99' });
    expect(await report([5], 'demo', 'zh')).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: '时效类型“次日上午达（已停用）”已停用，不能选择',
    });
    const tooMany = await report(
      Array.from({ length: 100 }, (_, i) => i + 1),
      'demo',
      'ml',
    );
    expect(tooMany).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Pilih paling banyak 99' });
    for (const bad of [['2'], [0], 'D1', [1.5]]) expect((await report(bad)).code, JSON.stringify(bad)).toBe(Code.BAD_PARAMETER);
  });

  it.each([
    [{ dateFrom: '2025-02-30', dateTo: '2025-03-01' }, 'Wrong date format'],
    [{ dateFrom: '2025/03/01', dateTo: '2025-03-01' }, 'Wrong date format'],
    [{ dateFrom: '2025-03-01' }, 'Choose both the first and the last day of the period'],
    [{ dateFrom: '2025-03-02', dateTo: '2025-03-01' }, 'The end cannot be before the start'],
    [{ dateFrom: '2024-01-01', dateTo: '2025-01-01' }, 'A period can be at most 366 days'],
    [{ dateFrom: 20250301, dateTo: '2025-03-01' }, undefined],
  ])('refuse a bad period %j with 400 and a message', async (period, desc) => {
    for (const name of FIGURE_CALLS) {
      const reply = await call(t.app, name, period, await as('demo'));
      expect(reply).toMatchObject({ success: false, code: Code.BAD_PARAMETER, data: null });
      if (desc) expect(reply.desc).toBe(desc);
    }
  });

  it('refuse a bad product or route class in the aging report', async () => {
    for (const bad of [{ expressType: 'XX' }, { routeClass: 'moon' }]) {
      expect(await call(t.app, 'getPrescriptionReport', bad, await as('demo'))).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    }
    expect((await call(t.app, 'getPrescriptionReport', { routeClass: 'moon' }, await as('demo', 'zh'))).desc).toMatch(/参数/);
  });

  it("never include another customer's shipments", async () => {
    const acmeBefore = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('acme'))).data!;
    const demoBefore = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo'))).data!;
    const waybill = await place('demo', { codSen: 9_900 });
    await sign(waybill, 1, 9_900);
    const acmeAfter = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('acme'))).data!;
    expect(acmeAfter).toEqual(acmeBefore);
    const demoAfter = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo'))).data!;
    expect(demoAfter.orders).toBe(demoBefore.orders + 1);
    for (const name of FIGURE_CALLS) {
      const acme = (await call<{ lines?: unknown[]; counts?: { all: number } }>(t.app, name, todayOnly(), await as('acme'))).data!;
      expect(JSON.stringify(acme)).not.toContain(waybill);
    }
    expect((await call<HomeStatusCount>(t.app, 'getHomeStatusCount', todayOnly(), await as('acme'))).data!.counts.all).toBe(
      acmeBefore.orders,
    );
  });

  it("refuse a sub-account without the dashboard grant, and show one with it the whole customer's figures", async () => {
    for (const name of FIGURE_CALLS) {
      expect(await call(t.app, name, {}, await as('demo_ops'))).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    }
    const ungrant = await grantDashboard('demo_ops');
    try {
      const sub = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo_ops'))).data!;
      const main = (await call<DashboardHeadline>(t.app, 'getData', todayOnly(), await as('demo'))).data!;
      // The main account's orders are in the sub-account's figures: they are the customer's.
      expect(sub).toEqual(main);
      expect(sub.orders).toBeGreaterThan(0);
    } finally {
      await ungrant();
    }
    expect((await call(t.app, 'getData', {}, await as('demo_ops'))).code).toBe(Code.FORBIDDEN);
  });

  it('serve the aging report to a sub-account holding the agingQuery page alone', async () => {
    const token = await t.sessionOf('demo');
    const subs = await call<{ list: { id: number; loginCode: string; funcIds: number[] }[] }>(
      t.app,
      'userList',
      { page: 1, pageSize: 100 },
      { token },
    );
    const sub = subs.data!.list.find((s) => s.loginCode === 'demo_ops')!;
    await call(t.app, 'updateUser', { id: sub.id, funcIds: [...sub.funcIds, 303] }, { token });
    try {
      expect((await call(t.app, 'getPrescriptionReport', {}, await as('demo_ops'))).success).toBe(true);
      expect((await call(t.app, 'getData', {}, await as('demo_ops'))).code).toBe(Code.FORBIDDEN);
    } finally {
      await call(t.app, 'updateUser', { id: sub.id, funcIds: sub.funcIds }, { token });
    }
  });

  it('refuse the administrator and a caller without a session', async () => {
    for (const name of FIGURE_CALLS) {
      expect((await call(t.app, name, {}, await as('admin'))).code).toBe(Code.FORBIDDEN);
      expect(await call(t.app, name, {})).toEqual(SESSION_EXPIRED);
    }
  });
});

describe('banners and announcements', () => {
  const banner = (over: Record<string, unknown> = {}) => ({
    title: { zh: '标题', en: 'A title', ml: 'Tajuk' },
    body: { zh: '内容', en: 'Some words', ml: 'Beberapa kata' },
    link: '/orders/normalOrder',
    tone: 'blue',
    sort: 0,
    ...over,
  });
  const notice = (over: Record<string, unknown> = {}) => ({
    title: { zh: '公告', en: 'Notice', ml: 'Notis' },
    content: { zh: '内容', en: 'Line one\nline two', ml: 'Baris' },
    ...over,
  });

  it('show every account the seeded ones in its language', async () => {
    const en = await call<Banner[]>(t.app, 'getAdvertising', {}, await as('demo_ops'));
    expect(en.data!.map((b) => b.title)).toEqual(['15% off to Sabah and Sarawak', 'Import a thousand orders at once']);
    const zh = await call<Announcement[]>(t.app, 'getInformationList', {}, await as('acme', 'zh'));
    expect(zh.data![0]).toMatchObject({ title: '公共假期派送安排', pinned: true });
    expect((await call(t.app, 'getAdvertising', {}, await as('admin'))).code).toBe(Code.FORBIDDEN);
    expect(await call(t.app, 'getInformationList', {})).toEqual(SESSION_EXPIRED);
  });

  it('are added, changed and removed by the administrator, and shown only while their dates say so', async () => {
    const admin = await as('admin');
    const added = await call<BannerRecord>(t.app, 'addAdvertising', banner({ sort: 0 }), admin);
    expect(added.data).toMatchObject({ id: expect.any(Number), tone: 'blue', active: true, startsAt: null });
    const shown = async () => (await call<Banner[]>(t.app, 'getAdvertising', {}, await as('demo'))).data!.map((b) => b.id);
    expect((await shown())[0]).toBe(added.data!.id);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const changed = await call<BannerRecord>(t.app, 'updateAdvertising', { ...banner(), id: added.data!.id, startsAt: future }, admin);
    expect(changed.data!.startsAt).toBe(future);
    expect(await shown()).not.toContain(added.data!.id);
    await call(t.app, 'updateAdvertising', { ...banner(), id: added.data!.id, active: false }, admin);
    expect(await shown()).not.toContain(added.data!.id);
    expect((await call<Page<BannerRecord>>(t.app, 'listAdvertising', {}, admin)).data!.list.map((b) => b.id)).toContain(added.data!.id);
    expect((await call(t.app, 'deleteAdvertising', { id: added.data!.id }, admin)).success).toBe(true);
    expect(await call(t.app, 'deleteAdvertising', { id: added.data!.id }, admin)).toMatchObject({ code: Code.NOT_FOUND });

    const past = new Date(Date.now() - 86_400_000).toISOString();
    const ended = await call<AnnouncementRecord>(
      t.app,
      'addInformation',
      notice({ startsAt: past, endsAt: new Date(Date.now() - 1000).toISOString() }),
      admin,
    );
    const live = await call<AnnouncementRecord>(t.app, 'addInformation', notice({ pinned: false }), admin);
    const ids = (await call<Announcement[]>(t.app, 'getInformationList', {}, await as('demo'))).data!.map((a) => a.id);
    expect(ids).toContain(live.data!.id);
    expect(ids).not.toContain(ended.data!.id);
    const edited = await call<AnnouncementRecord>(t.app, 'updateInformation', { ...notice({ pinned: true }), id: live.data!.id }, admin);
    expect(edited.data!.pinned).toBe(true);
    expect((await call<Announcement[]>(t.app, 'getInformationList', {}, await as('demo'))).data![0]!.id).toBe(live.data!.id);
    expect((await call(t.app, 'deleteInformation', { id: live.data!.id }, admin)).success).toBe(true);
    expect(await call(t.app, 'updateInformation', { ...notice(), id: live.data!.id }, admin)).toMatchObject({ code: Code.NOT_FOUND });
  });

  it.each([
    ['a script link', banner({ link: 'javascript:alert(1)' }), 'The link must be a portal page (starting with /) or an https address'],
    ['a plain http link', banner({ link: 'http://example.com' }), 'The link must be a portal page (starting with /) or an https address'],
    ['a missing language', banner({ title: { zh: '标题', en: 'A title' } }), undefined],
    [
      'an end before the start',
      banner({ startsAt: '2026-01-02T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }),
      'The end cannot be before the start',
    ],
    ['an unknown tone', banner({ tone: 'pink' }), undefined],
    [
      'an empty title in one language',
      banner({ title: { zh: ' ', en: 'A title', ml: 'Tajuk' } }),
      'Please enter the text in every language',
    ],
    ['a missing language', banner({ body: { zh: '内容', en: 'Some words' } }), 'Please enter the text in every language'],
    ['a title too long', banner({ title: { zh: '标题', en: 'x'.repeat(101), ml: 'Tajuk' } }), 'Cannot exceed 100 characters'],
    ['a sort of 1.5', banner({ sort: 1.5 }), 'The order must be a whole number from 0 to 9999'],
    ['a sort left empty', banner({ sort: null }), 'The order must be a whole number from 0 to 9999'],
    // Year 0 and year 10000 (an end in 9999 west of UTC) are instants PostgreSQL cannot keep: once a 500.
    ['a start in year 0', banner({ startsAt: '0000-01-01T00:00:00Z' }), 'The time must be in the years 2000 to 2099'],
    ['an end past 9999', banner({ endsAt: '9999-12-31T23:59:59-14:00' }), 'The time must be in the years 2000 to 2099'],
  ])('refuse a banner with %s and write nothing', async (_label, parameter, desc) => {
    const admin = await as('admin');
    const before = (await call<Page<BannerRecord>>(t.app, 'listAdvertising', {}, admin)).data!.total;
    const reply = await call(t.app, 'addAdvertising', parameter, admin);
    expect(reply).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    if (desc) expect(reply.desc).toBe(desc);
    expect((await call<Page<BannerRecord>>(t.app, 'listAdvertising', {}, admin)).data!.total).toBe(before);
  });

  it("refuse an announcement shown from a year the database cannot keep, in the caller's language", async () => {
    const reply = await call(t.app, 'addInformation', notice({ startsAt: '0001-01-01T00:00:00+14:00' }), await as('admin', 'zh'));
    expect(reply).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: '时间须在2000年至2099年之间' });
    const edit = await call(t.app, 'updateInformation', { ...notice({ endsAt: '2100-01-01T00:00:00Z' }), id: 1 }, await as('admin', 'ml'));
    expect(edit).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Masa mesti dalam tahun 2000 hingga 2099' });
  });

  it("list for the administrator a page at a time, with the total and each title in the administrator's language", async () => {
    const zh = await as('admin', 'zh');
    const added = [];
    for (const n of [1, 2, 3]) added.push((await call<BannerRecord>(t.app, 'addAdvertising', banner({ sort: 9000 + n }), zh)).data!);
    expect(added[0]!.localTitle).toBe('标题');
    const all = (await call<Page<BannerRecord>>(t.app, 'listAdvertising', { page: 1, pageSize: 100 }, zh)).data!;
    const second = (await call<Page<BannerRecord>>(t.app, 'listAdvertising', { page: 2, pageSize: 2 }, await as('admin', 'ml'))).data!;
    expect(second.total).toBe(all.total);
    expect(second.list.map((b) => b.id)).toEqual(all.list.slice(2, 4).map((b) => b.id));
    expect(all.list.slice(-3).map((b) => b.id)).toEqual(added.map((b) => b.id));
    expect(second.list.every((b) => b.localTitle === b.title.ml)).toBe(true);

    const notices = (await call<Page<AnnouncementRecord>>(t.app, 'listInformation', { pageSize: 1 }, await as('admin'))).data!;
    expect(notices.list).toHaveLength(1);
    expect(notices.total).toBeGreaterThan(1);
    expect(notices.list[0]!.localTitle).toBe(notices.list[0]!.title.en);
    for (const b of added) await call(t.app, 'deleteAdvertising', { id: b.id }, zh);
  });

  it('refuse the administration to customers', async () => {
    for (const [name, parameter] of [
      ['listAdvertising', {}],
      ['addAdvertising', banner()],
      ['updateAdvertising', { ...banner(), id: 1 }],
      ['deleteAdvertising', { id: 1 }],
      ['listInformation', {}],
      ['addInformation', notice()],
      ['updateInformation', { ...notice(), id: 1 }],
      ['deleteInformation', { id: 1 }],
    ] as const) {
      expect(await call(t.app, name, parameter, await as('demo'))).toEqual(refused(Code.FORBIDDEN, 'Only the administrator can do this'));
    }
    expect((await call<Banner[]>(t.app, 'getAdvertising', {}, await as('demo'))).data).toHaveLength(2);
  });
});

describe('the contract renewal prompt', () => {
  it('prompts demo 20 days before its contract ends, and not acme months before', async () => {
    const demo = await call<ContractStatus>(t.app, 'getContractStatus', {}, await as('demo'));
    expect(demo.data).toMatchObject({
      contractNo: 'CT-MY10001-2026',
      endDate: malaysiaDate(20),
      daysLeft: 20,
      prompt: true,
      decision: null,
    });
    expect((await call<ContractStatus>(t.app, 'getContractStatus', {}, await as('acme'))).data).toMatchObject({
      daysLeft: 200,
      prompt: false,
    });
    // No contract on record: nothing to prompt.
    expect((await call(t.app, 'getContractStatus', {}, await as('frozen'))).data).toBeNull();
  });

  it('is answered by the main account once: the same answer again is kept, another refused', async () => {
    const agreed = await call<ContractStatus>(t.app, 'agreeToRenew', {}, await as('demo'));
    expect(agreed).toMatchObject({ success: true, desc: 'Renewal agreed: your account manager will contact you' });
    expect(agreed.data).toMatchObject({ decision: 'AGREED', prompt: false, decidedAt: expect.any(String) });
    expect((await call(t.app, 'agreeToRenew', {}, await as('demo'))).success).toBe(true);
    expect(await call(t.app, 'refuseToRenew', {}, await as('demo'))).toEqual(
      refused(Code.CONFLICT, 'The renewal of this contract has already been answered'),
    );
    const [row] = await t.database.db.select().from(customerContracts).where(eq(customerContracts.contractNo, 'CT-MY10001-2026'));
    expect(row).toMatchObject({ renewal: 'AGREED', renewalBy: expect.any(Number) });
  });

  it('takes one answer of twenty given at once', async () => {
    // Acme's contract brought within the prompt's window for this test, then put back.
    const acmeContract = eq(customerContracts.contractNo, 'CT-MY10002-2026');
    await t.database.db
      .update(customerContracts)
      .set({ endDate: malaysiaDate(5) })
      .where(acmeContract);
    try {
      const session = await as('acme');
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call<ContractStatus>(t.app, i % 2 ? 'agreeToRenew' : 'refuseToRenew', {}, session)),
      );
      const [row] = await t.database.db.select().from(customerContracts).where(acmeContract);
      const winner = row!.renewal;
      expect(winner).not.toBeNull();
      for (const r of replies) {
        if (r.success) expect(r.data!.decision).toBe(winner);
        else expect(r.code).toBe(Code.CONFLICT);
      }
    } finally {
      await t.database.db
        .update(customerContracts)
        .set({ endDate: malaysiaDate(200), renewal: null, renewalAt: null, renewalBy: null })
        .where(acmeContract);
    }
  });

  it('refuses an answer before the prompt, without a contract, and from a sub-account', async () => {
    const [acme] = await t.database.db.select().from(customers).where(eq(customers.code, 'MY10002'));
    expect(await call(t.app, 'agreeToRenew', {}, await as('acme'))).toEqual(
      refused(Code.BAD_PARAMETER, 'Renewal can be answered from 30 days before the contract ends'),
    );
    expect((await t.database.db.select().from(customerContracts).where(eq(customerContracts.customerId, acme!.id)))[0]!.renewal).toBeNull();
    expect(await call(t.app, 'refuseToRenew', {}, await as('frozen'))).toEqual(refused(Code.NOT_FOUND, 'There is no contract on record'));
    for (const name of ['getContractStatus', 'agreeToRenew', 'refuseToRenew']) {
      expect(await call(t.app, name, {}, await as('demo_ops'))).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
      expect(await call(t.app, name, {})).toEqual(SESSION_EXPIRED);
    }
  });
});
