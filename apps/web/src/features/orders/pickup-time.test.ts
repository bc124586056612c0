import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickupDayDisabled, pickupDefaultDay, pickupDisabledTime, pickupTimeFromApi, pickupTimeToApi } from './pickup-time.ts';

// A browser whose own zone is not Malaysia's (New York, 13 hours behind), at 17:30 UTC on 25 November:
// 12:30 on the 25th there, 01:30 on the 26th in Kuala Lumpur.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(() => {
  vi.useRealTimers();
});
const at = new Date('2026-11-25T17:30:00Z');

describe('the pick-up time picker', () => {
  it('offers the days with a bookable slot from today in Malaysia to 7 days later, not the browser days', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    expect(new Date().getDate()).toBe(25); // the browser's day
    const disabled = (day: string) => pickupDayDisabled(dayjs(day));
    expect(disabled('2026-11-25')).toBe(true);
    expect(disabled('2026-11-26')).toBe(false);
    // Riders rest on Sunday.
    expect(disabled('2026-11-29')).toBe(true);
    expect(disabled('2026-12-02')).toBe(false);
    // Seven days from 01:30 on the 26th end at 01:30 on 3 December, before its first slot.
    expect(disabled('2026-12-03')).toBe(true);
    expect(disabled('2026-12-04')).toBe(true);
  });

  it('offers only the slots a rider can take: 09:00 to 18:45 in quarters, an hour from now at the earliest', () => {
    // 10:05 in Kuala Lumpur on Thursday 26 November.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T02:05:00Z') });
    const today = pickupDisabledTime(dayjs('2026-11-26'));
    const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => !today.disabledHours().includes(h));
    expect(hours).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    // 11:05 is the earliest: 11:15 is the first slot of the hour.
    expect(Array.from({ length: 60 }, (_, m) => m).filter((m) => !today.disabledMinutes(11).includes(m))).toEqual([15, 30, 45]);
    expect(Array.from({ length: 60 }, (_, m) => m).filter((m) => !today.disabledMinutes(18).includes(m))).toEqual([0, 15, 30, 45]);
    const tomorrow = pickupDisabledTime(dayjs('2026-11-27'));
    expect(tomorrow.disabledHours()).not.toContain(9);
    expect(tomorrow.disabledHours()).toContain(19);
    expect(tomorrow.disabledHours()).toContain(8);
  });

  it('opens on the first day with a slot, today in Malaysia', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    expect(pickupDefaultDay().format('YYYY-MM-DD')).toBe('2026-11-26');
  });

  it('reads the picked time as Malaysian time, and shows a stored one so', () => {
    const picked = dayjs('2026-11-26 10:00');
    expect(picked.toISOString()).toBe('2026-11-26T15:00:00.000Z'); // what the browser's own reading would send
    expect(pickupTimeToApi(picked)).toBe('2026-11-26T02:00:00.000Z');
    expect(pickupTimeFromApi('2026-11-26T02:00:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-11-26 10:00');
  });
});
