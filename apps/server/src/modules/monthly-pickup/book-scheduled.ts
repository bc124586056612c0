import { isPublicHoliday, weekdayOf } from '@portal/shared/monthly-pickup';
import { PICKUP_BOOK_DAYS_AHEAD, type PickupWindow, windowRefusal } from '@portal/shared/pickup-reservations';
import { malaysiaDate } from '@portal/shared/time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickupScheduleRuns, pickupSchedules } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { jobRef } from '../../lib/jobs/job-queue.ts';
import { bookPickup } from '../pre-orders/service.ts';

/** Books the schedules' coming days: every schedule every quarter hour, one customer's when it saves. */
export const MONTHLY_PICKUP_RUN = jobRef<{ customerId?: number }>('pickup.monthly');

/**
 * The monthly pickup job (docs/decisions.md "Monthly pickup"): for each enabled schedule (or the one
 * customer's just saved), every scheduled weekday from today to the booking horizon whose window is
 * still before its cut-off is booked once, through the reservation page's own booking, and the
 * outcome kept per customer and day. The day's row is written in the booking's transaction, so two
 * runs at once (two workers, a retry) book it once; a refusal (the window already booked by hand, the
 * day full) is kept with its reason and not tried again; a public holiday is skipped.
 */
export async function bookScheduledPickups(db: Db, now: Date, customerId?: number): Promise<number> {
  const schedules = await db
    .select()
    .from(pickupSchedules)
    .where(and(eq(pickupSchedules.enabled, true), customerId === undefined ? undefined : eq(pickupSchedules.customerId, customerId)));
  let booked = 0;
  for (const s of schedules) {
    const window = s.window as PickupWindow;
    for (let ahead = 0; ahead <= PICKUP_BOOK_DAYS_AHEAD; ahead++) {
      const day = malaysiaDate(ahead, now);
      if (!s.weekdays.includes(weekdayOf(day)) || windowRefusal(day, window, now) !== null) continue;
      const scope = { customerId: s.customerId };
      if (isPublicHoliday(day)) {
        await db.insert(pickupScheduleRuns).values({ customerId: s.customerId, day, outcome: 'HOLIDAY' }).onConflictDoNothing();
        continue;
      }
      try {
        const made = await db.transaction(async (tx) => {
          const [run] = await tx
            .insert(pickupScheduleRuns)
            .values({ customerId: s.customerId, day, outcome: 'BOOKED' })
            .onConflictDoNothing()
            .returning();
          if (!run) return false;
          const reservation = await bookPickup(
            tx,
            scope,
            {
              day,
              window,
              contactName: s.contactName,
              contactTel: s.contactTel,
              postcode: s.postcode,
              address: s.address,
              parcels: s.parcels,
              remark: s.remark,
            },
            null,
            now,
          );
          await tx
            .update(pickupScheduleRuns)
            .set({ reservationId: reservation.id })
            .where(and(eq(pickupScheduleRuns.customerId, s.customerId), eq(pickupScheduleRuns.day, day)));
          return true;
        });
        if (made) booked++;
      } catch (error) {
        if (!(error instanceof PortalError)) throw error;
        await db
          .insert(pickupScheduleRuns)
          .values({ customerId: s.customerId, day, outcome: 'REFUSED', reason: error.messageKey })
          .onConflictDoNothing();
      }
    }
  }
  return booked;
}
