import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickupDayDisabled, pickupDefaultDay, pickupTimeFromApi, pickupTimeToApi } from './pickup-time.ts';

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
  it('offers the days from today in Malaysia to 7 days later, not the browser days', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    expect(new Date().getDate()).toBe(25); // the browser's day
    const disabled = (day: string) => pickupDayDisabled(dayjs(day));
    expect(disabled('2026-11-25')).toBe(true);
    expect(disabled('2026-11-26')).toBe(false);
    expect(disabled('2026-12-03')).toBe(false);
    expect(disabled('2026-12-04')).toBe(true);
  });

  it('opens on today in Malaysia', () => {
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
