import { loadavg } from 'node:os';
import { nextPickupSlot } from '@portal/shared/pickup-slots';
import autocannon from 'autocannon';
import pg from 'pg';
import { addressValues, random } from './lib/address-data.ts';
import { BENCH_SHOP_COUNT, BENCH_SHOP_LOGIN_PREFIX, FLOOR_REQUEST_PREFIX, PORTAL_REQUEST_PREFIX } from './lib/insert-order-bench.ts';
import { machine, today, writeSection } from './lib/report.ts';
import { demoToken, jsonPoster, startBenchServer } from './lib/server.ts';

/** One load round against the floor or the portal. */
interface OrderRound {
  /** Orders answered with success, a second. */
  ordersPerSec: number;
  orders: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Replies that were not a success (HTTP or `success: false`), plus socket errors and timeouts. */
  errors: number;
  /** A reply saying the request id had already placed an order: never expected, every request id is new. */
  repeats: number;
  /** The first refusals, for the record. */
  samples: string[];
  /** Statements the server sent outside a transaction, per order answered (the portal's rounds). */
  statementsPerOrder?: number;
  /**
   * PostgreSQL: what the server's busy sessions were doing, sampled every 50 ms during the round
   * (pg_stat_activity: its wait event, or `CPU` when it waited on nothing), as shares of all samples.
   */
  waits?: Record<string, number>;
}

/** Samples what the sessions of `database` wait on until the returned stop is called; answers shares. */
async function sampleWaits(pgUrl: string, database: string): Promise<() => Promise<Record<string, number>>> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const counts: Record<string, number> = {};
  let total = 0;
  let inflight: Promise<void> | null = null;
  const sample = async () => {
    const { rows } = await client.query<{ w: string; n: number }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as w, count(*)::int as n from pg_stat_activity
       where datname = $1 and state = 'active' and pid <> pg_backend_pid() group by 1`,
      [database],
    );
    for (const r of rows) {
      counts[r.w] = (counts[r.w] ?? 0) + r.n;
      total += r.n;
    }
  };
  const timer = setInterval(() => {
    inflight ??= sample()
      .catch(() => {})
      .finally(() => {
        inflight = null;
      });
  }, 50);
  return async () => {
    clearInterval(timer);
    await inflight;
    await client.end();
    return Object.fromEntries(
      Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round((v / Math.max(1, total)) * 100) / 100]),
    );
  };
}

/** What the database holds after the run, as the bench server counted it (insert-order-server.ts). */
interface Verified {
  orders: number;
  distinctWaybills: number;
  walletOrders: number;
  walletSen: number;
  walletOrdersWithoutOneLine: number;
  ledgerLinesWithoutOrder: number;
  ledgerLines: number;
  ordersWithoutOneEvent: number;
  walletsOffLedger: number;
  balanceSen: number;
  ledgerSumSen: number;
  answeredWaybillsFound: number;
  floorRows: number;
}

interface InsertOrderBench {
  database: string;
  connections: number;
  seconds: number;
  floor: OrderRound[];
  /** One customer: every connection the demo user, every wallet-paid order on the one wallet row. */
  portal: OrderRound[];
  /** Many customers: each connection a shop of its own (its own wallet row). */
  many: OrderRound[];
  /** Floor and portal over their measured rounds: mean throughput, the worse round's latency. */
  floorSummary: OrderRound;
  portalSummary: OrderRound;
  manySummary: OrderRound;
  ratio: number;
  manyRatio: number;
  /** Every check after the run, with whether it held. */
  checks: { what: string; ok: boolean }[];
  answered: number;
  verified: Verified;
  mix: Record<string, number>;
}

const GOODS = [
  'Baju kurung',
  'Kain batik',
  'Telefon bimbit',
  'Buku',
  'Kasut sukan',
  'Kuih raya',
  'Alat ganti motor',
  'Ubat-ubatan',
  'Mainan kanak-kanak',
  'Beg tangan',
];
const EAST = new Set(['Sabah', 'Sarawak', 'W.P. Labuan']);

/**
 * Orders as a shop sends them: the demo customer's own shop as sender, a receiver from a generated book
 * (names, mobiles, street addresses at real postcodes all over the country), mostly Standard and Express,
 * some Same Day within the peninsula, some Cargo and Multi-parcel; weights from a few hundred grams to tens
 * of kilograms; a third with sizes; some declared values and COD; a fifth booked for pick-up tomorrow; the
 * demo customer's pay methods (PP_PM and PP_CASH from the wallet, CC_CASH by the receiver).
 */
function orderMaker(seed: number) {
  const rnd = random(seed);
  const receivers = addressValues(5_000, seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const mix: Record<string, number> = {};
  const count = (k: string) => {
    mix[k] = (mix[k] ?? 0) + 1;
  };
  const make = (clientRequestId: string) => {
    const r = receivers[int(0, receivers.length - 1)]!;
    const east = EAST.has(r.prov);
    const p = rnd();
    const expressType = p < 0.55 ? 'EZ' : p < 0.8 ? 'EX' : p < 0.9 ? (east ? 'EZ' : 'SF') : p < 0.95 ? 'SC' : 'JS';
    const packageCount = expressType === 'JS' ? int(2, 4) : 1;
    const weightG =
      expressType === 'SC' ? int(5_000, 80_000) : expressType === 'JS' ? packageCount * int(500, 5_000) : int(1, 10) * int(100, 1_500);
    const sized = rnd() < 0.35;
    const payMethod = ((q) => (q < 0.45 ? 'PP_PM' : q < 0.7 ? 'PP_CASH' : 'CC_CASH'))(rnd());
    const cod = payMethod !== 'CC_CASH' && rnd() < 0.3 ? int(10, 800) * 100 : 0;
    const value = rnd() < 0.2 ? int(1, 500) * 100 : 0;
    const pickup = rnd() < 0.2;
    count(expressType);
    count(payMethod);
    if (cod) count('cod');
    if (sized) count('sized');
    if (pickup) count('pickup');
    return {
      parameter: {
        clientRequestId,
        senderName: 'Demo Trading Sdn Bhd',
        senderTel: '03-5632 1188',
        senderPostcode: '47500',
        senderProv: 'Selangor',
        senderCity: 'Subang Jaya',
        senderAddress: 'No. 12, Jalan SS 15/4',
        receiverName: r.name,
        receiverTel: r.contacts,
        receiverPostcode: r.postcode,
        receiverProv: r.prov,
        receiverCity: r.city,
        receiverAddress: r.address,
        goodsName: GOODS[int(0, GOODS.length - 1)]!,
        goodsType: 'OTHERS',
        brandName: 'Demo Trading',
        goodsNumber: int(1, 3),
        // What the goods are worth (spec 5): at least what is insured.
        declaredValueSen: Math.max(value, 5_000),
        weightG,
        ...(sized ? { lengthCm: int(100, 6_000) / 100, widthCm: int(10, 40), heightCm: int(50, 300) / 10 } : {}),
        packageCount,
        goodsValueSen: value,
        codSen: cod,
        expressType,
        serveType: pickup ? 'PICK UP' : 'DROP OFF',
        ...(pickup ? { pickupTime: nextPickupSlot().toISOString() } : {}),
        payMethod,
        orderCode: rnd() < 0.3 ? `SO-${int(100_000, 999_999)}` : '',
        remark: rnd() < 0.1 ? 'Fragile, please handle with care' : '',
      },
    };
  };
  return { make, mix };
}

interface Reply {
  success?: boolean;
  desc?: string;
  data?: { waybillNo?: string; created?: boolean };
}

/**
 * `connections` keep-alive connections sending orders back to back for `seconds` (autocannon), each
 * order new (a fresh request id) and checked from its reply. The portal's waybill numbers are kept.
 */
async function loadOrders(opts: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  body: () => string;
  waybills?: string[];
  /** A session token per connection, in turn (one shop a connection); else `headers` alone. */
  tokens?: string[];
}): Promise<OrderRound> {
  let connection = 0;
  let ok = 0;
  let refused = 0;
  let repeats = 0;
  const samples: string[] = [];
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...opts.headers },
        setupRequest: (req, context: { token?: string }) => {
          if (opts.tokens && !context.token) context.token = opts.tokens[connection++ % opts.tokens.length];
          return { ...req, body: opts.body(), ...(context.token ? { headers: { ...req.headers, authtoken: context.token } } : {}) };
        },
        onResponse: (status, body) => {
          let reply: Reply = {};
          try {
            reply = JSON.parse(body) as Reply;
          } catch {
            // counted as refused below
          }
          if (status === 200 && reply.success === true && reply.data?.waybillNo) {
            ok++;
            if (reply.data.created === false) repeats++;
            opts.waybills?.push(reply.data.waybillNo);
          } else {
            refused++;
            if (samples.length < 5) samples.push(`${status} ${body.slice(0, 200)}`);
          }
        },
      },
    ],
  });
  const seconds = result.duration;
  return {
    ordersPerSec: Math.round(ok / seconds),
    orders: ok,
    seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: refused + result.errors + result.timeouts,
    repeats,
    samples,
  };
}

const summary = (rs: OrderRound[]): OrderRound => ({
  ordersPerSec: Math.round(rs.reduce((s, r) => s + r.ordersPerSec, 0) / rs.length),
  orders: rs.reduce((s, r) => s + r.orders, 0),
  seconds: rs.reduce((s, r) => s + r.seconds, 0),
  p50: Math.max(...rs.map((r) => r.p50)),
  p99: Math.max(...rs.map((r) => r.p99)),
  errors: rs.reduce((s, r) => s + r.errors, 0),
  repeats: rs.reduce((s, r) => s + r.repeats, 0),
  samples: rs.flatMap((r) => r.samples).slice(0, 5),
  statementsPerOrder: rs[0]?.statementsPerOrder,
  waits: meanShares(rs.flatMap((r) => (r.waits ? [r.waits] : []))),
});

/** The rounds' wait shares averaged, largest first; undefined without samples. */
function meanShares(all: Record<string, number>[]): Record<string, number> | undefined {
  if (!all.length) return undefined;
  const sum: Record<string, number> = {};
  for (const w of all) for (const [k, v] of Object.entries(w)) sum[k] = (sum[k] ?? 0) + v / all.length;
  return Object.fromEntries(
    Object.entries(sum)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, Math.round(v * 100) / 100]),
  );
}

/**
 * insertOrder.do as the logged-in demo user against the floor in the same server process (a raw
 * INSERT of the same row through the same driver), each loaded flat out by `connections` connections:
 * a warm-up round of each, then floor and portal alternate `rounds` times. Afterwards the database is
 * checked: unique waybill numbers, one ledger line per wallet-paid order, the balance moved by exactly
 * their totals, one tracking event per order.
 */
async function benchInsertOrder(opts: {
  databaseUrl?: string;
  connections: number;
  seconds: number;
  rounds: number;
}): Promise<InsertOrderBench> {
  // The bench server (insert-order-server.ts), the demo customer's wallet topped up by its seeding run.
  const server = await startBenchServer({
    entry: 'insert-order-server.ts',
    databaseUrl: opts.databaseUrl,
    database: 'portal_bench_orders',
    seeding: 'seeding the order bench database',
    name: 'the order bench server',
  });
  try {
    const post = jsonPoster(server.url);
    const token = await demoToken(server.url);
    const before = await post<Verified>('/bench/verify', { waybills: [] });

    const run = Date.now().toString(36);
    const portalOrders = orderMaker(11);
    const floorOrders = orderMaker(11);
    let n = 0;
    const waybills: string[] = [];
    // The many-customer case's shops, logged in once each.
    const shopTokens: string[] = [];
    for (let i = 1; i <= BENCH_SHOP_COUNT; i++) {
      const login = await post<{ success?: boolean; desc?: string; data: { token: string } }>('/api/login.do', {
        parameter: { loginCode: `${BENCH_SHOP_LOGIN_PREFIX}${i}`, loginPassword: 'Demo1234' },
      });
      if (!login.success) throw new Error(`login of ${BENCH_SHOP_LOGIN_PREFIX}${i} failed: ${login.desc}`);
      shopTokens.push(login.data.token);
    }
    const statements = async () => (await post<{ statements: number }>('/bench/statements', {})).statements;
    type Target = 'floor' | 'portal' | 'many';
    const round = async (target: Target, seconds: number): Promise<OrderRound> => {
      if (target === 'floor') return load(target, seconds);
      const before = await statements();
      const stopSampling = opts.databaseUrl ? await sampleWaits(opts.databaseUrl, server.database) : null;
      const r = await load(target, seconds);
      const waits = await stopSampling?.();
      return { ...r, waits, statementsPerOrder: Math.round((((await statements()) - before) / r.orders) * 100) / 100 };
    };
    const load = (target: Target, seconds: number) =>
      target === 'floor'
        ? loadOrders({
            url: `${server.url}/bench/floor`,
            headers: {},
            connections: opts.connections,
            seconds,
            body: () => JSON.stringify(floorOrders.make(`${FLOOR_REQUEST_PREFIX}${run}-${++n}`)),
          })
        : loadOrders({
            url: `${server.url}/api/insertOrder.do`,
            headers: { authtoken: token, lang: 'en' },
            connections: opts.connections,
            seconds,
            body: () => JSON.stringify(portalOrders.make(`${PORTAL_REQUEST_PREFIX}${run}-${++n}`)),
            waybills,
            ...(target === 'many' ? { tokens: shopTokens } : {}),
          });

    // Warm-up: the server's JIT, its caches, the database's buffers and plans.
    const warmSeconds = Math.max(3, Math.round(opts.seconds / 2));
    const warm = [await round('floor', warmSeconds), await round('portal', warmSeconds), await round('many', warmSeconds)];
    const floor: OrderRound[] = [];
    const portal: OrderRound[] = [];
    const many: OrderRound[] = [];
    for (let i = 0; i < opts.rounds; i++) {
      floor.push(await round('floor', opts.seconds));
      portal.push(await round('portal', opts.seconds));
      many.push(await round('many', opts.seconds));
      const [f, p, m] = [floor.at(-1)!, portal.at(-1)!, many.at(-1)!];
      console.log(
        `${opts.databaseUrl ? 'PostgreSQL' : 'PGlite'} round ${i + 1}: floor ${f.ordersPerSec}/s p99 ${f.p99} ms; one customer ${p.ordersPerSec}/s p50 ${p.p50} ms p99 ${p.p99} ms, errors ${p.errors}; ${BENCH_SHOP_COUNT} customers ${m.ordersPerSec}/s p50 ${m.p50} ms p99 ${m.p99} ms, errors ${m.errors}`,
      );
    }
    // The last replies of a round may still be on their way when autocannon stops: let them land.
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await post<Verified>('/bench/verify', { waybills });
    if (typeof after.orders !== 'number') throw new Error(`the bench server's check failed: ${JSON.stringify(after).slice(0, 300)}`);

    const answered = waybills.length;
    const unique = new Set(waybills).size;
    const all = [...warm, ...floor, ...portal, ...many];
    const checks = [
      { what: `every reply a success (${all.reduce((s, r) => s + r.errors, 0)} not)`, ok: all.every((r) => r.errors === 0) },
      { what: 'no request id answered as already placed', ok: all.every((r) => r.repeats === 0) },
      { what: `${answered.toLocaleString('en')} waybill numbers answered, all different`, ok: unique === answered },
      { what: 'every answered waybill number is an order in the database', ok: after.answeredWaybillsFound === unique },
      {
        what: `${after.orders.toLocaleString('en')} portal orders in the database (at least the answered ones), no waybill number twice`,
        ok: after.orders >= answered && after.distinctWaybills === after.orders,
      },
      {
        what: `one ledger line per wallet-paid order (${after.walletOrders.toLocaleString('en')} orders, ${(after.ledgerLines - before.ledgerLines).toLocaleString('en')} lines), each for the order's total`,
        ok:
          after.walletOrdersWithoutOneLine === 0 &&
          after.ledgerLinesWithoutOrder === 0 &&
          after.ledgerLines - before.ledgerLines === after.walletOrders,
      },
      {
        what: 'the balances fell by exactly the wallet-paid totals, and each wallet equals its ledger sum',
        ok:
          before.balanceSen - after.balanceSen === after.walletSen &&
          after.balanceSen === after.ledgerSumSen &&
          after.walletsOffLedger === 0,
      },
      { what: 'one tracking event per order', ok: after.ordersWithoutOneEvent === 0 },
    ];
    const floorSummary = summary(floor);
    const portalSummary = summary(portal);
    const manySummary = summary(many);
    return {
      database: opts.databaseUrl ? 'PostgreSQL 15' : 'PGlite (embedded)',
      connections: opts.connections,
      seconds: opts.seconds,
      floor,
      portal,
      many,
      floorSummary,
      portalSummary,
      manySummary,
      ratio: portalSummary.ordersPerSec / floorSummary.ordersPerSec,
      manyRatio: manySummary.ordersPerSec / floorSummary.ordersPerSec,
      checks,
      answered,
      verified: after,
      mix: portalOrders.mix,
    };
  } finally {
    await server.stop();
  }
}

const fmt = (n: number) => n.toLocaleString('en');

/** The order path before it was made one statement, measured by this bench on the same machine (kept as history). */
const BEFORE = `Before (measured 2026-11-22 with this bench against the server of commit b99c20b, PostgreSQL, 2 rounds of 10 s,
just before the change in the same conditions): 278 orders/s, p50 71 ms, p99 201 ms against a floor of 2,511/s (11%). An order was then 10
statements: a lookup of the request id, the contract (2), and a transaction of BEGIN, \`nextval\`, the order, the debit, the
ledger line, the tracking event and COMMIT; the wallet's row stayed locked from the debit through three more round trips (the ledger
line, the event, COMMIT), waiting on this process each time, so at 20 connections the wallet-paid orders queued on it (most PostgreSQL
sessions were seen waiting on that lock). Just after the change, in the same conditions: 1,598 orders/s, p99 34 ms, floor
3,179/s (50%).

One customer against 20 (issue 14, measured 2026-11-25 with this bench, PostgreSQL, 2 rounds of 10 s, on the machine shared with
five other busy sessions), load average 12.3: floor 1,910/s (p99 43 ms); one customer 479/s (25% of the floor), p50 36 ms,
p99 138 ms; 20 customers 861/s, p99 98 ms; 73% of the busy PostgreSQL sessions of the one-customer rounds waited on the wallet's
row lock (\`Lock:transactionid\`, \`Lock:tuple\`), 1% of the 20-customer rounds'. The row is held from the debit (first in the
statement) through the order's two inserts and the commit's WAL flush (\`IO:WALSync\`, \`LWLock:WALWrite\`), which a customer's
orders pass one at a time. Writing the order first and debiting last was tried (lock waits 73% -> 69%, within the noise of
this shared machine) and not kept: refusing an uncovered order inside one statement then needs the statement to fail on purpose.
On that loaded machine the one-customer p99 missed the bar; on a quiet machine (the table above) it meets it.`;

/** `--only insert-order`: PostgreSQL at `pgUrl` (the bar), then PGlite for information; writes the `insert-order` section. */
export async function reportInsertOrder(opts: { seconds: number; rounds: number; pgUrl: string; command: string }): Promise<void> {
  const connections = 20;
  const load = loadavg()[0]!.toFixed(2);
  const runs: InsertOrderBench[] = [];
  try {
    runs.push(await benchInsertOrder({ databaseUrl: opts.pgUrl, connections, seconds: opts.seconds, rounds: opts.rounds }));
  } catch (err) {
    console.warn(`PostgreSQL run skipped: ${(err as Error).message}`);
  }
  runs.push(await benchInsertOrder({ connections, seconds: opts.seconds, rounds: opts.rounds }));

  const verdict = (r: InsertOrderBench, ok: boolean) =>
    r.database.startsWith('PostgreSQL') ? (ok ? 'meets the bar' : '**misses the bar**') : '(no bar)';
  const rows = runs.flatMap((r) => {
    const f = r.floorSummary;
    const row = (who: string, p: OrderRound, ratio: number) =>
      `| ${r.database} | ${who} | ${fmt(f.ordersPerSec)} | ${fmt(p.ordersPerSec)} | ${(ratio * 100).toFixed(0)}% | ${f.p50} ms | ${f.p99} ms | ${p.p50} ms | ${p.p99} ms | ${p.errors} | ${verdict(r, p.ordersPerSec >= 500)} | ${verdict(r, p.p99 <= 100)} |`;
    return [row('one customer', r.portalSummary, r.ratio), row(`${BENCH_SHOP_COUNT} customers`, r.manySummary, r.manyRatio)];
  });
  const rounds = runs.map(
    (r) =>
      `${r.database}: floor ${r.floor.map((x) => fmt(x.ordersPerSec)).join(', ')}/s; one customer ${r.portal.map((x) => `${fmt(x.ordersPerSec)}/s (p99 ${x.p99} ms)`).join(', ')}; ${BENCH_SHOP_COUNT} customers ${r.many.map((x) => `${fmt(x.ordersPerSec)}/s (p99 ${x.p99} ms)`).join(', ')}.`,
  );
  const shares = (w: Record<string, number> | undefined) =>
    w
      ? Object.entries(w)
          .slice(0, 4)
          .map(([k, v]) => `${k} ${Math.round(v * 100)}%`)
          .join(', ')
      : 'not sampled';
  const waits = runs
    .filter((r) => r.portalSummary.waits)
    .map(
      (r) => `${r.database}: one customer ${shares(r.portalSummary.waits)}; ${BENCH_SHOP_COUNT} customers ${shares(r.manySummary.waits)}.`,
    );
  const checks = runs.map((r) => `${r.database}: ${r.checks.map((c) => `${c.what}: ${c.ok ? 'yes' : '**NO**'}`).join('; ')}.`);
  const statementsPerOrder = runs.map((r) => `${r.portalSummary.statementsPerOrder} on ${r.database}`).join(', ');
  const mix = runs[0]!.mix;
  const total = (mix.EZ ?? 0) + (mix.EX ?? 0) + (mix.SF ?? 0) + (mix.SC ?? 0) + (mix.JS ?? 0);
  const pct = (k: string) => `${Math.round(((mix[k] ?? 0) / total) * 100)}%`;
  writeSection(
    'insert-order',
    `## Placing an order: insertOrder.do

Bar (QUALITY.md): on PostgreSQL, >= 500 orders/s at 20 connections and p99 <= 100 ms; the floor is a raw INSERT of
the same rows. PGlite is shown for information.

Measured ${today()} on ${machine()}, with \`${opts.command}\` (load average ${load} when it started; the machine is
shared with other work). The server is the portal's own (buildApp, bundled as the
production build is) in a process of its own, on a fresh database with the demo data, ${BENCH_SHOP_COUNT} more shops made as copies of
the demo customer (contract, products, grants; a main account each), and every shop's wallet topped up (with its ledger
line) so that no order is refused for money. **Portal, one customer**: \`insertOrder.do\` as the logged-in demo user on every
connection, so every wallet-paid order debits the same wallet row (one row lock for all ${runs[0]!.connections} connections).
**Portal, ${BENCH_SHOP_COUNT} customers**: the same orders, each connection logged in as a shop of its own (its own wallet row).
Every request a new order with a fresh \`clientRequestId\`: the demo shop in Subang Jaya as sender, a receiver
from a generated book (Malay, Chinese and Indian names, mobiles, street addresses at real postcodes of every state), ${pct('EZ')}
Standard, ${pct('EX')} Express, ${pct('SF')} Same Day (within the peninsula), ${pct('SC')} Cargo, ${pct('JS')} Multi-parcel;
weights from 100 g to 80 kg, ${pct('sized')} with sizes, ${pct('cod')} with COD, ${pct('pickup')} booked for pick-up; paid ${pct('PP_PM')} PP_PM and ${pct('PP_CASH')}
PP_CASH (both debit the wallet) and ${pct('CC_CASH')} CC_CASH. **Floor**: in the same server process, the same generated orders
posted to a bench route that writes the same row (the same 42 columns the portal writes, one row per request, a named
prepared statement on PostgreSQL as the portal's) with one raw INSERT through the same driver and pool, and nothing
else: no session, checks, price, waybill number, wallet, ledger or tracking event (the derived columns are filled by the
plainest rule). autocannon in the bench process, on the same machine, keeps ${runs[0]!.connections} connections busy for
${opts.seconds} s a round: a warm-up round of each, then floor, one customer and ${BENCH_SHOP_COUNT} customers alternate ${opts.rounds} times. Orders/s counts successful
replies only (the mean of the rounds); latency is the worse round's. Any reply that is not a success counts as an error.
The machine is shared: other work running at the same time shows as rounds that differ.

| database | orders of | floor orders/s | portal orders/s | portal / floor | floor p50 | floor p99 | portal p50 | portal p99 | errors | >= 500 orders/s | p99 <= 100 ms |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Rounds: ${rounds.join(' ')}

What the server's busy PostgreSQL sessions were doing during the portal's rounds (pg_stat_activity sampled every 50 ms;
\`CPU\` is a session waiting on nothing; \`Lock:transactionid\` or \`Lock:tuple\` one queued on another's row lock, here
the one wallet row; \`IO:WALSync\`/\`LWLock:WALWrite\` the commit's flush): ${waits.join(' ') || 'PostgreSQL not run.'}

Checked after each run, from the replies and the database: ${checks.join(' ')}

What an order costs the server (\`place-order.ts\`, \`order-statement.ts\`): the session and the customer's contract come
from the process's caches (the contract is dropped at once on a \`customer:<id>\` change notice, else after 30 s), the
rules, the places and the price are worked out in memory, the waybill number comes from a block of 100 the process takes
from \`waybill_seq\`, and the order is one statement: for a wallet-paid order the conditional debit with its ledger line,
then the order (written only from the debited row, so an order the wallet cannot cover writes nothing; a repeated request
id fails on its unique key, debit included, and is answered with the first order), then its first tracking event. The
statement is rendered once a process and is a named prepared statement on each pooled connection. Statements the server sent per
order answered: ${statementsPerOrder} (the rest: waybill blocks and the caches' reads).

${BEFORE}`,
  );
  for (const r of runs) {
    console.log(
      r.database,
      r.checks.filter((c) => !c.ok).map((c) => c.what),
    );
    console.table([
      { side: 'floor', ...r.floorSummary, samples: undefined },
      { side: 'portal', ...r.portalSummary, samples: r.portalSummary.samples.join(' | ') },
    ]);
  }
}
