import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { NotificationService } from './service.ts';

/** An announcement to tell every customer, once it is shown (its start time). */
const ANNOUNCE = jobRef<{ announcementId: number }>('notifications.announce');

/**
 * Sends the announcement's fan-out in the caller's transaction (the announcement saved, or its edit),
 * timed for when it starts to show: an announcement for next Monday notifies on Monday.
 */
export async function announceWhenShown(
  jobs: JobQueue,
  tx: DbOrTx,
  announcement: { id: number; startsAt: Date },
  now = new Date(),
): Promise<void> {
  const wait = Math.ceil((announcement.startsAt.getTime() - now.getTime()) / 1_000);
  await jobs.send(ANNOUNCE, { announcementId: announcement.id }, { tx, ...(wait > 0 ? { startAfterSeconds: wait } : {}) });
}

/** After the commit that sent it: the fan-out starts now rather than at the queue's next poll. */
export const wakeAnnouncements = (jobs: JobQueue): void => jobs.wake(ANNOUNCE);

/**
 * The fan-out: the announcement as it is when the job runs (edited since: the new words; deleted, or
 * moved later: nothing now, the edit sent its own job; already ended: nothing).
 */
export function defineAnnounceJob(jobs: JobQueue, db: Db, notifications: NotificationService, log: FastifyBaseLogger): void {
  jobs.define({
    ...ANNOUNCE,
    retryLimit: 5,
    handle: async ({ announcementId }) => {
      const [a] = await db.select().from(announcements).where(eq(announcements.id, announcementId));
      const now = new Date();
      if (!a || a.startsAt > now || (a.endsAt && a.endsAt <= now)) return;
      const messageId = await notifications.announce(db, { id: a.id, title: a.title as Record<string, string> });
      log.info({ event: 'notifications.announced', announcementId, messageId }, 'announcement sent');
    },
  });
}
