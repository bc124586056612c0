import { z } from 'zod';
import { domesticPhoneSchema } from './account.ts';
import { detailAddressSchema, domesticPostcodeSchema } from './address.ts';
import { singleLine } from './text.ts';
import { malaysiaDate, malaysiaInstant } from './time.ts';

/**
 * Pickup reservations (findReserveInfo.do ...): a courier booked to collect at the sender's door in a
 * window of a day. The courier's rules (docs/decisions.md "Pickup reservations"):
 * - three windows a day, Malaysian time: 09:00-12:00, 12:00-15:00, 15:00-18:00;
 * - a window is booked, moved or cancelled at the latest two hours before it opens (the cut-off,
 *   when the day's pick-up runs are planned);
 * - from today up to seven days ahead;
 * - at most three bookings a day for one customer, one per window.
 */
export const PICKUP_WINDOWS = ['09-12', '12-15', '15-18'] as const;
export type PickupWindow = (typeof PICKUP_WINDOWS)[number];
const PICKUP_CUTOFF_HOURS = 2;
export const PICKUP_BOOK_DAYS_AHEAD = 7;
export const PICKUP_MAX_PER_DAY = 3;
export const PICKUP_RESERVATION_PAGE = 'pickupReservation' as const;

/** When a window opens, as an instant. */
const windowOpens = (day: string, window: PickupWindow): Date => malaysiaInstant(`${day} ${window.slice(0, 2)}:00:00`);

/** Why this window cannot be booked, moved into or out of now; null when it can. */
export function windowRefusal(day: string, window: PickupWindow, now: Date): 'pickupPastCutoff' | 'pickupDayOutOfRange' | null {
  if (day < malaysiaDate(0, now) || day > malaysiaDate(PICKUP_BOOK_DAYS_AHEAD, now)) return 'pickupDayOutOfRange';
  if (windowOpens(day, window).getTime() - now.getTime() < PICKUP_CUTOFF_HOURS * 3_600_000) return 'pickupPastCutoff';
  return null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidParameter' });
export const reservationFields = z.object({
  day,
  window: z.enum(PICKUP_WINDOWS, { error: 'invalidParameter' }),
  contactName: singleLine({ error: 'pleaseEnterName' }).trim().min(1, { error: 'pleaseEnterName' }).max(50, { error: 'textTooLong' }),
  contactTel: domesticPhoneSchema,
  postcode: domesticPostcodeSchema,
  address: detailAddressSchema,
  parcels: z.number({ error: 'invalidParameter' }).int().min(1).max(500),
  remark: singleLine().trim().max(200, { error: 'textTooLong' }).default(''),
});
export const addReserveInfoParameter = reservationFields;
export const updateReserveInfoParameter = z.object({ id: z.number().int().positive(), day, window: z.enum(PICKUP_WINDOWS) });
export const deleteReserveInfoParameter = z.object({ id: z.number().int().positive() });
export const findReserveInfoParameter = z.object({ from: day.optional(), to: day.optional() });

export interface PickupReservation {
  id: number;
  day: string;
  window: PickupWindow;
  contactName: string;
  contactTel: string;
  postcode: string;
  address: string;
  parcels: number;
  remark: string;
  status: 'BOOKED' | 'CANCELLED';
  /** Whether it may still be moved or cancelled (before the cut-off). */
  changeable: boolean;
}
