import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { customers, pickupReservations } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** Pickup reservations: a courier's window of a day, booked by the customer or its standing schedule. */
export type ReservationRow = typeof pickupReservations.$inferSelect;
export type NewReservation = Omit<typeof pickupReservations.$inferInsert, 'customerId'>;

const mine = ({ customerId }: RowScope) => eq(pickupReservations.customerId, customerId);

/** Two bookings of one customer run one after the other (its customer row locked): the day's limits hold under double clicks. */
export async function lockCustomerBookings(tx: Tx, scope: RowScope): Promise<void> {
  await tx.execute(sql`select 1 from ${customers} where ${customers.id} = ${scope.customerId} for update`);
}

/** The windows the customer has booked on a day, leaving out one booking (the one being moved). */
export function bookedWindowsOf(
  tx: DbOrTx,
  scope: RowScope,
  day: string,
  exceptId: number | null,
): Promise<{ id: number; window: string }[]> {
  return tx
    .select({ id: pickupReservations.id, window: pickupReservations.window })
    .from(pickupReservations)
    .where(
      and(
        mine(scope),
        eq(pickupReservations.day, day),
        eq(pickupReservations.status, 'BOOKED'),
        exceptId === null ? undefined : ne(pickupReservations.id, exceptId),
      ),
    );
}

export async function insertReservation(tx: DbOrTx, scope: RowScope, values: NewReservation): Promise<ReservationRow> {
  const [row] = await tx
    .insert(pickupReservations)
    .values({ ...values, customerId: scope.customerId })
    .returning();
  return row!;
}

/** The customer's reservations from a day on (and up to one, when given), by day and window. */
export function reservationsOf(db: DbOrTx, scope: RowScope, from: string, to: string | undefined): Promise<ReservationRow[]> {
  return db
    .select()
    .from(pickupReservations)
    .where(and(mine(scope), gte(pickupReservations.day, from), to ? lte(pickupReservations.day, to) : undefined))
    .orderBy(asc(pickupReservations.day), asc(pickupReservations.window));
}

/** One of the customer's reservations that is still booked (a cancelled one cannot change). */
export async function bookedReservation(db: DbOrTx, scope: RowScope, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(pickupReservations)
    .where(and(mine(scope), eq(pickupReservations.id, id), eq(pickupReservations.status, 'BOOKED')));
  return row;
}

/** Writes a reservation found through `bookedReservation` (so the customer's own). */
export async function changeReservation(
  db: DbOrTx,
  id: number,
  change: Partial<Pick<ReservationRow, 'day' | 'window' | 'status'>>,
): Promise<ReservationRow> {
  const [row] = await db.update(pickupReservations).set(change).where(eq(pickupReservations.id, id)).returning();
  return row!;
}
