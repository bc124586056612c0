import { loadAverages, machine, type Percentiles, percentiles, today, writeSection } from './lib/report.ts';
import { demoToken, jsonPoster, startBenchServer } from './lib/server.ts';

/** Bar (issue 15): trackingList with 10 numbers p95 <= 20 ms with 10,000,000 tracking events stored. */
const BAR_MS = 20;
/** Numbers a request, the most logistics tracking takes (spec 5). */
const NUMBERS = 10;
const WARM_UP = 5;

type Track = { waybillNo: string; found: boolean; events?: unknown[] };
interface Floor {
  cold: number[];
  warm: number[];
  found: number;
  events: number;
  statements: string[];
}

/**
 * `--only tracking` (PostgreSQL only): trackingList as logistics tracking posts it, 10 random numbers of
 * the demo customer a request, one request at a time, over 1,000,000 orders and ~10,000,000 events
 * (tracking-server.ts seeds them). Every set of numbers is asked once, by the portal or by the floor.
 */
export async function reportTracking(opts: { samples: number; pgUrl: string; command: string }): Promise<void> {
  const loadAtStart = loadAverages();
  const server = await startBenchServer({
    entry: 'tracking-server.ts',
    port: 8317,
    databaseUrl: opts.pgUrl,
    database: 'portal_bench_tracking',
    seeding: 'loading the tracking database',
    name: 'the tracking bench server',
  });
  const portalMs: number[] = [];
  const floor: Floor = { cold: [], warm: [], found: 0, events: 0, statements: [] };
  let stored = { orders: 0, events: 0 };
  let eventsRead = 0;
  let explained: { statements: string[]; plans: string[] } = { statements: [], plans: [] };
  try {
    const post = jsonPoster(server.url);
    const token = await demoToken(server.url);
    // Sets for the warm-up and the samples, the portal's and the floor's apart: no set is asked twice.
    const sample = await post<{ waybillNos: string[]; orders: number; events: number }>('/bench/sample', {
      count: 2 * (WARM_UP + opts.samples) * NUMBERS,
    });
    stored = { orders: sample.orders, events: sample.events };
    const sets: string[][] = [];
    for (let i = 0; i + NUMBERS <= sample.waybillNos.length; i += NUMBERS) sets.push(sample.waybillNos.slice(i, i + NUMBERS));
    if (sets.length < 2 * (WARM_UP + opts.samples)) throw new Error(`only ${sample.waybillNos.length} waybills to track`);

    const portalOnce = async (set: string[]) => {
      const started = performance.now();
      const reply = await post<{ success?: boolean; desc?: string; data: Track[] }>(
        '/api/trackingList.do',
        { parameter: { waybillNos: set.join(',') } },
        token,
      );
      const ms = performance.now() - started;
      if (!reply.success) throw new Error(`trackingList: ${reply.desc}`);
      const missing = reply.data.filter((t) => !t.found || !t.events?.length);
      if (reply.data.length !== NUMBERS || missing.length)
        throw new Error(`trackingList: ${missing.length} of the customer's numbers without a timeline`);
      return { ms, events: reply.data.reduce((n, t) => n + (t.events?.length ?? 0), 0) };
    };
    const floorOf = async (batch: string[][]) => {
      const f = await post<Floor>('/bench/floor', { sets: batch });
      if (f.found !== batch.length * NUMBERS) throw new Error(`the floor found ${f.found} of ${batch.length * NUMBERS} waybills`);
      return f;
    };

    const portalSets = sets.slice(0, WARM_UP + opts.samples);
    const floorSets = sets.slice(WARM_UP + opts.samples);
    // Warm-up: plans, the server's JIT, the small tables' pages.
    for (const set of portalSets.slice(0, WARM_UP)) await portalOnce(set);
    await floorOf(floorSets.slice(0, WARM_UP));
    // Two rounds, floor and portal alternating, each half the samples.
    const half = Math.ceil(opts.samples / 2);
    for (let round = 0; round < 2; round++) {
      const from = WARM_UP + round * half;
      const to = Math.min(WARM_UP + opts.samples, from + half);
      const f = await floorOf(floorSets.slice(from, to));
      floor.cold.push(...f.cold);
      floor.warm.push(...f.warm);
      floor.found += f.found;
      floor.events += f.events;
      floor.statements = f.statements;
      for (const set of portalSets.slice(from, to)) {
        const { ms, events } = await portalOnce(set);
        portalMs.push(ms);
        eventsRead += events;
      }
    }
    explained = await post('/bench/explain', { waybillNos: portalSets[WARM_UP] });
  } finally {
    await server.stop();
  }
  const loadAtEnd = loadAverages();
  const portal = percentiles(portalMs);
  const cold = percentiles(floor.cold);
  const warm = percentiles(floor.warm);
  const row = (name: string, p: Percentiles, n: number, verdict: string) =>
    `| ${name} | ${p.p50} ms | ${p.p95} ms | ${p.p99} ms | ${p.max} ms | ${n} | ${verdict} |`;
  console.log(`trackingList: p50 ${portal.p50} p95 ${portal.p95} p99 ${portal.p99} ms; floor p95 ${cold.p95} (cold) ${warm.p95} (warm) ms`);
  const plans = explained.statements.map((s, i) => `${s};\n${explained.plans[i]}`).join('\n\n');
  writeSection(
    'tracking',
    `## Logistics tracking: trackingList with 10 numbers over 10,000,000 tracking events (issue 15)

${TRACKING_METHOD}

Measured ${today()} on ${machine()}, with \`${opts.command}\`: ${stored.orders.toLocaleString('en')} orders and
${stored.events.toLocaleString('en')} tracking events stored, loaded in ${Math.round(server.seedMs / 1000)} s. The portal read
${(eventsRead / Math.max(1, portalMs.length)).toFixed(1)} events a request on average. The machine is shared with other work: load
average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end.

| what | p50 | p95 | p99 | max | samples | verdict |
|---|---|---|---|---|---|---|
${row('portal: `trackingList.do`, 10 numbers', portal, portalMs.length, portal.p95 <= BAR_MS ? 'meets the bar' : '**misses the bar**')}
${row('floor: its statements at the driver, first read', cold, floor.cold.length, 'the SQL alone')}
${row('floor: the same statements again, directly', warm, floor.warm.length, 'the SQL alone, pages read before')}

The statements of one request and their plans (run again after the request, so warm):

\`\`\`
${plans}
\`\`\``,
  );
}

/** How the figures are made: the section's text before any figure (docs/benchmarks.md keeps it as the skeleton). */
const TRACKING_METHOD = `Bar (issue 15): \`trackingList\` (logistics tracking) with ${NUMBERS} waybill numbers p95 <= ${BAR_MS} ms with
10,000,000 tracking events stored, on PostgreSQL, one request at a time; the same SQL run directly is the floor.

Data (\`bench/tracking-server.ts\`): the order list bench's orders (\`bench/lib/order-seed.ts\`: 1,000,000 of the demo
customer over 180 days and 25,000 of each other customer, statuses across the parcel's life by age, with the times,
signers and problem reasons the scans leave), then for every order the events its status says it went through
(\`bench/lib/tracking-seed.ts\`, \`INSERT ... SELECT\` in the database): placed (the portal's event), dispatch and rider
(1, 2) and pick-up (10) for PICK UP or the counter (200) for DROP OFF, the line-haul (20 and 30 through the sender's
state's site and hub and the receiver's state's hub and site, real network site codes), out for delivery (94), signed
(100) with the signer, or a failed attempt, a problem or a failed pick-up (110 with a reason), a return (172, 173), a
cancellation: 12 events for a signed PICK UP parcel, 10 for a signed DROP OFF one; times increasing from the placing
to the status's time. The events are inserted a step at a time over all orders, so an order's events lie far apart
in the table as events that came in over days do; the table's indexes and constraints but its primary key are
dropped for the load and made again after it, as the schema defines them (built once over the rows). Both tables
analyzed, neither vacuumed (autovacuum off for both).
**Portal**: \`POST /api/trackingList.do\` with ${NUMBERS} numbers of the demo customer picked at random, comma separated,
as the logged-in demo user, timed in the bench process from sending to the parsed reply; every reply must find all
${NUMBERS} with their events. The call reads the ${NUMBERS} orders by the unique waybill index, their events by
\`tracking_events_order\` (order_id, at), and the sites' names (\`tracksOf\`, \`modules/tracking/timeline.ts\`), then
translates each event. **Floor**, in the server process: for other random sets, the same statements as \`tracksOf\`
sends them, each timed at the driver from sending to its rows read, summed (first read: their pages as cold as the
portal's); then the same statements run again directly through the driver (pages read just before). Every set of
numbers is asked once, by the portal or by the floor. After a warm-up of ${WARM_UP} requests of each, floor and portal
alternate in two rounds of half the samples.`;
