// The server for the notification bench (bench/notifications.ts), in a process of its own: the real portal
// (buildApp, bundled as the production build is) over a database holding 100,000 customers and 10,000,000
// notifications: 100 a customer, and the demo customer, the one the bench reads as, a busy shop's 100,000
// (spread over the three types, half of its logistics messages read by "read all", some read one by one).
// POST /bench/told?id= answers how many customers an announcement's message reaches (the fan-out's progress), by
// the notification centre's rule: a customer's own messages and the broadcasts sent since it became a customer.
// Settings come from the environment: PORT and DATABASE_URL (PostgreSQL only); BENCH_SEED=1 seeds, then exits.

import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openBenchPortal, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const PER_CUSTOMER = 100;
const DEMO_MESSAGES = 100_000;

const portal = await openBenchPortal({ postgresOnly: 'the notification bench' });
const { config, database, demo } = portal;
const { db } = database;

await seedWhenAsked(database, async () => {
  const counted = (await db.execute(sql`select count(*)::int as n from customers`)) as unknown as { rows: { n: number }[] };
  const have = Number(counted.rows[0]!.n);
  // Customers beyond the demo seed's, coded BN000001... (the notification's customer is all the fan-out reads).
  await db.execute(sql`
    insert into customers (code, name)
    select 'BN' || lpad(g::text, 6, '0'), 'Bench customer ' || g from generate_series(1, ${CUSTOMERS - have}::int) g`);
  // 100 messages a customer, in ten statements of a million rows: types and kinds as the portal writes them.
  const ids = (await db.execute(sql`select id from customers where id <> ${demo.customerId} order by id`)) as unknown as {
    rows: { id: number }[];
  };
  const all = ids.rows.map((r) => Number(r.id));
  const slice = Math.ceil(all.length / 10);
  for (let i = 0; i < all.length; i += slice) {
    const part = all.slice(i, i + slice);
    await db.execute(sql`
      insert into notifications (customer_id, msg_type, kind, reference, params, waybill_no, created_at)
      select c, 1 + (k % 3), (array['parcelProblem','complaintAnswered','topupCredited'])[1 + (k % 3)], 'bench:' || k,
        jsonb_build_object('waybillNo', 'BN' || k, 'reason', ''), null, now() - (k || ' minutes')::interval
      from unnest(${sql.param(part)}::int[]) c, generate_series(1, ${PER_CUSTOMER}::int) k`);
    console.log(`notifications: ${Math.min(i + slice, all.length) * PER_CUSTOMER} of customers' rows`);
  }
  // The demo customer: a busy shop.
  await db.execute(sql`
    insert into notifications (customer_id, msg_type, kind, reference, params, created_at)
    select ${demo.customerId}, 1 + (k % 3), (array['parcelProblem','complaintAnswered','topupCredited'])[1 + (k % 3)], 'bench:' || k,
      jsonb_build_object('waybillNo', 'BD' || k, 'reason', ''), now() - ((${DEMO_MESSAGES} - k) || ' seconds')::interval
    from generate_series(1, ${DEMO_MESSAGES}::int) k`);
  // Fifty announcements of the past year: broadcasts, one row each, read by every customer beside its own
  // (customers of two years' standing, so all fifty count).
  await db.execute(sql`update customers set created_at = now() - interval '2 years'`);
  await db.execute(sql`
    insert into notifications (customer_id, msg_type, kind, reference, params, created_at)
    select null, 2, 'announcement', 'announcement:bench-' || k, jsonb_build_object('title_en', 'Bench notice ' || k),
      now() - ((50 - k) * 7 || ' days')::interval
    from generate_series(1, 50) k`);
  // Read all of the logistics tab up to its middle message, and 50 single ones above it.
  await db.execute(sql`
    insert into notification_read_marks (user_id, msg_type, read_through)
    select ${demo.userId}, 1, id from notifications where customer_id = ${demo.customerId} and msg_type = 1
    order by id offset ${Math.floor(DEMO_MESSAGES / 6)} limit 1`);
  await db.execute(sql`
    insert into notification_reads (user_id, notification_id)
    select ${demo.userId}, id from notifications where customer_id = ${demo.customerId} and msg_type = 2 order by id desc limit 50`);
  await db.execute(sql`analyze notifications`);
  await db.execute(sql`analyze customers`);
});

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    deps.app.post<{ Body: { id: number } }>('/bench/told', async (request) => {
      const result = (await db.execute(sql`
        select count(*)::int as n from customers c where exists (
          select 1 from notifications n where n.kind = 'announcement' and n.reference = ${`announcement:${request.body.id}`}
            and (n.customer_id = c.id or (n.customer_id is null and n.created_at >= c.created_at)))`)) as unknown as {
        rows: { n: number }[];
      };
      const customers = (await db.execute(sql`select count(*)::int as n from customers`)) as unknown as { rows: { n: number }[] };
      return { told: Number(result.rows[0]!.n), customers: Number(customers.rows[0]!.n) };
    });
  },
});

await serveUntilStopped(app, portal);
