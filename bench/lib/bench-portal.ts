// Inside a bench server process (bench/*-server.ts): what every one of them does before and after its
// own routes. The portal's configuration and database with the demo data, the demo account, the
// seeding run, and listening until told to stop. The driver side is in server.ts (startBenchServer).

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { seedDatabase } from '../../apps/server/src/db/seed/seed.ts';

export interface BenchPortal {
  config: Config;
  database: Database;
  /** The demo account the bench logs in as, and its customer. */
  demo: { userId: number; customerId: number };
}

/**
 * The portal's configuration from the environment (PORT, and DATABASE_URL or DATA_DIR) and its
 * database with the demo data. `postgresOnly` names a bench that runs on PostgreSQL only.
 */
export async function openBenchPortal(opts: { postgresOnly?: string } = {}): Promise<BenchPortal> {
  const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  if (opts.postgresOnly && !config.databaseUrl) throw new Error(`${opts.postgresOnly} runs on PostgreSQL: set DATABASE_URL`);
  const database = await openDatabase(config);
  await seedDatabase(database.db, { demo: true });
  const [demo] = await database.db
    .select({ userId: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.loginCode, 'demo'));
  const customerId = demo?.customerId;
  if (!demo || !customerId) throw new Error('no demo account');
  return { config, database, demo: { userId: demo.userId, customerId } };
}

/**
 * In the seeding run (BENCH_SEED=1, started by startBenchServer): `seed`, then close and exit.
 * Seeding runs in a process of its own so the measured server starts on an existing database as a
 * restarted portal does.
 */
export async function seedWhenAsked(database: Database, seed: () => Promise<void>): Promise<void> {
  if (process.env.BENCH_SEED !== '1') return;
  await seed();
  await database.close();
  process.exit(0);
}

/** Listens on the configured port until SIGTERM or SIGINT, then closes the app and the database. */
export async function serveUntilStopped(
  app: FastifyInstance,
  { config, database }: Pick<BenchPortal, 'config' | 'database'>,
): Promise<void> {
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  await app.listen({ port: config.port, host: '127.0.0.1' });
}
