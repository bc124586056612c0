import { Code } from '@portal/shared/codes';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import {
  type addReserveInfoParameter,
  PICKUP_MAX_PER_DAY,
  type PickupReservation,
  type PickupWindow,
  windowRefusal,
} from '@portal/shared/pickup-reservations';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import {
  bookedReservation,
  bookedWindowsOf,
  changeReservation,
  insertReservation,
  lockCustomerBookings,
  type ReservationRow,
} from './reservation-repository.ts';

/** Booking a courier's pickup window, moving and cancelling it (rules in shared/pickup-reservations.ts). */

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

export const reservationOf = (r: ReservationRow, now: Date): PickupReservation => ({
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

/** Refuses a window already booked, or a day already full, among the customer's other bookings of the day. */
async function checkRoom(tx: Tx, scope: RowScope, day: string, window: PickupWindow, exceptId: number | null): Promise<void> {
  await lockCustomerBookings(tx, scope);
  const booked = await bookedWindowsOf(tx, scope, day, exceptId);
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
  const row = await insertReservation(tx, scope, { ...booking, contactTel: normaliseDomesticPhone(booking.contactTel), createdBy });
  return reservationOf(row, now);
}

/** Moves a booking to another window or day: both the old and the new window must be before their cut-off. */
export async function movePickup(
  db: Db,
  scope: RowScope,
  move: { id: number; day: string; window: PickupWindow },
  now: Date,
): Promise<PickupReservation> {
  return db.transaction(async (tx) => {
    const current = await bookedReservation(tx, scope, move.id);
    if (!current) throw notFound();
    refuseWindow(current.day, current.window as PickupWindow, now);
    refuseWindow(move.day, move.window, now);
    await checkRoom(tx, scope, move.day, move.window, current.id);
    return reservationOf(await changeReservation(tx, current.id, { day: move.day, window: move.window }), now);
  });
}

/** Cancels a booking whose window is still before its cut-off. */
export async function cancelPickup(db: DbOrTx, scope: RowScope, id: number, now: Date): Promise<PickupReservation> {
  const current = await bookedReservation(db, scope, id);
  if (!current) throw notFound();
  refuseWindow(current.day, current.window as PickupWindow, now);
  return reservationOf(await changeReservation(db, current.id, { status: 'CANCELLED' }), now);
}
