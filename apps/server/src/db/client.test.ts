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
