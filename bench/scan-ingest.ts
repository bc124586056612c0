import { loadavg } from 'node:os';
import { machine, today, writeSection } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';

/** The hub's scans a sender sends: batches of 500 arrival-like scans, each a waybill's next step. */
const BATCH = 500;
const SENDERS = 4;
const CODES = [10, 20, 30, 20, 30, 94, 100];

interface Round {
  eventsPerSec: number;
  batches: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Where each path's scans go on from: a round carries on from the last, so the portal's scans move the
 * waybills on step by step (the next round's scans are later than the last's) instead of repeating them.
 */
const cursors = new Map<string, number>();

/** SENDERS loops, each posting its batches back to back for `seconds`: events a second over all, batch latencies. */
async function round(
  url: string,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  parcels: number,
  tag: string,
): Promise<Round> {
  const latencies: number[] = [];
  let errors = 0;
  let events = 0;
  const until = performance.now() + seconds * 1000;
  let cursor = cursors.get(path) ?? 0;
  const startedAt = Date.now() - 3 * 86_400_000;
  const sender = async (s: number) => {
    for (let b = 0; performance.now() < until; b++) {
      const batch = Array.from({ length: BATCH }, (_, i) => {
        const n = (cursor++ % parcels) + 1;
        const step = Math.floor(cursor / parcels);
        return {
          eventId: `${tag}-${s}-${b}-${i}`,
          waybillNo: `B${String(n).padStart(11, '0')}`,
          scanCode: CODES[step % CODES.length],
          // A tenth of a second apart: a parcel's next step is later than its last, and a long run stays in the past.
          scannedAt: new Date(startedAt + cursor * 100).toISOString(),
          siteCode: 'KUL01',
          ...(CODES[step % CODES.length] === 100 ? { signerName: 'Receiver' } : {}),
        };
      });
      const t0 = performance.now();
      const reply = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ events: batch }),
      });
      const body = (await reply.json()) as { received?: number; recorded?: number; rejected?: unknown[] };
      latencies.push(performance.now() - t0);
      // Only events stored count: a refused one (a time in the future, say) is not ingest.
      if (reply.status !== 200 || (body.rejected?.length ?? 0) > 0) errors++;
      else events += body.recorded ?? body.received ?? 0;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SENDERS }, (_, s) => sender(s)));
  cursors.set(path, cursor);
  const took = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { eventsPerSec: Math.round(events / took), batches: latencies.length, p50: pct(0.5), p99: pct(0.99), errors };
}

/** POST /ops/v1/scans on PostgreSQL: 4 senders, batches of 500, against the raw insert of the same events. */
export async function reportScanIngest(opts: { seconds: number; rounds: number; pgUrl: string; command: string }): Promise<void> {
  const load = loadavg()[0]!.toFixed(2);
  const parcels = Number(process.env.BENCH_PARCELS ?? 200_000);
  const server = await startBenchServer({
    entry: 'scan-ingest-server.ts',
    databaseUrl: opts.pgUrl,
    name: 'the scan ingest bench server',
    seeding: 'making the waybills to scan',
  });
  try {
    const { key } = (await (await fetch(`${server.url}/bench/key`, { method: 'POST' })).json()) as { key: string };
    const floors: Round[] = [];
    const portals: Round[] = [];
    await round(server.url, '/bench/floor', {}, 3, parcels, 'warm-floor');
    await round(server.url, '/ops/v1/scans', { authorization: `Bearer ${key}` }, 3, parcels, 'warm-portal');
    for (let r = 0; r < opts.rounds; r++) {
      floors.push(await round(server.url, '/bench/floor', {}, opts.seconds, parcels, `floor-${r}`));
      portals.push(await round(server.url, '/ops/v1/scans', { authorization: `Bearer ${key}` }, opts.seconds, parcels, `portal-${r}`));
    }
    const mean = (rs: Round[]) => Math.round(rs.reduce((s, r) => s + r.eventsPerSec, 0) / rs.length);
    const worst = (rs: Round[], k: 'p50' | 'p99') => Math.max(...rs.map((r) => r[k]));
    const portal = mean(portals);
    const floor = mean(floors);
    const errors = portals.reduce((s, r) => s + r.errors, 0);
    console.table([{ floor, portal, ratio: (portal / floor).toFixed(2), p99: worst(portals, 'p99'), errors }]);
    writeSection(
      'scan-ingest',
      `## Scan ingest: POST /ops/v1/scans

Bar (issue 15): >= 5,000 events/s on PostgreSQL in batches of 500 with 4 concurrent senders.

Measured ${today()} on ${machine()}, with \`${opts.command}\` (load average ${load} when it started; the machine is shared).
The bench server is the portal's own (bundled) with ${parcels.toLocaleString('en')} waybills; each sender posts batches of ${BATCH}
scans back to back (each scan a waybill's next step: pickup, departure, arrival, out for delivery, signed), ${opts.seconds} s a
round (each round carrying on from the last), floor and portal alternating ${opts.rounds} times after a warm-up of each. The **floor**
inserts the same events with one raw \`INSERT ... SELECT FROM unnest\` joined to the waybills, through the same driver, into a copy of
the events table (its indexes and key; so its rows are not the portal's to read), without judging, locking or settling.

| database | floor events/s | portal events/s | ratio | portal batch p50 | portal batch p99 | errors | verdict |
|---|---|---|---|---|---|---|---|
| PostgreSQL 15 | ${floor.toLocaleString('en')} | ${portal.toLocaleString('en')} | ${(portal / floor).toFixed(2)} | ${worst(portals, 'p50')} ms | ${worst(portals, 'p99')} ms | ${errors} | ${portal >= 5000 && errors === 0 ? 'meets the bar' : '**misses the bar**'} |

Rounds (portal events/s): ${portals.map((r) => r.eventsPerSec.toLocaleString('en')).join(', ')}; floor: ${floors.map((r) => r.eventsPerSec.toLocaleString('en')).join(', ')}.
`,
    );
  } finally {
    await server.stop();
  }
}
