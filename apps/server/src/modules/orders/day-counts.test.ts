import { paysFromWallet } from '@portal/shared/order';
import type { OrderStatistics, OrderStatusCounts } from '@portal/shared/order-manage';
import { malaysiaInstant } from '@portal/shared/time';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orderDayCounts, orders } from '../../db/schema/index.ts';
import { foldDayCounts, wholeDays } from './day-counts.ts';
import { domesticOrder, storedOrderRow } from './testing.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await t.database.db.select().from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
});
afterAll(() => t.close());

const as = async () => ({ token: await t.sessionOf('demo'), lang: 'en' as const });

/** Orders written straight into the table, as the back office's systems would, at the given instants. */
async function store(
  rows: {
    at: string;
    status?: string;
    packageCount?: number;
    codSen?: number;
    totalSen?: number;
    payMethod?: string;
    expressType?: string;
  }[],
) {
  const values = rows.map(({ at, ...over }) => storedOrderRow(demoId, { status: 'PENDING', ...over, createdAt: new Date(at) }));
  await t.database.db.insert(orders).values(values);
  return values.map((v) => v.waybillNo);
}

/** The truth, counted from the orders themselves (of one product, when given). */
async function counted(from: string, to: string, expressType?: string) {
  const rows = await t.database.db
    .select({
      status: orders.status,
      payMethod: orders.payMethod,
      n: sql<string>`count(*)`,
      pieces: sql<string>`sum(${orders.packageCount})`,
      cod: sql<string>`sum(${orders.codSen})`,
      total: sql<string>`sum(${orders.totalSen})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, demoId),
        gte(orders.createdAt, malaysiaInstant(`${from} 00:00:00`)),
        lt(orders.createdAt, new Date(malaysiaInstant(`${to} 23:59:59`).getTime() + 1000)),
        expressType ? eq(orders.expressType, expressType) : undefined,
      ),
    )
    .groupBy(orders.status, orders.payMethod);
  const tabs: Record<string, number> = {};
  const totals = { orders: 0, pieces: 0, codSen: 0, chargedSen: 0, refundedSen: 0 };
  for (const r of rows) {
    tabs[r.status] = (tabs[r.status] ?? 0) + Number(r.n);
    totals.orders += Number(r.n);
    totals.pieces += Number(r.pieces);
    totals.codSen += Number(r.cod);
    // What the wallet holds: wallet-paid prices that stand; a cancelled one's went back.
    if (paysFromWallet(r.payMethod)) totals[r.status === 'CANCEL_ORDER' ? 'refundedSen' : 'chargedSen'] += Number(r.total);
  }
  return { tabs, totals };
}

/** What the order management page is told for whole days from..to (of one product, when given). */
async function told(from: string, to: string, expressType?: string) {
  const range = { createTimeStart: `${from} 00:00:00`, createTimeEnd: `${to} 23:59:59`, ...(expressType ? { expressType } : {}) };
  const tabs = (await call<OrderStatusCounts>(t.app, 'getStatusCountData', range, await as())).data!;
  const totals = (await call<OrderStatistics>(t.app, 'getOrdersStatistics', range, await as())).data!;
  const list = (await call<{ total: number; totalCapped?: boolean }>(t.app, 'getOrders', { ...range, page: 1, pageSize: 5 }, await as()))
    .data!;
  const nonZero = Object.fromEntries(Object.entries(tabs).filter(([k, v]) => k !== 'all' && v !== 0));
  return { tabs: nonZero, all: tabs.all, totals, listTotal: list.total, capped: list.totalCapped ?? false };
}

async function expectTold(from: string, to: string, expressType?: string) {
  const truth = await counted(from, to, expressType);
  const page = await told(from, to, expressType);
  expect(page.tabs).toEqual(truth.tabs);
  expect(page.all).toBe(truth.totals.orders);
  expect(page.totals).toEqual(truth.totals);
  expect(page.listTotal).toBe(truth.totals.orders);
  expect(page.capped).toBe(false);
}

describe('wholeDays', () => {
  it('answers the days of a range on day edges under no filter but the status and the product, else null', () => {
    expect(wholeDays({ createTimeStart: '2025-03-01 00:00:00', createTimeEnd: '2025-03-07 23:59:59' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-07',
      expressType: null,
    });
    expect(wholeDays({ status: 'SIGNED' })).toEqual({ from: null, to: null, expressType: null });
    expect(wholeDays({ expressType: 'EX' })).toEqual({ from: null, to: null, expressType: 'EX' });
    expect(wholeDays({ createTimeStart: '2025-03-01 08:00:00' })).toBeNull();
    expect(wholeDays({ createTimeEnd: '2025-03-07 12:00:00' })).toBeNull();
    expect(wholeDays({ payMethod: 'PP_PM' })).toBeNull();
    expect(wholeDays({ waybillNos: ['x'] })).toBeNull();
    expect(wholeDays({ orderCode: 'SO-1' })).toBeNull();
  });
});

describe('order counts by Malaysian day', () => {
  it('count an order on its Malaysian day: 15:59:59 UTC is still that day, 16:00 UTC the next', async () => {
    await store([{ at: '2024-02-01T15:59:59Z' }, { at: '2024-02-01T16:00:00Z' }, { at: '2024-02-01T16:00:00Z' }]);
    expect((await told('2024-02-01', '2024-02-01')).all).toBe(1);
    expect((await told('2024-02-02', '2024-02-02')).all).toBe(2);
    await expectTold('2024-02-01', '2024-02-02');
  });

  it('follow orders placed, edited, cancelled, moved on, removed and folded, to the sen', async () => {
    // Placed through the portal (today), and stored by the back office over a fortnight of 2024.
    const placed: string[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({ codSen: 1_000 * i }, `day-${i}`), await as());
      expect(reply.success).toBe(true);
      placed.push(reply.data!.waybillNo);
    }
    const instants = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2024, 4, 1, 3 + i * 9)).toISOString());
    const waybills = await store(
      instants.map((at, i) => ({
        at,
        status: i % 3 ? 'SIGNED' : 'IN_TRANSIT',
        packageCount: 1 + (i % 2),
        codSen: 100 * i,
        totalSen: 700 + i,
        payMethod: i % 4 ? 'PP_PM' : 'CC_CASH',
        expressType: i % 5 ? 'EZ' : 'EX',
      })),
    );
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await expectTold('2024-05-01', '2024-05-31');
    await expectTold('2024-05-01', '2024-05-31', 'EX');
    await expectTold(today, today);

    // The back office moves some on in one statement, a charge changes, some are removed.
    await t.database.db
      .update(orders)
      .set({ status: 'DELIVERING' })
      .where(inArray(orders.waybillNo, waybills.slice(0, 10)));
    await t.database.db.update(orders).set({ totalSen: 1_234, codSen: 55 }).where(eq(orders.waybillNo, waybills[12]!));
    // A pay method changed alone moves the wallet's part (issue 14: Charged is the wallet's).
    await t.database.db.update(orders).set({ payMethod: 'CASH' }).where(eq(orders.waybillNo, waybills[13]!));
    // A product changed alone moves the order between the products' counts.
    await t.database.db.update(orders).set({ expressType: 'EX' }).where(eq(orders.waybillNo, waybills[14]!));
    await t.database.db.update(orders).set({ remark: 'no figure changes' }).where(inArray(orders.waybillNo, waybills));
    await t.database.db.delete(orders).where(inArray(orders.waybillNo, waybills.slice(30, 33)));
    // And the shipper cancels one of today's.
    expect((await call(t.app, 'cancelOrder', { waybillNo: placed[1] }, await as())).success).toBe(true);
    await expectTold('2024-05-01', '2024-05-31');
    await expectTold('2024-05-03', '2024-05-09');
    await expectTold('2024-05-01', '2024-05-31', 'EX');
    await expectTold('2024-05-01', '2024-05-31', 'EZ');
    await expectTold(today, today);

    // Folding changes no figure and leaves one settled row per customer, day, status and product.
    await foldDayCounts(t.database.db);
    await expectTold('2024-05-01', '2024-05-31');
    await expectTold('2024-05-01', '2024-05-31', 'EX');
    await expectTold(today, today);
    const groups = await t.database.db
      .select({ day: orderDayCounts.day, status: orderDayCounts.status, rows: sql<string>`count(*)` })
      .from(orderDayCounts)
      .where(eq(orderDayCounts.customerId, demoId))
      .groupBy(orderDayCounts.day, orderDayCounts.status, orderDayCounts.expressType);
    expect(groups.every((g) => Number(g.rows) === 1)).toBe(true);
    const deltas = await t.database.db.select().from(orderDayCounts).where(eq(orderDayCounts.settled, false));
    expect(deltas).toEqual([]);
  });

  it('stay exact while orders are placed in parallel and the deltas are folded meanwhile', async () => {
    const session = await as();
    const replies = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => call(t.app, 'insertOrder', domesticOrder({}, `day-race-${i}`), session)),
      foldDayCounts(t.database.db),
      foldDayCounts(t.database.db),
    ]);
    expect(replies.slice(0, 20).every((r) => (r as { success: boolean }).success)).toBe(true);
    await foldDayCounts(t.database.db);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await expectTold(today, today);
    await expectTold('2020-01-01', today);
  });

  it('count all dates exactly, not up to the search cap', async () => {
    const page = await call<{ total: number; totalCapped?: boolean }>(t.app, 'getOrders', { page: 1, pageSize: 5 }, await as());
    const [{ n } = { n: '0' }] = await t.database.db.select({ n: sql<string>`count(*)` }).from(orders).where(eq(orders.customerId, demoId));
    expect(page.data).toMatchObject({ total: Number(n) });
    expect(page.data!.totalCapped ?? false).toBe(false);
    // A page past the last carries no row: its total is counted apart, the same.
    const past = await call<{ total: number; list: unknown[] }>(t.app, 'getOrders', { page: 9_999, pageSize: 5 }, await as());
    expect(past.data).toMatchObject({ total: Number(n), list: [] });
    const signed = await call<{ total: number }>(t.app, 'getOrders', { page: 1, pageSize: 5, status: 'SIGNED' }, await as());
    const [{ s } = { s: '0' }] = await t.database.db
      .select({ s: sql<string>`count(*)` })
      .from(orders)
      .where(and(eq(orders.customerId, demoId), eq(orders.status, 'SIGNED')));
    expect(signed.data!.total).toBe(Number(s));
  });
});
