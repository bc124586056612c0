import { PICKUP_DAYS_AHEAD } from '@portal/shared/order-rules';
import { malaysiaDate, malaysiaInstant, malaysiaTime } from '@portal/shared/time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The pick-up time picker reads and writes Malaysian time, whatever the browser's own zone: its days
 * run from today in Malaysia to PICKUP_DAYS_AHEAD later, it opens on today in Malaysia, and the wall
 * clock picked ('2026-11-26 10:00') is that time in Kuala Lumpur. The picker's Dayjs values carry
 * the Malaysian wall clock in the browser's zone, so nothing is shifted on the way in or out.
 */

/** Whether the picker refuses this day: before today or after the last day, in Malaysia. */
export function pickupDayDisabled(day: Dayjs, now: Date = new Date()): boolean {
  const d = day.format('YYYY-MM-DD');
  return d < malaysiaDate(0, now) || d > malaysiaDate(PICKUP_DAYS_AHEAD, now);
}

/** The day the picker opens on: today in Malaysia. */
export const pickupDefaultDay = (now: Date = new Date()): Dayjs => dayjs(malaysiaDate(0, now));

/** The picked wall clock, read as Malaysian time, as the instant the server takes. */
export const pickupTimeToApi = (picked: Dayjs): string => malaysiaInstant(picked.format('YYYY-MM-DD HH:mm:ss')).toISOString();

/** A stored pick-up instant as the picker shows it: its Malaysian wall clock. */
export const pickupTimeFromApi = (instant: string): Dayjs => dayjs(malaysiaTime(new Date(instant)));
