import { previousMonth } from '@portal/shared/statements';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { NotificationService } from '../notifications/service.ts';
import { closeMonth } from './close-month.ts';

/**
 * The month-end run: every day at 00:30 Malaysian time (the queue's cron zone), closing the month
 * before the current one. The 1st's run does the work; the later days' find the month closed and
 * make nothing, but they catch a 1st the servers were down for (pg-boss does not replay a missed
 * cron). Scans of the month's last evening arrive within minutes; one that arrives later is billed
 * next month. A failed run is retried.
 */
const CLOSE_MONTH = jobRef<{ month?: string }>('statements.close-month');

export function defineBillingJobs(jobs: JobQueue, db: Db, notifications: NotificationService, log: FastifyBaseLogger): void {
  jobs.define({
    ...CLOSE_MONTH,
    retryLimit: 5,
    expireInSeconds: 3_600,
    schedule: { cron: '30 0 * * *', payload: {} },
    handle: async (payload) => {
      const closed = await closeMonth(db, payload.month ?? previousMonth(), notifications);
      log.info({ event: 'statements.closed', ...closed }, 'month-end billing run');
    },
  });
}
