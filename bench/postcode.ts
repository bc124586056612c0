import { rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { malaysianPostcodes } from '../apps/server/src/modules/geography/dataset.ts';
import type { LoadResult } from './lib/load.ts';
import { type OpenLoopResult, openLoop } from './lib/open-loop.ts';
import { machine, today, writeSection } from './lib/report.ts';
import { demoToken, type RunningServer, startFloor, startPortal } from './lib/server.ts';

interface PostcodeBench {
  database: string;
  connections: number;
  seconds: number;
  /** Distinct postcodes drawn from, and the mean reply size in bytes. */
  postcodes: number;
  meanBytes: number;
  floor: LoadResult;
  portal: LoadResult;
  ratio: number;
  fixed: { floor: OpenLoopResult; portal: OpenLoopResult; rate: number };
  /** Every round, for the noise. */
  rounds: { saturated: { floor: LoadResult[]; portal: LoadResult[] }; fixed: { floor: OpenLoopResult[]; portal: OpenLoopResult[] } };
}

const PATH = '/api/getAddressesByCode.do';
const FIXED_ROUNDS = 5;
const found = (body: string) => body.startsWith('{"success":true') && body.includes('"prov"');

/** 50 connections as fast as the server answers (autocannon), each request a random postcode. */
async function saturate(url: string, connections: number, seconds: number, headers: Record<string, string>, body: () => string) {
  let bad = 0;
  const result = await autocannon({
    url: `${url}${PATH}`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: body() }),
        onResponse: (_status, reply) => {
          if (!found(reply)) bad++;
        },
      },
    ],
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + bad,
    non2xx: result.non2xx,
  } satisfies LoadResult;
}

/**
 * getAddressesByCode.do with one random real postcode a request (a logged-in user typing a postcode
 * into an address form), against a bare Fastify route that parses the same body and returns the
 * portal's own reply for that postcode. Two loads, each alternating floor and portal after a warm-up:
 * 50 connections flat out (autocannon), and 50 connections at a fixed offered rate (open loop).
 */
async function benchPostcode(opts: { databaseUrl?: string; connections: number; seconds: number; rate: number }): Promise<PostcodeBench> {
  // The bench comes from one address far faster than an office does: lift the per-address limit.
  const limit = process.env.LOOKUP_RATE_LIMIT;
  process.env.LOOKUP_RATE_LIMIT = '100000000';
  let portal: RunningServer;
  try {
    portal = await startPortal(undefined, opts.databaseUrl);
  } finally {
    if (limit === undefined) delete process.env.LOOKUP_RATE_LIMIT;
    else process.env.LOOKUP_RATE_LIMIT = limit;
  }
  let floor: RunningServer | null = null;
  const repliesFile = join(tmpdir(), `portal-bench-postcode-${process.pid}.json`);
  try {
    const headers = { authToken: await demoToken(portal.url), lang: 'en' };

    // Every real postcode's reply, as the floor will serve it; each must find its place.
    const codes = [...new Set(malaysianPostcodes().map((p) => p.postcode))];
    const bodies = codes.map((postcode) => JSON.stringify({ parameter: [{ postcode, addressType: '1' }] }));
    const replies: Record<string, string> = {};
    for (let i = 0; i < codes.length; i += 50) {
      await Promise.all(
        codes.slice(i, i + 50).map(async (code, j) => {
          const r = await fetch(`${portal.url}${PATH}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: bodies[i + j],
          });
          const text = await r.text();
          if (!found(text)) throw new Error(`getAddressesByCode ${code}: ${text.slice(0, 200)}`);
          replies[code] = text;
        }),
      );
    }
    writeFileSync(repliesFile, JSON.stringify(replies));
    const meanBytes = Math.round(Object.values(replies).reduce((s, r) => s + Buffer.byteLength(r), 0) / codes.length);
    floor = await startFloor(undefined, repliesFile, 'postcode-floor-server.mjs');

    const body = () => bodies[Math.floor(Math.random() * bodies.length)]!;
    const flatOut = (url: string) => saturate(url, opts.connections, opts.seconds, headers, body);
    const atRate = (url: string) =>
      openLoop({
        url: `${url}${PATH}`,
        connections: opts.connections,
        rate: opts.rate,
        seconds: opts.seconds,
        headers,
        body,
        check: found,
      });

    // Warm both (JIT, caches), then alternate so neither gets the quieter moment of the machine.
    await flatOut(floor.url);
    await flatOut(portal.url);
    const saturated = { floor: [] as LoadResult[], portal: [] as LoadResult[] };
    const fixed = { floor: [] as OpenLoopResult[], portal: [] as OpenLoopResult[] };
    for (let i = 0; i < 2; i++) {
      saturated.floor.push(await flatOut(floor.url));
      saturated.portal.push(await flatOut(portal.url));
    }
    // Five fixed-rate rounds each: on a 2-core box shared with other work one neighbour's burst
    // decides a round's p99, so the table takes the median round and lists every round.
    for (let i = 0; i < FIXED_ROUNDS; i++) {
      fixed.floor.push(await atRate(floor.url));
      fixed.portal.push(await atRate(portal.url));
    }
    const mean = (rs: LoadResult[]): LoadResult => ({
      requestsPerSec: Math.round(rs.reduce((s, r) => s + r.requestsPerSec, 0) / rs.length),
      p50: Math.max(...rs.map((r) => r.p50)),
      p99: Math.max(...rs.map((r) => r.p99)),
      requests: rs.reduce((s, r) => s + r.requests, 0),
      errors: rs.reduce((s, r) => s + r.errors, 0),
      non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
    });
    // The median round of the fixed-rate load (by p99).
    const median = (rs: OpenLoopResult[]) => [...rs].sort((a, b) => a.p99 - b.p99)[Math.floor(rs.length / 2)]!;
    const f = mean(saturated.floor);
    const p = mean(saturated.portal);
    return {
      database: opts.databaseUrl ? 'PostgreSQL 15' : 'PGlite (embedded)',
      connections: opts.connections,
      seconds: opts.seconds,
      postcodes: codes.length,
      meanBytes,
      floor: f,
      portal: p,
      ratio: p.requestsPerSec / f.requestsPerSec,
      fixed: { floor: median(fixed.floor), portal: median(fixed.portal), rate: opts.rate },
      rounds: { saturated, fixed },
    };
  } finally {
    await floor?.stop();
    await portal.stop();
    rmSync(repliesFile, { force: true });
  }
}

const fmt = (n: number) => n.toLocaleString('en');

/** What one database's figures say, in words: each load against the bar and against the floor. */
function reading(r: PostcodeBench): string {
  const flat =
    r.portal.p99 <= 5
      ? `flat out the portal's p99 is ${r.portal.p99} ms, within the bar`
      : `flat out the portal's p99 is ${r.portal.p99} ms (the bare floor's ${r.floor.p99} ms${r.floor.p99 > 5 ? ', over the bar as well' : ''}): with 50 connections always waiting, that is the queue in front of a saturated process at ${fmt(r.portal.requestsPerSec)} req/s (${(r.ratio * 100).toFixed(0)}% of the floor's throughput), not the time a lookup takes`;
  const fixed = `at ${fmt(r.fixed.rate)} req/s its p99 is ${r.fixed.portal.p99} ms against the floor's ${r.fixed.floor.p99} ms, ${r.fixed.portal.p99 <= 5 ? 'within the bar' : 'over the bar'}`;
  return `**${r.database}**: ${flat}; ${fixed}.`;
}

/** `--only postcode`: PGlite, then PostgreSQL at `pgUrl`; writes the `postcode` section of docs/benchmarks.md. */
export async function reportPostcode(opts: { seconds: number; rate: number; pgUrl: string; command: string }): Promise<void> {
  const load = loadavg()[0]!.toFixed(2);
  const runs: PostcodeBench[] = [await benchPostcode({ connections: 50, seconds: opts.seconds, rate: opts.rate })];
  try {
    runs.push(await benchPostcode({ databaseUrl: opts.pgUrl, connections: 50, seconds: opts.seconds, rate: opts.rate }));
  } catch (err) {
    console.warn(`PostgreSQL run skipped: ${(err as Error).message}`);
  }
  const verdict = (p99: number) => (p99 <= 5 ? 'meets the bar' : '**misses the bar**');
  const rows = runs.flatMap((r) => [
    `| ${r.database} | 50 connections flat out | ${fmt(r.floor.requestsPerSec)} | ${fmt(r.portal.requestsPerSec)} | ${(r.ratio * 100).toFixed(0)}% | ${r.portal.p50} ms | ${r.portal.p99} ms | ${r.floor.p99} ms | ${r.portal.errors + r.portal.non2xx} | ${verdict(r.portal.p99)} |`,
    `| ${r.database} | 50 connections, ${fmt(r.fixed.rate)} req/s offered | ${fmt(r.fixed.floor.achievedRate)} | ${fmt(r.fixed.portal.achievedRate)} | - | ${r.fixed.portal.p50} ms | ${r.fixed.portal.p99} ms | ${r.fixed.floor.p99} ms | ${r.fixed.portal.errors + r.fixed.portal.bad} | ${verdict(r.fixed.portal.p99)} |`,
  ]);
  const each = runs.map(
    (r) =>
      `${r.database}: flat out, floor ${r.rounds.saturated.floor.map((x) => `${fmt(x.requestsPerSec)} req/s p99 ${x.p99} ms`).join(', ')}; portal ${r.rounds.saturated.portal.map((x) => `${fmt(x.requestsPerSec)} req/s p99 ${x.p99} ms`).join(', ')}. At ${fmt(r.fixed.rate)} req/s, p99 (p99.9, max): floor ${r.rounds.fixed.floor.map((x) => `${x.p99} (${x.p999}, ${x.max})`).join(', ')} ms; portal ${r.rounds.fixed.portal.map((x) => `${x.p99} (${x.p999}, ${x.max})`).join(', ')} ms.`,
  );
  const first = runs[0]!;
  const closedLoopMs = (50 / first.portal.requestsPerSec) * 1000;
  writeSection(
    'postcode',
    `## Postcode lookup: getAddressesByCode.do (issue 4)

Bar (issue 4): p99 <= 5 ms under 50 connections.

Measured ${today()} on ${machine()}, with \`${opts.command}\` (load average ${load} when it started). The portal (the production build) and the
floor are processes of their own; the load comes from the bench process on the same 2-core machine. Every request
asks for one postcode drawn at random from the ${fmt(first.postcodes)} real postcodes of the data set
(\`malaysianPostcodes()\`), as the logged-in demo user (session check, rate limit, parameter check, the lookup in
the process's copy of the region data, revalidated against the database every 2 s); the per-address lookup limit
is raised for the bench. The floor is a bare Fastify route that parses the same body and answers the portal's own
reply for that postcode (${fmt(first.meanBytes)} bytes on average). Two loads after a warm-up round, each alternating floor
and portal (${opts.seconds} s a round): flat out twice (the table shows the mean throughput and the worse round's latency),
at the fixed rate ${FIXED_ROUNDS} times (the table shows the median round by p99; every round is listed below, worst included):

- **Flat out**: autocannon, 50 connections each sending its next request the moment a reply comes back. This is a
  closed loop: latency is about connections / throughput whatever the server does per request (here
  50 / ${fmt(first.portal.requestsPerSec)} req/s = ${closedLoopMs.toFixed(1)} ms on average), so a 5 ms p99 would need well over 10,000 req/s from
  one server process sharing two cores with its load generator.
- **Fixed rate**: the same 50 connections with ${fmt(first.fixed.rate)} requests a second offered on a fixed schedule (an open
  loop, \`bench/lib/open-loop.ts\`), far above what an office produces (a person types a postcode every few seconds).
  Latency counts from the moment each request was due, so a stall of the server counts in full (no coordinated
  omission); the generator's timers fire about once a millisecond, so up to a millisecond of each figure is the
  generator's own, for the floor as for the portal. autocannon's \`overallRate\` is not used for this: it lets each connection send its share of a second
  back to back at the start of every second, which is bursts of the flat-out load, not a rate.

| database | load | floor req/s | portal req/s | ratio | portal p50 | portal p99 | floor p99 | errors | verdict |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Rounds: ${each.join(' ')}

${runs.map(reading).join('\n\n')}`,
  );
  console.table(
    runs.map((r) => ({
      db: r.database,
      floor: r.floor.requestsPerSec,
      portal: r.portal.requestsPerSec,
      p99: r.portal.p99,
      [`p99 @${r.fixed.rate}`]: r.fixed.portal.p99,
      [`floor p99 @${r.fixed.rate}`]: r.fixed.floor.p99,
    })),
  );
}
