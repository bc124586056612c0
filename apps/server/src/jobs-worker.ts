import { type BuildOptions, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

export const WORKER_NEEDS_POSTGRES =
  'The job worker needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only, ' +
  'so on it the server runs the jobs itself (JOBS_IN_PROCESS=1, the default).';

/**
 * A process that runs only the background jobs: the same server build (every module defines its job
 * kinds and export sources as it does in the server) made ready but never listening, on the same
 * database. Servers beside it may then run with JOBS_IN_PROCESS=0.
 */
export async function runWorker(extend?: BuildOptions['extend']): Promise<void> {
  const config = { ...loadConfig(), jobsInProcess: true };
  if (!config.databaseUrl) {
    console.error(WORKER_NEEDS_POSTGRES);
    process.exit(1);
  }
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, extend });
  await app.ready();
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'worker shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  app.log.info('job worker ready: running background jobs, no HTTP');
}
