import type { Db } from '../../db/client.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { PointsService } from './service.ts';

/** Every five minutes: points for every wallet line (orders paid, edits, refunds) not taken in yet. */
const ACCRUE_POINTS = jobRef<Record<string, never>>('mall.accrue-points');

export function defineMallJobs(jobs: JobQueue, db: Db, points: PointsService): void {
  jobs.define({
    ...ACCRUE_POINTS,
    retryLimit: 0,
    // The next run does the same work (accrual is once per wallet line): an overrun job is not worth keeping.
    expireInSeconds: 600,
    policy: 'singleton',
    schedule: { cron: '*/5 * * * *', payload: {} },
    handle: async (_payload, job) => void (await points.accrueEveryone(db, { stop: () => job.stopping() })),
  });
}
