import type { Db } from '../../db/client.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import { FOLD_BATCH, foldDayCounts } from './day-counts.ts';

/** Every minute: the order counts' deltas folded into one row per customer, day and status. */
const FOLD_DAY_COUNTS = jobRef<Record<string, never>>('orders.fold-day-counts');

/** Runs of the fold a job makes at most, so a backlog (after an import) clears in one job. */
const MAX_RUNS = 50;

export function defineDayCountJobs(jobs: JobQueue, db: Db): void {
  jobs.define({
    ...FOLD_DAY_COUNTS,
    retryLimit: 0,
    // The next minute's run does the same work: a job that overran is not worth keeping.
    expireInSeconds: 120,
    schedule: { cron: '* * * * *', payload: {} },
    handle: async (_payload, job) => {
      for (let run = 0; run < MAX_RUNS && !job.stopping(); run++) if ((await foldDayCounts(db)) < FOLD_BATCH) break;
    },
  });
}
