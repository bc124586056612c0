// Inside a bench server process (bench/*-server.ts): what every one of them does before and after its
// own routes. The portal's configuration and database with the demo data, the demo account, the
// seeding run, and listening until told to stop. The driver side is in server.ts (startBenchServer).

import { AsyncLocalStorage } from 'node:async_hooks';
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
  const config = loadConfig({ SIMULATOR: '0', ...process.env, WEB_DIST: '/nonexistent', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
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

/** A SQL statement as the driver was sent it, and how long the driver took over it (sending to rows read), once answered. */
export interface Statement {
  text: string;
  params: unknown[];
  /** The name the portal prepared it under (PostgreSQL plans a named statement once per connection). */
  name?: string;
  ms?: number;
}

type Driver = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Wraps the driver under drizzle so the statements sent inside `capture.run(list, fn)` are written
 * into `list` (by async context, so a session check or the export runner's polling at the same
 * moment is not) with the driver's time for each, for a floor that runs the portal's own SQL. `send` is the driver's own query;
 * `direct` runs a statement with rows as arrays, as drizzle asks for them, and nothing made of them (under the
 * portal's name for it when it had one, so the floor is planned no more often than the portal); `explain` their plans.
 */
export function captureStatements(database: Database) {
  const driver = (database.db as unknown as { $client: Driver }).$client;
  const send = driver.query.bind(driver);
  const capture = new AsyncLocalStorage<Statement[]>();
  driver.query = (...args: unknown[]) => {
    const capturing = capture.getStore();
    if (!capturing) return send(...args);
    const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown[] | undefined];
    const statement: Statement =
      typeof first === 'string'
        ? { text: first, params: second ?? [] }
        : { text: first.text, params: second ?? first.values ?? [], ...(first.name ? { name: first.name } : {}) };
    capturing.push(statement);
    const started = performance.now();
    return send(...args).then((result) => {
      statement.ms = performance.now() - started;
      return result;
    });
  };
  const direct = (s: Statement) =>
    database.kind === 'postgres'
      ? send({ ...(s.name ? { name: s.name } : {}), text: s.text, values: s.params, rowMode: 'array' })
      : send(s.text, s.params, { rowMode: 'array' });
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement (PostgreSQL), for the record: the statements' texts and their plans. */
  const explain = async (statements: readonly Statement[]) => {
    const plans: string[] = [];
    for (const s of statements) {
      const result = await send({ text: `explain (analyze, buffers) ${s.text}`, values: s.params });
      plans.push((result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
    }
    return { statements: statements.map((s) => s.text), plans };
  };
  return { capture, send, direct, explain };
}
