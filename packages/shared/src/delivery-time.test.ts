import { describe, expect, it } from 'vitest';
import { promisedDays, routeClass } from './delivery-time.ts';

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
