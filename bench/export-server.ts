// The server for the export benchmark (bench/export.ts), in a process of its own: the real portal
// (buildApp, bundled as the production build is) with a bench-only export source over a synthetic
// table of 100,000 rows, and 100,000 real orders of the demo customer for the order management's own
// export (`exportOrders`); plus the floors: the same rows read from the same database with the same
// queries and written with exceljs's streaming WorkbookWriter, served at POST /bench/floor (the
// synthetic table) and POST /bench/floor-orders (the orders), so floor and portal run in one process.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite);
// BENCH_SEED=1 makes the database and its orders, then exits.

import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { OrderListRow } from '@portal/shared/order-manage';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { parseTimeCursor } from '../apps/server/src/lib/keyset.ts';
import { registerExport } from '../apps/server/src/modules/exports/register-export.ts';
import { EXPORT_PAGE_ROWS } from '../apps/server/src/modules/exports/xlsx-writer.ts';
import { ordersAfter } from '../apps/server/src/modules/orders/manage-export.ts';
import { openBenchPortal, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';
import { BENCH_COLUMNS, BENCH_ORDER_FILTER, BENCH_ROWS, BENCH_SOURCE, ORDER_EXPORT_COLUMNS } from './lib/export-bench.ts';

/** An order list as a list module would read it: the columns a courier's order export carries. */
const benchOrders = pgTable('bench_export_orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  orderNo: text('order_no').notNull(),
  trackingNo: text('tracking_no').notNull(),
  senderName: text('sender_name').notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientPhone: text('recipient_phone').notNull(),
  address: text('address').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  weightGrams: integer('weight_grams').notNull(),
  codAmount: doublePrecision('cod_amount'),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  remark: text('remark'),
});

/** 100,000 orders of one customer, made in the database (one statement, so seeding takes seconds). */
async function seedOrders(db: Db, customerId: number): Promise<void> {
  await db.execute(`drop table if exists bench_export_orders`);
  await db.execute(`create table bench_export_orders (
    id serial primary key, customer_id integer not null, order_no text not null, tracking_no text not null,
    sender_name text not null, recipient_name text not null, recipient_phone text not null, address text not null,
    state text not null, postcode text not null, weight_grams integer not null, cod_amount double precision,
    status text not null, created_at timestamptz not null, remark text)`);
  await db.execute(`insert into bench_export_orders (customer_id, order_no, tracking_no, sender_name, recipient_name,
      recipient_phone, address, state, postcode, weight_grams, cod_amount, status, created_at, remark)
    select ${customerId}, 'ORD' || lpad(i::text, 8, '0'), 'MY' || (5000000000 + i * 7)::text,
      'Demo Trading Sdn Bhd',
      (array['Ahmad bin Ali', 'Siti Nurhaliza', 'Tan Wei Ming', 'Lim Mei Ling', 'Muthu a/l Raman', '陈美玲', 'Nur Aisyah binti Hassan', 'Wong Kar Seng'])[1 + i % 8],
      '01' || (i % 10)::text || '-' || lpad(((i * 7919) % 10000000)::text, 7, '0'),
      (i % 300 + 1)::text || ', Jalan ' || (array['Ampang', 'Bukit Bintang', 'Tun Razak', 'Sultan Ismail', 'Kuching', 'Gasing'])[1 + i % 6]
        || ' ' || (i % 40 + 1)::text || ', Taman ' || (array['Melawati', 'Desa', 'Tun Dr Ismail', 'Sri Hartamas', 'Connaught'])[1 + i % 5],
      (array['Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang', 'Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'W.P. Kuala Lumpur'])[1 + i % 14],
      lpad((10000 + (i * 37) % 89999)::text, 5, '0'),
      100 + (i * 37) % 30000,
      case when i % 4 = 0 then ((i * 13) % 50000) / 100.0 end,
      (array['Picked up', 'In transit', 'Out for delivery', 'Delivered', 'Returned'])[1 + i % 5],
      timestamptz '2025-01-01 00:00:00+08' + i * interval '1 minute',
      case when i % 10 = 0 then 'Fragile, call before delivery' when i % 997 = 0 then '=HYPERLINK("x")' end
    from generate_series(1, ${BENCH_ROWS}) as i`);
  await db.execute(`create index bench_export_orders_customer on bench_export_orders (customer_id, id)`);
  await db.execute(`analyze bench_export_orders`);
}

/**
 * BENCH_ROWS orders of the demo customer in the orders table itself, as placing them leaves them, over
 * the 30 days of BENCH_ORDER_FILTER: receivers all over the country, the product, pay method, status,
 * COD and order-number mix of a shop (as the order list bench's); made in the database in one statement.
 */
async function seedRealOrders(db: Db, customerId: number, userId: number): Promise<void> {
  await db.execute(`insert into orders (waybill_no, customer_id, created_by, client_request_id, kind, status, express_type,
      serve_type, pay_method, sender_name, sender_tel, sender_postcode, sender_prov, sender_city, sender_address,
      receiver_name, receiver_tel, receiver_postcode, receiver_prov, receiver_city, receiver_address, goods_name, weight_g,
      package_count, cod_sen, zone, sort_code, volumetric_weight_g, chargeable_weight_g, freight_sen, cod_fee_sen, total_sen,
      order_code, created_at, updated_at, cancelled_at)
    select '7' || lpad(i::text, 11, '0'), ${customerId}, ${userId}, 'bench-export-' || i, 'domestic', st,
      (array['EZ', 'EZ', 'EZ', 'EZ', 'EZ', 'EX', 'EX', 'EX', 'SF', 'SC'])[1 + i % 10],
      case when i % 5 = 0 then 'PICK UP' else 'DROP OFF' end, pay,
      'Demo Trading Sdn Bhd', '+60356321188', '47500', 'Selangor', 'Subang Jaya', 'No. 12, Jalan SS 15/4',
      (array['Ahmad bin Ali', 'Siti Nurhaliza binti Omar', 'Tan Wei Ming', 'Lim Mei Ling', 'Muthu a/l Raman', '陈美玲',
        'Nur Aisyah binti Hassan', 'Wong Kar Seng', 'Kavitha a/p Subramaniam', 'Mohd Faizal bin Ismail'])[1 + (i * 7) % 10],
      '+6012' || lpad(((i * 7919) % 10000000)::text, 7, '0'), pc, prov, city,
      (i % 300 + 1)::text || ', Jalan ' || (array['Ampang', 'Bukit Bintang', 'Tun Razak', 'Sultan Ismail', 'Kuching', 'Gasing'])[1 + i % 6]
        || ' ' || (i % 40 + 1)::text || ', Taman ' || (array['Melawati', 'Desa', 'Tun Dr Ismail', 'Sri Hartamas', 'Connaught'])[1 + i % 5],
      (array['Baju kurung', 'Kain batik', 'Telefon bimbit', 'Buku', 'Kasut sukan'])[1 + i % 5], w,
      case when i % 20 = 0 then 2 else 1 end, cod, zone, 'BEN ' || pc, 0, w,
      600 + 220 * ceil(w / 1000.0)::int, case when cod > 0 then 100 else 0 end,
      600 + 220 * ceil(w / 1000.0)::int + case when cod > 0 then 100 else 0 end,
      case when i % 3 = 0 then 'SO-' || (100000 + i) else '' end, t, t, case when st = 'CANCEL_ORDER' then t + interval '1 hour' end
    from (
      select i, 100 + (i * 37) % 9900 as w,
        timestamptz '${BENCH_ORDER_FILTER.createTimeStart}+08' + (i - 1) * (interval '30 days' / ${BENCH_ROWS}) as t,
        (array['SIGNED', 'SIGNED', 'SIGNED', 'SIGNED', 'SIGNED', 'SIGNED', 'IN_TRANSIT', 'DELIVERING', 'RETURNED', 'CANCEL_ORDER'])[1 + (i * 3) % 10] as st,
        (array['PP_PM', 'PP_PM', 'PP_PM', 'PP_CASH', 'PP_CASH', 'CC_CASH', 'CC_CASH'])[1 + i % 7] as pay,
        case when i % 7 < 5 and i % 3 = 0 then (10 + (i * 13) % 790) * 100 else 0 end as cod,
        (array['50450', '10200', '80000', '88000', '93000', '30000', '20000', '75000', '15000', '25000'])[1 + i % 10] as pc,
        (array['W.P. Kuala Lumpur', 'Pulau Pinang', 'Johor', 'Sabah', 'Sarawak', 'Perak', 'Terengganu', 'Melaka', 'Kelantan', 'Pahang'])[1 + i % 10] as prov,
        (array['Kuala Lumpur', 'George Town', 'Johor Bahru', 'Kota Kinabalu', 'Kuching', 'Ipoh', 'Kuala Terengganu', 'Melaka', 'Kota Bharu', 'Kuantan'])[1 + i % 10] as city,
        case when i % 10 in (3, 4) then 'WM_EM' else 'WM' end as zone
      from generate_series(1, ${BENCH_ROWS}) as i) o`);
  await db.execute('vacuum analyze orders');
}

/** The orders' floor: the export's own page query (the repository's), written by exceljs's streaming writer and nothing else. */
async function floorOrderExport(db: Db, customerId: number, file: string): Promise<{ rows: number; bytes: number }> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file) });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(ORDER_EXPORT_COLUMNS.map((c) => c.header)).commit();
  let rows = 0;
  let after: string | null = null;
  for (;;) {
    // The demo main account holds the page, so its export carries phone and address whole (reveal).
    const page: (OrderListRow & { cursor: string })[] = await ordersAfter(
      db,
      { customerId },
      BENCH_ORDER_FILTER,
      null,
      parseTimeCursor(after),
      EXPORT_PAGE_ROWS,
      'en',
      true,
      'order',
    );
    for (const record of page) {
      sheet.addRow(ORDER_EXPORT_COLUMNS.map((c) => record[c.fieldName as keyof typeof record])).commit();
    }
    rows += page.length;
    after = page.at(-1)?.cursor ?? after;
    if (page.length < EXPORT_PAGE_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
  return { rows, bytes: (await stat(file)).size };
}

/** One page of the customer's orders after `afterId`, as the list's own query would read it. */
const pageOf = (db: Db, customerId: number, afterId: number | null, limit: number) =>
  db
    .select()
    .from(benchOrders)
    .where(and(eq(benchOrders.customerId, customerId), afterId === null ? undefined : gt(benchOrders.id, afterId)))
    .orderBy(asc(benchOrders.id))
    .limit(limit);

/** The floor: the same rows, the same reads, written to a file by exceljs's streaming writer and nothing else. */
async function floorExport(db: Db, customerId: number, file: string): Promise<{ rows: number; bytes: number }> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file) });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(BENCH_COLUMNS.map((c) => c.header)).commit();
  let rows = 0;
  let after: number | null = null;
  for (;;) {
    const page = await pageOf(db, customerId, after, EXPORT_PAGE_ROWS);
    for (const record of page) {
      sheet.addRow(BENCH_COLUMNS.map((c) => record[c.fieldName as keyof typeof record])).commit();
    }
    rows += page.length;
    after = page.at(-1)?.id ?? after;
    if (page.length < EXPORT_PAGE_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
  return { rows, bytes: (await stat(file)).size };
}

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;
// The seeding run is a process of its own here for memory too: creating a PGlite database takes far
// more memory than opening one, and the WebAssembly heap never gives it back.
await seedWhenAsked(database, async () => {
  await seedOrders(database.db, customerId);
  await seedRealOrders(database.db, customerId, demo.userId);
});

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    registerExport(deps, {
      name: BENCH_SOURCE,
      access: 'customer',
      open: 'the bench list',
      parseParams: () => ({}),
      count: async (db, caller) =>
        (await db.select({ n: count() }).from(benchOrders).where(eq(benchOrders.customerId, caller.customerId!)))[0]?.n ?? 0,
      rows: (db, caller, _query, page) => pageOf(db, caller.customerId!, page.afterKey as number | null, page.limit),
      key: (row) => row.id as number,
    });
    deps.app.post<{ Body: { file: string } }>('/bench/floor', async (request) => {
      const started = performance.now();
      const result = await floorExport(deps.db, customerId, request.body.file);
      return { ...result, ms: performance.now() - started };
    });
    deps.app.post<{ Body: { file: string } }>('/bench/floor-orders', async (request) => {
      const started = performance.now();
      const result = await floorOrderExport(deps.db, customerId, request.body.file);
      return { ...result, ms: performance.now() - started };
    });
    // Between rounds: collect garbage, so one round's leftovers do not count against the next.
    deps.app.post('/bench/gc', async () => {
      globalThis.gc?.();
      return process.memoryUsage();
    });
  },
});

await serveUntilStopped(app, portal);
