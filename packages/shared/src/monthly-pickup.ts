/**
 * Monthly pickup (spec page monthlyPickup, issue 18): a standing weekly schedule — the weekdays and
 * the window a courier comes — that books pickup reservations by itself, through the same booking the
 * reservation page uses (shared/pickup-reservations.ts holds its rules: windows, cut-off, days ahead).
 * A scheduled job books each scheduled day once it is within the booking horizon, once per day; a
 * Malaysian public holiday of MY_PUBLIC_HOLIDAYS is skipped (docs/decisions.md "Monthly pickup").
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { PICKUP_WINDOWS, type PickupWindow, reservationFields } from './pickup-reservations.ts';

export const MONTHLY_PICKUP_PAGE = 'monthlyPickup' satisfies CustomerPage;

/** 1 Monday ... 7 Sunday (ISO weekdays). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, MessageKey> = {
  1: 'weekdayMon',
  2: 'weekdayTue',
  3: 'weekdayWed',
  4: 'weekdayThu',
  5: 'weekdayFri',
  6: 'weekdaySat',
  7: 'weekdaySun',
};

/**
 * National public holidays (every state) of 2026 and 2027; the courier does not collect on them. The
 * Islamic holidays follow the expected dates and move by a day when the moon is sighted otherwise:
 * check the list against the gazette each year. State holidays are not listed: collection runs then.
 */
const MY_PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-03-21',
  '2026-03-22',
  '2026-05-01',
  '2026-05-27',
  '2026-05-31',
  '2026-06-01',
  '2026-06-17',
  '2026-08-26',
  '2026-08-31',
  '2026-09-16',
  '2026-11-08',
  '2026-12-25',
  '2027-01-01',
  '2027-02-06',
  '2027-02-07',
  '2027-03-10',
  '2027-03-11',
  '2027-05-01',
  '2027-05-17',
  '2027-05-20',
  '2027-06-06',
  '2027-06-07',
  '2027-08-15',
  '2027-08-31',
  '2027-09-16',
  '2027-10-28',
  '2027-12-25',
];
export const isPublicHoliday = (day: string): boolean => MY_PUBLIC_HOLIDAYS.includes(day);

/** The ISO weekday of a calendar day (YYYY-MM-DD). */
export const weekdayOf = (day: string): Weekday => (((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday;

export const saveMonthlyPickupParameter = reservationFields.omit({ day: true }).extend({
  weekdays: z
    .array(z.number({ error: 'invalidParameter' }).int().min(1, { error: 'invalidParameter' }).max(7, { error: 'invalidParameter' }))
    .min(1, { error: 'pickupWeekdaysRequired' })
    .transform((days) => [...new Set(days)].sort() as Weekday[]),
  window: z.enum(PICKUP_WINDOWS, { error: 'invalidParameter' }),
  enabled: z.boolean().default(true),
});
export type MonthlyPickupInput = z.infer<typeof saveMonthlyPickupParameter>;

interface MonthlyPickupSchedule extends Omit<MonthlyPickupInput, 'weekdays'> {
  weekdays: Weekday[];
  window: PickupWindow;
  updatedAt: string;
}

/** What the schedule did on a day: booked a reservation, or why it could not. */
export interface MonthlyPickupRun {
  day: string;
  outcome: 'BOOKED' | 'HOLIDAY' | 'REFUSED';
  /** The refusal's message (a window already taken, the day full), in the reader's language. */
  reason: string;
  reservationId: number | null;
}

export interface MonthlyPickupView {
  schedule: MonthlyPickupSchedule | null;
  runs: MonthlyPickupRun[];
}
