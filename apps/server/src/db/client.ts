import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config.ts';
import { isConnectionLost } from './connection-lost.ts';
import { guardPoolClients } from './pool-guard.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The same drizzle API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository functions take either, so a caller can make them part of its transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL as the job queue (pg-boss) sends it: parameters as `$1...`, or several statements in one
   * string when there are none.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Subscribes to NOTIFY on a channel; returns the unsubscribe function. `outage` runs when the
   * listening connection is lost and again once it listens anew: notices sent in between are lost,
   * so the listener must assume anything changed.
   */
  listen(channel: string, listener: NoticeListener): Promise<() => Promise<void>>;
  /** The connection pool's clients: open, idle, and requests waiting for one (PGlite has none: null). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

interface NoticeListener {
  notice: (payload: string) => void;
  outage: () => void;
}

const migrationsFolder = () => join(serverRoot(), 'drizzle');

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  /** An embedded database to start from (a PGlite `dumpDataDir` tarball): tests start from a seeded copy. */
  snapshot?: Blob;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.snapshot);
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  // pg_trgm serves the address book search (trigram index), as it does on PostgreSQL.
  const client = await PGlite.create({ ...(snapshot ? { loadDataDir: snapshot } : { dataDir }), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // exec runs a multi-statement string (pg-boss creates its schema in one BEGIN...COMMIT).
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    // One in-process database: its notices cannot be lost.
    listen: (channel, { notice }) => client.listen(channel, notice).then((off) => async () => off()),
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** Migration runs under an advisory lock so several server processes can start together. */
const MIGRATION_LOCK = 4_721_001;

async function openPostgres(url: string): Promise<Database> {
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10), connectionTimeoutMillis: 5_000 });
  // A client that loses its connection must not crash the process. pg-pool listens for that only while a client
  // is idle; one checked out (a transaction between statements, a job's) would emit an unheard 'error' and end
  // the process. Every client gets a listener of its own: what ran on it fails, the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  guardPoolClients(pool);
  retryReadsOnce(pool);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, listener) => listenPostgres(url, channel, listener, listeners),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

/**
 * A read outside a transaction that fails because its connection was lost (a PostgreSQL restart closes every
 * connection the pool holds) is sent once more, on a fresh connection: it changed nothing, and the page asking
 * for it then answers instead of failing. Writes and anything in a transaction fail as they are (a write may
 * have committed before the answer was lost; the caller hears "try again" and an order's request id keeps a
 * repeat from placing it twice).
 */
function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const isRead = (arg: unknown) => {
    const text = typeof arg === 'string' ? arg : (arg as { text?: unknown } | null)?.text;
    return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text);
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return query(...args).catch((err: unknown) => (isConnectionLost(err) && isRead(args[0]) ? query(...args) : Promise.reject(err)));
  };
}

/** Named so an operator (or a test) can tell the listening connections in pg_stat_activity. */
const LISTENER_APPLICATION_NAME = 'portal-listener';
const RELISTEN_AFTER_MS = 1000;

/**
 * LISTEN needs a connection of its own, exactly one per subscription. When it drops (a network
 * blip, a PostgreSQL restart) the lost connection is ended and one new one is tried every second
 * until it listens again; `outage` runs on the loss and again once listening has resumed, because
 * whatever was notified in between never arrives (and caches refilled during the outage may hold
 * values changed since).
 */
async function listenPostgres(
  url: string,
  channel: string,
  listener: NoticeListener,
  registry: Set<pg.Client>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  /** Opens a listening connection; `onLoss` runs once if it fails or later drops. */
  const open = async (onLoss: () => void): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    registry.add(client);
    let gone = false;
    const lose = () => {
      if (gone) return;
      gone = true;
      registry.delete(client);
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!stopped) onLoss();
    };
    // pg reports a killed connection as 'error' and then 'end'; either is the one loss.
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (msg) => {
      if (msg.channel === channel) listener.notice(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose();
      throw error;
    }
    if (stopped) await client.end().catch(() => {});
    else current = client;
  };

  const relisten = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      open(onDrop).then(
        () => {
          if (!stopped) listener.outage();
        },
        // A failed attempt has scheduled the next one (`onDrop`).
        () => {},
      );
    }, RELISTEN_AFTER_MS);
  };
  const onDrop = (): void => {
    listener.outage();
    relisten();
  };

  // At start a failure is the caller's to see; nothing is retried.
  let starting = true;
  await open(() => {
    if (!starting) onDrop();
  });
  starting = false;
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}

/** True when the database answers a trivial query (used by /healthz). */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
