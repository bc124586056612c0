import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pickupScheduleRuns, pickupSchedules } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

export type ScheduleRow = typeof pickupSchedules.$inferSelect;
export type ScheduleRunRow = typeof pickupScheduleRuns.$inferSelect;
/** What the shipper saves of a schedule (the customer comes from the scope). */
export type ScheduleFields = Omit<typeof pickupSchedules.$inferInsert, 'customerId' | 'updatedAt'>;

export async function scheduleOf(db: DbOrTx, scope: RowScope): Promise<ScheduleRow | undefined> {
  const [schedule] = await db.select().from(pickupSchedules).where(eq(pickupSchedules.customerId, scope.customerId));
  return schedule;
}

/** The runs of the schedule from a day on, oldest first. */
export async function runsFrom(db: DbOrTx, scope: RowScope, day: string): Promise<ScheduleRunRow[]> {
  return db
    .select()
    .from(pickupScheduleRuns)
    .where(and(eq(pickupScheduleRuns.customerId, scope.customerId), gte(pickupScheduleRuns.day, day)))
    .orderBy(asc(pickupScheduleRuns.day));
}

/** The customer's one schedule: written the first time, replaced after. */
export async function saveSchedule(db: DbOrTx, scope: RowScope, fields: ScheduleFields): Promise<void> {
  await db
    .insert(pickupSchedules)
    .values({ ...fields, customerId: scope.customerId })
    .onConflictDoUpdate({ target: pickupSchedules.customerId, set: { ...fields, updatedAt: sql`now()` } });
}
