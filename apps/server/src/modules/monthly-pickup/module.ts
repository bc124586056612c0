import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { bookScheduledPickups, MONTHLY_PICKUP_RUN } from './book-scheduled.ts';
import { monthlyPickupRoutes } from './routes.ts';

export interface MonthlyPickupDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
}

/** Monthly pickup (issue 18): a standing weekly schedule that books pickup reservations by itself. */
export function registerMonthlyPickupModule(app: FastifyInstance, deps: MonthlyPickupDeps): void {
  deps.jobs.define({
    ...MONTHLY_PICKUP_RUN,
    schedule: { cron: '*/15 * * * *', payload: {} },
    handle: async ({ customerId }) => {
      await bookScheduledPickups(deps.db, new Date(), customerId);
    },
  });
  monthlyPickupRoutes(app, deps);
}
