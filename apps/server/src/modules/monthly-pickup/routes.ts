import { isMessageKey } from '@portal/shared/messages';
import {
  MONTHLY_PICKUP_PAGE,
  type MonthlyPickupRun,
  type MonthlyPickupView,
  saveMonthlyPickupParameter,
  type Weekday,
} from '@portal/shared/monthly-pickup';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import { PICKUP_MAX_PER_DAY, type PickupWindow } from '@portal/shared/pickup-reservations';
import { malaysiaDate } from '@portal/shared/time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RowScope } from '../../lib/scope.ts';
import { MONTHLY_PICKUP_RUN } from './book-scheduled.ts';
import type { MonthlyPickupDeps } from './module.ts';
import { runsFrom, saveSchedule, scheduleOf } from './repository.ts';

const pages = [MONTHLY_PICKUP_PAGE] as const;
/** The runs shown: from a week back, so the shipper sees what the last days did too. */
const RUNS_FROM_DAYS = -7;

/** Monthly pickup (issue 18): the customer's standing weekly schedule and what it booked. */
export function monthlyPickupRoutes(app: FastifyInstance, { db, texts, jobs }: MonthlyPickupDeps): void {
  async function view(scope: RowScope, lang: Parameters<typeof texts.translate>[1]): Promise<MonthlyPickupView> {
    const schedule = await scheduleOf(db, scope);
    const runs = await runsFrom(db, scope, malaysiaDate(RUNS_FROM_DAYS));
    return {
      schedule: schedule
        ? {
            weekdays: schedule.weekdays as Weekday[],
            window: schedule.window as PickupWindow,
            contactName: schedule.contactName,
            contactTel: schedule.contactTel,
            postcode: schedule.postcode,
            address: schedule.address,
            parcels: schedule.parcels,
            remark: schedule.remark,
            enabled: schedule.enabled,
            updatedAt: schedule.updatedAt.toISOString(),
          }
        : null,
      runs: runs.map(
        (r): MonthlyPickupRun => ({
          day: r.day,
          outcome: r.outcome as MonthlyPickupRun['outcome'],
          reason:
            r.outcome === 'HOLIDAY'
              ? texts.translate('pickupPublicHoliday', lang)
              : isMessageKey(r.reason)
                ? texts.translate(r.reason, lang, { max: PICKUP_MAX_PER_DAY })
                : r.reason,
          reservationId: r.reservationId,
        }),
      ),
    };
  }

  app.portal.endpoint({
    name: 'getMonthlyPickup',
    access: 'customer',
    pages,
    parameter: z.object({}),
    handler: async ({ scope, lang }) => view(scope, lang),
  });

  /** Saves the schedule and asks the job to book its coming days now (the job then runs every quarter hour). */
  app.portal.endpoint({
    name: 'saveMonthlyPickup',
    access: 'customer',
    pages,
    parameter: saveMonthlyPickupParameter,
    successMessage: 'pickupScheduleSaved',
    handler: async ({ scope, parameter, lang }) => {
      const fields = { ...parameter, contactTel: normaliseDomesticPhone(parameter.contactTel), updatedBy: scope.userId };
      await db.transaction(async (tx) => {
        await saveSchedule(tx, scope, fields);
        await jobs.send(MONTHLY_PICKUP_RUN, { customerId: scope.customerId }, { tx });
      });
      jobs.wake(MONTHLY_PICKUP_RUN);
      return view(scope, lang);
    },
  });
}
