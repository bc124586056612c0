import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type AdminClient, benchDatabaseName, benchPort, RunDatabases } from './run-resources.ts';
import { freshDatabaseEnv } from './server.ts';

/** An admin connection that records its statements; CREATE of a name in `existing` fails as PostgreSQL does. */
function fakeAdmin(existing: string[] = []) {
  const sent: string[] = [];
  const databases = new Set(existing);
  const admin: AdminClient = {
    query: async (text: string) => {
      sent.push(text);
      const create = text.match(/^CREATE DATABASE (\w+)$/);
      if (create) {
        if (databases.has(create[1]!)) throw Object.assign(new Error('exists'), { code: '42P04' });
        databases.add(create[1]!);
      }
      const drop = text.match(/^DROP DATABASE IF EXISTS (\w+)/);
      if (drop) databases.delete(drop[1]!);
    },
  };
  return { admin, sent, databases };
}

describe('bench database names', () => {
  it('are this run’s own: the base and the process id, so two runs at once never share one', () => {
    expect(benchDatabaseName('portal_bench_export', {}, 4242)).toBe('portal_bench_export_4242');
    expect(benchDatabaseName('portal_bench_export', {}, 4243)).not.toBe(benchDatabaseName('portal_bench_export', {}, 4242));
  });

  it('take BENCH_DB_PREFIX from the environment instead of the process id', () => {
    expect(benchDatabaseName('portal_bench_export', { BENCH_DB_PREFIX: 'ci7' }, 4242)).toBe('ci7_portal_bench_export');
  });

  it('refuse a name that is no plain identifier (nothing is spliced into SQL)', () => {
    expect(() => benchDatabaseName('x', { BENCH_DB_PREFIX: 'a; drop database test' })).toThrow(/not a database name/);
    expect(() => benchDatabaseName('x'.repeat(70), {}, 1)).toThrow(/not a database name/);
  });
});

describe('a run’s databases', () => {
  it('are dropped only when this run created them', async () => {
    const { admin, sent, databases } = fakeAdmin(['other_run']);
    const run = new RunDatabases();
    await run.create(admin, 'mine');
    expect(await run.drop(admin, 'other_run')).toBe(false);
    expect(await run.drop(admin, 'mine')).toBe(true);
    expect(await run.drop(admin, 'mine')).toBe(false);
    expect([...databases]).toEqual(['other_run']);
    expect(sent.filter((s) => s.startsWith('DROP'))).toEqual(['DROP DATABASE IF EXISTS mine WITH (FORCE)']);
  });

  it('are never made by dropping one that exists: that is refused and left alone', async () => {
    const { admin, sent, databases } = fakeAdmin(['taken']);
    const run = new RunDatabases();
    await expect(run.create(admin, 'taken')).rejects.toThrow(/exists already.*leaves it alone/);
    expect(await run.drop(admin, 'taken')).toBe(false);
    expect(databases.has('taken')).toBe(true);
    expect(sent.some((s) => s.startsWith('DROP'))).toBe(false);
  });
});

describe('bench ports', () => {
  it('are never one in use: a taken preference gives way to a free port', async () => {
    const { createServer } = await import('node:net');
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const taken = (busy.address() as { port: number }).port;
    try {
      const port = await benchPort(taken, {});
      expect(port).not.toBe(taken);
      expect(port).toBeGreaterThan(0);
      expect(await benchPort(taken, { BENCH_PORT_BASE: String(taken) })).toBe(taken + 1);
    } finally {
      busy.close();
    }
  });
});

// Two runs on one PostgreSQL: the second must not destroy the first's database (it used to drop and
// remake a database of the same fixed name).
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
describe.runIf(pgUrl)('two bench runs on one PostgreSQL', () => {
  it('leave each other’s databases alone', async () => {
    const first = await freshDatabaseEnv(0, pgUrl, 'portal_bench_selftest');
    const client = new pg.Client({ connectionString: first.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('create table still_here (n int)');
      await expect(freshDatabaseEnv(0, pgUrl, 'portal_bench_selftest')).rejects.toThrow(/exists already/);
      const { rows } = await client.query("select to_regclass('still_here') is not null as here");
      expect(rows[0].here).toBe(true);
    } finally {
      await client.end().catch(() => {});
      await first.cleanup();
    }
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [first.database]);
    await admin.end();
    expect(rows).toHaveLength(0);
  });
});
