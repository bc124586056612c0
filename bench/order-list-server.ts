// The server for the order list, dashboard and my-waybills benchmarks (bench/order-list.ts, dashboard.ts,
// waybills.ts), in a process of its own: the real portal (buildApp, bundled as the production build is)
// over a database holding 1,000,000 orders of the demo customer (lib/order-seed.ts), plus the floor: the
// very statements the order management and my-waybills calls send (captured from the driver), run
// directly through the same driver, served at POST /bench/floor, and the plans of those statements at
// POST /bench/explain.
// Settings come from the environment: PORT and DATABASE_URL (PostgreSQL only: a million rows is
// beyond what the embedded database is for); BENCH_SEED=1 makes the database and its orders, then exits.

import { orderCountParameter, orderFilterParameter, orderListParameter } from '@portal/shared/order-manage';
import { waybillCountParameter, waybillFilterParameter, waybillListParameter } from '@portal/shared/waybills';
import { buildApp } from '../apps/server/src/app.ts';
import { countByStatus, listOrders, listWaybills, orderStatistics } from '../apps/server/src/modules/orders/manage-repository.ts';
import { codStateCounts, waybillStatistics, waybillTabCounts } from '../apps/server/src/modules/orders/waybill-repository.ts';
import { captureStatements, openBenchPortal, type Statement, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';
import type { ListCall } from './lib/order-list-bench.ts';
import { seedOrders } from './lib/order-seed.ts';

const portal = await openBenchPortal({ postgresOnly: 'the order list bench' });
const { config, database, demo } = portal;
const { customerId } = demo;
await seedWhenAsked(database, async () => {
  await seedOrders(database.db, customerId, demo.userId);
});

const { capture, direct, explain } = captureStatements(database);

const { db } = database;
const scope = { customerId };
/** Each call's repository function, on the parameter as its endpoint parses it. */
const CALLS: Record<ListCall, (parameter: unknown) => Promise<unknown>> = {
  getOrders: (p) => listOrders(db, scope, orderListParameter.parse(p), 'en'),
  getStatusCountData: (p) => countByStatus(db, scope, orderCountParameter.parse(p)),
  getOrdersStatistics: (p) => orderStatistics(db, scope, orderFilterParameter.parse(p)),
  getSendOrders: (p) => listWaybills(db, scope, waybillListParameter.parse(p), 'en'),
  getSendOrderStatusCount: (p) => waybillTabCounts(db, scope, waybillCountParameter.parse(p)),
  getSendOrdersStatistics: (p) => waybillStatistics(db, scope, waybillFilterParameter.parse(p)),
  getCodStatusCountData: (p) => codStateCounts(db, scope, waybillCountParameter.parse(p)),
};

/** What the portal's repository answers for a call, and the statements it sent for it. */
async function captured(call: ListCall, parameter: unknown) {
  const statements: Statement[] = [];
  const answer = await capture.run(statements, () => CALLS[call](parameter));
  return { answer, statements };
}

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    /**
     * The floor for one call: the statements the repository sends for it, run `runs` times (or for
     * `budgetMs`) through the driver, together as the repository runs them. Answers each run's time in ms.
     */
    deps.app.post<{ Body: { call: ListCall; parameter: unknown; runs: number; budgetMs?: number } }>('/bench/floor', async (request) => {
      const { answer, statements } = await captured(request.body.call, request.body.parameter);
      const ms: number[] = [];
      const until = performance.now() + (request.body.budgetMs ?? Number.POSITIVE_INFINITY);
      for (let i = 0; i < request.body.runs && performance.now() < until; i++) {
        const started = performance.now();
        await Promise.all(statements.map(direct));
        ms.push(performance.now() - started);
      }
      const { list, ...rest } = answer as { list?: unknown[] };
      return { ms, answer: list ? { ...rest, rows: list.length } : rest, statements };
    });

    /** EXPLAIN (ANALYZE, BUFFERS) of each statement the call sends, for the record. */
    deps.app.post<{ Body: { call: ListCall; parameter: unknown } }>('/bench/explain', async (request) =>
      explain((await captured(request.body.call, request.body.parameter)).statements),
    );
  },
});

await serveUntilStopped(app, portal);
