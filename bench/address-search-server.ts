// The server for the address search benchmark (bench/address-search.ts), in a process of its own: the
// real portal (buildApp, bundled as the production build is) over a database holding 100,000 receiver
// book entries of the demo customer, plus the floor: the very statements the portal's search sends
// (captured from the driver), run directly through the same driver, served at POST /bench/floor.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite);
// BENCH_SEED=1 makes the database and its address books, then exits.

import { type AddressBook, addressQueryParameter } from '@portal/shared/address';
import { ne } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { addresses, customers } from '../apps/server/src/db/schema/index.ts';
import { columnsOf, searchAddresses } from '../apps/server/src/modules/addresses/repository.ts';
import { addressValues } from './lib/address-data.ts';
import { captureStatements, openBenchPortal, type Statement, seedWhenAsked, serveUntilStopped } from './lib/bench-portal.ts';

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

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;
await seedWhenAsked(database, () => seedBooks(database.db, customerId, demo.userId));

const { capture, direct } = captureStatements(database);

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
      const { total, totalCapped } = await capture.run(statements, () => searchAddresses(deps.db, { customerId }, query));
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
