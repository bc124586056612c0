import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

const root = new URL('../../', import.meta.url).pathname;

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => Promise<void>): () => Promise<void> {
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await cleanup();
  };
}

/**
 * The environment of a bench server on a fresh database of its own: a PostgreSQL database of this
 * fixed name, made afresh each run (an interrupted run leaves nothing behind for long), or a
 * temporary embedded one. `cleanup` drops it.
 */
export async function freshDatabaseEnv(
  port: number,
  databaseUrl: string | undefined,
  name: string,
): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000' };
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    const cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    return { env, cleanup };
  }
  const dir = mkdtempSync(join(tmpdir(), `${name.replace(/_/g, '-')}-db-`));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  return { env, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The built portal server (npm run build), on a fresh database of its own. */
export async function startPortal(port: number, databaseUrl?: string): Promise<RunningServer> {
  const { env, cleanup } = await freshDatabaseEnv(port, databaseUrl, 'portal_bench');
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return { url, stop: stopper(child, cleanup) };
}

/** A bare Fastify process answering one POST route with fixed bytes: the floor to compare with. */
export async function startFloor(port: number, bodyFile: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, 'bench/floor-server.mjs'), String(port), bodyFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return { url, stop: stopper(child, async () => {}) };
}
