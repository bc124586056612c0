// The dashboard's figures come from the pre-aggregated counts (order_day_counts, order_day_deliveries);
// these tests hold them against the orders themselves, counted directly with the shared rules, after
// random parcel lives fed through the operations API, cancellations, edits and folding.
import {
  COD_PENDING_GROUPS,
  type CodFeeCount,
  type DashboardHeadline,
  daysOf,
  type HomeStatusCount,
  type PrescriptionReport,
  type ReceiptRate,
  rate,
  SHIPPED_GROUPS,
  STATUS_GROUP_LIST,
  type StatusGroup,
  statusGroupOf,
} from '@portal/shared/dashboard';
import { deliveryDays, promisedDays, routeClass } from '@portal/shared/delivery-time';
import { ORDER_STATUSES } from '@portal/shared/order';
import { malaysiaDate } from '@portal/shared/time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orderDayCounts, orderDayDeliveries, orders, regions } from '../../db/schema/index.ts';
import { foldDayCounts } from '../orders/service.ts';
import { domesticOrder, storedOrderRow } from '../orders/testing.ts';

let t: TestApp;
let key: string;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('dashboard test')).key;
  demoId = (await t.database.db.select().from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
});
afterAll(() => t.close());

const as = async (login = 'demo') => ({ token: await t.sessionOf(login), lang: 'en' as const });

/** A small seeded generator, so a failure can be run again as it was. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let eventNo = 0;
const scan = (waybillNo: string, scanCode: number, at: Date, over: Record<string, unknown> = {}) => ({
  eventId: `dash-${Date.now()}-${++eventNo}`,
  waybillNo,
  scanCode,
  scannedAt: at.toISOString(),
  siteCode: 'KUL01',
  ...over,
});
async function sendScans(events: unknown[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/scans',
      headers: { authorization: `Bearer ${key}` },
      payload: { events: events.slice(i, i + 500) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ rejected: unknown[] }>().rejected).toEqual([]);
  }
}

const ROUTES = [
  { receiverProv: 'Selangor', receiverCity: 'Shah Alam', receiverPostcode: '40000' },
  { receiverProv: 'Pulau Pinang', receiverCity: 'Pulau Pinang', receiverPostcode: '10200' },
  { receiverProv: 'Sabah', receiverCity: 'Kota Kinabalu', receiverPostcode: '88000' },
  { receiverProv: 'Sarawak', receiverCity: 'Kuching', receiverPostcode: '93000' },
];
const PRODUCTS = ['EZ', 'EX', 'SF'];
const HOUR = 3_600_000;

/**
 * Scans for one random life from `placedAt`: nothing yet, on its way, a problem, signed (with or
 * without a pick-up scan, COD collected in full or not), or returned. Returned in a shuffled order.
 */
function lifeOf(next: () => number, waybillNo: string, placedAt: Date, codSen: number, latest: Date) {
  const at = (hours: number) => new Date(Math.min(placedAt.getTime() + hours * HOUR, latest.getTime()));
  const pickup = 2 + next() * 30;
  const fate = next();
  const events: ReturnType<typeof scan>[] = [];
  if (fate < 0.1) return events;
  if (fate < 0.15) return [scan(waybillNo, 110, at(pickup), { problemReason: 'SENDER_NOT_READY' })];
  // Some parcels reach their signature with no pick-up scan recorded: signed, but not measured.
  const withPickup = next() < 0.85;
  if (withPickup) events.push(scan(waybillNo, next() < 0.5 ? 10 : 200, at(pickup)), scan(waybillNo, 20, at(pickup + 3)));
  if (fate < 0.3) return events;
  const delivered = pickup + 12 + next() * 24 * 8;
  events.push(scan(waybillNo, 94, at(delivered - 4)));
  if (fate < 0.4) events.push(scan(waybillNo, 110, at(delivered), { problemReason: next() < 0.5 ? 'RECEIVER_ABSENT' : 'DAMAGED' }));
  else if (fate < 0.5)
    events.push(scan(waybillNo, 172, at(delivered)), ...(next() < 0.5 ? [scan(waybillNo, 173, at(delivered + 30))] : []));
  else {
    const collected = codSen > 0 && next() < 0.3 ? { codCollectedSen: Math.floor(codSen / 2) } : {};
    events.push(scan(waybillNo, 100, at(delivered), { signerName: 'Receiver', ...collected }));
    // A late arrival scan after the signature changes nothing.
    if (next() < 0.3) events.push(scan(waybillNo, 30, at(delivered + 5)));
  }
  return events.sort(() => next() - 0.5);
}

/** The truth for a period, counted from the orders with the shared rules. */
async function counted(from: string, to: string) {
  const rows = (
    await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, demoId), sql`malaysia_day(${orders.createdAt}) between ${from} and ${to}`))
  ).map((o) => ({ ...o, day: new Date(o.createdAt.getTime() + 8 * HOUR).toISOString().slice(0, 10) }));
  const groupOf = (status: string) => statusGroupOf(status)!;
  const groups = Object.fromEntries(STATUS_GROUP_LIST.map((g) => [g, 0])) as Record<StatusGroup, number>;
  for (const o of rows) groups[groupOf(o.status)]++;
  const shipped = rows.filter((o) => SHIPPED_GROUPS.includes(groupOf(o.status)));
  const signed = rows.filter((o) => o.status === 'SIGNED');
  const domestic = signed.filter((o) => o.kind === 'domestic');
  const measured = domestic.filter((o) => o.pickedUpAt);
  const daysOfOrder = (o: (typeof rows)[number]) => deliveryDays(o.pickedUpAt!, o.signedAt!);
  const onTime = measured.filter((o) => daysOfOrder(o) <= promisedDays(o.senderProv, o.receiverProv).max);
  const totalDays = measured.reduce((s, o) => s + daysOfOrder(o), 0);
  const cod = rows.filter((o) => o.codSen > 0 && o.status !== 'CANCEL_ORDER');
  const sum = (of: typeof rows, pick: (o: (typeof rows)[number]) => number) => ({
    orders: of.length,
    sen: of.reduce((s, o) => s + pick(o), 0),
  });
  const headline: DashboardHeadline = {
    dateFrom: from,
    dateTo: to,
    orders: rows.length,
    pieces: rows.reduce((s, o) => s + o.packageCount, 0),
    groups,
    shipped: shipped.length,
    signed: signed.length,
    signRate: rate(signed.length, shipped.length),
    measured: measured.length,
    onTime: onTime.length,
    onTimeRate: rate(onTime.length, measured.length),
    averageDays: measured.length ? Math.round((totalDays / measured.length) * 100) / 100 : null,
    // Cash reported on a parcel without COD (today's placed[2]) is not COD collected.
    codCollectedSen: signed.filter((o) => o.codSen > 0).reduce((s, o) => s + (o.codCollectedSen ?? 0), 0),
    codPendingSen: rows.filter((o) => COD_PENDING_GROUPS.includes(groupOf(o.status))).reduce((s, o) => s + o.codSen, 0),
  };
  const counts = { all: rows.length, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.filter((o) => o.status === s).length])) };
  const days = daysOf(from, to).map((day) => {
    const of = rows.filter((o) => o.day === day);
    return {
      day,
      all: of.length,
      ...Object.fromEntries(STATUS_GROUP_LIST.map((g) => [g, of.filter((o) => groupOf(o.status) === g).length])),
    };
  });
  const receipt = daysOf(from, to).map((day) => {
    const s = shipped.filter((o) => o.day === day).length;
    const n = signed.filter((o) => o.day === day).length;
    return { day, shipped: s, signed: n, rate: rate(n, s) };
  });
  const codFee: CodFeeCount = {
    dateFrom: from,
    dateTo: to,
    total: sum(cod, (o) => o.codSen),
    collected: sum(
      cod.filter((o) => o.status === 'SIGNED'),
      (o) => o.codCollectedSen ?? 0,
    ),
    pending: sum(
      cod.filter((o) => COD_PENDING_GROUPS.includes(groupOf(o.status))),
      (o) => o.codSen,
    ),
    returned: sum(
      cod.filter((o) => groupOf(o.status) === 'returned'),
      (o) => o.codSen,
    ),
  };
  // The aging lines: route class and product, with measured days by parcel.
  const lines = new Map<string, { signed: number; measured: number; onTime: number; days: number[] }>();
  for (const o of domestic) {
    const k = `${routeClass(o.senderProv, o.receiverProv)}/${o.expressType}`;
    const line = lines.get(k) ?? { signed: 0, measured: 0, onTime: 0, days: [] };
    line.signed++;
    if (o.pickedUpAt) {
      line.measured++;
      line.days.push(daysOfOrder(o));
      if (daysOfOrder(o) <= promisedDays(o.senderProv, o.receiverProv).max) line.onTime++;
    }
    lines.set(k, line);
  }
  return { headline, counts, days, receipt, codFee, lines };
}

async function told(from: string, to: string) {
  const period = { dateFrom: from, dateTo: to };
  const session = await as();
  const [data, status, receipt, cod, report] = await Promise.all([
    call<DashboardHeadline>(t.app, 'getData', period, session),
    call<HomeStatusCount>(t.app, 'getHomeStatusCount', period, session),
    call<ReceiptRate>(t.app, 'getReceiptRate', period, session),
    call<CodFeeCount>(t.app, 'getCodFeeCount', period, session),
    call<PrescriptionReport>(t.app, 'getPrescriptionReport', period, session),
  ]);
  for (const reply of [data, status, receipt, cod, report]) expect(reply.success, reply.desc).toBe(true);
  return { headline: data.data!, status: status.data!, receipt: receipt.data!, cod: cod.data!, report: report.data! };
}

async function expectTold(from: string, to: string) {
  const truth = await counted(from, to);
  const page = await told(from, to);
  expect(page.headline).toEqual(truth.headline);
  expect(page.status.counts).toEqual(truth.counts);
  expect(page.status.days).toEqual(truth.days);
  expect(page.receipt.days).toEqual(truth.receipt);
  expect(page.receipt.signed).toBe(truth.headline.signed);
  expect(page.cod).toEqual(truth.codFee);
  const lines = Object.fromEntries(
    page.report.lines.map((l) => [
      `${l.routeClass}/${l.expressType}`,
      { signed: l.signed, measured: l.measured, onTime: l.onTime, days: l.distribution.flatMap((d) => Array(d.parcels).fill(d.days)) },
    ]),
  );
  const expected = Object.fromEntries([...truth.lines].map(([k, v]) => [k, { ...v, days: [...v.days].sort((a, b) => a - b) }]));
  expect(lines).toEqual(expected);
  expect(page.report.total).toMatchObject({
    signed: truth.headline.signed,
    measured: truth.headline.measured,
    onTime: truth.headline.onTime,
  });
  return truth;
}

describe('the route rules in SQL', () => {
  it('class every pair of states and promise its days as shared/delivery-time.ts does', async () => {
    const states = (await t.database.db.select({ name: regions.name }).from(regions).where(eq(regions.level, 1))).map((r) => r.name);
    expect(states.length).toBeGreaterThanOrEqual(16);
    const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));
    const result = (await t.database.db.execute(sql`
      select f, t, route_class(f, t) as route, promised_max_days(f, t) as promised
      from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) as x(f, t)`)) as unknown as {
      rows: { f: string; t: string; route: string; promised: number }[];
    };
    expect(result.rows).toHaveLength(pairs.length);
    for (const r of result.rows) {
      expect([r.f, r.t, r.route]).toEqual([r.f, r.t, routeClass(r.f, r.t)]);
      expect([r.f, r.t, Number(r.promised)]).toEqual([r.f, r.t, promisedDays(r.f, r.t).max]);
    }
  });

  it('measure D+n as deliveryDays does, across the Malaysian midnight', async () => {
    const cases = [
      ['2025-03-01T15:30:00Z', '2025-03-01T16:30:00Z'],
      ['2025-02-28T16:30:00Z', '2025-03-01T15:30:00Z'],
      ['2025-03-01T02:00:00Z', '2025-03-04T09:00:00Z'],
      ['2025-03-02T02:00:00Z', '2025-03-01T09:00:00Z'],
      ['2024-12-31T15:59:59Z', '2025-01-07T16:00:00Z'],
    ];
    for (const [pickedUp, signed] of cases) {
      const result = (await t.database.db.execute(
        sql`select order_delivery_days(${pickedUp}::timestamptz, ${signed}::timestamptz) as d`,
      )) as unknown as { rows: { d: number }[] };
      expect(Number(result.rows[0]!.d)).toBe(deliveryDays(new Date(pickedUp!), new Date(signed!)));
    }
    // Without a pick-up scan nothing is measured (greatest() alone would have made it D+0).
    const none = (await t.database.db.execute(sql`select order_delivery_days(null, now()) as d`)) as unknown as { rows: { d: null }[] };
    expect(none.rows[0]!.d).toBeNull();
  });
});

describe('the dashboard figures against the orders themselves', () => {
  it('agree after random parcel lives, replays, cancellations, edits, removals and folding', async () => {
    const next = random(20_260_315);
    // Three weeks of March 2025 stored by the back office, each with a random life.
    const stored = Array.from({ length: 90 }, (_, i) => {
      const route = ROUTES[Math.floor(next() * ROUTES.length)]!;
      const codSen = next() < 0.4 ? 1_000 + Math.floor(next() * 50_000) : 0;
      const createdAt = new Date(Date.UTC(2025, 2, 1, 0, 0) + i * 5.5 * HOUR);
      return {
        ...storedOrderRow(demoId, {
          ...route,
          zone: route.receiverProv.startsWith('Sa') ? 'WM_EM' : 'WM',
          expressType: PRODUCTS[Math.floor(next() * PRODUCTS.length)],
          codSen,
          packageCount: 1 + Math.floor(next() * 3),
          createdAt,
        }),
        codSen,
        createdAt,
      };
    });
    await t.database.db.insert(orders).values(stored);
    const latest = new Date(Date.now() - HOUR);
    const events = stored.flatMap((o) => lifeOf(next, o.waybillNo, o.createdAt, o.codSen, latest));
    // Sent in a random order, in batches, and the first batch again (a replay changes nothing).
    events.sort(() => next() - 0.5);
    await sendScans(events);
    await sendScans(events.slice(0, 50).map((e) => ({ ...e })));

    // Today's, placed through the portal: some cancelled, some edited, some moved on.
    const session = await as();
    const placed: string[] = [];
    for (let i = 0; i < 8; i++) {
      const route = ROUTES[i % ROUTES.length]!;
      const reply = await call<{ waybillNo: string }>(
        t.app,
        'insertOrder',
        domesticOrder({ ...route, codSen: i % 2 ? 5_000 : 0 }, `dash-${i}`),
        session,
      );
      expect(reply.success, reply.desc).toBe(true);
      placed.push(reply.data!.waybillNo);
    }
    for (const waybillNo of placed.slice(0, 2)) expect((await call(t.app, 'cancelOrder', { waybillNo }, session)).success).toBe(true);
    const now = Date.now();
    await sendScans([
      scan(placed[2]!, 10, new Date(now - 3 * HOUR)),
      scan(placed[2]!, 100, new Date(now - 2 * HOUR), { signerName: 'Same day', codCollectedSen: 4_000 }),
      scan(placed[3]!, 10, new Date(now - 3 * HOUR)),
      scan(placed[3]!, 100, new Date(now - HOUR)),
      scan(placed[4]!, 200, new Date(now - 2 * HOUR)),
    ]);

    await expectTold('2025-03-01', '2025-03-31');
    const today = malaysiaDate(0);
    await expectTold(today, today);

    // The back office moves some on in one statement, changes a COD amount, removes a few.
    const some = stored.slice(0, 12).map((o) => o.waybillNo);
    await t.database.db
      .update(orders)
      .set({ status: 'RETURNED' })
      .where(sql`${orders.waybillNo} = any(${sql.param(some)}::text[])`);
    await t.database.db.update(orders).set({ codSen: 777 }).where(eq(orders.waybillNo, stored[20]!.waybillNo));
    await t.database.db.update(orders).set({ remark: 'no figure changes' }).where(eq(orders.customerId, demoId));
    await t.database.db
      .delete(orders)
      .where(sql`${orders.waybillNo} = any(${sql.param(stored.slice(30, 34).map((o) => o.waybillNo))}::text[])`);
    const truth = await expectTold('2025-03-01', '2025-03-31');
    // The random lives reached every corner the figures count.
    expect(truth.headline.signed).toBeGreaterThan(10);
    expect(truth.headline.onTime).toBeGreaterThan(0);
    expect(truth.headline.measured - truth.headline.onTime).toBeGreaterThan(0);
    expect(truth.headline.signed - truth.headline.measured).toBeGreaterThan(0);
    expect(truth.codFee.collected.sen).toBeGreaterThan(0);
    expect(truth.codFee.returned.orders).toBeGreaterThan(0);
    expect(truth.lines.size).toBeGreaterThan(3);

    // Folding changes no figure and leaves one settled row per group.
    await foldDayCounts(t.database.db);
    await expectTold('2025-03-01', '2025-03-31');
    await expectTold('2025-03-05', '2025-03-09');
    await expectTold(today, today);
    expect(await t.database.db.select().from(orderDayDeliveries).where(eq(orderDayDeliveries.settled, false))).toEqual([]);
    expect(await t.database.db.select().from(orderDayCounts).where(eq(orderDayCounts.settled, false))).toEqual([]);
    const groups = (await t.database.db.execute(sql`
      select count(*) as n from order_day_deliveries
      group by customer_id, day, express_type, route_class, promised_days, delivery_days having count(*) > 1`)) as unknown as {
      rows: unknown[];
    };
    expect(groups.rows).toEqual([]);

    // A later scan after folding (a parcel signed today of one placed in March) is counted at once.
    const [waiting] = await t.database.db
      .select({ waybillNo: orders.waybillNo })
      .from(orders)
      .where(and(eq(orders.customerId, demoId), eq(orders.status, 'IN_TRANSIT'), sql`${orders.createdAt} < '2025-04-01'`))
      .limit(1);
    await sendScans([scan(waiting!.waybillNo, 100, new Date(now - HOUR), { signerName: 'Late' })]);
    await expectTold('2025-03-01', '2025-03-31');
  });
});
