import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  firstLevelNetworksQuery,
  NETWORK_REGIONS,
  networkSelectQuery,
  outletSearchParameter,
  promisedDays,
  regionOfState,
  TIME_EFFECTIVE_TYPES,
  timeEffectiveTypePageQuery,
} from './network.ts';

const days = (from: string, to: string, product?: string) => {
  const p = promisedDays(from, to, product);
  return [p.code, p.minDays, p.maxDays];
};

describe('promised days by route', () => {
  it('promises the next day within a Peninsular state', () => {
    expect(days('Selangor', 'Selangor')).toEqual(['D1', 1, 1]);
    expect(days('Johor', 'Johor', 'EZ')).toEqual(['D1', 1, 1]);
  });

  it('promises D+2 between Peninsular states of one region and D+3 across regions', () => {
    expect(days('Selangor', 'W.P. Kuala Lumpur')).toEqual(['D2', 2, 2]);
    expect(days('Pulau Pinang', 'Kedah')).toEqual(['D2', 2, 2]);
    expect(days('Selangor', 'Pulau Pinang')).toEqual(['D3', 3, 3]);
    expect(days('Johor', 'Kelantan')).toEqual(['D3', 3, 3]);
  });

  it('promises D+4 to D+7 across the sea, either way', () => {
    expect(days('Selangor', 'Sabah')).toEqual(['D4_7', 4, 7]);
    expect(days('Sarawak', 'Johor')).toEqual(['D4_7', 4, 7]);
    expect(days('W.P. Labuan', 'Perlis')).toEqual(['D4_7', 4, 7]);
    // Same Day is not sold across the sea; asked anyway, the route decides.
    expect(days('Selangor', 'Sabah', 'SF')).toEqual(['D4_7', 4, 7]);
  });

  it('promises D+2 within Sabah or Sarawak and D+3 between them', () => {
    expect(days('Sabah', 'Sabah')).toEqual(['D2', 2, 2]);
    expect(days('Sabah', 'W.P. Labuan')).toEqual(['D2', 2, 2]);
    expect(days('Sarawak', 'Sabah')).toEqual(['D3', 3, 3]);
  });

  it('delivers Same Day within a state the same day', () => {
    expect(days('Selangor', 'Selangor', 'SF')).toEqual(['D0', 0, 0]);
    expect(days('Selangor', 'W.P. Kuala Lumpur', 'SF')).toEqual(['D2', 2, 2]);
  });

  it('names only enabled types, each once', () => {
    const ids = new Set(TIME_EFFECTIVE_TYPES.map((t) => t.id));
    expect(ids.size).toBe(TIME_EFFECTIVE_TYPES.length);
    const states = NETWORK_REGIONS.flatMap((r) => r.states);
    for (const from of states)
      for (const to of states) {
        const promised = promisedDays(from, to);
        expect(TIME_EFFECTIVE_TYPES.find((t) => t.id === promised.typeId)?.isEnable, `${from} -> ${to}`).toBe(1);
      }
    expect(TIME_EFFECTIVE_TYPES.filter((t) => t.isEnable === 2)).toHaveLength(1);
  });
});

describe('regions', () => {
  it('put each of the 16 states and territories in exactly one region', () => {
    const states = NETWORK_REGIONS.flatMap((r) => r.states);
    expect(states).toHaveLength(16);
    expect(new Set(states).size).toBe(16);
    expect(regionOfState('Pulau Pinang')).toBe('NORTHERN');
    expect(regionOfState(' W.P. Labuan ')).toBe('SABAH');
    expect(regionOfState('Singapore')).toBeUndefined();
  });
});

describe('distance', () => {
  it('measures the great circle: KL to Penang ~ 290 km, to Kota Kinabalu ~ 1,620 km, a point to itself 0', () => {
    const kl = { latitude: 3.139, longitude: 101.6869 };
    expect(distanceKm(kl, { latitude: 5.4141, longitude: 100.3288 })).toBeCloseTo(293, -1);
    expect(distanceKm(kl, { latitude: 5.9804, longitude: 116.0735 })).toBeCloseTo(1624, -1);
    expect(distanceKm(kl, kl)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20_015, -1);
  });
});

describe('picker queries', () => {
  it('read the query string: numbers as text, blanks as not given, defaults as spec 7 says', () => {
    expect(firstLevelNetworksQuery.parse({})).toEqual({ level: 1, queryLevel: 1 });
    expect(firstLevelNetworksQuery.parse({ level: '2', id: '1', queryLevel: '', networkId: '' })).toEqual({
      level: 2,
      id: 1,
      queryLevel: 1,
    });
    expect(networkSelectQuery.parse({ current: '2', size: '10', name: ' ' })).toEqual({ current: 2, size: 10, queryLevel: 3, typeIds: [] });
    expect(networkSelectQuery.parse({ typeIds: '3,4' })).toMatchObject({ typeIds: [3, 4] });
    expect(networkSelectQuery.parse({ 'typeIds[]': ['2', '3'] })).toMatchObject({ typeIds: [2, 3] });
    expect(networkSelectQuery.parse({ typeIds: '' })).toMatchObject({ typeIds: [] });
    expect(timeEffectiveTypePageQuery.parse({ name: 'next' })).toEqual({ current: 1, size: 10, name: 'next' });
  });

  it('refuse what is not a page, a level or a size', () => {
    expect(networkSelectQuery.safeParse({ current: 'abc' }).success).toBe(false);
    expect(networkSelectQuery.safeParse({ size: '1000' }).success).toBe(false);
    expect(networkSelectQuery.safeParse({ queryLevel: '5' }).success).toBe(false);
    expect(networkSelectQuery.safeParse({ typeIds: '9' }).success).toBe(false);
    expect(firstLevelNetworksQuery.safeParse({ id: '-1' }).success).toBe(false);
    expect(timeEffectiveTypePageQuery.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
  });
});

describe('outlet search', () => {
  it('takes a postcode, a town or a position (both coordinates), or nothing', () => {
    expect(outletSearchParameter.parse({})).toEqual({ dropOffOnly: false, page: 1, pageSize: 20 });
    expect(outletSearchParameter.parse({ postcode: '', town: ' Kuching ' })).toMatchObject({ town: 'Kuching' });
    expect(outletSearchParameter.parse({ latitude: 3.07, longitude: 101.6 })).toMatchObject({ latitude: 3.07, longitude: 101.6 });
    const half = outletSearchParameter.safeParse({ latitude: 3.07 });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe('locationInvalid');
    expect(outletSearchParameter.safeParse({ latitude: 91, longitude: 0 }).error?.issues[0]?.message).toBe('locationInvalid');
    expect(outletSearchParameter.safeParse({ postcode: '4750' }).error?.issues[0]?.message).toBe('API_MSG_0045');
  });
});
