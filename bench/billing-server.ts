// The server for the month-end billing bench (bench/billing.ts), in a process of its own: the real portal
// (buildApp, bundled as the production build is) over a database holding BENCH_SHIPMENTS shipments billed
// on account (default 1,000,000) of 1,000 customers, delivered or returned last month, and as many again
// that the run must skip; plus POST /bench/billing (the floor, then the run) and POST /bench/floor (a
// details page's statements run directly through the driver).
// Settings come from the environment: PORT and DATABASE_URL (PostgreSQL only); BENCH_SEED=1 makes the data, then exits.

import { BILLABLE_STATUSES, billDetailsParameter, MONTHLY_PAY_METHODS, monthBounds, previousMonth } from '@portal/shared/statements';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { closeMonth } from '../apps/server/src/modules/statements/close-month.ts';
import { billLines, billOf } from '../apps/server/src/modules/statements/repository.ts';
import { captureStatements, openBenchPortal, type Statement, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';
import { CHECK_DIGIT_FUNCTION, poolOf } from './lib/order-seed.ts';

export const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const CUSTOMERS = 1_000;
/** The demo customer's share: one big statement (a tenth of the shipments) for the details page. */
const BIG = Math.round(SHIPMENTS / 10);
const CHUNK = 100_000;
const MONTH = previousMonth();
const { start, end } = monthBounds(MONTH);
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Shipments g = $1..$2 ($3 the demo customer, $4 and $5 the month's bounds): the first BIG the demo customer's, the others spread over the other
 * 999 customers; delivered (9 in 10) or returned at a moment of last month, billed on account
 * (PM or PAYMONTHLY); charges as a tariff gives them. `noise` makes the rows the run must skip:
 * the same customers' shipments paid from the wallet, in cash, or still on the way.
 */
const insertShipments = (noise: boolean) => `
with c as (select array_agg(id order by id) filter (where id <> $3) as others from customers),
s as (
  select g, u, w, $4::timestamptz + (w * ($5::timestamptz - $4::timestamptz)) as at,
    ${noise ? `case when u < 0.5 then 'IN_TRANSIT' else 'SIGNED' end` : `case when u < 0.9 then 'SIGNED' else 'RETURNED' end`} as status,
    ${noise ? `case when u < 0.5 then 'PM' when u < 0.8 then 'PP_PM' else 'CASH' end` : `case when u < 0.7 then 'PM' else 'PAYMONTHLY' end`} as pay,
    100 + (w * 9900)::int as weight, case when u < 0.1 then 150 else 0 end as insurance,
    '${noise ? '5' : '7'}' || lpad(g::text, 10, '0') as body
  from (select g, random() as u, random() as w from generate_series($1::int, $2::int) g) r
)
insert into orders (waybill_no, customer_id, client_request_id, kind, status, express_type, serve_type, pay_method,
  sender_name, sender_tel, sender_postcode, sender_prov, sender_city, sender_address, receiver_name, receiver_tel,
  receiver_postcode, receiver_prov, receiver_city, receiver_address, goods_name, weight_g, package_count, zone, sort_code,
  volumetric_weight_g, chargeable_weight_g, freight_sen, insurance_sen, cod_fee_sen, total_sen, created_at, updated_at,
  status_at, signed_at)
select body || bench_check_digit(body), case when g <= ${BIG} then $3 else c.others[1 + g % cardinality(c.others)] end,
  'bill-${noise ? 'n' : 's'}-' || g, 'domestic', status, 'EZ', 'DROP OFF', pay,
  'Bench Shipper', '0312345678', '47500', 'Selangor', 'Subang Jaya', 'No. 1', 'Receiver ' || g, '0123456789', '10200',
  'Pulau Pinang', 'George Town', '22, Lebuh Chulia', 'Parcel', weight, 1, 'WM', 'PEN 10200', 0,
  weight, 600 + 220 * ceil(weight / 1000.0)::int, insurance, 0, 600 + 220 * ceil(weight / 1000.0)::int + insurance,
  at - interval '2 days', at, at, case when status = 'SIGNED' then at end
from s, c`;

const portal = await openBenchPortal({ postgresOnly: 'the billing bench' });
const { config, database, demo } = portal;
await seedWhenAsked(database, async () => {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql.raw(CHECK_DIGIT_FUNCTION));
  const existing = (await db.execute(sql`select count(*)::int as n from customers`)) as unknown as { rows: { n: number }[] };
  await db.execute(sql`
    insert into customers (code, name, cus_type, settlement_code, pay_methods)
    select 'BEN' || lpad(i::text, 5, '0'), 'Bench Shipper ' || i, 'MONTHLY', 'PM', '["PM", "PAYMONTHLY"]'::jsonb
    from generate_series(1, ${CUSTOMERS - existing.rows[0]!.n}) i`);
  for (const noise of [false, true])
    for (let from = 1; from <= SHIPMENTS; from += CHUNK)
      await poolOf(db).query(insertShipments(noise), [from, Math.min(SHIPMENTS, from + CHUNK - 1), demo.customerId, start, end]);
  await db.execute(sql.raw('drop function bench_check_digit'));
  await db.execute(sql.raw('analyze orders'));
  console.error(
    `billing: ${SHIPMENTS.toLocaleString('en')} shipments to bill and as many to skip in ${Math.round(performance.now() - started)} ms`,
  );
});

const { capture, direct } = captureStatements(database);
const { db } = database;
const scope = { customerId: demo.customerId };

/** The same aggregation as the run, in one SQL statement: every customer's shipments of the month, summed. */
const FLOOR = `
  select customer_id, count(*), sum(package_count), sum(freight_sen), sum(insurance_sen), sum(cod_fee_sen), sum(total_sen)
  from orders
  where status in (${list(BILLABLE_STATUSES)}) and pay_method in (${list(MONTHLY_PAY_METHODS)}) and status_at < $1
  group by customer_id`;

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    /** The floor, then the month-end run itself; each timed. Once per server: the run closes the month. */
    deps.app.post('/bench/billing', async () => {
      const floorStarted = performance.now();
      const floor = (await poolOf(db).query(FLOOR, [end])) as { rows: unknown[] };
      const floorMs = performance.now() - floorStarted;
      const runStarted = performance.now();
      const closed = await closeMonth(db, MONTH);
      const runMs = performance.now() - runStarted;
      await db.execute(sql.raw('analyze monthly_statement_lines'));
      const big = (await db.execute(
        sql`select bill_no, shipments from monthly_statements where customer_id = ${demo.customerId} and bill_month = ${MONTH}`,
      )) as unknown as { rows: { bill_no: string; shipments: number }[] };
      return { floorMs, floorCustomers: floor.rows.length, runMs, ...closed, big: big.rows[0] };
    });

    /** A details page's statements (captured from the repository), run `runs` times directly. */
    deps.app.post<{ Body: { parameter: unknown; runs: number } }>('/bench/floor', async (request) => {
      const parameter = billDetailsParameter.parse(request.body.parameter);
      const statements: Statement[] = [];
      await capture.run(statements, async () => billLines(db, scope, (await billOf(db, scope, parameter.billNo))!, parameter));
      const ms: number[] = [];
      for (let i = 0; i < request.body.runs; i++) {
        const started = performance.now();
        for (const s of statements) await direct(s);
        ms.push(performance.now() - started);
      }
      return { ms };
    });
  },
});

await serveUntilStopped(app, portal);
