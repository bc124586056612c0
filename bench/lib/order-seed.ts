// The orders of the benches that need a busy shop (order list, dashboard, my waybills, tracking): 1,000,000
// orders of the demo customer made in the database, inside a bench server's seeding run (bench-portal.ts).

import { PROBLEM_REASON_LIST, PROBLEM_REASONS } from '@portal/shared/scans';
import { ne, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { customers, tariffs } from '../../apps/server/src/db/schema/index.ts';
import { foldDayCounts } from '../../apps/server/src/modules/orders/day-counts.ts';
import { addressValues } from './address-data.ts';
import { BENCH_RECEIVERS, ORDER_DAYS, RECEIVER_SEED } from './order-list-bench.ts';

/** The demo customer's orders; BENCH_ORDERS changes it for a quick try (the figures use 1,000,000). */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** Each other customer's orders: the list must skip them. */
const OTHER_ORDERS = Math.round(ORDERS / 40);
/** Orders inserted a statement. */
const CHUNK = 100_000;

/** The problem reasons that leave a waybill in `status` (shared/scans.ts), as a SQL array literal. */
const reasonsOf = (status: string) =>
  `array[${PROBLEM_REASON_LIST.filter((r) => PROBLEM_REASONS[r].status === status)
    .map((r) => `'${r}'`)
    .join(', ')}]`;
/** One of `status`'s reasons, picked by the random `u` in [0, 1). */
const reasonSql = (status: string, u: string) => `(${reasonsOf(status)})[1 + floor(${u} * cardinality(${reasonsOf(status)}))::int]`;

/**
 * The shop's orders over ORDER_DAYS days up to now, one every few seconds, ids in time order as
 * placed orders have them. Rows are made in the database (generate_series), not sent from here.
 * A status by the order's age as the courier's scans move it on: today's mostly PENDING or on their
 * way to pick-up, the last three days in transit, delivering (some after a failed attempt: UNSIGNED)
 * or signed, older ones signed (about 9 in 10), returning or returned, cancelled, a problem or a
 * failed pick-up. Only PICK UP orders are dispatched or fail their pick-up. Products: 55% Standard,
 * 25% Express, 10% Same Day (Standard to East Malaysia), 5% Cargo, 5% Multi-parcel; pay methods 45%
 * PP_PM, 25% PP_CASH, 30% CC_CASH (receiver pays); 30% of the others with COD; 20% picked up; 30%
 * with the shop's own order number. What the scans leave on the order as the ingest settles it: the
 * status's time, the last scan, pick-up and signing times, the signer, the problem reason, the COD
 * collected. $1 customer, $2 user, $3 tariff line, $4 first number, $5 last, $6 how many the customer
 * gets in all, $7 the first waybill sequence value.
 */
const INSERT_ORDERS = `
with s as (
  select g, now() - make_interval(secs => ${ORDER_DAYS} * 86400 * (1 - (g - 1)::float8 / $6)) as t,
    random() as u_status, random() as u_product, random() as u_pay, random() as u_cod, random() as u_weight,
    random() as u_pickup, random() as u_code, random() as u_goods, random() as u_time
  from generate_series($4::int, $5::int) g
), o as (
  select s.*, extract(epoch from now() - t) / 86400 as age, '6' || lpad(($7::bigint + g)::text, 10, '0') as body,
    r.name, r.tel, r.postcode, r.prov, r.city, r.address, r.prov in ('Sabah', 'Sarawak', 'W.P. Labuan') as east,
    case when u_product < 0.55 then 'EZ' when u_product < 0.8 then 'EX' when u_product < 0.9 then 'SF'
         when u_product < 0.95 then 'SC' else 'JS' end as product,
    case when u_pay < 0.45 then 'PP_PM' when u_pay < 0.7 then 'PP_CASH' else 'CC_CASH' end as pay
  from s join bench_receivers r on r.n = s.g % ${BENCH_RECEIVERS}
), p as (
  select o.*,
    case when product = 'SF' and east then 'EZ' else product end as express,
    case when product = 'SC' then 5000 + (u_weight * 75000)::int
         when product = 'JS' then 2 * (500 + (u_weight * 4500)::int)
         else 100 + (u_weight * 9900)::int end as weight,
    case
      when age < 0.5 then case when u_status < 0.7 then 'PENDING' when u_status < 0.8 then 'PUSAT_DISPATCH'
        when u_status < 0.9 then 'DISPATCH' when u_status < 0.95 then 'GOT' else 'CANCEL_ORDER' end
      when age < 1 then case when u_status < 0.2 then 'PENDING' when u_status < 0.3 then 'PUSAT_DISPATCH'
        when u_status < 0.45 then 'DISPATCH' when u_status < 0.7 then 'GOT' when u_status < 0.9 then 'IN_TRANSIT'
        when u_status < 0.95 then 'PICKUP_FAILED' else 'CANCEL_ORDER' end
      when age < 3 then case when u_status < 0.02 then 'PENDING' when u_status < 0.32 then 'IN_TRANSIT'
        when u_status < 0.52 then 'DELIVERING' when u_status < 0.57 then 'UNSIGNED' when u_status < 0.92 then 'SIGNED'
        when u_status < 0.94 then 'PICKUP_FAILED' when u_status < 0.96 then 'PROBLEM' else 'CANCEL_ORDER' end
      when age < 7 then case when u_status < 0.02 then 'IN_TRANSIT' when u_status < 0.05 then 'DELIVERING'
        when u_status < 0.06 then 'UNSIGNED' when u_status < 0.91 then 'SIGNED' when u_status < 0.92 then 'RETURNING'
        when u_status < 0.93 then 'RETURNED' when u_status < 0.95 then 'PROBLEM'
        when u_status < 0.96 then 'PICKUP_FAILED' else 'CANCEL_ORDER' end
      else case when u_status < 0.89 then 'SIGNED' when u_status < 0.92 then 'RETURNED' when u_status < 0.93 then 'PROBLEM'
        when u_status < 0.95 then 'PICKUP_FAILED' else 'CANCEL_ORDER' end
    end as status
  from o
), q as (
  select p.*,
    u_pickup < 0.2 or status in ('PUSAT_DISPATCH', 'DISPATCH', 'PICKUP_FAILED') as pick_up,
    -- What the scans would have left (the dashboard reads it): picked up within a day, signed 0 to 5 days later.
    case when status in ('GOT', 'IN_TRANSIT', 'DELIVERING', 'UNSIGNED', 'SIGNED', 'RETURNING', 'RETURNED', 'PROBLEM')
      then t + make_interval(hours => 2 + (u_code * 20)::int) end as picked_up,
    case when status = 'SIGNED' then least(now(), t + make_interval(hours => 12 + (u_goods * 108)::int)) end as signed
  from p
), r as (
  select q.*,
    -- The time of the event that decided the status: the last of the parcel's events.
    case
      when status = 'PENDING' then t
      when status = 'CANCEL_ORDER' then t + interval '1 hour'
      when status = 'SIGNED' then signed
      when status = 'GOT' then least(now(), picked_up)
      when picked_up is null then least(now(), t + make_interval(mins => 10 + (u_time * 300)::int))
      else least(now(), picked_up + make_interval(mins => (u_time * least(age, 6) * 1440)::int))
    end as status_at
  from q
)
insert into orders (waybill_no, customer_id, created_by, client_request_id, kind, status, express_type, serve_type, pickup_at,
  pay_method, sender_name, sender_tel, sender_postcode, sender_prov, sender_city, sender_address, receiver_name, receiver_tel,
  receiver_postcode, receiver_prov, receiver_city, receiver_address, goods_name, goods_number, weight_g, package_count, cod_sen,
  zone, sort_code, volumetric_weight_g, chargeable_weight_g, freight_sen, cod_fee_sen, total_sen, tariff_id, order_code,
  created_at, updated_at, cancelled_at, picked_up_at, signed_at, cod_collected_sen,
  status_at, last_scan_at, signer_name, problem_reason)
select body || bench_check_digit(body), $1, $2, 'bench-' || g, 'domestic', status, express,
  case when pick_up then 'PICK UP' else 'DROP OFF' end, case when pick_up then t + interval '1 day' end, pay,
  'Demo Trading Sdn Bhd', '03-5632 1188', '47500', 'Selangor', 'Subang Jaya', 'No. 12, Jalan SS 15/4',
  name, tel, postcode, prov, city, address,
  (array['Baju kurung', 'Kain batik', 'Telefon bimbit', 'Buku', 'Kasut sukan', 'Kuih raya', 'Alat ganti motor', 'Ubat-ubatan',
    'Mainan kanak-kanak', 'Beg tangan'])[1 + (u_goods * 10)::int % 10],
  1, weight, case when express = 'JS' then 2 else 1 end,
  case when pay <> 'CC_CASH' and u_cod < 0.3 then (10 + (u_cod * 2600)::int) * 100 else 0 end,
  case when east then 'WM_EM' else 'WM' end, 'BEN ' || postcode, 0, weight,
  600 + 220 * ceil(weight / 1000.0)::int, case when pay <> 'CC_CASH' and u_cod < 0.3 then 100 else 0 end,
  600 + 220 * ceil(weight / 1000.0)::int + case when pay <> 'CC_CASH' and u_cod < 0.3 then 100 else 0 end,
  $3, case when u_code < 0.3 then 'SO-' || (100000 + g) else '' end,
  t, t, case when status = 'CANCEL_ORDER' then t + interval '1 hour' end, picked_up, signed,
  case when status = 'SIGNED' and pay <> 'CC_CASH' and u_cod < 0.3 then (10 + (u_cod * 2600)::int) * 100 end,
  status_at, case when status not in ('PENDING', 'CANCEL_ORDER') then status_at end,
  case when status = 'SIGNED' then name end,
  case status when 'PICKUP_FAILED' then ${reasonSql('PICKUP_FAILED', 'u_time')} when 'UNSIGNED' then ${reasonSql('UNSIGNED', 'u_time')}
    when 'PROBLEM' then ${reasonSql('PROBLEM', 'u_time')} end
from r
order by g`;

/** The waybill check digit (packages/shared order.ts waybillCheckDigit), for numbers made in SQL. */
export const CHECK_DIGIT_FUNCTION = `
create or replace function bench_check_digit(body text) returns text language sql immutable as $$
  select ((10 - sum(substr(body, length(body) - i, 1)::int * case when i % 2 = 0 then 3 else 1 end) % 10) % 10)::text
  from generate_series(0, length(body) - 1) i
$$`;

/** The pg Pool under drizzle: a statement is sent as it is, without drizzle building it. */
export const poolOf = (db: Db) => (db as unknown as { $client: { query: (text: string, values?: unknown[]) => Promise<unknown> } }).$client;

async function loadOrders(db: Db, customerId: number, userId: number | null, count: number, firstSequence: number, tariffId: number) {
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await poolOf(db).query(INSERT_ORDERS, [customerId, userId, tariffId, from, to, count, firstSequence]);
  }
}

/**
 * ORDERS orders of the demo customer (`customerId`, placed by `userId`) and ORDERS / 40 of each other
 * customer, the counts by day folded, `orders` analyzed but not vacuumed (autovacuum off for it).
 * Answers how many orders it made.
 */
export async function seedOrders(db: Db, customerId: number, userId: number): Promise<number> {
  const started = performance.now();
  await db.execute(sql.raw(CHECK_DIGIT_FUNCTION));
  await db.execute(
    sql.raw('create table bench_receivers (n int primary key, name text, tel text, postcode text, prov text, city text, address text)'),
  );
  const receivers = addressValues(BENCH_RECEIVERS, RECEIVER_SEED);
  for (let i = 0; i < receivers.length; i += 1000) {
    const rows = receivers
      .slice(i, i + 1000)
      .map((r, j) => sql`(${i + j}, ${r.name}, ${r.contacts}, ${r.postcode}, ${r.prov}, ${r.city}, ${r.address})`);
    await db.execute(sql`insert into bench_receivers values ${sql.join(rows, sql`, `)}`);
  }
  const [line] = await db.select({ id: tariffs.id }).from(tariffs).limit(1);
  // Numbers from high in the range, so they never meet the sequence's.
  await loadOrders(db, customerId, userId, ORDERS, 8_000_000_000, line!.id);
  const others = await db.select({ id: customers.id }).from(customers).where(ne(customers.id, customerId));
  for (const [i, other] of others.entries()) await loadOrders(db, other.id, null, OTHER_ORDERS, 8_500_000_000 + i * 10_000_000, line!.id);
  await db.execute(sql.raw('drop table bench_receivers'));
  await db.execute(sql.raw('drop function bench_check_digit'));
  const loaded = performance.now();
  // The counts by day as the minute's folding job leaves them.
  for (let folded = 1; folded > 0; ) folded = await foldDayCounts(db);
  // ANALYZE so the planner knows the table, but no VACUUM, and autovacuum off for it: the visibility
  // map stays empty, so every index-only scan must visit the table to check each row, as on a table
  // that has taken a day of new orders and status changes since it was last vacuumed (the worst case
  // the issue asks for, not the steady state a vacuum leaves).
  await db.execute(sql.raw('alter table orders set (autovacuum_enabled = false)'));
  await db.execute(sql.raw('analyze orders'));
  const made = ORDERS + OTHER_ORDERS * others.length;
  console.error(
    `orders: loaded ${ORDERS.toLocaleString('en')} + ${(OTHER_ORDERS * others.length).toLocaleString('en')} orders in ${Math.round(loaded - started)} ms, folded and analyzed in ${Math.round(performance.now() - loaded)} ms`,
  );
  return made;
}
