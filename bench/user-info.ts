import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, load } from './lib/load.ts';
import { demoToken, jsonPoster, startBenchServer, startFloor, startPortal } from './lib/server.ts';

export interface UserInfoBench {
  database: string;
  connections: number;
  seconds: number;
  bytes: number;
  floor: LoadResult;
  portal: LoadResult;
  ratio: number;
  /** Every request a session and a user the process has not cached, against their statements run directly. */
  cold: ColdUserInfo;
}

interface ColdUserInfo {
  floor: LoadResult;
  portal: LoadResult;
  ratio: number;
  /** The statements one cold call sends (the floor runs these). */
  statements: string[];
  /** Each statement alone, one at a time on a quiet server: ms (mean of 20), and the rows it answers. */
  eachMs: number[];
  eachRows: number[];
}

const run = (url: string, connections: number, seconds: number, h?: Record<string, string>) =>
  load({ url, connections, seconds, headers: h });

/** Floor and portal alternate twice after a warm-up of each: throughput the mean, latency the worse round. */
async function alternate(floor: () => Promise<LoadResult>, portal: () => Promise<LoadResult>) {
  // Warm both (JIT, caches), then alternate so neither gets the quieter moment of the machine.
  await floor();
  await portal();
  const floors: LoadResult[] = [];
  const portals: LoadResult[] = [];
  for (let i = 0; i < 2; i++) {
    floors.push(await floor());
    portals.push(await portal());
  }
  return { floor: mean(floors), portal: mean(portals) };
}

const mean = (rs: LoadResult[]): LoadResult => ({
  requestsPerSec: Math.round(rs.reduce((s, r) => s + r.requestsPerSec, 0) / rs.length),
  p50: Math.max(...rs.map((r) => r.p50)),
  p99: Math.max(...rs.map((r) => r.p99)),
  requests: rs.reduce((s, r) => s + r.requests, 0),
  errors: rs.reduce((s, r) => s + r.errors, 0),
  non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
});

/**
 * The cold case: getUserInfo.do on the bench server (user-info-server.ts) with every request made to
 * find neither its session nor its user in the process's caches, against the floor in the same
 * process: the statements such a call sends, run directly, and the same bytes.
 */
async function benchColdUserInfo(opts: { databaseUrl?: string; connections: number; seconds: number }): Promise<ColdUserInfo> {
  const server = await startBenchServer({
    entry: 'user-info-server.ts',
    databaseUrl: opts.databaseUrl,
    name: 'the getUserInfo bench server',
  });
  try {
    const token = await demoToken(server.url);
    const captured = await jsonPoster(server.url)<{ statements: string[]; eachMs: number[]; eachRows: number[]; success: boolean }>(
      '/bench/capture',
      { token },
    );
    if (!captured.success) throw new Error('a cold getUserInfo failed');
    const headers = { authToken: token, lang: 'en', 'x-bench-cold': '1' };
    const { floor, portal } = await alternate(
      () => run(`${server.url}/bench/floor`, opts.connections, opts.seconds),
      () => run(`${server.url}/api/getUserInfo.do`, opts.connections, opts.seconds, headers),
    );
    return {
      floor,
      portal,
      ratio: portal.requestsPerSec / floor.requestsPerSec,
      statements: captured.statements,
      eachMs: captured.eachMs,
      eachRows: captured.eachRows,
    };
  } finally {
    await server.stop();
  }
}

/**
 * getUserInfo.do (an authenticated call: session check, user info and menu) against a bare Fastify
 * route returning the same bytes, both as separate processes, loaded in turns by autocannon.
 */
export async function benchUserInfo(opts: { databaseUrl?: string; connections: number; seconds: number }): Promise<UserInfoBench> {
  const warm = await benchWarmUserInfo(opts);
  return { ...warm, cold: await benchColdUserInfo(opts) };
}

/** The warm case: one token, its session and user info in the process's caches after the first call. */
async function benchWarmUserInfo(opts: {
  databaseUrl?: string;
  connections: number;
  seconds: number;
}): Promise<Omit<UserInfoBench, 'cold'>> {
  const portal = await startPortal(undefined, opts.databaseUrl);
  let floor: Awaited<ReturnType<typeof startFloor>> | null = null;
  try {
    const headers = { authToken: await demoToken(portal.url), lang: 'en' };
    const sample = await fetch(`${portal.url}/api/getUserInfo.do`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    const bytes = await sample.text();
    if (!JSON.parse(bytes).success) throw new Error(`getUserInfo failed: ${bytes.slice(0, 200)}`);
    const bodyFile = join(tmpdir(), `portal-bench-userinfo-${process.pid}.json`);
    writeFileSync(bodyFile, bytes);
    floor = await startFloor(undefined, bodyFile);

    const { floor: f, portal: p } = await alternate(
      () => run(`${floor!.url}/api/getUserInfo.do`, opts.connections, opts.seconds),
      () => run(`${portal.url}/api/getUserInfo.do`, opts.connections, opts.seconds, headers),
    );
    return {
      database: opts.databaseUrl ? 'PostgreSQL 15' : 'PGlite (embedded)',
      connections: opts.connections,
      seconds: opts.seconds,
      bytes: Buffer.byteLength(bytes),
      floor: f,
      portal: p,
      ratio: p.requestsPerSec / f.requestsPerSec,
    };
  } finally {
    await floor?.stop();
    await portal.stop();
  }
}
