import { DAY_MS, malaysiaWallClock } from './time.ts';

/**
 * When a rider can come (docs/decisions.md "Pick-up slots"): Monday to Saturday, 09:00 to 18:45 Malaysian
 * time in 15-minute slots (the riders' round ends at 19:00, as the simulator's does), at least an hour from
 * now (the branch needs it to route a rider), and no more than PICKUP_DAYS_AHEAD days ahead. The order forms
 * offer only these slots; the server refuses any other time with the same rule.
 */
const PICKUP_SLOTS = {
  firstHour: 9,
  /** The last slot starts at 18:45. */
  endHour: 19,
  stepMinutes: 15,
  leadMinutes: 60,
  /** Riders rest on Sunday (0 in getUTCDay of the Malaysian wall clock). */
  closedWeekdays: [0] as readonly number[],
} as const;

const MINUTE = 60_000;

/** Whether a rider can be booked for this instant, seen at `now`. `graceMs` forgives a form filled slowly. */
export function pickupSlotOpen(at: Date, now: Date, daysAhead: number, graceMs = 15 * MINUTE): boolean {
  const t = at.getTime();
  if (Number.isNaN(t)) return false;
  if (t < now.getTime() + PICKUP_SLOTS.leadMinutes * MINUTE - graceMs) return false;
  if (t > now.getTime() + daysAhead * DAY_MS) return false;
  const wall = malaysiaWallClock(at);
  if (PICKUP_SLOTS.closedWeekdays.includes(wall.getUTCDay())) return false;
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  if (wall.getUTCSeconds() !== 0 || minutes % PICKUP_SLOTS.stepMinutes !== 0) return false;
  return minutes >= PICKUP_SLOTS.firstHour * 60 && minutes < PICKUP_SLOTS.endHour * 60;
}

/** The first bookable slot at or after `from` (now by default), for forms and tests that need one. */
export function nextPickupSlot(now: Date = new Date(), daysAhead = 7, from?: Date): Date {
  const step = PICKUP_SLOTS.stepMinutes * MINUTE;
  let t = Math.ceil(Math.max(from?.getTime() ?? 0, now.getTime() + PICKUP_SLOTS.leadMinutes * MINUTE) / step) * step;
  for (let i = 0; i < ((daysAhead + 1) * 24 * 60) / PICKUP_SLOTS.stepMinutes; i++, t += step)
    if (pickupSlotOpen(new Date(t), now, daysAhead, 0)) return new Date(t);
  throw new Error('no pick-up slot in reach');
}

/**
 * A day's bookable wall-clock slots ('YYYY-MM-DD' in Malaysia) as hours and minutes, for the picker: what
 * it must not offer is the rest.
 */
export function pickupSlotsOn(day: string, now: Date, daysAhead: number): { hour: number; minute: number }[] {
  const slots: { hour: number; minute: number }[] = [];
  for (let m = PICKUP_SLOTS.firstHour * 60; m < PICKUP_SLOTS.endHour * 60; m += PICKUP_SLOTS.stepMinutes) {
    const at = new Date(`${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00+08:00`);
    if (pickupSlotOpen(at, now, daysAhead, 0)) slots.push({ hour: Math.floor(m / 60), minute: m % 60 });
  }
  return slots;
}
