import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  daysBetween,
  daysFromTo,
  isCalendarDay,
  malaysiaDate,
  malaysiaInstant,
  malaysiaTime,
  malaysiaWallClock,
  typedInstant,
} from './time.ts';

describe('Malaysian time (UTC+8 all year)', () => {
  it('shows an instant as Malaysian wall-clock time', () => {
    expect(malaysiaTime(new Date('2025-03-01T16:30:00Z'))).toBe('2025-03-02 00:30');
    expect(malaysiaTime(new Date('2025-03-01T15:59:59Z'))).toBe('2025-03-01 23:59');
    expect(malaysiaTime(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01 00:00');
    expect(malaysiaWallClock(new Date('2025-03-01T00:05:00Z')).toISOString()).toBe('2025-03-01T08:05:00.000Z');
  });

  it('turns to the next day at 16:00 UTC', () => {
    expect(malaysiaDate(0, new Date('2025-03-04T15:59:59.999Z'))).toBe('2025-03-04');
    expect(malaysiaDate(0, new Date('2025-03-04T16:00:00Z'))).toBe('2025-03-05');
    expect(malaysiaDate(0, new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
  });

  it('counts days from today, forward and back', () => {
    const now = new Date('2025-03-04T17:00:00Z'); // 01:00 on 5 March in Malaysia
    expect(malaysiaDate(-1, now)).toBe('2025-03-04');
    expect(malaysiaDate(-6, now)).toBe('2025-02-27');
    expect(malaysiaDate(30, now)).toBe('2025-04-04');
    expect(malaysiaDate().length).toBe(10);
  });

  it('reads Malaysian wall-clock text as an instant', () => {
    expect(malaysiaInstant('2025-03-05 00:00:00').toISOString()).toBe('2025-03-04T16:00:00.000Z');
    expect(malaysiaInstant('2025-03-04 23:59:59').toISOString()).toBe('2025-03-04T15:59:59.000Z');
    expect(malaysiaTime(malaysiaInstant('2025-12-31 23:59:00'))).toBe('2025-12-31 23:59');
  });
});

describe('typedInstant (a time an operator types)', () => {
  it('reads a date or date-time without a zone as Malaysian time', () => {
    expect(typedInstant('2027-01-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(typedInstant('2027-01-01 08:30').toISOString()).toBe('2027-01-01T00:30:00.000Z');
    expect(typedInstant('2027-01-01T08:30:15').toISOString()).toBe('2027-01-01T00:30:15.000Z');
  });

  it('keeps a zone that is written, and refuses what is no date', () => {
    expect(typedInstant('2027-01-01T00:00:00+08:00').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(typedInstant('2027-01-01T00:00:00Z').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(Number.isNaN(typedInstant('soon').getTime())).toBe(true);
    expect(Number.isNaN(typedInstant('2027-13-45').getTime())).toBe(true);
  });
});

describe('a calendar day', () => {
  it('is a day that exists, and nonsense is refused instead of thrown on', () => {
    expect(isCalendarDay('2026-12-02')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    // `new Date('2026-13-45…').toISOString()` throws: the dashboard's period answered a 500 with it.
    expect(isCalendarDay('2026-13-45')).toBe(false);
    expect(isCalendarDay('2026-1-2')).toBe(false);
  });
});

describe('day arithmetic on calendar days', () => {
  it('moves a day on or back across months and leap days, and counts the days between', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-30T16:00:00.000Z', 15)).toBe('2026-12-15'); // a date-time: its day
    expect(daysFromTo('2026-12-04', '2026-12-04')).toBe(0);
    expect(daysFromTo('2026-12-04', '2027-01-03')).toBe(30);
    expect(daysFromTo('2026-12-04', '2026-12-01')).toBe(-3);
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(31);
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });
});
