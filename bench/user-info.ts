import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, load } from './lib/load.ts';
import { demoToken, startFloor, startPortal } from './lib/server.ts';

export interface UserInfoBench {
  database: string;
  connections: number;
  seconds: number;
  bytes: number;
  floor: LoadResult;
  portal: LoadResult;
  ratio: number;
}

/**
 * getUserInfo.do (an authenticated call: session check, user info and menu) against a bare Fastify
 * route returning the same bytes, both as separate processes, loaded in turns by autocannon.
 */
export async function benchUserInfo(opts: { databaseUrl?: string; connections: number; seconds: number }): Promise<UserInfoBench> {
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

    const run = (url: string, h?: Record<string, string>) =>
      load({ url, connections: opts.connections, seconds: opts.seconds, headers: h });
    // Warm both (JIT, caches), then alternate so neither gets the quieter moment of the machine.
    await run(`${floor.url}/api/getUserInfo.do`);
    await run(`${portal.url}/api/getUserInfo.do`, headers);
    const floors: LoadResult[] = [];
    const portals: LoadResult[] = [];
    for (let i = 0; i < 2; i++) {
      floors.push(await run(`${floor.url}/api/getUserInfo.do`));
      portals.push(await run(`${portal.url}/api/getUserInfo.do`, headers));
    }
    const mean = (rs: LoadResult[]): LoadResult => ({
      requestsPerSec: Math.round(rs.reduce((s, r) => s + r.requestsPerSec, 0) / rs.length),
      p50: Math.max(...rs.map((r) => r.p50)),
      p99: Math.max(...rs.map((r) => r.p99)),
      requests: rs.reduce((s, r) => s + r.requests, 0),
      errors: rs.reduce((s, r) => s + r.errors, 0),
      non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
    });
    const f = mean(floors);
    const p = mean(portals);
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
