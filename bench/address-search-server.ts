// The server for the address search benchmark (bench/address-search.ts), in a process of its own: the
// real portal (buildApp, bundled as the production build is) over a database holding 100,000 receiver
// book entries of the demo customer, plus the floor: the very statements the portal's search sends
// (captured from the driver), run directly through the same driver, served at POST /bench/floor.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite);
// BENCH_SEED=1 makes the database and its address books, then exits.

import { AsyncLocalStorage } from 'node:async_hooks';
import { type AddressBook, addressQueryParameter } from '@portal/shared/address';
import { ne } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { addresses, customers } from '../apps/server/src/db/schema/index.ts';
import { columnsOf, searchAddresses } from '../apps/server/src/modules/addresses/repository.ts';
import { addressValues } from './lib/address-data.ts';
import { openBenchPortal, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';

/** The demo customer's receiver book; BENCH_ADDRESSES changes it for a quick try (the figures use 100,000). */
const BOOK_ROWS = Number(process.env.BENCH_ADDRESSES ?? 100_000);
/** Every other customer's receiver book, and the demo customer's sender book: the search must skip them. */
const OTHER_ROWS = Math.round(BOOK_ROWS / 4);
const SENDER_ROWS = Math.round(BOOK_ROWS / 50);

async function load(db: Db, customerId: number, userId: number | null, book: AddressBook, count: number, seed: number) {
  const values = addressValues(count, seed);
  for (let i = 0; i < values.length; i += 1000) {
    await db
      .insert(addresses)
      .values(values.slice(i, i + 1000).map((v) => ({ customerId, book, createdBy: userId, ...columnsOf(v) })))
      .onConflictDoNothing();
  }
}

async function seedBooks(db: Db, customerId: number, userId: number): Promise<void> {
  await load(db, customerId, userId, '1', BOOK_ROWS, 1);
  await load(db, customerId, userId, 'userAddress', SENDER_ROWS, 2);
  const others = await db.select({ id: customers.id }).from(customers).where(ne(customers.id, customerId));
  for (const [i, other] of others.entries()) await load(db, other.id, null, '1', OTHER_ROWS, 10 + i);
  // ANALYZE so the planner knows the table; VACUUM sets the visibility map as autovacuum would
  // have long done on a table this size, so the measured state is the steady one.
  await db.execute('vacuum analyze addresses');
}

/** The driver under drizzle: a pg Pool or a PGlite instance, both with `query`. */
type Driver = { query: (...args: unknown[]) => Promise<unknown> };
interface Statement {
  text: string;
  params: unknown[];
}

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;
await seedWhenAsked(database, () => seedBooks(database.db, customerId, demo.userId));

// Statements pass through here; those sent on behalf of a search the floor runs are written down
// (by async context, so the export runner's polling or a session check at the same moment is not).
const driver = (database.db as unknown as { $client: Driver }).$client;
const send = driver.query.bind(driver);
const capture = new AsyncLocalStorage<Statement[]>();
driver.query = (...args: unknown[]) => {
  const capturing = capture.getStore();
  if (capturing) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    capturing.push(
      typeof first === 'string' ? { text: first, params: second ?? [] } : { text: first.text, params: second ?? first.values ?? [] },
    );
  }
  return send(...args);
};
/** A statement run directly: rows as arrays, as drizzle asks for them, and nothing made of them. */
const direct = (s: Statement) =>
  database.kind === 'postgres' ? send({ text: s.text, values: s.params, rowMode: 'array' }) : send(s.text, s.params, { rowMode: 'array' });

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    /**
     * The floor for one search: the statements `searchAddresses` sends for it, run `runs` times
     * through the driver, together as the repository runs them. Answers each run's time in ms.
     */
    deps.app.post<{ Body: { parameter: unknown; runs: number } }>('/bench/floor', async (request) => {
      const query = addressQueryParameter.parse(request.body.parameter);
      const statements: Statement[] = [];
      const { total, totalCapped } = await capture.run(statements, () => searchAddresses(deps.db, customerId, query));
      const ms: number[] = [];
      for (let i = 0; i < request.body.runs; i++) {
        const started = performance.now();
        await Promise.all(statements.map(direct));
        ms.push(performance.now() - started);
      }
      return { ms, total, totalCapped: !!totalCapped, statements };
    });
  },
});

await serveUntilStopped(app, portal);
