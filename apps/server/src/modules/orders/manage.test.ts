import { Code } from '@portal/shared/codes';
import { waybillNumberFor } from '@portal/shared/order';
import type { OrderDetail, OrderListRow, OrderStatistics, OrderStatusCounts } from '@portal/shared/order-manage';
import { type Page, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { malaysiaInstant } from '@portal/shared/time';
import { and, count, eq, gte, inArray, like, lt, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, revokePage, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, exportTasks, orders, users, walletLedger, wallets } from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery, waitForTask } from '../exports/testing.ts';
import { listOrders } from './manage-repository.ts';
import { domesticOrder, storedOrderRow } from './testing.ts';

let t: TestApp;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await customerOf('MY10001')).id;
  acmeId = (await customerOf('MY10002')).id;
});
afterAll(() => t.close());

const as = async (loginCode: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(loginCode), lang });
const customerOf = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!;

const order = (over: Record<string, unknown> = {}) => domesticOrder(over, 'manage');
const place = async (over: Record<string, unknown> = {}, who = 'demo') => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', order(over), await as(who));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};

/**
 * Orders written straight into the table (the list reads what the back office moves on, too):
 * numbers from the top of the range, so they never meet the sequence's.
 */
async function storeOrders(customerId: number, rows: Record<string, unknown>[]): Promise<string[]> {
  const values = rows.map((over) => storedOrderRow(customerId, over));
  await t.database.db.insert(orders).values(values);
  return values.map((v) => v.waybillNo);
}

const getOrders = async (parameter: Record<string, unknown>, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<Page<OrderListRow>>(t.app, 'getOrders', parameter, await as(who, lang));
const waybillsOf = (page: Page<OrderListRow> | undefined) => page?.list.map((r) => r.waybillNo);

// A March 2025 week of their own, so the filters see only the orders these tests stored there.
const MARCH = { createTimeStart: '2025-03-01 00:00:00', createTimeEnd: '2025-03-31 23:59:59' };

describe('getOrders', () => {
  it('lists the customer orders newest first, phone and address masked, the product in the caller language', async () => {
    const first = await place({ orderCode: 'PO-1001', codSen: 5_000 });
    const second = await place({ receiverAddress: '吉隆坡武吉免登路8号', expressType: 'EX' });
    const reply = await getOrders({ page: 1, pageSize: 10 }, 'demo', 'zh');
    expect(reply.success).toBe(true);
    expect(waybillsOf(reply.data)!.slice(0, 2)).toEqual([second, first]);
    const [newest, older] = reply.data!.list;
    expect(older).toMatchObject({
      waybillNo: first,
      status: 'PENDING',
      expressType: 'EZ',
      expressTypeName: '标准快递',
      payMethod: 'PP_PM',
      serveType: 'DROP OFF',
      senderName: 'Demo Trading Sdn Bhd',
      receiverName: 'Siti Nurhaliza binti Ahmad',
      receiverTel: '012****789',
      receiverAddress: 'No. 8,***',
      destination: 'Kuala Lumpur, W.P. Kuala Lumpur',
      weightKg: 1.5,
      packageCount: 1,
      codSen: 5_000,
      orderCode: 'PO-1001',
      canEdit: true,
      canCancel: true,
      canPrint: true,
    });
    expect(older!.totalSen).toBeGreaterThan(0);
    expect(newest!.receiverAddress).toBe('吉隆坡武吉***');
    // The stored phone and address never travel with the list.
    const body = JSON.stringify(reply.data);
    expect(body).not.toContain('0123456789');
    expect(body).not.toContain('Bukit Bintang');
  });

  it('filters by status, date range, product, pay method, waybill numbers and order number', async () => {
    const [a, b, c, d] = await storeOrders(demoId, [
      { createdAt: malaysiaInstant('2025-03-03 09:00:00'), status: 'SIGNED', expressType: 'EX', payMethod: 'PP_CASH', orderCode: 'INV-7' },
      { createdAt: malaysiaInstant('2025-03-04 23:59:59'), status: 'PENDING' },
      { createdAt: malaysiaInstant('2025-03-05 00:00:00'), status: 'PENDING', payMethod: 'CC_CASH' },
      { createdAt: malaysiaInstant('2025-03-06 12:00:00'), status: 'CANCEL_ORDER', cancelledAt: malaysiaInstant('2025-03-06 13:00:00') },
    ]);
    expect(waybillsOf((await getOrders(MARCH)).data)).toEqual([d, c, b, a]);
    expect(waybillsOf((await getOrders({ ...MARCH, status: 'PENDING' })).data)).toEqual([c, b]);
    // 'all' and '' are no status filter, as the tabs and the query form post them.
    expect((await getOrders({ ...MARCH, status: 'all' })).data!.total).toBe(4);
    expect((await getOrders({ ...MARCH, status: '', expressType: '', payMethod: '' })).data!.total).toBe(4);
    // A day in Malaysian time: 4 March ends at 23:59:59 +08:00 and 5 March starts at midnight.
    const fourth = await getOrders({ createTimeStart: '2025-03-04 00:00:00', createTimeEnd: '2025-03-04 23:59:59' });
    expect(waybillsOf(fourth.data)).toEqual([b]);
    expect(waybillsOf((await getOrders({ ...MARCH, expressType: 'EX' })).data)).toEqual([a]);
    expect(waybillsOf((await getOrders({ ...MARCH, payMethod: 'CC_CASH' })).data)).toEqual([c]);
    expect(waybillsOf((await getOrders({ orderCode: ' INV-7 ' })).data)).toEqual([a]);
    // Comma or line separated, repeats once; the list's order stays newest first.
    expect(waybillsOf((await getOrders({ waybillNos: `${a},${c}\n${a}\r\n` })).data)).toEqual([c, a]);
    const cancelled = (await getOrders({ waybillNos: d })).data!.list[0]!;
    expect(cancelled).toMatchObject({ status: 'CANCEL_ORDER', canCancel: false, canEdit: false, canPrint: false });
    const signed = (await getOrders({ waybillNos: a })).data!.list[0]!;
    expect(signed).toMatchObject({ canCancel: false, canPrint: false });
  });

  it('takes up to 10 waybill numbers and names a number that cannot be one', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => waybillNumberFor(9_100_000_000 + i));
    expect(await getOrders({ waybillNos: ten.join(',') })).toMatchObject({ success: true, data: { list: [], total: 0 } });
    const eleven = [...ten, waybillNumberFor(9_100_000_010)].join('\n');
    expect(await getOrders({ waybillNos: eleven })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'Search at most 10 waybill numbers at once',
    });
    const wrongDigit = `${ten[0]!.slice(0, -1)}${(Number(ten[0]!.at(-1)) + 1) % 10}`;
    expect(await getOrders({ waybillNos: `${ten[1]}, ${wrongDigit}` })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: `${wrongDigit} is not a valid waybill number`,
    });
    expect(await getOrders({ status: 'SHIPPED' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await getOrders({ createTimeStart: '2025-03-01' })).toMatchObject({ success: false, desc: 'Wrong date format' });
  });

  it('pages through a range: page 2 goes on where page 1 stopped, and the total counts them all', async () => {
    const start = Date.UTC(2025, 3, 1, 2);
    const made = await storeOrders(
      demoId,
      Array.from({ length: 25 }, (_, i) => ({ createdAt: new Date(start + i * 60_000), status: i % 5 === 0 ? 'GOT' : 'IN_TRANSIT' })),
    );
    const april = { createTimeStart: '2025-04-01 00:00:00', createTimeEnd: '2025-04-30 23:59:59' };
    const page1 = await getOrders({ ...april, page: 1, pageSize: 10 });
    const page3 = await getOrders({ ...april, page: 3, pageSize: 10 });
    expect(page1.data!.total).toBe(25);
    expect(waybillsOf(page1.data)).toEqual(made.slice(-10).reverse());
    expect(waybillsOf(page3.data)).toEqual(made.slice(0, 5).reverse());
    const got = await getOrders({ ...april, status: 'GOT', page: 2, pageSize: 2 });
    expect(got.data).toMatchObject({ total: 5 });
    expect(waybillsOf(got.data)).toEqual([made[10], made[5]]);
    expect((await getOrders({ ...april, page: 9, pageSize: 10 })).data).toMatchObject({ list: [], total: 25 });
  });

  it('counts up to the cap under a pay-method filter or over more than 31 days not on day edges, and exactly otherwise', async () => {
    const april = { createTimeStart: '2025-04-01 00:00:00', createTimeEnd: '2025-04-30 23:59:59' };
    const query = { page: 1, pageSize: 10, ...april };
    const capped = await listOrders(t.database.db, { customerId: demoId }, { ...query, payMethod: 'PP_PM' }, 'en', 20);
    expect(capped).toMatchObject({ total: 20, totalCapped: true });
    expect(capped.list).toHaveLength(10);
    expect(await listOrders(t.database.db, { customerId: demoId }, { ...query, payMethod: 'CASH' }, 'en', 20)).toMatchObject({ total: 0 });
    // A product over whole days is counted exactly, from the counts by day and product (migration 0020).
    const express = await listOrders(t.database.db, { customerId: demoId }, { ...query, expressType: 'EZ' }, 'en', 20);
    expect(express).toMatchObject({ total: 25 });
    expect(express.totalCapped).toBeUndefined();
    expect(await listOrders(t.database.db, { customerId: demoId }, { ...query, expressType: 'EX' }, 'en', 20)).toMatchObject({ total: 0 });
    const exact = await listOrders(t.database.db, { customerId: demoId }, query, 'en', 20);
    expect(exact).toMatchObject({ total: 25 });
    expect(exact.totalCapped).toBeUndefined();
    // Whole days are counted exactly at any range (the counts by day); a range with a time inside a day is
    // counted from the orders: exactly up to 31 days, up to the cap beyond. The orders of a wider range are the same 25.
    const days31 = { ...query, createTimeStart: '2025-04-01 08:00:00', createTimeEnd: '2025-05-01 23:59:59' };
    expect(await listOrders(t.database.db, { customerId: demoId }, days31, 'en', 20)).toEqual({ list: exact.list, total: 25 });
    const days32 = { ...days31, createTimeStart: '2025-03-31 08:00:00' };
    expect(await listOrders(t.database.db, { customerId: demoId }, days32, 'en', 20)).toEqual({
      list: exact.list,
      total: 20,
      totalCapped: true,
    });
    const wholeYear = { ...query, createTimeStart: '2025-01-01 00:00:00', createTimeEnd: '2025-12-31 23:59:59' };
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, demoId),
          gte(orders.createdAt, malaysiaInstant('2025-01-01 00:00:00')),
          lt(orders.createdAt, malaysiaInstant('2026-01-01 00:00:00')),
        ),
      );
    expect(n).toBeGreaterThan(20);
    expect(await listOrders(t.database.db, { customerId: demoId }, wholeYear, 'en', 20)).toMatchObject({ total: n });
    // Waybill numbers are counted exactly whatever the dates.
    const waybillNos = exact.list.slice(0, 3).map((r) => r.waybillNo);
    expect(await listOrders(t.database.db, { customerId: demoId }, { page: 1, pageSize: 10, waybillNos }, 'en', 2)).toMatchObject({
      total: 3,
    });
  });

  it('answers all dates exactly, a wide range inside days with at most 10,000 counted, and the pages as ever', async () => {
    // 10,001 orders in the first week of January 2019, older than every other order here.
    const start = Date.UTC(2019, 0, 1);
    for (let i = 0; i < 10_001; i += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, 10_001 - i) }, (_, j) => ({ createdAt: new Date(start + (i + j) * 60_000) }));
      await storeOrders(demoId, rows);
    }
    const january = await getOrders({ createTimeStart: '2019-01-01 00:00:00', createTimeEnd: '2019-01-31 23:59:59' });
    expect(january.data).toMatchObject({ total: 10_001 });
    expect(january.data!.totalCapped).toBeUndefined();
    // The page's "all" date shortcut posts an empty range: every order counted, from the counts by day.
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, demoId));
    const everything = await getOrders({ createTimeStart: '', createTimeEnd: '', pageSize: 20 });
    expect(everything.data).toMatchObject({ total: Number(n) });
    expect(everything.data!.totalCapped).toBeUndefined();
    expect(everything.data!.list).toHaveLength(20);
    expect((await getOrders({ createTimeStart: '2019-01-01 00:00:00' })).data).toMatchObject({ total: Number(n) });
    // A range that starts inside a day is counted from the orders, up to the cap.
    expect((await getOrders({ createTimeStart: '2019-01-01 00:00:01' })).data).toMatchObject({ totalCapped: true });
    // Past the count the pages are still there: the 10,001st order of two months is the oldest.
    const twoMonths = { createTimeStart: '2018-12-01 00:00:01', createTimeEnd: '2019-01-31 23:59:59' };
    const last = await getOrders({ ...twoMonths, page: 501, pageSize: 20 });
    expect(last.data).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(last.data!.list.map((r) => r.createTime)).toEqual([new Date(start).toISOString()]);
  });
});

describe('getStatusCountData and getOrdersStatistics', () => {
  it('counts each status tab under the other filters, and totals orders, parcels, COD and charges', async () => {
    await storeOrders(demoId, [
      {
        createdAt: malaysiaInstant('2025-05-02 10:00:00'),
        status: 'PENDING',
        codSen: 10_000,
        totalSen: 1_100,
        packageCount: 3,
        expressType: 'JS',
      },
      { createdAt: malaysiaInstant('2025-05-02 11:00:00'), status: 'PENDING', codSen: 0, totalSen: 800 },
      { createdAt: malaysiaInstant('2025-05-03 11:00:00'), status: 'SIGNED', codSen: 2_550, totalSen: 950 },
      { createdAt: malaysiaInstant('2025-05-04 11:00:00'), status: 'CANCEL_ORDER', totalSen: 800 },
    ]);
    const may = { createTimeStart: '2025-05-01 00:00:00', createTimeEnd: '2025-05-31 23:59:59' };
    const counts = await call<OrderStatusCounts>(t.app, 'getStatusCountData', { ...may, status: 'SIGNED', page: 3 }, await as('demo'));
    expect(counts.data).toMatchObject({ all: 4, PENDING: 2, SIGNED: 1, CANCEL_ORDER: 1, GOT: 0, PROBLEM: 0 });
    const jsOnly = await call<OrderStatusCounts>(t.app, 'getStatusCountData', { ...may, expressType: 'JS' }, await as('demo'));
    expect(jsOnly.data).toMatchObject({ all: 1, PENDING: 1, SIGNED: 0 });

    const stats = async (filter: Record<string, unknown>) =>
      (await call<OrderStatistics>(t.app, 'getOrdersStatistics', { ...may, ...filter }, await as('demo'))).data;
    // The cancelled order's RM 8.00 went back to the wallet: charged, it is not.
    expect(await stats({})).toEqual({ orders: 4, pieces: 6, codSen: 12_550, chargedSen: 2_850, refundedSen: 800 });
    expect(await stats({ status: 'PENDING' })).toEqual({ orders: 2, pieces: 4, codSen: 10_000, chargedSen: 1_900, refundedSen: 0 });
    expect(await stats({ createTimeStart: '2026-01-01 00:00:00', createTimeEnd: '2026-01-01 23:59:59' })).toEqual({
      orders: 0,
      pieces: 0,
      codSen: 0,
      chargedSen: 0,
      refundedSen: 0,
    });
    expect(await call(t.app, 'getOrdersStatistics', { waybillNos: 'x' }, await as('demo'))).toMatchObject({ success: false });
  });
});

describe('Charged: what the wallet really took', () => {
  // Issue 14: 4 orders, one edited +RM 4, one cancelled with RM 19 refunded; the summary said RM 76.50, the truth is 57.50.
  it('counts an edit and not a cancelled order, reconciles with the ledger, and marks the cancelled row refunded', async () => {
    const user = await as('demo');
    await t.database.db.update(wallets).set({ balanceSen: 100_000 }).where(eq(wallets.customerId, demoId));
    const edited = await place({ weightG: 1_500 }); // RM 8.00
    const cancelled = await place({ weightG: 7_000, goodsValueSen: 10_000 }); // RM 18.00 + RM 1.00 insurance
    const third = await place({ weightG: 10_000 }); // RM 24.00
    const fourth = await place({ weightG: 8_000, goodsValueSen: 15_000 }); // RM 20.00 + RM 1.50 insurance
    const waybills = [edited, cancelled, third, fourth];
    const { clientRequestId: _id, ...fields } = order({ weightG: 4_000 });
    expect((await call(t.app, 'updateOrder', { waybillNo: edited, ...fields }, user)).data).toMatchObject({ chargedSen: 400 });
    expect((await call(t.app, 'cancelOrder', { waybillNo: cancelled }, user)).data).toMatchObject({ refundedSen: 1_900 });

    const prices = await t.database.db.select({ totalSen: orders.totalSen }).from(orders).where(inArray(orders.waybillNo, waybills));
    expect(prices.reduce((sum, o) => sum + o.totalSen, 0)).toBe(7_650); // what the summary used to say
    const reply = await call<OrderStatistics>(t.app, 'getOrdersStatistics', { waybillNos: waybills.join(',') }, user);
    expect(reply.data).toMatchObject({ orders: 4, chargedSen: 5_750, refundedSen: 1_900 });

    // The ledger's lines of these orders (placing, the edit `waybill#1`, the refund) net to what Charged says.
    const lines = await t.database.db
      .select({ amountSen: walletLedger.amountSen })
      .from(walletLedger)
      .where(or(...waybills.flatMap((w) => [eq(walletLedger.reference, w), like(walletLedger.reference, `${w}#%`)])));
    expect(-lines.reduce((sum, l) => sum + l.amountSen, 0)).toBe(5_750);

    const rows = (await getOrders({ waybillNos: waybills.join(',') })).data!.list;
    const row = (w: string) => rows.find((r) => r.waybillNo === w)!;
    expect(row(cancelled)).toMatchObject({ status: 'CANCEL_ORDER', totalSen: 1_900, chargeVoid: 'orderManage:charge.refunded' });
    expect(row(edited)).toMatchObject({ totalSen: 1_200, chargeVoid: null });
  });

  it('calls a cancelled order the wallet never paid "not charged", and leaves it out of Charged', async () => {
    const user = await as('demo');
    const cash = await place({ payMethod: 'CC_CASH' });
    expect((await call(t.app, 'cancelOrder', { waybillNo: cash }, user)).success).toBe(true);
    expect((await getOrders({ waybillNos: cash })).data!.list[0]).toMatchObject({ chargeVoid: 'orderManage:charge.notCharged' });
    const reply = await call<OrderStatistics>(t.app, 'getOrdersStatistics', { waybillNos: cash }, user);
    expect(reply.data).toMatchObject({ orders: 1, chargedSen: 0, refundedSen: 0 });
  });
});

describe('getOrderPlainText', () => {
  it('reveals one order phone or address as stored, and writes who asked to the log', async () => {
    const waybillNo = await place();
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const tel = await call(t.app, 'getOrderPlainText', { billCode: waybillNo, queryType: 'tel' }, await as('demo'));
      expect(tel).toMatchObject({ success: true, data: { billCode: waybillNo, queryType: 'tel', text: '0123456789' } });
      const address = await call(t.app, 'getOrderPlainText', { billCode: waybillNo, queryType: 'address' }, await as('demo'));
      expect(address.data).toMatchObject({ text: 'No. 8, Jalan Bukit Bintang' });
      const audits = info.mock.calls.filter(([entry]) => (entry as { event?: string }).event === 'order.plainText');
      expect(audits.map(([entry]) => entry)).toEqual([
        expect.objectContaining({ loginCode: 'demo', customerId: demoId, waybillNo, queryType: 'tel' }),
        expect.objectContaining({ loginCode: 'demo', waybillNo, queryType: 'address' }),
      ]);
      // The revealed text itself stays out of the log.
      expect(JSON.stringify(audits)).not.toContain('0123456789');
    } finally {
      info.mockRestore();
    }
  });

  it("refuses another customer's order, an unknown waybill and an unknown kind of text", async () => {
    const waybillNo = await place();
    expect(await call(t.app, 'getOrderPlainText', { billCode: waybillNo, queryType: 'tel' }, await as('acme'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
    expect(await call(t.app, 'getOrderPlainText', { billCode: '600000000000', queryType: 'tel' }, await as('demo'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
    expect(await call(t.app, 'getOrderPlainText', { billCode: waybillNo, queryType: 'fax' }, await as('demo'))).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
  });
});

describe('getOrderDetail', () => {
  it('answers the order with its price and its tracking events, receiver masked; cancelling adds an event', async () => {
    const waybillNo = await place({ goodsValueSen: 10_000, remark: 'Fragile' });
    expect(await call(t.app, 'cancelOrder', { waybillNo }, await as('demo'))).toMatchObject({ success: true });
    const reply = await call<OrderDetail>(t.app, 'getOrderDetail', { waybillNo }, await as('demo', 'ml'));
    expect(reply.data).toMatchObject({
      waybillNo,
      status: 'CANCEL_ORDER',
      canCancel: false,
      senderTel: '0356321188',
      senderAddress: 'No. 12, Jalan SS 15/4',
      receiverTel: '012****789',
      receiverAddress: 'No. 8,***',
      goodsName: 'Baju kurung',
      goodsValueSen: 10_000,
      insuranceSen: 100,
      freightSen: 800,
      totalSen: 900,
      remark: 'Fragile',
      sortCode: 'KUL 55100',
      chargeableWeightKg: 1.5,
    });
    expect(reply.data!.events.map((e) => e.status)).toEqual(['PENDING', 'CANCEL_ORDER']);
    expect(reply.data!.cancelTime).not.toBeNull();
    expect(await call(t.app, 'getOrderDetail', { waybillNo }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
  });
});

describe('who sees which orders', () => {
  const everyCall = (waybillNo: string) =>
    [
      ['getOrders', {}],
      ['getStatusCountData', {}],
      ['getOrdersStatistics', {}],
      ['getOrderDetail', { waybillNo }],
      ['getOrderPlainText', { billCode: waybillNo, queryType: 'tel' }],
    ] as const;

  it("never shows a customer another customer's orders", async () => {
    const demoOrder = await place();
    const acmeOrder = await place({ payMethod: 'PM' }, 'acme');
    const acmeList = await getOrders({ pageSize: 100 }, 'acme');
    expect(waybillsOf(acmeList.data)).toEqual([acmeOrder]);
    expect(waybillsOf((await getOrders({ waybillNos: `${demoOrder},${acmeOrder}` })).data)).toEqual([demoOrder]);
    const acmeCounts = await call<OrderStatusCounts>(t.app, 'getStatusCountData', {}, await as('acme'));
    expect(acmeCounts.data).toMatchObject({ all: 1, PENDING: 1 });
    expect((await call<OrderStatistics>(t.app, 'getOrdersStatistics', {}, await as('acme'))).data!.orders).toBe(1);
  });

  it('shows a sub-account its customer orders only while it holds the orderManage page', async () => {
    const waybillNo = await place();
    for (const [name, parameter] of everyCall(waybillNo))
      expect(await call(t.app, name, parameter, await as('demo_ops')), name).toMatchObject({ success: true });
    expect(waybillsOf((await getOrders({ waybillNos: waybillNo }, 'demo_ops')).data)).toEqual([waybillNo]);

    const restore = await revokePage(t, 'demo', 'demo_ops', 106);
    try {
      for (const [name, parameter] of everyCall(waybillNo))
        expect(await call(t.app, name, parameter, await as('demo_ops')), name).toMatchObject({
          success: false,
          code: Code.FORBIDDEN,
          desc: 'You do not have permission to do this',
        });
      expect(
        await call(t.app, 'exportOrders', { columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }, await as('demo_ops')),
      ).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
      });
    } finally {
      await restore();
    }
  });

  it('refuses a frozen customer every order management call', async () => {
    for (const [name, parameter] of everyCall('600000000017'))
      expect(await call(t.app, name, parameter, await as('frozen')), name).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });
    expect(
      await call(t.app, 'exportOrders', { columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }, await as('frozen')),
    ).toMatchObject({
      success: false,
      code: Code.ACCOUNT_FROZEN,
    });
  });
});

describe('exportOrders', () => {
  const columns = [
    { fieldName: 'waybillNo', header: 'Waybill' },
    { fieldName: 'status', header: 'Status' },
    { fieldName: 'expressTypeName', header: 'Product' },
    { fieldName: 'payMethod', header: 'Pay method' },
    { fieldName: 'receiverTel', header: 'Receiver phone' },
    { fieldName: 'codSen', header: 'COD (RM)' },
    { fieldName: 'createTime', header: 'Created' },
  ];
  const june = { createTimeStart: '2025-06-01 00:00:00', createTimeEnd: '2025-06-30 23:59:59' };

  it('exports the list as filtered, or the ticked waybills, with the labels of the export language', async () => {
    const [a, b, c] = await storeOrders(demoId, [
      { createdAt: malaysiaInstant('2025-06-02 10:00:00'), status: 'SIGNED', codSen: 1_250 },
      { createdAt: malaysiaInstant('2025-06-03 10:00:00'), status: 'PENDING' },
      { createdAt: malaysiaInstant('2025-06-04 10:00:00'), status: 'PENDING', payMethod: 'CC_CASH' },
    ]);
    await storeOrders(acmeId, [{ createdAt: malaysiaInstant('2025-06-03 12:00:00') }]);
    const browser = await browserOf(t, 'demo');
    const exportOf = async (parameter: object) => {
      const started = await call<{ mode: string; taskId: string }>(
        t.app,
        'exportOrders',
        { columns, ...parameter },
        { token: browser.token },
      );
      expect(started.data!.mode).toBe('direct');
      return (await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload)).rows;
    };
    const all = await exportOf({ params: june, language: 'zh' });
    expect(all[0]).toEqual(columns.map((col) => col.header));
    expect(all.slice(1).map((r) => r[0])).toEqual([c, b, a]);
    expect(all[3]!.slice(1, 6)).toEqual(['已签收', '标准快递', '预付钱包（月结）', '0167778888', 12.5]);
    expect(all[3]![6]).toBeInstanceOf(Date);
    const pending = await exportOf({ params: { ...june, status: 'PENDING' } });
    expect(pending.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [c, 'Pending'],
      [b, 'Pending'],
    ]);
    const ticked = await exportOf({ params: june, ids: `${a},${c},600000000000` });
    expect(ticked.slice(1).map((r) => r[0])).toEqual([c, a]);
    expect(await call(t.app, 'exportOrders', { columns, params: { waybillNos: 'abc' } }, { token: browser.token })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'abc is not a valid waybill number',
    });
  });

  it('gives the receiver phone and address whole, as text cells, to the accounts that may reveal them, and records who exported', async () => {
    const [abroad, home] = await storeOrders(demoId, [
      {
        createdAt: malaysiaInstant('2025-08-02 10:00:00'),
        receiverTel: '+6591234567',
        receiverAddress: '10 Orchard Road, #05-01',
        receiverCountry: 'SGP',
      },
      { createdAt: malaysiaInstant('2025-08-01 10:00:00'), receiverTel: '0167778888', receiverAddress: '=22, Lebuh Chulia' },
    ]);
    const august = { createTimeStart: '2025-08-01 00:00:00', createTimeEnd: '2025-08-31 23:59:59' };
    const wanted = [
      { fieldName: 'waybillNo', header: 'Waybill' },
      { fieldName: 'receiverTel', header: 'Receiver phone' },
      { fieldName: 'receiverAddress', header: 'Receiver address' },
    ];
    const info = vi.spyOn(t.app.log, 'info');
    try {
      // The main account, and a sub-account granted order management (demo_ops).
      for (const who of ['demo', 'demo_ops']) {
        const browser = await browserOf(t, who);
        const started = await call<{ mode: string; taskId: string }>(
          t.app,
          'exportOrders',
          { columns: wanted, params: august },
          { token: browser.token },
        );
        expect(started.data!.mode).toBe('direct');
        const { rows, sheet } = await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload);
        expect(rows.slice(1)).toEqual([
          [abroad, '+6591234567', '10 Orchard Road, #05-01'],
          [home, '0167778888', '=22, Lebuh Chulia'],
        ]);
        for (const ref of ['B2', 'C2', 'B3', 'C3']) expect(sheet.getCell(ref).type, ref).toBe(ExcelJS.ValueType.String);
        const recorded = info.mock.calls
          .map(([entry]) => entry as { event?: string; taskId?: string })
          .filter((e) => e.event === 'export.recorded');
        expect(recorded.at(-1)).toMatchObject({
          taskId: started.data!.taskId,
          source: 'exportOrders',
          mode: 'direct',
          loginCode: who,
          customerId: demoId,
        });
        // The task row keeps the account too.
        const [task] = await t.database.db
          .select({ userId: exportTasks.userId })
          .from(exportTasks)
          .where(eq(exportTasks.id, started.data!.taskId));
        const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, who));
        expect(task!.userId).toBe(user!.id);
      }
    } finally {
      info.mockRestore();
    }
  });

  it('pages a long export in the list order without repeating or skipping a row', async () => {
    // Several orders share a creation time: the id breaks the tie, so the keyset still moves on.
    const made = await storeOrders(
      demoId,
      Array.from({ length: 2_300 }, (_, i) => ({ createdAt: new Date(Date.UTC(2025, 6, 1) + Math.floor(i / 3) * 1000) })),
    );
    const browser = await browserOf(t, 'demo');
    const started = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportOrders',
      {
        columns: columns.slice(0, 1),
        params: { createTimeStart: '2025-07-01 00:00:00', createTimeEnd: '2025-07-31 23:59:59' },
        apiType: 'task',
      },
      { token: browser.token },
    );
    expect(started).toMatchObject({ success: true, data: { mode: 'task' } });
    expect(await waitForTask(t, browser.token, started.data!.taskId, ['DONE'])).toMatchObject({ rows: 2_300 });
    const direct = await call<{ taskId: string }>(
      t.app,
      'exportOrders',
      { columns: columns.slice(0, 1), params: { createTimeStart: '2025-07-01 00:00:00', createTimeEnd: '2025-07-31 23:59:59' } },
      { token: browser.token },
    );
    const rows = (await readSheet((await download(t, signedQuery(browser, direct.data!.taskId))).rawPayload)).rows.slice(1);
    expect(rows.map((r) => r[0])).toEqual([...made].reverse());
  });

  it('is refused to an account whose exportFlag is 1, here and through the download centre', async () => {
    const browser = await browserOf(t, 'demo');
    await t.database.db.update(users).set({ exportFlag: 1 }).where(eq(users.loginCode, 'demo'));
    try {
      const refusal = { success: false, code: Code.FORBIDDEN, desc: 'Exporting orders is not open for your account' };
      expect(await call(t.app, 'exportOrders', { columns, params: june }, { token: browser.token })).toMatchObject(refusal);
      expect(await call(t.app, 'exportOrders', { columns, params: june, apiType: 'task' }, { token: browser.token })).toMatchObject(
        refusal,
      );
      expect(
        await call(t.app, 'export/saveExportTask', { source: 'exportOrders', columns, params: june }, { token: browser.token }),
      ).toMatchObject(refusal);
      // Other lists still export.
      expect(
        await call(t.app, 'exportAddress', { columns: [{ fieldName: 'name', header: 'Name' }], params: {} }, { token: browser.token }),
      ).toMatchObject({ success: true });
    } finally {
      await t.database.db.update(users).set({ exportFlag: 0 }).where(eq(users.loginCode, 'demo'));
    }
  });
});
