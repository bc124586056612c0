// The server for the order placing benchmark (bench/insert-order.ts), in a process of its own: the
// real portal (buildApp, bundled as the production build is) with the demo customer's wallet topped up
// for a long run and BENCH_SHOP_COUNT more shops like it (the many-customer case), plus the floor: the same order row written with one raw INSERT through the same
// driver (pg pool or PGlite), served at POST /bench/floor, and the after-run checks at POST /bench/verify.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite);
// BENCH_SEED=1 makes the database and tops up the wallet, then exits.

import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Tx } from '../apps/server/src/db/client.ts';
import {
  customerCountryRestrictions,
  customerExpressTypes,
  customerFunctions,
  customers,
  tariffs,
  users,
  walletLedger,
  wallets,
} from '../apps/server/src/db/schema/index.ts';
import { openBenchPortal, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';
import {
  BENCH_SHOP_COUNT,
  BENCH_SHOP_LOGIN_PREFIX,
  BENCH_TOPUP_SEN,
  FLOOR_REQUEST_PREFIX,
  PORTAL_REQUEST_PREFIX,
} from './lib/insert-order-bench.ts';

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;

/**
 * BENCH_SHOP_COUNT more shops for the many-customer case, each a copy of the demo customer (its
 * contract, products, page grants, country limits) with a main account `bench<n>` (the demo's
 * password) and a wallet of its own, topped up with its ledger line.
 */
async function addShops(tx: Tx): Promise<void> {
  const [demoCustomer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  const [demoUser] = await tx.select().from(users).where(eq(users.id, demo.userId));
  const products = await tx.select().from(customerExpressTypes).where(eq(customerExpressTypes.customerId, customerId));
  const limits = await tx.select().from(customerCountryRestrictions).where(eq(customerCountryRestrictions.customerId, customerId));
  const grants = await tx.select().from(customerFunctions).where(eq(customerFunctions.customerId, customerId));
  for (let n = 1; n <= BENCH_SHOP_COUNT; n++) {
    const { id: _c, ...shop } = demoCustomer!;
    const [row] = await tx
      .insert(customers)
      .values({ ...shop, code: `MYB${String(n).padStart(4, '0')}`, name: `Bench Shop ${n} Sdn Bhd` })
      .returning({ id: customers.id });
    const id = row!.id;
    const { id: _u, ...user } = demoUser!;
    await tx.insert(users).values({ ...user, customerId: id, loginCode: `${BENCH_SHOP_LOGIN_PREFIX}${n}`, email: null });
    await tx.insert(customerExpressTypes).values(products.map(({ id: _p, ...p }) => ({ ...p, customerId: id })));
    if (limits.length) await tx.insert(customerCountryRestrictions).values(limits.map(({ id: _l, ...l }) => ({ ...l, customerId: id })));
    await tx.insert(customerFunctions).values(grants.map((g) => ({ ...g, customerId: id })));
    await tx.insert(wallets).values({ customerId: id, balanceSen: 0 });
  }
}

/** The bench's shops: the demo customer and the copies. */
const shopIds = async (db: Tx | typeof database.db = database.db) => [
  customerId,
  ...(
    await db
      .select({ id: users.customerId })
      .from(users)
      .where(like(users.loginCode, `${BENCH_SHOP_LOGIN_PREFIX}%`))
  ).map((r) => r.id!),
];

// Every shop's wallet gets a top-up with its ledger line, so its ledger still adds up to its balance.
await seedWhenAsked(database, () =>
  database.db.transaction(async (tx) => {
    await addShops(tx);
    for (const shop of await shopIds(tx)) await topUp(tx, shop);
  }),
);

async function topUp(tx: Tx, customerId: number): Promise<void> {
  const [row] = await tx
    .update(wallets)
    .set({ balanceSen: sql`${wallets.balanceSen} + ${BENCH_TOPUP_SEN}` })
    .where(eq(wallets.customerId, customerId))
    .returning({ balance: wallets.balanceSen });
  await tx.insert(walletLedger).values({
    customerId,
    amountSen: BENCH_TOPUP_SEN,
    balanceAfterSen: row!.balance,
    kind: 'TOPUP',
    reference: 'bench-insert-order',
    note: 'Benchmark top-up',
  });
}
const shops = await shopIds();

/** The driver under drizzle: a pg Pool or a PGlite instance, both with `query`. */
type Driver = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };
const driver = (database.db as unknown as { $client: Driver }).$client;
const send = driver.query.bind(driver);
const run = (text: string, values: unknown[], name?: string) =>
  database.kind === 'postgres' ? send({ name, text, values }) : send(text, values);
// Statements the server sends through the driver outside a transaction (the floor's and the checks'
// not counted), so the driver can tell the statements an order costs.
let statements = 0;
driver.query = (...args: unknown[]) => {
  statements++;
  return send(...args);
};

// The columns the portal's insertOrder writes (place-order.ts), in one statement; on PostgreSQL a named
// prepared statement of each pooled connection, as the portal's is.
const FLOOR_INSERT = `insert into orders (waybill_no, customer_id, created_by, client_request_id, kind, express_type, serve_type,
  pickup_at, pay_method, sender_name, sender_tel, sender_postcode, sender_prov, sender_city, sender_address, receiver_name,
  receiver_tel, receiver_postcode, receiver_prov, receiver_city, receiver_address, goods_name, goods_number, weight_g,
  length_cm, width_cm, height_cm, package_count, goods_value_sen, cod_sen, zone, sort_code, volumetric_weight_g,
  chargeable_weight_g, freight_sen, insurance_sen, cod_fee_sen, total_sen, tariff_id, order_code, remark, vip_menu_name)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
  $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42)
returning id`;

/** A tariff line for the floor's rows to name (the portal's rows name theirs: the same foreign key check). */
const [line] = await database.db.select({ id: tariffs.id }).from(tariffs).limit(1);
const EAST = new Set(['Sabah', 'Sarawak', 'W.P. Labuan']);
let floorSerial = 0;

interface OrderBody {
  parameter: Record<string, string | number | null | undefined>;
}

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    /**
     * The floor for one order: the row as the portal stores it, written with one raw INSERT and
     * nothing else: no session, no checks, no price, no sequence, no transaction, no wallet, no event.
     * The derived columns are filled from the request with the plainest rule (zone by state, the
     * postcode as sort code, a flat price), so the row is as wide as the portal's.
     */
    deps.app.post<{ Body: OrderBody }>('/bench/floor', async (request) => {
      const p = request.body.parameter;
      const weightG = Number(p.weightG);
      const waybillNo = `9${String(++floorSerial).padStart(11, '0')}`;
      const zone = EAST.has(String(p.receiverProv)) ? 'WM_EM' : 'WM';
      const result = await run(
        FLOOR_INSERT,
        [
          waybillNo,
          customerId,
          demo.userId,
          p.clientRequestId,
          'domestic',
          p.expressType,
          p.serveType,
          p.pickupTime ? new Date(String(p.pickupTime)) : null,
          p.payMethod,
          p.senderName,
          p.senderTel,
          p.senderPostcode,
          p.senderProv,
          p.senderCity,
          p.senderAddress,
          p.receiverName,
          p.receiverTel,
          p.receiverPostcode,
          p.receiverProv,
          p.receiverCity,
          p.receiverAddress,
          p.goodsName,
          p.goodsNumber ?? 1,
          weightG,
          p.lengthCm ?? null,
          p.widthCm ?? null,
          p.heightCm ?? null,
          p.packageCount ?? 1,
          p.goodsValueSen ?? 0,
          p.codSen ?? 0,
          zone,
          `BEN ${p.receiverPostcode}`,
          0,
          weightG,
          800,
          0,
          0,
          800,
          line?.id ?? null,
          p.orderCode ?? '',
          p.remark ?? '',
          null,
        ],
        'bench_floor_insert',
      );
      if (result.rows.length !== 1) throw new Error('the floor insert wrote nothing');
      return { success: true, code: 200, data: { waybillNo } };
    });

    deps.app.post('/bench/statements', async () => ({ statements }));

    /**
     * After a run: what the portal's orders left in the database, for the driver to check against
     * its replies. Only the portal's orders (by their request ids) count, over all the bench's shops;
     * the floor's rows have no wallet side.
     */
    // Every waybill a run answered comes back here: over 1 MB at 2,500 orders/s for 30 s, past the API's body limit.
    deps.app.post<{ Body: { waybills: string[] } }>('/bench/verify', { bodyLimit: 64 * 1024 * 1024 }, async (request) => {
      const like = `${PORTAL_REQUEST_PREFIX}%`;
      const [orders] = (
        await run(
          `select count(*)::int as orders, count(distinct waybill_no)::int as waybills,
             count(*) filter (where pay_method in ('PP_PM', 'PP_CASH'))::int as wallet_orders,
             coalesce(sum(total_sen) filter (where pay_method in ('PP_PM', 'PP_CASH')), 0)::bigint as wallet_sen
           from orders where customer_id = any($1::int[]) and client_request_id like $2`,
          [shops, like],
        )
      ).rows as { orders: number; waybills: number; wallet_orders: number; wallet_sen: string }[];
      // Wallet-paid orders whose ledger lines are not exactly one debit of their total, ledger
      // debits naming no wallet-paid order of their shop, and wallets whose ledger does not add up.
      const [ledger] = (
        await run(
          `select
             (select count(*)::int from orders o where o.customer_id = any($1::int[]) and o.client_request_id like $2
                and o.pay_method in ('PP_PM', 'PP_CASH')
                and (select count(*) from wallet_ledger l where l.customer_id = o.customer_id and l.kind = 'ORDER'
                       and l.reference = o.waybill_no and l.amount_sen = -o.total_sen) <> 1) as wallet_orders_without_one_line,
             (select count(*)::int from wallet_ledger l where l.customer_id = any($1::int[]) and l.kind = 'ORDER'
                and not exists (select 1 from orders o where o.customer_id = l.customer_id and o.waybill_no = l.reference
                  and o.pay_method in ('PP_PM', 'PP_CASH'))) as lines_without_order,
             (select count(*)::int from wallet_ledger l where l.customer_id = any($1::int[]) and l.kind = 'ORDER') as ledger_lines,
             (select count(*)::int from orders o where o.customer_id = any($1::int[]) and o.client_request_id like $2
                and (select count(*) from tracking_events e where e.order_id = o.id) <> 1) as orders_without_one_event,
             (select sum(balance_sen) from wallets where customer_id = any($1::int[]))::bigint as balance_sen,
             (select coalesce(sum(amount_sen), 0) from wallet_ledger where customer_id = any($1::int[]))::bigint as ledger_sum_sen,
             (select count(*)::int from wallets w where w.customer_id = any($1::int[])
                and w.balance_sen <> (select coalesce(sum(amount_sen), 0) from wallet_ledger l where l.customer_id = w.customer_id))
               as wallets_off_ledger`,
          [shops, like],
        )
      ).rows as Record<string, number | string>[];
      // Every waybill the portal answered is an order of the run.
      const found = (
        await run('select count(*)::int as n from orders where customer_id = any($1::int[]) and waybill_no = any($2::text[])', [
          shops,
          request.body.waybills,
        ])
      ).rows as { n: number }[];
      const floorRows = (
        await run('select count(*)::int as n from orders where customer_id = $1 and client_request_id like $2', [
          customerId,
          `${FLOOR_REQUEST_PREFIX}%`,
        ])
      ).rows as { n: number }[];
      return {
        orders: orders!.orders,
        distinctWaybills: orders!.waybills,
        walletOrders: orders!.wallet_orders,
        walletSen: Number(orders!.wallet_sen),
        walletOrdersWithoutOneLine: Number(ledger!.wallet_orders_without_one_line),
        ledgerLinesWithoutOrder: Number(ledger!.lines_without_order),
        ledgerLines: Number(ledger!.ledger_lines),
        ordersWithoutOneEvent: Number(ledger!.orders_without_one_event),
        balanceSen: Number(ledger!.balance_sen),
        ledgerSumSen: Number(ledger!.ledger_sum_sen),
        walletsOffLedger: Number(ledger!.wallets_off_ledger),
        answeredWaybillsFound: found[0]!.n,
        floorRows: floorRows[0]!.n,
      };
    });
  },
});

await serveUntilStopped(app, portal);
