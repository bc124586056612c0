import { describe, expect, it } from 'vitest';
import { deliveredOnTime, deliveryDays, promisedDays, routeClass } from './delivery-time.ts';

describe('promised delivery days by route', () => {
  it('is next day within a Peninsular state, D+2..3 between them, D+4..7 to and from East Malaysia', () => {
    expect(promisedDays('Selangor', 'Selangor')).toEqual({ min: 1, max: 1 });
    expect(promisedDays('Selangor', 'Pulau Pinang')).toEqual({ min: 2, max: 3 });
    expect(promisedDays('Johor', 'Sabah')).toEqual({ min: 4, max: 7 });
    expect(promisedDays('Sarawak', 'W.P. Kuala Lumpur')).toEqual({ min: 4, max: 7 });
    expect(promisedDays('Sabah', 'Sarawak')).toEqual({ min: 4, max: 7 });
    expect(promisedDays('Sabah', 'Sabah')).toEqual({ min: 2, max: 3 });
  });
  it('classes routes for the aging query', () => {
    expect(routeClass('Kedah', 'Kedah')).toBe('withinState');
    expect(routeClass('Kedah', 'Johor')).toBe('peninsular');
    expect(routeClass('W.P. Labuan', 'Johor')).toBe('eastMalaysia');
  });
});

describe('measured delivery days', () => {
  it('counts Malaysian calendar days from the pick-up day to the signing day', () => {
    // 23:30 in Kuala Lumpur on 1 March, signed 00:30 on 2 March: D+1, though an hour apart.
    expect(deliveryDays(new Date('2025-03-01T15:30:00Z'), new Date('2025-03-01T16:30:00Z'))).toBe(1);
    // 00:30 on 1 March to 23:30 the same day: D+0.
    expect(deliveryDays(new Date('2025-02-28T16:30:00Z'), new Date('2025-03-01T15:30:00Z'))).toBe(0);
    expect(deliveryDays(new Date('2025-03-01T02:00:00Z'), new Date('2025-03-04T09:00:00Z'))).toBe(3);
    // A handheld clock behind the pick-up's: never negative.
    expect(deliveryDays(new Date('2025-03-02T02:00:00Z'), new Date('2025-03-01T09:00:00Z'))).toBe(0);
  });
  it('is on time within the promised maximum', () => {
    const pickedUp = new Date('2025-03-01T02:00:00Z');
    expect(deliveredOnTime('Selangor', 'Selangor', pickedUp, new Date('2025-03-02T09:00:00Z'))).toBe(true);
    expect(deliveredOnTime('Selangor', 'Selangor', pickedUp, new Date('2025-03-03T01:00:00Z'))).toBe(false);
    expect(deliveredOnTime('Johor', 'Sabah', pickedUp, new Date('2025-03-08T09:00:00Z'))).toBe(true);
    expect(deliveredOnTime('Johor', 'Sabah', pickedUp, new Date('2025-03-09T09:00:00Z'))).toBe(false);
  });
});
