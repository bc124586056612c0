import { readFileSync } from 'node:fs';
import { Code } from '@portal/shared/codes';
import { translate } from '@portal/shared/messages';
import type { EditLogRow } from '@portal/shared/order-changes';
import { type Page, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import type { WaybillTrack } from '@portal/shared/tracking';
import type { CodStateCounts, UpdatedCod, WaybillListRow, WaybillStatistics, WaybillTabCounts } from '@portal/shared/waybills';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, revokePage, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orderChanges, orders, trackingEvents, users, walletLedger, wallets } from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery } from '../exports/testing.ts';
import { tracksOf } from '../tracking/service.ts';
import { customsLine, domesticOrder, internationalOrder, storedOrderRow } from './testing.ts';

let t: TestApp;
let opsKey: string;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await startTestApp();
  opsKey = (await t.context.opsKeys.create('waybills test')).key;
  demoId = (await customerOf('MY10001')).id;
  acmeId = (await customerOf('MY10002')).id;
  await t.database.db.update(wallets).set({ balanceSen: 500_000 }).where(eq(wallets.customerId, demoId));
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
const as = async (loginCode: string, lang: Lang = 'en') => ({ token: await t.sessionOf(loginCode), lang });
const customerOf = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!;

const place = async (over: Record<string, unknown> = {}, who = 'demo') => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'waybills'), await as(who));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};

/** Orders as the back office's systems leave them, straight in the table (numbers from the top of the range). */
async function storeOrders(customerId: number, rows: Record<string, unknown>[]): Promise<string[]> {
  const values = rows.map((over) => storedOrderRow(customerId, over));
  await t.database.db.insert(orders).values(values);
  return values.map((v) => v.waybillNo);
}

let eventNo = 0;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Scans through the operations API, as the courier's systems send them. */
async function scan(waybillNo: string, scans: [code: number, hoursAgo: number, over?: Record<string, unknown>][]) {
  const events = scans.map(([scanCode, h, over]) => ({
    eventId: `wb-${Date.now()}-${++eventNo}`,
    waybillNo,
    scanCode,
    scannedAt: hoursAgo(h),
    siteCode: 'SBJ01',
    courier: 'R0042 Ahmad',
    ...over,
  }));
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: { authorization: `Bearer ${opsKey}` },
    payload: { events },
  });
  expect(reply.json<{ rejected: unknown[] }>().rejected).toEqual([]);
}

/** As if the waybill had been placed some hours ago: its placing event moved back. */
async function placedHoursAgo(waybillNo: string, hours: number) {
  const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.waybillNo, waybillNo));
  await t.database.db
    .update(trackingEvents)
    .set({ at: new Date(Date.now() - hours * 3_600_000) })
    .where(and(eq(trackingEvents.orderId, order!.id), eq(trackingEvents.status, 'PENDING')));
}

const getWaybills = async (parameter: Record<string, unknown>, who = 'demo', lang: Lang = 'en') =>
  call<Page<WaybillListRow>>(t.app, 'getSendOrders', parameter, await as(who, lang));
const waybillsOf = (page: Page<WaybillListRow> | undefined) => page?.list.map((r) => r.waybillNo);
const tabCounts = async (parameter: Record<string, unknown>, who = 'demo') =>
  (await call<WaybillTabCounts>(t.app, 'getSendOrderStatusCount', parameter, await as(who))).data!;
const statistics = async (parameter: Record<string, unknown>) =>
  (await call<WaybillStatistics>(t.app, 'getSendOrdersStatistics', parameter, await as('demo'))).data!;
const codStates = async (parameter: Record<string, unknown>) =>
  (await call<CodStateCounts>(t.app, 'getCodStatusCountData', parameter, await as('demo'))).data!;
const updateCod = async (waybillNo: string, codSen: unknown, who = 'demo', lang: Lang = 'en') =>
  call<UpdatedCod>(t.app, 'updateCod', { waybillNo, codSen }, await as(who, lang));
const track = async (waybillNo: string, who = 'demo', lang: Lang = 'en') =>
  call<WaybillTrack>(t.app, 'getWaybillTrack', { waybillNo }, await as(who, lang));
const editLog = async (parameter: Record<string, unknown>, who = 'demo', lang: Lang = 'en') =>
  call<Page<EditLogRow>>(t.app, 'getWaybillEditLog', parameter, await as(who, lang));

/** A month of September 2025 waybills of Demo Trading's, as the scans left them. */
const SEPTEMBER = { createTimeStart: '2025-09-01 00:00:00', createTimeEnd: '2025-09-30 23:59:59' };
/** The same month, not on a day's edges: counted from the orders rather than from the counts by day. */
const SEPTEMBER_INSIDE = { createTimeStart: '2025-09-01 00:00:01', createTimeEnd: '2025-09-30 23:59:59' };
const at = (text: string) => malaysiaInstant(text);

let september: string[] = [];
beforeAll(async () => {
  september = await storeOrders(demoId, [
    { createdAt: at('2025-09-02 09:00:00'), status: 'PENDING', codSen: 5_000, totalSen: 1_100, receiverName: 'Aminah binti Yusof' },
    { createdAt: at('2025-09-02 10:00:00'), status: 'DISPATCH', packageCount: 2, totalSen: 900 },
    { createdAt: at('2025-09-03 10:00:00'), status: 'GOT', codSen: 2_000, totalSen: 1_000 },
    { createdAt: at('2025-09-04 10:00:00'), status: 'IN_TRANSIT', receiverTel: '0198884321' },
    { createdAt: at('2025-09-05 10:00:00'), status: 'UNSIGNED', problemReason: 'RECEIVER_ABSENT', codSen: 3_000 },
    {
      createdAt: at('2025-09-06 10:00:00'),
      status: 'SIGNED',
      codSen: 12_000,
      codCollectedSen: 12_000,
      signedAt: at('2025-09-08 15:30:00'),
      signerName: 'Lim Ah Kow',
      totalSen: 1_300,
    },
    { createdAt: at('2025-09-07 10:00:00'), status: 'SIGNED', signedAt: at('2025-09-09 11:00:00'), signerName: 'Tan' },
    { createdAt: at('2025-09-08 10:00:00'), status: 'PICKUP_FAILED', problemReason: 'SENDER_NOT_READY' },
    { createdAt: at('2025-09-09 10:00:00'), status: 'RETURNING', codSen: 4_500 },
    { createdAt: at('2025-09-10 10:00:00'), status: 'CANCEL_ORDER', totalSen: 2_000, codSen: 1_000 },
  ]);
  // Another customer's waybill in the same month: never counted here.
  await storeOrders(acmeId, [{ createdAt: at('2025-09-05 11:00:00'), status: 'SIGNED', codSen: 9_999, codCollectedSen: 9_999 }]);
});

describe('getSendOrders', () => {
  it('lists the waybills newest first with what the scans decided, receiver masked', async () => {
    const reply = await getWaybills({ ...SEPTEMBER, pageSize: 20 });
    expect(reply.success).toBe(true);
    expect(waybillsOf(reply.data)).toEqual([...september].reverse());
    expect(reply.data!.total).toBe(10);
    const signed = reply.data!.list.find((r) => r.waybillNo === september[5])!;
    expect(signed).toMatchObject({
      status: 'SIGNED',
      signerName: 'Lim Ah Kow',
      signedAt: at('2025-09-08 15:30:00').toISOString(),
      codCollectedSen: 12_000,
      receiverTel: '016****888',
      canPrint: false,
      canChangeCod: false,
    });
    expect(reply.data!.list.find((r) => r.waybillNo === september[4])).toMatchObject({ problemReason: 'RECEIVER_ABSENT' });
    expect(reply.data!.list.find((r) => r.waybillNo === september[1])).toMatchObject({ canPrint: true, canChangeCod: true });
  });

  it('shows one tab, or one status, under the other filters, from the counts by day or from the orders alike', async () => {
    for (const range of [SEPTEMBER, SEPTEMBER_INSIDE]) {
      expect(waybillsOf((await getWaybills({ ...range, tab: 'waitingPickup' })).data)).toEqual([september[1], september[0]]);
      expect((await getWaybills({ ...range, tab: 'waitingPickup' })).data!.total).toBe(2);
      expect(waybillsOf((await getWaybills({ ...range, tab: 'problem' })).data)).toEqual([september[7]]);
      expect(waybillsOf((await getWaybills({ ...range, tab: 'returned' })).data)).toEqual([september[8]]);
      expect(waybillsOf((await getWaybills({ ...range, tab: 'signed', status: 'SIGNED' })).data)).toEqual([september[6], september[5]]);
      // A status outside its tab is nothing.
      expect((await getWaybills({ ...range, tab: 'signed', status: 'PENDING' })).data).toMatchObject({ list: [], total: 0 });
    }
    expect((await getWaybills({ ...SEPTEMBER, tab: 'all' })).data!.total).toBe(10);
  });

  it('finds a receiver by phone or by the beginning of the name, and waybills signed for in a time range', async () => {
    expect(waybillsOf((await getWaybills({ ...SEPTEMBER, receiver: '019-888 4321' })).data)).toEqual([september[3]]);
    expect(waybillsOf((await getWaybills({ ...SEPTEMBER, receiver: 'aminah' })).data)).toEqual([september[0]]);
    expect(waybillsOf((await getWaybills({ ...SEPTEMBER, receiver: 'yusof' })).data)).toEqual([]);
    // A name's % is a letter, not a wildcard.
    expect(waybillsOf((await getWaybills({ ...SEPTEMBER, receiver: '%' })).data)).toEqual([]);
    const signedOn8th = { signTimeStart: '2025-09-08 00:00:00', signTimeEnd: '2025-09-08 23:59:59' };
    expect(waybillsOf((await getWaybills({ ...SEPTEMBER, ...signedOn8th })).data)).toEqual([september[5]]);
    expect(waybillsOf((await getWaybills({ signTimeStart: '2025-09-01 00:00:00', signTimeEnd: '2025-09-30 23:59:59' })).data)).toEqual([
      september[6],
      september[5],
    ]);
    // Under a signing-time filter the newest signed come first.
    const [early, late] = await storeOrders(demoId, [
      { createdAt: at('2025-10-02 09:00:00'), status: 'SIGNED', signedAt: at('2025-10-20 10:00:00'), signerName: 'A' },
      { createdAt: at('2025-10-05 09:00:00'), status: 'SIGNED', signedAt: at('2025-10-06 10:00:00'), signerName: 'B' },
    ]);
    const october = { createTimeStart: '2025-10-01 00:00:00', createTimeEnd: '2025-10-31 23:59:59' };
    expect(waybillsOf((await getWaybills(october)).data)).toEqual([late, early]);
    const signedInOctober = { ...october, signTimeStart: '2025-10-01 00:00:00', signTimeEnd: '2025-10-31 23:59:59' };
    expect((await getWaybills(signedInOctober)).data).toMatchObject({ total: 2 });
    expect(waybillsOf((await getWaybills(signedInOctober)).data)).toEqual([early, late]);
    expect(await tabCounts(signedInOctober)).toMatchObject({ all: 2, signed: 2, waitingPickup: 0 });
  });

  it('refuses a filter it cannot read, naming it', async () => {
    expect(await getWaybills({ tab: 'lost' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await getWaybills({ status: 'SHIPPED' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await getWaybills({ signTimeStart: '2025-09-01' })).toMatchObject({ success: false, desc: 'Wrong date format' });
    expect(await getWaybills({ receiver: 'x'.repeat(101) })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await getWaybills({ waybillNos: '123' })).toMatchObject({ success: false, desc: '123 is not a valid waybill number' });
    expect(await getWaybills({ pageSize: 500 })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});

describe('getSendOrderStatusCount, getSendOrdersStatistics and getCodStatusCountData', () => {
  it('count each tab, total the waybills and their COD, the same from the counts by day and from the orders', async () => {
    for (const range of [SEPTEMBER, SEPTEMBER_INSIDE]) {
      expect(await tabCounts({ ...range, tab: 'signed' })).toEqual({
        all: 10,
        waitingPickup: 2,
        pickedUp: 1,
        inTransit: 1,
        delivering: 0,
        unsigned: 1,
        signed: 2,
        problem: 1,
        returned: 1,
        cancelled: 1,
      });
      // The cancelled waybill's RM 20.00 and RM 10.00 COD stand for nothing.
      expect(await statistics(range)).toEqual({ waybills: 10, pieces: 11, freightSen: 8_300, codSen: 26_500, codCollectedSen: 12_000 });
      expect(await statistics({ ...range, tab: 'waitingPickup' })).toEqual({
        waybills: 2,
        pieces: 3,
        freightSen: 2_000,
        codSen: 5_000,
        codCollectedSen: 0,
      });
      expect(await codStates(range)).toEqual({
        awaiting: { waybills: 3, codSen: 10_000 },
        collected: { waybills: 1, codSen: 12_000 },
        returned: { waybills: 1, codSen: 4_500 },
      });
    }
    // Under a filter the counts by day do not hold: read from the orders.
    expect(await tabCounts({ ...SEPTEMBER, receiver: 'Aminah' })).toMatchObject({ all: 1, waitingPickup: 1, signed: 0 });
    expect(await codStates({ ...SEPTEMBER, signTimeStart: '2025-09-08 00:00:00', signTimeEnd: '2025-09-08 23:59:59' })).toEqual({
      awaiting: { waybills: 0, codSen: 0 },
      collected: { waybills: 1, codSen: 12_000 },
      returned: { waybills: 0, codSen: 0 },
    });
    expect(await call(t.app, 'getSendOrdersStatistics', { tab: 'x' }, await as('demo'))).toMatchObject({ success: false });
    expect(await call(t.app, 'getCodStatusCountData', { createTimeEnd: 'yesterday' }, await as('demo'))).toMatchObject({ success: false });
  });

  it('follow a parcel the courier scans, from waiting for pick-up to delivered with its COD collected', async () => {
    const today = malaysiaDate(0);
    const range = { createTimeStart: `${today} 00:00:00`, createTimeEnd: `${today} 23:59:59` };
    const before = await tabCounts(range);
    const codBefore = await codStates(range);
    const waybillNo = await place({ codSen: 7_500 });
    expect(await tabCounts(range)).toMatchObject({ all: before.all + 1, waitingPickup: before.waitingPickup + 1 });
    await scan(waybillNo, [
      [10, 5],
      [94, 2],
    ]);
    expect(await tabCounts(range)).toMatchObject({ waitingPickup: before.waitingPickup, delivering: before.delivering + 1 });
    await scan(waybillNo, [[100, 1, { signerName: 'Siti', codCollectedSen: 7_500 }]]);
    expect(await tabCounts(range)).toMatchObject({ delivering: before.delivering, signed: before.signed + 1 });
    expect(await codStates(range)).toMatchObject({
      collected: { waybills: codBefore.collected.waybills + 1, codSen: codBefore.collected.codSen + 7_500 },
      awaiting: codBefore.awaiting,
    });
    const row = (await getWaybills({ waybillNos: waybillNo })).data!.list[0]!;
    expect(row).toMatchObject({ status: 'SIGNED', signerName: 'Siti', codCollectedSen: 7_500 });
    expect(row.pickedUpAt).not.toBeNull();
    expect((await getWaybills({ ...range, tab: 'signed' })).data!.list.map((r) => r.waybillNo)).toContain(waybillNo);
  });
});

describe('getWaybillTrack', () => {
  it('answers the events newest first, labelled in the caller language, with site, courier, signer and reason', async () => {
    const waybillNo = await place();
    await placedHoursAgo(waybillNo, 48);
    await scan(waybillNo, [
      [10, 30, { siteCode: 'SBJ01' }],
      [20, 29, { siteCode: 'SBJ01' }],
      [30, 10, { siteCode: 'KUL01' }],
      [94, 5, { siteCode: 'KUL01', courier: 'R0077 Ravi' }],
      [110, 4, { siteCode: 'KUL01', problemReason: 'RECEIVER_ABSENT' }],
      [94, 2, { siteCode: 'KUL01' }],
      [100, 1, { siteCode: 'KUL01', signerName: 'Siti' }],
    ]);
    const reply = await track(waybillNo, 'demo', 'zh');
    expect(reply.success).toBe(true);
    const timeline = reply.data!;
    expect(timeline).toMatchObject({ waybillNo, status: 'SIGNED', statusLabel: '已签收', tag: 'Delivered' });
    expect(timeline.events.map((e) => e.status)).toEqual([
      'SIGNED',
      'DELIVERING',
      'UNSIGNED',
      'DELIVERING',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'GOT',
      'PENDING',
    ]);
    const times = timeline.events.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(timeline.events[0]).toMatchObject({
      description: '已签收',
      tag: 'Delivered',
      signerName: 'Siti',
      siteCode: 'KUL01',
      scanCode: 100,
    });
    // The network names its sites; the code stays beside the name.
    expect(timeline.events[0]!.siteName).not.toBe('KUL01');
    expect(timeline.events[2]).toMatchObject({
      problemReason: 'RECEIVER_ABSENT',
      problem: '收件人不在',
      tag: 'AttemptFail',
      courier: 'R0042 Ahmad',
    });
    expect(timeline.events[3]).toMatchObject({ courier: 'R0077 Ravi' });
    expect(timeline.events.at(-1)).toMatchObject({ status: 'PENDING', scanCode: null, siteCode: '', tag: 'InfoReceived' });
  });

  it("answers another customer's waybill and an unknown one as not found, and refuses a bad number", async () => {
    const acmeWaybill = await place({ payMethod: 'PM' }, 'acme');
    expect(await track(acmeWaybill)).toMatchObject({ success: false, code: Code.NOT_FOUND, desc: 'Record not found' });
    expect(await track('600000000000')).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await track('')).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect((await track(acmeWaybill, 'acme')).success).toBe(true);
  });

  it('reads any waybill for the public page, without names and without the shipper own edits', async () => {
    const waybillNo = await place();
    const { clientRequestId: _id, ...fields } = domesticOrder({ weightG: 2_500 });
    expect((await call(t.app, 'updateOrder', { waybillNo, ...fields }, await as('demo'))).success).toBe(true);
    // A few minutes ahead of the edit (the clock tolerance allows it), so the scan is the newest event.
    await scan(waybillNo, [[10, -0.05, { courier: 'R0042 Ahmad' }]]);
    const read = async (viewer: Parameters<typeof tracksOf>[1], lang: 'en' | 'ml') =>
      (await tracksOf(t.database.db, viewer, [waybillNo], lang, translate))[0]!;
    const mine = await read({ kind: 'customer', scope: { customerId: demoId } }, 'en');
    expect(mine.found && mine.events.map((e) => e.status)).toEqual(['GOT', 'ORDER_EDITED', 'PENDING']);
    expect(mine.found && mine.events[1]).toMatchObject({ description: 'Order edited', tag: null });
    const seen = await read({ kind: 'public' }, 'ml');
    expect(seen.found && seen.events.map((e) => e.status)).toEqual(['GOT', 'PENDING']);
    expect(seen.found && seen.events[0]).toMatchObject({ description: 'Diambil oleh kurier' });
    expect(seen.found && seen.events[0]).not.toHaveProperty('courier');
    expect(seen).not.toHaveProperty('receiverName');
    expect((await read({ kind: 'customer', scope: { customerId: acmeId } }, 'en')).found).toBe(false);
  });
});

describe('updateCod', () => {
  it('changes the COD amount before pick-up: the COD fee and the price follow, the wallet moves, the log records it', async () => {
    const waybillNo = await place({ codSen: 10_000 }); // RM 8.00 + RM 3.00 COD fee
    const [before] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(before).toMatchObject({ codSen: 10_000, codFeeSen: 300, totalSen: 1_100 });
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const raised = await updateCod(waybillNo, 50_000); // 1.5% of RM 500 = RM 7.50
      expect(raised).toMatchObject({
        success: true,
        desc: 'COD amount changed',
        data: { waybillNo, previousCodSen: 10_000, codSen: 50_000, previousTotalSen: 1_100, totalSen: 1_550, chargedSen: 450, edit: 1 },
      });
      expect(info.mock.calls.map(([e]) => e).filter((e) => (e as { event?: string }).event === 'order.codChanged')).toEqual([
        expect.objectContaining({ loginCode: 'demo', waybillNo, previousCodSen: 10_000, codSen: 50_000 }),
      ]);
    } finally {
      info.mockRestore();
    }
    const removed = await updateCod(waybillNo, 0);
    expect(removed.data).toMatchObject({ codSen: 0, totalSen: 800, refundedSen: 750, edit: 2 });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(after).toMatchObject({ codSen: 0, codFeeSen: 0, totalSen: 800 });
    // The wallet's lines of this waybill net to its price.
    const lines = await t.database.db
      .select({ amountSen: walletLedger.amountSen })
      .from(walletLedger)
      .where(or(eq(walletLedger.reference, waybillNo), like(walletLedger.reference, `${waybillNo}#%`)));
    expect(-lines.reduce((sum, l) => sum + l.amountSen, 0)).toBe(800);
    // The same amount again changes nothing.
    expect((await updateCod(waybillNo, 0)).data).toMatchObject({ edit: 0, totalSen: 800 });
    const log = (await editLog({ waybillNos: waybillNo, kind: 'cod' })).data!;
    // The price a COD change moved is a line of that change.
    expect(log.list.map((r) => [r.field, r.before, r.after])).toEqual([
      ['totalSen', 'RM 15.50', 'RM 8.00'],
      ['codSen', 'RM 500.00', 'RM 0.00'],
      ['totalSen', 'RM 11.00', 'RM 15.50'],
      ['codSen', 'RM 100.00', 'RM 500.00'],
    ]);
    const edited = await t.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, before!.id), eq(trackingEvents.status, 'ORDER_EDITED')));
    expect(edited).toHaveLength(2);
  });

  it('is refused once the parcel is picked up, over the COD limit, when the receiver pays, abroad, and for bad amounts', async () => {
    const picked = await place({ codSen: 1_000 });
    expect((await updateCod(picked, 2_000)).success).toBe(true);
    await scan(picked, [[1, 3]]);
    expect((await updateCod(picked, 3_000)).success).toBe(true); // PUSAT_DISPATCH: still before pick-up
    await scan(picked, [[10, 1]]);
    expect(await updateCod(picked, 4_000, 'demo', 'zh')).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: '运单已揽收，代收货款不能再修改',
    });
    const waybillNo = await place();
    expect(await updateCod(waybillNo, 5_000_001)).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'Cannot exceed RM 50,000.00',
    });
    const receiverPays = await place({ payMethod: 'CC_CASH' });
    expect(await updateCod(receiverPays, 1_000)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    const abroad = await call<{ waybillNo: string }>(t.app, 'insertInternationalOrder', internationalOrder(), await as('demo'));
    expect(await updateCod(abroad.data!.waybillNo, 1_000)).toMatchObject({
      success: false,
      desc: 'COD is not offered on international waybills',
    });
    for (const bad of [-1, 12.5, '1000', null])
      expect(await updateCod(waybillNo, bad), String(bad)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await updateCod('600000000000', 1_000)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(order).toMatchObject({ codSen: 0, totalSen: 800 });
  });

  it("answers another customer's waybill as not found and changes nothing", async () => {
    const acmeWaybill = await place({ payMethod: 'PM', codSen: 1_000 }, 'acme');
    expect(await updateCod(acmeWaybill, 2_000)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, acmeWaybill));
    expect(order!.codSen).toBe(1_000);
    expect(await t.database.db.select().from(orderChanges).where(eq(orderChanges.orderId, order!.id))).toEqual([]);
  });

  it('applies changes sent at once one after the other: the wallet holds the last price exactly', async () => {
    const waybillNo = await place({ codSen: 1_000 });
    const amounts = Array.from({ length: 12 }, (_, i) => 10_000 * (i + 1));
    const replies = await Promise.all(amounts.map((a) => updateCod(waybillNo, a)));
    expect(replies.every((r) => r.success)).toBe(true);
    expect(replies.map((r) => r.data!.edit).sort((a, b) => a - b)).toEqual(amounts.map((_, i) => i + 1));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    const lines = await t.database.db
      .select({ amountSen: walletLedger.amountSen })
      .from(walletLedger)
      .where(or(eq(walletLedger.reference, waybillNo), like(walletLedger.reference, `${waybillNo}#%`)));
    expect(-lines.reduce((sum, l) => sum + l.amountSen, 0)).toBe(order!.totalSen);
    expect(
      await t.database.db
        .select()
        .from(orderChanges)
        .where(and(eq(orderChanges.orderId, order!.id), eq(orderChanges.field, 'codSen'))),
    ).toHaveLength(12);
  });

  it('is refused to a frozen customer', async () => {
    expect(await updateCod('600000000017', 1_000, 'frozen')).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });
  });
});

describe('getWaybillEditLog', () => {
  it('records every field an edit changes, a cancellation and a customs line removed, newest first, receiver masked', async () => {
    const waybillNo = await place({ codSen: 2_000, remark: 'Fragile' });
    const { clientRequestId: _id, ...fields } = domesticOrder({
      receiverAddress: 'No. 10, Jalan Bukit Bintang',
      receiverTel: '016-777 8888',
      weightG: 4_000,
      codSen: 2_000,
      remark: '',
    });
    expect((await call(t.app, 'updateOrder', { waybillNo, ...fields }, await as('demo_ops'))).success).toBe(true);
    expect((await call(t.app, 'cancelOrder', { waybillNo }, await as('demo'))).success).toBe(true);
    const log = (await editLog({ waybillNos: waybillNo }, 'demo', 'en')).data!;
    expect(log.total).toBe(6);
    expect(log.list.map((r) => [r.kind, r.field, r.fieldLabel, r.before, r.after, r.changedBy])).toEqual([
      ['cancel', 'status', 'Status', 'Pending', 'Cancelled', 'demo'],
      // One edit's lines in the order of the fields, all at its instant: shown newest (last written) first.
      ['edit', 'totalSen', 'Price', 'RM 11.00', 'RM 15.00', 'demo_ops'],
      ['edit', 'remark', 'Remarks', 'Fragile', '', 'demo_ops'],
      ['edit', 'weightG', 'Actual weight', '1.5 kg', '4 kg', 'demo_ops'],
      ['address', 'receiverAddress', 'Receiver address', 'No. 8,***', 'No. 10***', 'demo_ops'],
      ['address', 'receiverTel', 'Receiver phone', '012****789', '016****888', 'demo_ops'],
    ]);
    const zh = (await editLog({ waybillNos: waybillNo, kind: 'address' }, 'demo', 'zh')).data!;
    expect(zh.list.map((r) => r.fieldLabel)).toEqual(['收件人地址', '收件人电话']);
    // The stored phone never travels with the log.
    expect(JSON.stringify(log)).not.toContain('0167778888');

    const abroad = await call<{ waybillNo: string }>(
      t.app,
      'insertInternationalOrder',
      internationalOrder({
        customs: [customsLine(), customsLine({ description: 'Silk scarf', unitPriceSen: 1_000, quantity: 1, weightG: 100 })],
      }),
      await as('demo'),
    );
    expect((await call(t.app, 'delCustoms', { waybillNo: abroad.data!.waybillNo, lineNo: 2 }, await as('demo'))).success).toBe(true);
    const customs = (await editLog({ waybillNos: abroad.data!.waybillNo })).data!;
    expect(customs.list.map((r) => [r.field, r.before, r.after])).toEqual([
      ['goodsValueSen', 'RM 100.00', 'RM 90.00'],
      ['goodsNumber', '3', '2'],
    ]);
  });

  it('filters by the time of the change and the kind, and refuses bad filters', async () => {
    const waybillNo = await place({ codSen: 1_000 });
    await updateCod(waybillNo, 2_000);
    const today = malaysiaDate(0);
    const todays = await editLog({ changeTimeStart: `${today} 00:00:00`, changeTimeEnd: `${today} 23:59:59`, kind: 'cod', pageSize: 100 });
    expect(todays.data!.list.map((r) => r.waybillNo)).toContain(waybillNo);
    expect((await editLog({ changeTimeStart: '2020-01-01 00:00:00', changeTimeEnd: '2020-01-01 23:59:59' })).data).toEqual({
      list: [],
      total: 0,
    });
    expect(await editLog({ kind: 'delete' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await editLog({ changeTimeStart: 'today' })).toMatchObject({ success: false, desc: 'Wrong date format' });
    expect(await editLog({ waybillNos: 'abc' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect((await editLog({ waybillNos: waybillNo }, 'acme')).data).toEqual({ list: [], total: 0 });
    const total = (await editLog({ pageSize: 1 })).data!.total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
  });

  it('exports the log with the labels of the export language', async () => {
    const waybillNo = await place({ codSen: 1_000 });
    await updateCod(waybillNo, 2_500);
    const browser = await browserOf(t, 'demo');
    const columns = [
      { fieldName: 'waybillNo', header: 'Waybill' },
      { fieldName: 'kind', header: 'Change' },
      { fieldName: 'fieldLabel', header: 'Field' },
      { fieldName: 'before', header: 'Before' },
      { fieldName: 'after', header: 'After' },
      { fieldName: 'changedBy', header: 'By' },
    ];
    const started = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportWaybillEditLog',
      { columns, params: { waybillNos: waybillNo }, language: 'zh' },
      { token: browser.token },
    );
    expect(started.data!.mode).toBe('direct');
    const rows = (await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload)).rows;
    // RM 10.00 and RM 25.00 of COD both cost the minimum COD fee: the price stays, one line.
    expect(rows.slice(1)).toEqual([[waybillNo, '代收货款修改', '代收货款', 'RM 10.00', 'RM 25.00', 'demo']]);
  });
});

describe('who may use my waybills and the edit log', () => {
  const waybillCalls = (waybillNo: string) =>
    [
      ['getSendOrders', {}],
      ['getSendOrderStatusCount', {}],
      ['getSendOrdersStatistics', {}],
      ['getCodStatusCountData', {}],
      ['updateCod', { waybillNo, codSen: 1_000 }],
    ] as const;

  it('serves a sub-account its customer waybills while it holds the mangeWaybill page, and not the edit log it was not granted', async () => {
    const waybillNo = await place();
    for (const [name, parameter] of waybillCalls(waybillNo))
      expect(await call(t.app, name, parameter, await as('demo_ops')), name).toMatchObject({ success: true });
    expect(await editLog({}, 'demo_ops')).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect((await track(waybillNo, 'demo_ops')).success).toBe(true);

    const restore = await revokePage(t, 'demo', 'demo_ops', 201);
    try {
      for (const [name, parameter] of waybillCalls(waybillNo))
        expect(await call(t.app, name, parameter, await as('demo_ops')), name).toMatchObject({
          success: false,
          code: Code.FORBIDDEN,
          desc: 'You do not have permission to do this',
        });
      // The timeline is logistics tracking's too, which demo_ops still holds; without both it is refused.
      expect((await track(waybillNo, 'demo_ops')).success).toBe(true);
      const columns = [{ fieldName: 'waybillNo', header: 'Waybill' }];
      expect(await call(t.app, 'exportSendOrder', { columns }, await as('demo_ops'))).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
      });
    } finally {
      await restore();
    }
  });

  it("never lists another customer's waybills", async () => {
    const acmeWaybill = await place({ payMethod: 'PM' }, 'acme');
    const demoWaybill = await place();
    expect(waybillsOf((await getWaybills({ waybillNos: `${acmeWaybill},${demoWaybill}` })).data)).toEqual([demoWaybill]);
    expect(await tabCounts({ ...SEPTEMBER }, 'acme')).toMatchObject({ all: 1, signed: 1 });
  });
});

describe('exportSendOrder', () => {
  const columns = [
    { fieldName: 'waybillNo', header: 'Waybill' },
    { fieldName: 'status', header: 'Status' },
    { fieldName: 'signerName', header: 'Signed by' },
    { fieldName: 'signedAt', header: 'Signed' },
    { fieldName: 'codCollectedSen', header: 'COD collected' },
    { fieldName: 'problemReason', header: 'Problem' },
    { fieldName: 'receiverTel', header: 'Receiver phone' },
  ];

  it('exports the list as filtered, or the ticked waybills, in the export language', async () => {
    const browser = await browserOf(t, 'demo');
    const exportOf = async (parameter: object) => {
      const started = await call<{ mode: string; taskId: string }>(
        t.app,
        'exportSendOrder',
        { columns, ...parameter },
        { token: browser.token },
      );
      expect(started.data!.mode).toBe('direct');
      return (await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload)).rows;
    };
    const signed = await exportOf({ params: { ...SEPTEMBER, tab: 'signed' }, language: 'zh' });
    expect(signed[0]).toEqual(columns.map((c) => c.header));
    expect(signed.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [september[6], '已签收', 'Tan'],
      [september[5], '已签收', 'Lim Ah Kow'],
    ]);
    expect(signed[2]![3]).toBeInstanceOf(Date);
    expect(signed[2]![4]).toBe(120);
    // The main account holds order management, so it may see the receiver's phone whole.
    expect(signed[2]![6]).toBe('0167778888');
    const ticked = await exportOf({ params: SEPTEMBER, ids: `${september[4]},${september[7]}`, language: 'en' });
    expect(ticked.slice(1).map((r) => [r[0], r[5]])).toEqual([
      [september[7], 'Sender not ready'],
      [september[4], 'Receiver not at home'],
    ]);
    expect(await call(t.app, 'exportSendOrder', { columns, params: { tab: 'lost' } }, { token: browser.token })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
  });

  it('is refused to an account whose exportFlag is 1, here and through the download centre', async () => {
    const browser = await browserOf(t, 'demo');
    await t.database.db.update(users).set({ exportFlag: 1 }).where(eq(users.loginCode, 'demo'));
    try {
      const refusal = { success: false, code: Code.FORBIDDEN, desc: 'Exporting waybills is not open for your account' };
      expect(await call(t.app, 'exportSendOrder', { columns, params: SEPTEMBER }, { token: browser.token })).toMatchObject(refusal);
      expect(
        await call(t.app, 'export/saveExportTask', { source: 'exportSendOrder', columns, params: SEPTEMBER }, { token: browser.token }),
      ).toMatchObject(refusal);
    } finally {
      await t.database.db.update(users).set({ exportFlag: 0 }).where(eq(users.loginCode, 'demo'));
    }
  });
});

// Last in the file: the migration's statements log every such event in the database, not only this test's.
describe('migration 0013', () => {
  it('logs the edits and portal cancellations made before it from their tracking events', async () => {
    const waybillNo = await place();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    const [demo] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
    // What an edit, an edit that left the price, and a cancellation recorded before the log existed: their events only.
    const when = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.database.db.insert(trackingEvents).values([
      {
        orderId: order!.id,
        status: 'ORDER_EDITED',
        rank: -1,
        at: when(30),
        detail: { by: demo!.id, edit: 1, previousTotalSen: 800, totalSen: 1_200, walletSen: -400 },
      },
      {
        orderId: order!.id,
        status: 'ORDER_EDITED',
        rank: -1,
        at: when(20),
        detail: { by: demo!.id, edit: 2, previousTotalSen: 1_200, totalSen: 1_200 },
      },
      { orderId: order!.id, status: 'CANCEL_ORDER', rank: 99, at: when(10), detail: { by: demo!.id } },
    ]);
    const migration = readFileSync(new URL('../../../drizzle/0013_waybills.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO "order_changes"'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    const log = (await editLog({ waybillNos: waybillNo })).data!;
    expect(log.list.map((r) => [r.kind, r.field, r.before, r.after, r.changedBy])).toEqual([
      ['cancel', 'status', 'Pending', 'Cancelled', 'demo'],
      ['edit', 'totalSen', 'RM 8.00', 'RM 12.00', 'demo'],
    ]);
    // At the time of the change, not of the migration.
    expect(Date.now() - Date.parse(log.list[1]!.changedAt)).toBeGreaterThan(29 * 60_000);
  });
});
