import { Code } from '@portal/shared/codes';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import {
  addReserveInfoParameter,
  deleteReserveInfoParameter,
  findReserveInfoParameter,
  PICKUP_MAX_PER_DAY,
  PICKUP_RESERVATION_PAGE,
  type PickupReservation,
  type PickupWindow,
  updateReserveInfoParameter,
  windowRefusal,
} from '@portal/shared/pickup-reservations';
import { malaysiaDate } from '@portal/shared/time';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, pickupReservations } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { PreOrdersDeps } from './module.ts';

const pages = [PICKUP_RESERVATION_PAGE] as const;
const mine = ({ customerId }: RowScope) => eq(pickupReservations.customerId, customerId);
const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
type Row = typeof pickupReservations.$inferSelect;

const reservationOf = (r: Row, now: Date): PickupReservation => ({
  id: r.id,
  day: r.day,
  window: r.window as PickupWindow,
  contactName: r.contactName,
  contactTel: r.contactTel,
  postcode: r.postcode,
  address: r.address,
  parcels: r.parcels,
  remark: r.remark,
  status: r.status,
  changeable: r.status === 'BOOKED' && windowRefusal(r.day, r.window as PickupWindow, now) === null,
});

/** Two bookings of one customer run one after the other (its customer row locked): the day's limits hold under double clicks. */
const lockCustomer = (customerId: number) => sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`;

/** Refuses a window already booked, or a day already full, among the customer's other bookings of the day. */
async function checkRoom(tx: Tx, scope: RowScope, day: string, window: PickupWindow, exceptId: number | null): Promise<void> {
  await tx.execute(lockCustomer(scope.customerId));
  const booked = await tx
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
  if (booked.some((b) => b.window === window)) throw new PortalError(Code.CONFLICT, 'pickupWindowTaken');
  if (booked.length >= PICKUP_MAX_PER_DAY) throw new PortalError(Code.BAD_PARAMETER, 'pickupDayFull', { max: PICKUP_MAX_PER_DAY });
}

function refuseWindow(day: string, window: PickupWindow, now: Date): void {
  const why = windowRefusal(day, window, now);
  if (why) throw new PortalError(Code.BAD_PARAMETER, why);
}

export type PickupBooking = z.infer<typeof addReserveInfoParameter>;

/**
 * Books a pickup inside the caller's transaction: the window before its cut-off, room left on the day
 * (the customer's row locked, so bookings of one customer run one after the other). Throws the
 * refusal as a PortalError. `createdBy` null: booked by the customer's standing schedule.
 */
export async function bookPickup(
  tx: Tx,
  scope: RowScope,
  booking: PickupBooking,
  createdBy: number | null,
  now: Date,
): Promise<PickupReservation> {
  refuseWindow(booking.day, booking.window, now);
  await checkRoom(tx, scope, booking.day, booking.window, null);
  const [row] = await tx
    .insert(pickupReservations)
    .values({ ...booking, contactTel: normaliseDomesticPhone(booking.contactTel), customerId: scope.customerId, createdBy })
    .returning();
  return reservationOf(row!, now);
}

/** Pickup reservations: book, move and cancel a courier's window of a day (rules in shared/pickup-reservations.ts). */
export function reservationRoutes(app: FastifyInstance, { db }: PreOrdersDeps): void {
  app.portal.endpoint({
    name: 'findReserveInfo',
    access: 'customer',
    pages,
    parameter: findReserveInfoParameter,
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      const rows = await db
        .select()
        .from(pickupReservations)
        .where(
          and(
            mine(scope),
            gte(pickupReservations.day, parameter.from ?? malaysiaDate(-30, now)),
            parameter.to ? lte(pickupReservations.day, parameter.to) : undefined,
          ),
        )
        .orderBy(asc(pickupReservations.day), asc(pickupReservations.window));
      return rows.map((r) => reservationOf(r, now));
    },
  });

  app.portal.endpoint({
    name: 'addReserveInfo',
    access: 'customer',
    pages,
    parameter: addReserveInfoParameter,
    successMessage: 'pickupBooked',
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      return db.transaction((tx) => bookPickup(tx, scope, parameter, scope.userId, now));
    },
  });

  /** Moves a booking to another window or day: both the old and the new window must be before their cut-off. */
  app.portal.endpoint({
    name: 'updateReserveInfo',
    access: 'customer',
    pages,
    parameter: updateReserveInfoParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(pickupReservations)
          .where(and(mine(scope), eq(pickupReservations.id, parameter.id), eq(pickupReservations.status, 'BOOKED')));
        if (!current) throw notFound();
        refuseWindow(current.day, current.window as PickupWindow, now);
        refuseWindow(parameter.day, parameter.window, now);
        await checkRoom(tx, scope, parameter.day, parameter.window, current.id);
        const [row] = await tx
          .update(pickupReservations)
          .set({ day: parameter.day, window: parameter.window })
          .where(eq(pickupReservations.id, current.id))
          .returning();
        return reservationOf(row!, now);
      });
    },
  });

  app.portal.endpoint({
    name: 'deletReserveInfo',
    access: 'customer',
    pages,
    parameter: deleteReserveInfoParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      const [current] = await db
        .select()
        .from(pickupReservations)
        .where(and(mine(scope), eq(pickupReservations.id, parameter.id), eq(pickupReservations.status, 'BOOKED')));
      if (!current) throw notFound();
      refuseWindow(current.day, current.window as PickupWindow, now);
      const [row] = await db
        .update(pickupReservations)
        .set({ status: 'CANCELLED' })
        .where(eq(pickupReservations.id, current.id))
        .returning();
      return reservationOf(row!, now);
    },
  });
}
