import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bundleBenchServer } from './bundle.ts';
import { benchDatabaseName, benchPort, RunDatabases } from './run-resources.ts';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

const root = new URL('../../', import.meta.url).pathname;

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
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

/**
 * Node running `args` as a server on `port`, ready once /healthz answers. Exiting first (named by
 * `name` in the error) or not answering in time stops it and runs `cleanup`. `stop` ends it with
 * SIGTERM, waits for it to exit, then runs `cleanup`.
 */
async function serve(opts: {
  args: string[];
  env?: NodeJS.ProcessEnv;
  port: number;
  name: string;
  timeoutMs?: number;
  cleanup?: () => Promise<void>;
}): Promise<RunningServer & { pid: number }> {
  const child: ChildProcess = spawn(process.execPath, opts.args, { env: opts.env, stdio: ['ignore', 'ignore', 'inherit'] });
  // A bench that dies (an error nobody caught) takes its servers with it rather than leaving them listening.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  const exited = new Promise((r) => child.once('exit', r)).finally(() => process.off('exit', orphan));
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await opts.cleanup?.();
  };
  try {
    await Promise.race([waitFor(`${url}/healthz`, opts.timeoutMs), exited.then(() => Promise.reject(new Error(`${opts.name} exited`)))]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid!, stop };
}

/** The databases this run created (the only ones it drops); dropped on Ctrl-C too. */
const runDatabases = new RunDatabases();
let dropOnInterrupt: string | null = null;

/** On Ctrl-C or SIGTERM, drops what this run created and is still there, then exits. */
function dropDatabasesOnInterrupt(databaseUrl: string): void {
  if (dropOnInterrupt) return;
  dropOnInterrupt = databaseUrl;
  const interrupted = async (signal: NodeJS.Signals) => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    try {
      await admin.connect();
      for (const name of runDatabases.names) await runDatabases.drop(admin, name);
    } finally {
      await admin.end().catch(() => {});
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
}

/**
 * The environment of a bench server on `port` and a fresh database of its own: on PostgreSQL a
 * database this run creates, named by benchDatabaseName(`base`) (`<base>_<pid>`, or
 * `<BENCH_DB_PREFIX>_<base>`), refused if it exists already; else a temporary embedded one.
 * `cleanup` drops it; nothing this run did not create is ever dropped.
 */
export async function freshDatabaseEnv(
  port: number,
  databaseUrl: string | undefined,
  base: string,
): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void>; database: string }> {
  // No demo simulator: its month of history and its parcels moving at 240x would be measured with the call.
  const env: NodeJS.ProcessEnv = {
    SIMULATOR: '0',
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100000',
  };
  if (databaseUrl) {
    const name = benchDatabaseName(base);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await runDatabases.create(admin, name);
    } catch (err) {
      await admin.end();
      throw err;
    }
    dropDatabasesOnInterrupt(databaseUrl);
    const u = new URL(databaseUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    const cleanup = async () => {
      await runDatabases.drop(admin, name);
      await admin.end();
    };
    return { env, cleanup, database: name };
  }
  const dir = mkdtempSync(join(tmpdir(), `${base.replace(/_/g, '-')}-db-`));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  return { env, cleanup: async () => rmSync(dir, { recursive: true, force: true }), database: dir };
}

/** The built portal server (npm run build), on a fresh database of its own; `port` is a preference (benchPort). */
export async function startPortal(port?: number, databaseUrl?: string): Promise<RunningServer> {
  port = await benchPort(port);
  const { env, cleanup } = await freshDatabaseEnv(port, databaseUrl, 'portal_bench');
  return serve({ args: [join(root, 'apps/server/dist/main.js')], env, port, name: 'the portal server', cleanup });
}

/**
 * A bare Fastify process (bench/floor-server.mjs, or `script`) answering one POST route with the
 * bytes of `file`: the floor to compare with.
 */
export async function startFloor(port: number | undefined, file: string, script = 'floor-server.mjs'): Promise<RunningServer> {
  port = await benchPort(port);
  return serve({ args: [join(root, 'bench', script), String(port), file], port, name: `the floor server (${script})` });
}

/** A bench server's process: its id (for its memory), and how long its seeding run took. */
export interface BenchServer extends RunningServer {
  pid: number;
  /** ms; 0 without a seeding run. */
  seedMs: number;
  /** The PostgreSQL database's name (or the embedded one's directory). */
  database: string;
}

/**
 * A bench server (`entry` under bench/, e.g. insert-order-server.ts) on a fresh database of its own
 * (see freshDatabaseEnv: `database`, default `portal_bench_<entry>`, is the base of its name) and on
 * `port` if it is free, else a free one (benchPort): the server's address is in `url`. Bundled as
 * the production build is, or run by tsx with `tsx`. With `seeding` (what it is called in the error), a first run of the same entry with
 * BENCH_SEED=1 fills the database and exits before the measured process starts. `name` names the
 * server in the error when it exits before answering /healthz (5 minutes allowed). `stop` ends it
 * and drops the database.
 */
export async function startBenchServer(opts: {
  entry: string;
  port?: number;
  databaseUrl?: string;
  database?: string;
  name: string;
  seeding?: string;
  tsx?: boolean;
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const script = opts.tsx ? join(root, 'bench', opts.entry) : await bundleBenchServer(opts.entry);
  const args = [...(opts.nodeArgs ?? []), ...(opts.tsx ? ['--import', 'tsx'] : []), script];
  const port = await benchPort(opts.port);
  const base = opts.database ?? `portal_bench_${opts.entry.replace(/-server\.ts$|\.ts$/, '').replace(/\W/g, '_')}`;
  const { env, cleanup, database } = await freshDatabaseEnv(port, opts.databaseUrl, base);
  let seedMs = 0;
  if (opts.seeding) {
    const started = performance.now();
    const seeder = spawn(process.execPath, args, { env: { ...env, BENCH_SEED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const seeded = await new Promise<number | null>((r) => seeder.once('exit', r));
    if (seeded !== 0) {
      await cleanup();
      throw new Error(`${opts.seeding} failed (exit ${seeded})`);
    }
    seedMs = performance.now() - started;
  }
  const server = await serve({ args, env, port, name: opts.name, timeoutMs: 300_000, cleanup });
  return { ...server, seedMs, database };
}

/** A JSON POST to a bench server as the bench's user sends it: replies in English, the session token when given. */
export function postJson(url: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authtoken: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** postJson to the server at `url`, answering the reply's JSON. */
export const jsonPoster =
  (url: string) =>
  async <T>(path: string, body: unknown, token?: string): Promise<T> =>
    (await (await postJson(url, path, body, token)).json()) as T;

/** The demo user's session token (login.do). */
export async function demoToken(url: string): Promise<string> {
  const login = await jsonPoster(url)<{ success?: boolean; desc?: string; data: { token: string } }>('/api/login.do', {
    parameter: { loginCode: 'demo', loginPassword: 'Demo1234' },
  });
  if (!login.success) throw new Error(`login failed: ${login.desc}`);
  return login.data.token;
}
