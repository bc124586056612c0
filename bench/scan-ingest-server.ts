// The server for the scan ingest benchmark (bench/scan-ingest.ts), in a process of its own: the real
// portal (buildApp, bundled as the production build is) with BENCH_PARCELS waybills of the demo customer
// to scan, plus the floor at POST /bench/floor: the same events written with one raw INSERT ... SELECT
// FROM unnest through the same driver into a copy of the events table, without judging, locking or settling. POST /bench/key answers an
// operations key. Settings: PORT, DATABASE_URL (PostgreSQL); BENCH_SEED=1 makes the waybills and exits.

import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { OpsKeyService } from '../apps/server/src/modules/operations/ops-keys.ts';
import { openBenchPortal, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 200_000);

const portal = await openBenchPortal({ postgresOnly: 'the scan ingest bench' });
const { database, demo } = portal;

await seedWhenAsked(database, async () => {
  // Waybills cloned from one placed-like row: numbers from high in the range (never the sequence's).
  await database.db.execute(sql`
    insert into orders (waybill_no, customer_id, client_request_id, kind, status, express_type, serve_type, pay_method,
      sender_name, sender_tel, sender_postcode, sender_prov, sender_city, sender_address, receiver_name, receiver_tel,
      receiver_postcode, receiver_prov, receiver_city, receiver_address, goods_name, weight_g, zone, sort_code,
      volumetric_weight_g, chargeable_weight_g, created_at)
    select 'B' || lpad(g::text, 11, '0'), ${demo.customerId}, 'scan-bench-' || g, 'domestic', 'PENDING', 'EZ', 'DROP OFF', 'PP_PM',
      'Demo Trading Sdn Bhd', '03-5632 1188', '47500', 'Selangor', 'Subang Jaya', 'No. 12, Jalan SS 15/4',
      'Receiver ' || g, '012-345 6789', '55100', 'W.P. Kuala Lumpur', 'Kuala Lumpur', 'No. 8, Jalan Bukit Bintang',
      'Baju kurung', 1500, 'WM', 'KUL 55100', 0, 1500, now() - interval '2 days'
    from generate_series(1, ${PARCELS}) g`);
  await database.db.execute(sql`analyze orders`);
  // The floor's own copy of the events table (its columns, indexes and key to the waybills): the same write,
  // without its millions of rows becoming the events the portal then reads for the same waybills.
  await database.db.execute(sql`create table bench_floor_events (like tracking_events including all)`);
  await database.db.execute(sql`alter table bench_floor_events add foreign key (order_id) references orders (id)`);
});

let opsKeys: OpsKeyService | undefined;
const app = await buildApp({
  config: portal.config,
  database,
  extend: (deps) => {
    opsKeys = deps.opsKeys;
    deps.app.post('/bench/key', async () => ({ key: (await opsKeys!.create('scan ingest bench')).key }));

    /** The floor: the batch's events inserted as they are, one statement, no judging or settling. */
    deps.app.post<{ Body: { events: Record<string, unknown>[] } }>('/bench/floor', { bodyLimit: 2 * 1024 * 1024 }, async (request) => {
      const events = request.body.events;
      const col = (k: string) => sql.param(events.map((e) => e[k]));
      await deps.db.execute(sql`
        insert into bench_floor_events (order_id, status, location, at, event_id, scan_code, rank)
        select o.id, 'IN_TRANSIT', e.site, e.at, e.event_id, e.code, 40
        from unnest(${col('waybillNo')}::text[], ${col('siteCode')}::text[], ${col('scannedAt')}::timestamptz[],
          ${col('eventId')}::text[], ${col('scanCode')}::smallint[]) as e(waybill_no, site, at, event_id, code)
        join orders o on o.waybill_no = e.waybill_no
        on conflict (event_id) do nothing`);
      return { received: events.length };
    });
  },
});

await serveUntilStopped(app, portal);
