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

/** The built portal server (npm run build), on a fresh database of its own. */
export async function startPortal(port: number, databaseUrl?: string): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000' };
  let cleanup = async () => {};
  if (databaseUrl) {
    // A fixed name, made afresh each run, so an interrupted run leaves nothing behind for long.
    const name = 'portal_bench';
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
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
