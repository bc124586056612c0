// The server for the tracking benchmark (bench/tracking.ts), in a process of its own: the real portal
// (buildApp, bundled as the production build is) over the order list bench's 1,000,000 orders of the demo
// customer (lib/order-seed.ts) and ~10,000,000 tracking events of their lives (lib/tracking-seed.ts), plus:
// POST /bench/sample: random waybill numbers of the demo customer, each once;
// POST /bench/floor: for each set of numbers, the statements the timeline read (tracksOf) sends for it,
// timed at the driver as they run (its pages not read before), then the same statements run again directly;
// POST /bench/explain: their plans.
// Settings: PORT and DATABASE_URL (PostgreSQL only); BENCH_SEED=1 makes the database, its orders and events, then exits.

import { buildApp } from '../apps/server/src/app.ts';
import { siteNames } from '../apps/server/src/modules/network/service.ts';
import { tracksOf } from '../apps/server/src/modules/tracking/service.ts';
import { captureStatements, openBenchPortal, type Statement, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';
import { seedOrders } from './lib/order-seed.ts';
import { seedTrackingEvents } from './lib/tracking-seed.ts';

const portal = await openBenchPortal({ postgresOnly: 'the tracking bench' });
const { config, database, demo } = portal;
const { db } = database;
await seedWhenAsked(database, async () => {
  await seedOrders(db, demo.customerId, demo.userId);
  await seedTrackingEvents(db);
});

const { capture, send, direct, explain } = captureStatements(database);

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    /** The timeline read as trackingList makes it for the demo customer, its statements captured. */
    const read = async (waybillNos: string[]) => {
      const statements: Statement[] = [];
      const tracks = await capture.run(statements, () =>
        tracksOf(db, { kind: 'customer', scope: { customerId: demo.customerId } }, waybillNos, 'en', deps.texts.translate, (codes) =>
          siteNames(db, codes),
        ),
      );
      return { tracks, statements };
    };

    deps.app.post<{ Body: { count: number } }>('/bench/sample', async (request) => {
      const picked = await send({
        text: 'select waybill_no from orders where customer_id = $1 order by random() limit $2',
        values: [demo.customerId, request.body.count],
      });
      const stored = await send('select (select count(*) from orders) as orders, (select count(*) from tracking_events) as events');
      const counts = stored.rows[0] as { orders: string; events: string };
      return {
        waybillNos: (picked.rows as { waybill_no: string }[]).map((r) => r.waybill_no),
        orders: Number(counts.orders),
        events: Number(counts.events),
      };
    });

    /**
     * The floor for each set: `cold`, the driver's time over the statements tracksOf sent for it, one
     * after another as it sends them (each set is asked once, so its pages are as cold as the portal's);
     * `warm`, the same statements run again directly, one after another, with rows as arrays and nothing
     * made of them. Also how many waybills were found and events read, and the statements of the first set.
     */
    deps.app.post<{ Body: { sets: string[][] } }>('/bench/floor', async (request) => {
      const cold: number[] = [];
      const warm: number[] = [];
      let found = 0;
      let events = 0;
      let first: string[] = [];
      for (const set of request.body.sets) {
        const { tracks, statements } = await read(set);
        cold.push(statements.reduce((sum, s) => sum + (s.ms ?? 0), 0));
        const started = performance.now();
        for (const s of statements) await direct(s);
        warm.push(performance.now() - started);
        for (const t of tracks) if (t.found) [found, events] = [found + 1, events + t.events.length];
        if (!first.length) first = statements.map((s) => s.text);
      }
      return { cold, warm, found, events, statements: first };
    });

    /** EXPLAIN (ANALYZE, BUFFERS) of each statement the read sends for a set (after the read itself: warm). */
    deps.app.post<{ Body: { waybillNos: string[] } }>('/bench/explain', async (request) =>
      explain((await read(request.body.waybillNos)).statements),
    );
  },
});

await serveUntilStopped(app, portal);
