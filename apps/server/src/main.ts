import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { WORKER_NEEDS_POSTGRES } from './jobs-worker.ts';

const config = loadConfig();
// Nothing would run the jobs: no second process can open the embedded database.
if (!config.jobsInProcess && !config.databaseUrl) {
  console.error(`JOBS_IN_PROCESS=0 needs DATABASE_URL. ${WORKER_NEEDS_POSTGRES}`);
  process.exit(1);
}
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config);
const seeded = await seedDatabase(database.db, { demo: config.seedDemo });
const app = await buildApp({ config, database });
if (seeded) app.log.info('new database: demo customers and accounts created (see README)');

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `portal ready at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);
