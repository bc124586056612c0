import { ALERT_STATUS_SHOW } from '@portal/shared/user-info';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertMessages, overdueArrears } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The customer's shown overdue-arrears notices, oldest first. */
export function shownArrears(db: DbOrTx, { customerId }: RowScope) {
  return db
    .select()
    .from(overdueArrears)
    .where(and(eq(overdueArrears.customerId, customerId), eq(overdueArrears.show, true)))
    .orderBy(asc(overdueArrears.startDate));
}

/** An account's alert messages still to be shown (alerts belong to a user, not to the customer). */
export function shownAlerts(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(alertMessages)
    .where(and(eq(alertMessages.userId, userId), eq(alertMessages.status, ALERT_STATUS_SHOW)))
    .orderBy(asc(alertMessages.id));
}

/** Marks one of the account's alerts read; undefined when it has no such alert. */
export async function markAlertRead(db: DbOrTx, userId: number, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(alertMessages)
    .set({ status: 1, readAt: new Date() })
    .where(and(eq(alertMessages.id, id), eq(alertMessages.userId, userId)))
    .returning({ id: alertMessages.id });
  return row;
}
