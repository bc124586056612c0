import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppContext, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { databaseUrlFor } from './database-url.ts';

/**
 * A fresh copy of the seeded test database, on PGlite or on PostgreSQL as the run was started; with
 * `empty`, a database as a first start finds it (nothing migrated, no job queue's tables).
 */
export async function openTestDatabase(opts: { empty?: boolean } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL only: where another process (a job worker) finds the same database. */
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const databaseUrl = databaseUrlFor(url, name);
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    return {
      database,
      url: databaseUrl,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = opts.empty ? undefined : new Blob([await readFile(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://', ...(snapshot ? { snapshot } : {}) });
  return { database, drop: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's services (ops keys, the simulator's runner...), for tests that drive the server from inside. */
  context: AppContext;
  /** One session per account for the whole file, logged in on first use. */
  sessionOf: (loginCode: string) => Promise<string>;
  /** Another server process on the same database (its own caches and change feed), ready; the caller closes it. */
  otherProcess: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/** The real server on a copy of the seeded database, without the web app or a listening port. */
export async function startTestApp(
  opts: { env?: Record<string, string>; sessionIdleMs?: number; extend?: (context: AppContext) => void } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // The demo simulator stays off: tests move their parcels themselves (simulator.test.ts turns it on).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://portal.test',
    SIMULATOR: '0',
    ...opts.env,
  });
  let context: AppContext | undefined;
  const app = await buildApp({
    config,
    database,
    sessionIdleMs: opts.sessionIdleMs,
    extend: (c) => {
      context = c;
      opts.extend?.(c);
    },
  });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    database,
    config,
    context: context!,
    otherProcess: async () => {
      const other = await buildApp({ config, database, sessionIdleMs: opts.sessionIdleMs });
      await other.ready();
      return other;
    },
    sessionOf: async (loginCode) => {
      let token = tokens.get(loginCode);
      if (!token) {
        token = await login(app, loginCode);
        tokens.set(loginCode, token);
      }
      return token;
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export interface Reply<T = unknown> {
  success?: boolean;
  code: number;
  desc: string;
  data?: T;
}

export interface CallOptions {
  token?: string;
  lang?: Lang;
  method?: 'GET' | 'POST';
  /** Sends the token in the body instead of the authToken header. */
  tokenInBody?: boolean;
  ip?: string;
  /** Further request headers (the resume key a reloaded tab sends). */
  headers?: Record<string, string>;
}

/** Calls a portal endpoint as the web app does and returns the parsed envelope. */
export const call = <T = unknown>(app: FastifyInstance, name: string, parameter: unknown = {}, opts: CallOptions = {}): Promise<Reply<T>> =>
  callAt<T>(app, `/api/${name}.do`, parameter, opts);

/** The pickers' reply (spec 7 "Organisation pickers"): `{ code, msg, data }`. */
export interface MsgReply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Calls a GET picker at its own path (`/network/select`) with the query given, as the web app does. */
export const getAt = async <T = unknown>(app: FastifyInstance, url: string, query: Record<string, unknown> = {}, opts: CallOptions = {}) =>
  (await callAt(app, url, query, { ...opts, method: 'GET' })) as unknown as MsgReply<T>;

/** Calls a registered endpoint where it is served; a picker's `msg` is read as `desc`, so walks over every endpoint read one shape. */
export async function callEndpoint(
  app: FastifyInstance,
  e: { method: 'GET' | 'POST'; paths: string[]; reply: 'desc' | 'msg' },
  parameter: unknown,
  opts: CallOptions = {},
): Promise<Reply> {
  const reply = await callAt(app, e.paths[0]!, parameter, { ...opts, method: e.method });
  return e.reply === 'msg' ? { ...reply, desc: (reply as unknown as MsgReply).msg } : reply;
}

/** Calls the endpoint at `url` (`/api/login.do`), the parameter as the body or, for GET, the query string. */
export async function callAt<T = unknown>(
  app: FastifyInstance,
  url: string,
  parameter: unknown = {},
  opts: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { lang: opts.lang ?? 'en', ...opts.headers };
  if (opts.token && !opts.tokenInBody) headers.authtoken = opts.token;
  const res =
    opts.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url,
          query: parameter as Record<string, string>,
          headers,
          remoteAddress: opts.ip,
        })
      : await app.inject({
          method: 'POST',
          url,
          headers,
          payload: { parameter, ...(opts.tokenInBody ? { token: opts.token } : {}) },
          remoteAddress: opts.ip,
        });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
  return res.json<Reply<T>>();
}

export const DEMO_PASSWORD = 'Demo1234';

/** The 70001 reply, in English: no success flag and no data (spec 8). */
export const SESSION_EXPIRED = { code: Code.SESSION_EXPIRED, desc: 'Your session has timed out, please log in again' };

/** A refusal as the envelope carries it. */
export const refused = (code: number, desc: string) => ({ success: false, code, desc, data: null });

let ipCount = 0;
/** A new client address per call, for tests that make more calls than a rate limit allows one address. */
export function freshIp(): string {
  ipCount++;
  return `198.51.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
}

/** Logs in and returns the session token (throws if the login fails). */
export async function login(
  app: FastifyInstance,
  loginCode: string,
  password = loginCode === 'admin' ? 'Admin1234' : DEMO_PASSWORD,
): Promise<string> {
  const reply = await call<{ token: string }>(app, 'login', { loginCode, loginPassword: password });
  if (!reply.success || !reply.data) throw new Error(`login ${loginCode} failed: ${reply.desc}`);
  return reply.data.token;
}

/**
 * Takes a page from a sub-account as its main account does (updateUser, which tells every process),
 * and answers the function that gives it back.
 */
export async function revokePage(t: TestApp, mainLogin: string, subLogin: string, functionId: number): Promise<() => Promise<void>> {
  const token = await t.sessionOf(mainLogin);
  const subs = await call<{ list: { id: number; loginCode: string; funcIds: number[] }[] }>(
    t.app,
    'userList',
    { page: 1, pageSize: 100 },
    { token },
  );
  const sub = subs.data?.list.find((s) => s.loginCode === subLogin);
  if (!sub) throw new Error(`no sub-account ${subLogin}`);
  const set = async (funcIds: number[]) => {
    const reply = await call(t.app, 'updateUser', { id: sub.id, funcIds }, { token });
    if (!reply.success) throw new Error(`updateUser failed: ${reply.desc}`);
  };
  await set(sub.funcIds.filter((id) => id !== functionId));
  return () => set(sub.funcIds);
}
