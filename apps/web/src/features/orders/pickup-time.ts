import { PICKUP_DAYS_AHEAD } from '@portal/shared/order-rules';
import { nextPickupSlot, pickupSlotsOn } from '@portal/shared/pickup-slots';
import { malaysiaDate, malaysiaInstant, malaysiaTime } from '@portal/shared/time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The pick-up time picker reads and writes Malaysian time, whatever the browser's own zone: its days
 * run from today in Malaysia to PICKUP_DAYS_AHEAD later, it opens on today in Malaysia, and the wall
 * clock picked ('2026-11-26 10:00') is that time in Kuala Lumpur. The picker's Dayjs values carry
 * the Malaysian wall clock in the browser's zone, so nothing is shifted on the way in or out.
 */

/** Whether the picker refuses this day: one without a bookable slot (shared/pickup-slots.ts) in Malaysia. */
export function pickupDayDisabled(day: Dayjs, now: Date = new Date()): boolean {
  return pickupSlotsOn(day.format('YYYY-MM-DD'), now, PICKUP_DAYS_AHEAD).length === 0;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The hours and minutes the picker refuses on the chosen day: all but its bookable slots. */
export function pickupDisabledTime(day: Dayjs | null, now: Date = new Date()) {
  const slots = day ? pickupSlotsOn(day.format('YYYY-MM-DD'), now, PICKUP_DAYS_AHEAD) : [];
  return {
    disabledHours: () => range(24).filter((h) => !slots.some((s) => s.hour === h)),
    disabledMinutes: (hour: number) => range(60).filter((m) => !slots.some((s) => s.hour === hour && s.minute === m)),
  };
}

/** The day the picker opens on: the first with a bookable slot, in Malaysia. */
export const pickupDefaultDay = (now: Date = new Date()): Dayjs => dayjs(malaysiaDate(0, nextPickupSlot(now, PICKUP_DAYS_AHEAD)));

/** The picked wall clock, read as Malaysian time, as the instant the server takes. */
export const pickupTimeToApi = (picked: Dayjs): string => malaysiaInstant(picked.format('YYYY-MM-DD HH:mm:ss')).toISOString();

/** A stored pick-up instant as the picker shows it: its Malaysian wall clock. */
export const pickupTimeFromApi = (instant: string): Dayjs => dayjs(malaysiaTime(new Date(instant)));
