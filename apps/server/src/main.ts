import { mkdirSync } from 'node:fs';
import { type AppContext, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { startDemo } from './demo-start.ts';
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
let context: AppContext | undefined;
const app = await buildApp({ config, database, extend: (c) => (context = c) });
if (seeded) app.log.info('new database: demo customers and accounts created (see README)');
// A new demo database gets a month of parcels (docs/decisions.md "The simulator"), before the jobs start.
if (config.seedDemo && config.simulator && context) {
  try {
    const demo = await startDemo(context);
    if (demo)
      app.log.info(
        { event: 'simulator.history', ...demo },
        `demo history: ${demo.orders} orders, ${demo.scans} scans in ${demo.ms} ms, ${demo.statements} statements, ${demo.codBills} COD bills`,
      );
  } catch (err) {
    // The portal works without it; what was written stays, and a later start does not try again once orders exist.
    app.log.error({ err, event: 'simulator.history.failed' }, 'demo history could not be created');
  }
}

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
