import { previousMonth } from '@portal/shared/statements';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers.ts';
import { type AppContext, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { codBills, monthlyStatements } from './db/schema/index.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { startDemo } from './demo-start.ts';

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

// As `npm start` meets a new database: nothing migrated, no job queue's tables yet, the history made before the server listens.
it('makes a new demo database its month, last month’s statements and a COD bill before the server listens', {
  timeout: 180_000,
}, async () => {
  const { database, drop } = await openTestDatabase({ empty: true });
  closing.push(drop);
  expect(await seedDatabase(database.db, { demo: true })).toBe(true);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PUBLIC_URL: 'http://portal.test' });
  let context: AppContext | undefined;
  const app = await buildApp({ config, database, extend: (c) => (context = c) });
  closing.push(() => app.close());

  const demo = await startDemo(context!);
  expect(demo).toMatchObject({ statements: expect.any(Number), codBills: expect.any(Number) });
  expect(demo!.orders).toBeGreaterThan(100);
  const statements = await database.db.select().from(monthlyStatements).where(eq(monthlyStatements.billMonth, previousMonth()));
  expect(statements.length).toBeGreaterThanOrEqual(1);
  expect(demo!.statements).toBe(statements.length);
  const [bills] = await database.db.select({ n: sql<number>`count(*)::int` }).from(codBills);
  expect(bills!.n).toBeGreaterThanOrEqual(1);
  // The tracking events of the month asked for their SMS in the same transactions: the queue holds them.
  const jobs = (await database.db.execute(sql`select count(*)::int as n from pgboss.job`)) as unknown as { rows: { n: number }[] };
  expect(jobs.rows[0]!.n).toBeGreaterThan(0);
  // A second start finds orders and makes nothing.
  expect(await startDemo(context!)).toBeNull();
});
