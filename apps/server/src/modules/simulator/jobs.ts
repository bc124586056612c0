import { jobRef } from '../../lib/jobs/job-queue.ts';
import type { SimulatorDeps } from './module.ts';
import { runSimulator } from './runner.ts';

/** One run of the simulator; each run queues the next. */
export const SIMULATOR_TICK = jobRef<Record<string, never>>('simulator.tick');
/** Seconds between runs: at the default pace (240) a run moves a parcel's clock on by 80 minutes. */
const SIMULATOR_TICK_SECONDS = 20;

/**
 * A self-rescheduling job on the one queue: each run queues the next 20 s on, and a schedule every
 * minute queues one too, which the queue refuses while one waits, so a chain broken by a killed
 * process starts again within a minute (or when the dead run expires, two minutes). The 'stately'
 * policy keeps at most one run waiting and one running across every process.
 */
export function defineSimulatorJob(deps: SimulatorDeps): void {
  deps.jobs.define({
    ...SIMULATOR_TICK,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 120,
    schedule: { cron: '* * * * *', payload: {} },
    handle: async (_payload, job) => {
      try {
        const run = await runSimulator(deps, { pace: deps.config.simulatorPace });
        if (run.sent || run.adopted)
          deps.log.info({ event: 'simulator.run', ...run }, `simulator: ${run.recorded} scans recorded, ${run.adopted} orders taken up`);
      } finally {
        if (!job.stopping()) await deps.jobs.send(SIMULATOR_TICK, {}, { startAfterSeconds: SIMULATOR_TICK_SECONDS });
      }
    },
  });
}
