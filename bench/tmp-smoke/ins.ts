import { loadavg } from 'node:os';
import { benchInsertOrder } from '../insert-order.ts';

const l = loadavg()[0];
const r = await benchInsertOrder({ rounds: 2, seconds: 10, connections: 20, databaseUrl: process.env.PG });
const s = (x: any) => ({ perSec: x.ordersPerSec, p50: x.p50, p99: x.p99, errors: x.errors, waits: x.waits });
console.log(
  JSON.stringify(
    { load: l, failed: r.checks.filter((c) => !c.ok), floor: s(r.floorSummary), one: s(r.portalSummary), many: s(r.manySummary) },
    null,
    1,
  ),
);
