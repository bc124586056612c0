import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { defineSimulatorJob, SIMULATOR_TICK } from './jobs.ts';
import type { RunnerDeps } from './runner.ts';

export interface SimulatorDeps extends RunnerDeps {
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/**
 * The demo simulator (docs/decisions.md "The simulator"): with the demo data on (SEED_DEMO) and the
 * simulator not turned off (SIMULATOR=0), the demo customers' parcels move by themselves through
 * the scan ingest, a run every 20 seconds on the job queue. Otherwise nothing is defined and nothing
 * moves. No routes: `npm run simulate` runs it by hand.
 */
export function registerSimulatorModule(app: FastifyInstance, deps: SimulatorDeps): void {
  if (!deps.config.seedDemo || !deps.config.simulator) return;
  defineSimulatorJob(deps);
  // The first run now rather than at the next minute's schedule (the queue started in an earlier onReady hook).
  app.addHook('onReady', async () => {
    await deps.jobs.send(SIMULATOR_TICK, {});
  });
}
