import { isSmsEvent } from '@portal/shared/sms';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import { SandboxSmsProvider, type SmsProvider } from './provider.ts';
import type { ParcelEvent } from './send-messages.ts';

export type { SmsProvider } from './provider.ts';
export { SandboxSmsProvider } from './provider.ts';

/** The send job: the events of one scan batch (sms/callback-routes.ts runs it); its queue's settings, wherever it is defined. */
export const SMS_SEND = { ...jobRef<{ events: ParcelEvent[] }>('sms.send'), retryLimit: 5 };

/** A waybill whose status the scans just changed (tracking/settle.ts answers these). */
export interface SettledParcel {
  orderId: number;
  status: string;
  statusAt: Date | string;
}

/**
 * Enhanced SMS as other modules see it (issue 18): the scan ingest tells it which waybills reached a
 * status, inside the batch's transaction, and it only queues one job for the batch (nothing else in
 * the scan's hot path); the job decides which templates send (sms/send-messages.ts).
 */
export class SmsService {
  constructor(
    private readonly jobs: JobQueue,
    readonly provider: SmsProvider,
  ) {}

  async parcelsChanged(tx: DbOrTx, settled: readonly SettledParcel[]): Promise<void> {
    const events = settled
      .filter((s) => isSmsEvent(s.status))
      .map((s) => ({ orderId: s.orderId, status: s.status, at: new Date(s.statusAt).toISOString() }));
    if (events.length > 0) await this.jobs.send(SMS_SEND, { events }, { tx });
  }
}

/**
 * For a process that scans but does not work the server's jobs (the simulator command): the send
 * kind is defined so its jobs can be queued; the server's workers send them.
 */
export async function queueingSmsService(db: Db, jobs: JobQueue): Promise<SmsService> {
  jobs.define({
    ...SMS_SEND,
    handle: async () => {
      throw new Error('sms.send jobs are worked by the server');
    },
  });
  return new SmsService(jobs, await SandboxSmsProvider.open(db, jobs));
}
