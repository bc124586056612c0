import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';

// A connection PostgreSQL drops (a restart, a failover, an administrator's pg_terminate_backend) while the
// server holds it must fail what ran on it, never the process: pg emits 'error' on a client that has no
// query running, and pg-pool listens only while the client is idle.
describe.skipIf(!process.env.DATABASE_URL)('a dropped connection', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('sends a read once more on a fresh connection when PostgreSQL closed the one it was sent on', async () => {
    const others = sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'portal-listener'`;
    for (let round = 0; round < 5; round++) {
      // Five idle connections in the pool, then PostgreSQL closes them all (as a restart does).
      await Promise.all(Array.from({ length: 5 }, () => database.executeSql('select pg_sleep(0.02)', [])));
      const killer = await database.db.transaction(async (tx) => tx.execute(others));
      void killer;
      const reads = await Promise.all(Array.from({ length: 5 }, (_, i) => database.db.execute(sql`select ${i}::int as n`)));
      expect(reads.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('fails the transaction that held it and leaves the process and the pool working', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      let held!: () => void;
      const between = new Promise<void>((resolve) => {
        held = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        const pid = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        // Between two statements (no query running on the client), its backend is terminated.
        await database.executeSql('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        held();
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await between;
      expect(uncaught).toEqual([]);
      // The pool hands out a working connection again.
      const rows = ((await database.executeSql('select 41 + 1 as n', [])) as { rows: { n: number }[] }).rows;
      expect(rows[0]!.n).toBe(42);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
