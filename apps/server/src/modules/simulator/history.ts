import type { GoodsType, OrderStatus } from '@portal/shared/order';
import { insertOrderParameter } from '@portal/shared/order-rules';
import { scanOutcome } from '@portal/shared/scans';
import { DAY_MS } from '@portal/shared/time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, networkSites, orders, simulatorLives, users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { GeographyService } from '../geography/service.ts';
import { cancelOrder, type OrderContexts, type PricingService, placePastOrder, type WaybillNumbers } from '../orders/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { DropPointService } from '../service-area/service.ts';
import { type ForcedOutcome, planLife, plannedStatusAt, type Site } from './plan.ts';
import { type Random, seededRandom } from './random.ts';
import { loadNetwork, type RunnerDeps, runSimulator } from './runner.ts';

/** Placing orders as of the past takes what placing takes; the scans go through the runner. */
export interface HistoryDeps extends RunnerDeps {
  contexts: OrderContexts;
  waybills: WaybillNumbers;
  geography: GeographyService;
  pricing: PricingService;
  dropPoints: DropPointService;
  wallet: WalletService;
}

export interface HistoryOptions {
  now?: Date;
  /** How far back the history reaches. */
  days?: number;
  /** Orders a day of the busiest demo customer (the others send fewer). */
  perDay?: number;
}

export interface HistoryResult {
  orders: number;
  cancelled: number;
  scans: number;
  /** The statuses the demo customers' orders stand in afterwards, with their counts. */
  statuses: Record<string, number>;
  ms: number;
  /** Of which replaying the scans. */
  scanMs: number;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The statuses a newcomer should find on a fresh demo, each at least twice, and the life that shows it. */
const SHOWCASE: [OrderStatus, ForcedOutcome | null][] = [
  ['PENDING', null],
  ['GOT', null],
  ['IN_TRANSIT', null],
  ['DELIVERING', 'clean'],
  ['UNSIGNED', 'attemptFailed'],
  ['SIGNED', null],
  ['PICKUP_FAILED', 'pickupFailed'],
  ['RETURNING', 'returned'],
  ['RETURNED', 'returned'],
  ['PROBLEM', 'problem'],
];
const SHOWCASE_EACH = 2;
/** Of the orders placed, this share is cancelled by the shipper before pick-up. */
const CANCELLED_SHARE = 0.03;

const RECEIVERS = [
  'Siti Nurhaliza binti Ahmad',
  'Lee Chong Wei',
  'Nur Aisyah binti Rahman',
  'Tan Mei Ling',
  'Muthu a/l Rajan',
  'Wong Kah Wai',
  'Farah Nadia binti Ismail',
  'Lim Boon Keat',
  'Kavitha a/p Subramaniam',
  'Mohd Faizal bin Hassan',
  'Chong Siew Lan',
  'Aiman Hakim bin Zulkifli',
  'Jessica Lau',
  'Rajesh Kumar',
  'Nurul Huda binti Osman',
  'Ong Wei Jie',
  'Amirah binti Yusof',
  'Goh Chin Hock',
];
const STREETS = [
  'Jalan Mawar',
  'Jalan Melati',
  'Jalan Kenanga',
  'Jalan Cempaka',
  'Jalan Dahlia',
  'Lorong Seri Indah',
  'Jalan Bunga Raya',
  'Persiaran Wawasan',
];
const GOODS: Record<string, string[]> = {
  MY10001: ['Baju kurung', 'Tudung bawal', 'Kopi 3-in-1', 'Kuih raya (tin)', 'Batik scarf', 'Songkok', 'Sambal bottles'],
  MY10002: ['Power bank 20000mAh', 'USB-C cable', 'Bluetooth speaker', 'Wireless earbuds', 'Smart plug', 'LED desk lamp'],
  MY10003: ['Sabah pearl necklace', 'Rattan basket', 'Sabah tea', 'Woven sunhat', 'Wood carving'],
};
/** What each demo customer ships, as spec 5 declares goods: its goods type and brand. */
const DECLARED: Record<string, { goodsType: GoodsType; brandName: string }> = {
  MY10001: { goodsType: 'APPAREL', brandName: 'Demo Trading' },
  MY10002: { goodsType: 'ELECTRONICS', brandName: 'Acme Gadgets' },
  MY10003: { goodsType: 'HOUSEHOLD', brandName: 'Borneo Crafts' },
};
/** Orders a day of each demo customer, as a share of `perDay`, and how far back its history goes. */
const SHARE: Record<string, { share: number; fromDay?: number; pay: string; cod: number }> = {
  MY10001: { share: 1, pay: 'PM', cod: 0.35 },
  MY10002: { share: 0.45, pay: 'PM', cod: 0.15 },
  // The frozen customer shipped until it was frozen three weeks ago.
  MY10003: { share: 0.25, fromDay: 21, pay: 'CASH', cod: 0 },
};

interface Town {
  code: string;
  postcode: string;
  state: string;
  city: string;
}

interface Shipper {
  id: number;
  code: string;
  name: string;
  tel: string;
  address: string;
  userId: number;
  loginCode: string;
  town: Town;
}

/**
 * A realistic month for the demo customers of a new demo database: a few hundred orders over the
 * past `days` days through the same checks, statement and tracking as placing one (`placePastOrder`),
 * a few cancelled, and their lives replayed through the scan ingest with their past times (the
 * runner, at real pace from each order's creation), so lists, tracking and figures have parcels in
 * every status. Runs only while no demo customer has an order; answers null otherwise.
 */
export async function seedDemoHistory(deps: HistoryDeps, options: HistoryOptions = {}): Promise<HistoryResult | null> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const days = options.days ?? 30;
  const perDay = options.perDay ?? 6;
  const shippers = await demoShippers(deps.db);
  if (shippers.length === 0) return null;
  const [placed] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      inArray(
        orders.customerId,
        shippers.map((s) => s.id),
      ),
    );
  if ((placed?.n ?? 0) > 0) return null;

  const network = await loadNetwork(deps.db);
  const towns = await deps.db
    .select({ code: networkSites.code, postcode: networkSites.postcode, state: networkSites.state, city: networkSites.city })
    .from(networkSites)
    .where(and(eq(networkSites.enabled, true), eq(networkSites.dropOff, true)))
    .orderBy(asc(networkSites.code))
    .then((rows) => rows.map((r) => ({ code: r.code, postcode: r.postcode ?? '', state: r.state ?? '', city: r.city ?? '' })));
  const random = seededRandom('demo-history');
  let orderNo = 0;
  let cancelled = 0;
  const lives: { orderId: number; startedAt: Date; outcome: ForcedOutcome | null }[] = [];
  const expected = new Map<OrderStatus, number>();

  const place = async (shipper: Shipper, createdAt: Date, given?: { input: OrderInput; waybillNo: string }) => {
    let input = given?.input ?? orderInput(random, shipper, towns, createdAt, ++orderNo);
    const caller = { customerId: shipper.id, userId: shipper.userId };
    const at = { createdAt, ...(given ? { waybillNo: given.waybillNo } : {}) };
    try {
      return { ...(await placePastOrder(deps, caller, input, at)), input };
    } catch (err) {
      // Not every product runs on every route (Same Day stays in the Peninsula): Standard does.
      if (!(err instanceof PortalError) || input.expressType === 'EZ') throw err;
      input = { ...input, expressType: 'EZ' };
      return { ...(await placePastOrder(deps, caller, input, at)), input };
    }
  };

  for (const shipper of shippers) {
    const share = SHARE[shipper.code] ?? { share: 0.3, pay: 'PM', cod: 0 };
    for (let day = days; day >= (share.fromDay ?? 0); day--) {
      const dayStart = Math.floor((now.getTime() - day * DAY_MS + 8 * HOUR) / DAY_MS) * DAY_MS - 8 * HOUR;
      const sunday = new Date(dayStart + 8 * HOUR).getUTCDay() === 0;
      const count = Math.round(perDay * share.share * (sunday ? 0.3 : 1) * random.between(0.6, 1.4));
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(dayStart + random.between(8, 23) * HOUR);
        if (createdAt.getTime() > now.getTime() - 5 * MINUTE) continue;
        const order = await place(shipper, createdAt);
        if (random.chance(CANCELLED_SHARE)) {
          await cancelOrder(
            deps,
            { customerId: shipper.id, userId: shipper.userId, loginCode: shipper.loginCode },
            order.waybillNo,
            new Date(createdAt.getTime() + 4 * MINUTE),
          );
          cancelled++;
          continue;
        }
        lives.push({ orderId: order.id, startedAt: createdAt, outcome: null });
        const life = planLife(lifeOrder(order.waybillNo, order.input, createdAt), network);
        const status = plannedStatusAt(life, now) ?? 'PENDING';
        expected.set(status, (expected.get(status) ?? 0) + 1);
      }
    }
  }

  // Every status a newcomer should see, shown by the busiest demo customer: a parcel placed when its
  // life stands in that status now, searched over the past three weeks in ten-minute steps.
  const showcaseShipper = shippers[0]!;
  for (const [status, outcome] of SHOWCASE) {
    for (let n = expected.get(status) ?? 0; n < SHOWCASE_EACH; n++) {
      const waybillNo = await deps.waybills.next();
      const serveType = status === 'PICKUP_FAILED' ? 'PICK UP' : status === 'PENDING' ? 'DROP OFF' : random.pick(['PICK UP', 'DROP OFF']);
      const probe = orderInput(random, showcaseShipper, towns, now, ++orderNo, serveType);
      const found = showcaseStart(waybillNo, probe, network, outcome, status, now, random.int(0, 6));
      if (!found) break;
      const order = await place(showcaseShipper, found.createdAt, { input: found.input, waybillNo });
      lives.push({ orderId: order.id, startedAt: found.startedAt, outcome });
      expected.set(status, (expected.get(status) ?? 0) + 1);
    }
  }
  // A cancelled order or two, whatever the draw gave.
  for (; cancelled < 2; cancelled++) {
    const createdAt = new Date(now.getTime() - random.between(1, 10) * DAY_MS);
    const order = await place(showcaseShipper, createdAt);
    await cancelOrder(
      deps,
      { customerId: showcaseShipper.id, userId: showcaseShipper.userId, loginCode: showcaseShipper.loginCode },
      order.waybillNo,
      new Date(createdAt.getTime() + 3 * MINUTE),
    );
  }

  for (let i = 0; i < lives.length; i += 1_000) {
    await deps.db
      .insert(simulatorLives)
      .values(lives.slice(i, i + 1_000).map((l) => ({ orderId: l.orderId, pace: 1, startedAt: l.startedAt, outcome: l.outcome })));
  }
  const scansStarted = Date.now();
  let scans = 0;
  for (;;) {
    const run = await runSimulator(deps, { pace: 1, now, adopt: false });
    scans += run.recorded;
    if (run.sent === 0) break;
  }
  const statuses = await deps.db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      inArray(
        orders.customerId,
        shippers.map((s) => s.id),
      ),
    )
    .groupBy(orders.status);
  return {
    orders: orderNo,
    cancelled,
    scans,
    statuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    ms: Date.now() - started,
    scanMs: Date.now() - scansStarted,
  };
}

/** The demo customers with their main login and home town (the drop point of their site code). */
async function demoShippers(db: Db): Promise<Shipper[]> {
  const rows = await db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      tel: customers.tel1,
      address: customers.address,
      userId: users.id,
      loginCode: users.loginCode,
      town: { code: networkSites.code, postcode: networkSites.postcode, state: networkSites.state, city: networkSites.city },
    })
    .from(customers)
    .innerJoin(users, and(eq(users.customerId, customers.id), eq(users.accountType, 'MAIN')))
    .innerJoin(networkSites, eq(networkSites.code, customers.siteCode))
    .where(eq(customers.demo, true))
    .orderBy(asc(customers.id));
  return rows.map((r) => ({
    ...r,
    town: { code: r.town.code, postcode: r.town.postcode ?? '', state: r.town.state ?? '', city: r.town.city ?? '' },
    tel: r.tel ?? '03-5632 1188',
    // The street part of the one-line address ("No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor").
    address: (r.address ?? '').replace(/,\s*\d{5}\s.*$/, '') || 'No. 1, Jalan Utama',
  }));
}

/** An order the shipper might have placed: a receiver somewhere in the network's towns, a third near home. */
function orderInput(random: Random, shipper: Shipper, towns: readonly Town[], createdAt: Date, no: number, serveType?: string) {
  const local = towns.filter((t) => t.state === shipper.town.state);
  const to = random.chance(0.35) && local.length ? random.pick(local) : random.pick(towns);
  const share = SHARE[shipper.code] ?? { share: 0.3, pay: 'PM', cod: 0 };
  const pickUp = (serveType ?? (random.chance(0.55) ? 'PICK UP' : 'DROP OFF')) === 'PICK UP';
  const product = random.weighted({ EZ: 65, EX: 15, SF: 20 });
  const weightG = Math.round(random.chance(0.7) ? random.between(200, 2_000) : random.between(2_000, 8_000));
  const cod = random.chance(share.cod) ? random.int(15, 350) * 100 : 0;
  const goods = GOODS[shipper.code] ?? ['Parcel'];
  const order = {
    clientRequestId: `history-${shipper.code}-${createdAt.getTime()}-${no}`,
    senderName: shipper.name,
    senderTel: shipper.tel,
    senderPostcode: shipper.town.postcode,
    senderProv: shipper.town.state,
    senderCity: shipper.town.city,
    senderAddress: shipper.address,
    receiverName: random.pick(RECEIVERS),
    receiverTel: `01${random.int(2, 9)}-${random.int(100, 999)} ${random.int(1000, 9999)}`,
    receiverPostcode: to.postcode,
    receiverProv: to.state,
    receiverCity: to.city,
    receiverAddress: `No. ${random.int(1, 120)}, ${random.pick(STREETS)} ${random.int(1, 12)}`,
    goodsName: random.pick(goods),
    ...(DECLARED[shipper.code] ?? { goodsType: 'OTHERS', brandName: shipper.name }),
    // Drawn from the order's number, not the random stream: the history stays the one its tests know.
    goodsNumber: 1 + (no % 3),
    weightG,
    expressType: product,
    serveType: pickUp ? 'PICK UP' : 'DROP OFF',
    ...(pickUp
      ? { pickupTime: new Date(createdAt.getTime() + random.between(1, 20) * HOUR).toISOString() }
      : { dropPointCode: shipper.town.code }),
    payMethod: share.pay,
    codSen: cod,
    goodsValueSen: cod > 0 ? cod : random.chance(0.5) ? random.int(20, 500) * 100 : 0,
    orderCode: random.chance(0.6) ? `${shipper.code.slice(-3)}-${String(no).padStart(5, '0')}` : '',
  };
  // What the goods are worth (spec 5): what is insured, or a price of their own.
  return insertOrderParameter.parse({ ...order, declaredValueSen: order.goodsValueSen || (20 + ((no * 37) % 280)) * 100 });
}

type OrderInput = ReturnType<typeof orderInput>;

function lifeOrder(waybillNo: string, input: OrderInput, createdAt: Date) {
  return {
    waybillNo,
    serveType: input.serveType,
    senderState: input.senderProv,
    senderCity: input.senderCity,
    receiverState: input.receiverProv,
    receiverCity: input.receiverCity,
    receiverName: input.receiverName,
    dropPointCode: input.serveType === 'DROP OFF' ? (input.dropPointCode ?? null) : null,
    pickupAt: input.serveType === 'PICK UP' && input.pickupTime ? new Date(input.pickupTime) : null,
    codSen: input.codSen,
    createdAt,
  };
}

/**
 * When to place a showcase parcel so that its life stands in `status` now. Honest first: a placing
 * time in the past three weeks whose working-hours life is in that status now. Some statuses do
 * not exist at every hour (no parcel is out for delivery at midnight); then the life is started
 * later than its placing, so its scans fall outside working hours but the status shows.
 */
function showcaseStart(
  waybillNo: string,
  probe: OrderInput,
  network: readonly Site[],
  outcome: ForcedOutcome | null,
  status: OrderStatus,
  now: Date,
  skip: number,
): { createdAt: Date; startedAt: Date; input: OrderInput } | null {
  // The pick-up time the shipper asked for moves with the placing time.
  const wantedAfter = probe.pickupTime ? Date.parse(probe.pickupTime) - now.getTime() : 0;
  const inputAt = (createdAt: Date): OrderInput =>
    probe.pickupTime ? { ...probe, pickupTime: new Date(createdAt.getTime() + wantedAfter).toISOString() } : probe;
  const lifeAt = (createdAt: Date) => planLife(lifeOrder(waybillNo, inputAt(createdAt), createdAt), network, outcome);
  let seen = 0;
  for (let back = 3 * MINUTE; back < 21 * DAY_MS; back += 10 * MINUTE) {
    const createdAt = new Date(now.getTime() - back);
    // PENDING: placed when its first scan is still ahead.
    if ((plannedStatusAt(lifeAt(createdAt), now) ?? 'PENDING') === status && seen++ >= skip)
      return { createdAt, startedAt: createdAt, input: inputAt(createdAt) };
  }
  const createdAt = new Date(now.getTime() - 21 * DAY_MS);
  const scans = lifeAt(createdAt).scans;
  const i = scans.findIndex((s) => scanOutcome(s.scanCode, s.problemReason).status === status);
  if (i < 0) return null;
  const end = scans[i + 1]?.at.getTime() ?? scans[i]!.at.getTime() + 2 * HOUR;
  const startedAt = new Date(now.getTime() - ((scans[i]!.at.getTime() + end) / 2 - createdAt.getTime()));
  return startedAt >= createdAt ? { createdAt, startedAt, input: inputAt(createdAt) } : null;
}
