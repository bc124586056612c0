/**
 * Malaysian time: times are stored as instants (UTC) and read, typed and counted in days as in
 * Malaysia, whatever the server's or the browser's own zone. Malaysia keeps UTC+8 all year (no
 * daylight saving), so a fixed offset is exact for every date the portal sees.
 */

/** The zone's name, for libraries that convert by zone (dayjs, Intl). */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Malaysia's clocks ahead of UTC (UTC+8, no daylight saving). */
export const MALAYSIA_OFFSET_MS = 8 * 3_600_000;
/** A day in milliseconds: the one place it is written. */
export const DAY_MS = 86_400_000;

/**
 * The instant moved on by 8 hours, so that its UTC fields read Malaysian wall-clock time: for
 * writers that know no zones (an Excel date has none) and for formatting below.
 */
export const malaysiaWallClock = (at: Date): Date => new Date(at.getTime() + MALAYSIA_OFFSET_MS);

/** 'YYYY-MM-DD HH:mm' in Malaysia: 2025-03-01T16:30Z is '2025-03-02 00:30'. */
export const malaysiaTime = (at: Date): string => malaysiaWallClock(at).toISOString().slice(0, 16).replace('T', ' ');

/** 'YYYY-MM-DD HH:mm:ss' in Malaysia, to the second (a scan's time on a timeline). */
export const malaysiaTimeSeconds = (at: Date): string => malaysiaWallClock(at).toISOString().slice(0, 19).replace('T', ' ');

/** The calendar day (YYYY-MM-DD) in Malaysia `days` after `now` (before, when negative): today by default. */
export const malaysiaDate = (days = 0, now: Date = new Date()): string =>
  malaysiaWallClock(new Date(now.getTime() + days * DAY_MS))
    .toISOString()
    .slice(0, 10);

/** Days from the calendar day `from` to `to` (YYYY-MM-DD): 0 for the same day, negative when `to` is before. */
export const daysFromTo = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Whole days from `from` to `to` (YYYY-MM-DD), both counted. */
export const daysBetween = (from: string, to: string): number => daysFromTo(from, to) + 1;

/** The calendar day (YYYY-MM-DD) `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-13-45; never throws on nonsense). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
}

/** 'YYYY-MM-DD HH:mm:ss' as Malaysia's clocks read it, as an instant. */
export const malaysiaInstant = (text: string): Date => new Date(`${text.replace(' ', 'T')}+08:00`);

/** The end of a list's date filter (`YYYY-MM-DD HH:mm:ss`) as the first instant it leaves out: 23:59:59 takes in the whole last second. */
export const malaysiaEndBefore = (text: string): Date => new Date(malaysiaInstant(text).getTime() + 1000);

/**
 * A date or date-time an operator typed, as an instant: with a zone ('Z', '+08:00') as written,
 * without one as Malaysian time ('2027-01-01' is midnight in Kuala Lumpur, not in UTC). Invalid
 * text gives an invalid Date.
 */
export function typedInstant(text: string): Date {
  const t = text.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(t)) return new Date(t);
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?)?$/.exec(t);
  return m ? malaysiaInstant(`${m[1]} ${m[2] ?? '00:00'}${m[3] ?? ':00'}`) : new Date(Number.NaN);
}

/**
 * The years an instant a caller sends may fall in: a slip such as year 0 is refused where text enters,
 * and every instant let in is one PostgreSQL can keep (its input refuses year 0).
 */
export const STORABLE_YEARS = { from: 2000, to: 2099 } as const;
export const isStorableInstant = (text: string): boolean => {
  const at = Date.parse(text);
  return at >= Date.UTC(STORABLE_YEARS.from, 0, 1) && at < Date.UTC(STORABLE_YEARS.to + 1, 0, 1);
};
