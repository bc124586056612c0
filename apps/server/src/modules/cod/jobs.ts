import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { PayoutBank } from './payout-bank.ts';
import { runRemittance } from './run.ts';

/**
 * Every 10 minutes: signed COD parcels become receivables, customers whose schedule period has come
 * get their bill (once per period: daily, weekly on Monday, monthly on the 1st, Malaysian time), and
 * bills move on with the payout bank. The 'stately' policy keeps one run at a time across processes;
 * a second run at once would find nothing to do anyway (gatherBill locks the customer's terms).
 */
const COD_REMIT = jobRef<Record<string, never>>('cod.remit');

export function defineCodJobs(jobs: JobQueue, db: Db, bank: PayoutBank, log: FastifyBaseLogger): void {
  jobs.define({
    ...COD_REMIT,
    policy: 'stately',
    retryLimit: 0,
    // The next run does the same work: one that overran is not worth keeping.
    expireInSeconds: 600,
    schedule: { cron: '*/10 * * * *', payload: {} },
    handle: async () => {
      const run = await runRemittance(db, bank);
      if (run.accrued || run.bills.length || run.payouts.sent)
        log.info(
          { event: 'cod.remit', accrued: run.accrued, bills: run.bills.length, ...run.payouts },
          `COD: ${run.accrued} receivables, ${run.bills.length} bills, ${run.payouts.released} released`,
        );
    },
  });
}
