import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promisedDays } from './delivery-time.ts';
import {
  distanceKm,
  firstLevelNetworksQuery,
  isChoosableTimeEffectiveType,
  NETWORK_REGIONS,
  networkLabel,
  networkSelectQuery,
  outletSearchParameter,
  promisedDaysText,
  promiseMeets,
  regionOfState,
  TIME_EFFECTIVE_TYPES,
  timeEffectiveLabel,
  timeEffectiveTypeOf,
  timeEffectiveTypePageQuery,
} from './network.ts';
import { multipleChoice, SELECT_MULTIPLE_MAX } from './select.ts';

describe('time-effective types', () => {
  it('name the promise of every route between any two states with an offered type', () => {
    const states = NETWORK_REGIONS.flatMap((r) => r.states);
    for (const from of states)
      for (const to of states) {
        const type = timeEffectiveTypeOf(promisedDays(from, to));
        expect(type?.isEnable, `${from} -> ${to}`).toBe(1);
      }
    expect(timeEffectiveTypeOf(promisedDays('Selangor', 'Selangor'))?.code).toBe('D1');
    expect(timeEffectiveTypeOf(promisedDays('Selangor', 'Pulau Pinang'))?.code).toBe('D2_3');
    expect(timeEffectiveTypeOf(promisedDays('Johor', 'Sabah'))?.code).toBe('D4_7');
    // The withdrawn morning promise has next-day's days but is never named for a route.
    expect(timeEffectiveTypeOf({ min: 1, max: 1 })?.isEnable).toBe(1);
  });

  it('tell whether a route meets a service time wanted: delivered by its last day', () => {
    const byCode = (code: string) => TIME_EFFECTIVE_TYPES.find((t) => t.code === code)!;
    expect(promiseMeets(promisedDays('Selangor', 'Selangor'), byCode('D1'))).toBe(true);
    expect(promiseMeets(promisedDays('Selangor', 'Johor'), byCode('D1'))).toBe(false);
    expect(promiseMeets(promisedDays('Selangor', 'Johor'), byCode('D2_3'))).toBe(true);
    expect(promiseMeets(promisedDays('Selangor', 'Selangor'), byCode('D4_7'))).toBe(true);
    expect(promiseMeets(promisedDays('Johor', 'Sabah'), byCode('D2_3'))).toBe(false);
    expect(promiseMeets(promisedDays('Selangor', 'Selangor'), byCode('D0'))).toBe(false);
  });

  it('are numbered once each, one withdrawn, and labelled with their days', () => {
    expect(new Set(TIME_EFFECTIVE_TYPES.map((t) => t.id)).size).toBe(TIME_EFFECTIVE_TYPES.length);
    expect(new Set(TIME_EFFECTIVE_TYPES.map((t) => t.code)).size).toBe(TIME_EFFECTIVE_TYPES.length);
    expect(TIME_EFFECTIVE_TYPES.filter((t) => t.isEnable === 2).map((t) => t.code)).toEqual(['D1_AM']);
    const byCode = (code: string) => TIME_EFFECTIVE_TYPES.find((t) => t.code === code)!;
    expect(timeEffectiveLabel(byCode('D4_7'), 'en')).toBe('D+4–7 East Malaysia delivery');
    expect(timeEffectiveLabel(byCode('D0'), 'zh')).toBe('D+0 当日达');
    expect(promisedDaysText({ min: 2, max: 3 })).toBe('D+2–3');
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
    expect(networkSelectQuery.parse({ current: '2', size: '10', name: ' ' })).toEqual({
      current: 2,
      size: 10,
      queryLevel: 3,
      typeIds: [],
      dropOff: false,
    });
    for (const on of ['1', 'true']) expect(networkSelectQuery.parse({ dropOff: on })).toMatchObject({ dropOff: true });
    for (const off of ['0', 'false', '']) expect(networkSelectQuery.parse({ dropOff: off })).toMatchObject({ dropOff: false });
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
    expect(networkSelectQuery.safeParse({ dropOff: 'yes' }).success).toBe(false);
  });

  it('show a site as name, a bar, code, and let no withdrawn service time be chosen', () => {
    expect(networkLabel({ name: 'Subang Jaya Hub', code: 'SBJ01' })).toBe('Subang Jaya Hub | SBJ01');
    expect(TIME_EFFECTIVE_TYPES.filter(isChoosableTimeEffectiveType).map((t) => t.code)).toEqual(['D0', 'D1', 'D2_3', 'D4_7']);
  });

  it('take at most 99 values of a multiple choice', () => {
    const ids = multipleChoice(z.number());
    expect(ids.parse(Array.from({ length: SELECT_MULTIPLE_MAX }, (_, i) => i))).toHaveLength(99);
    const over = ids.safeParse(Array.from({ length: SELECT_MULTIPLE_MAX + 1 }, (_, i) => i));
    expect(over.error?.issues[0]).toMatchObject({ message: 'tooManyChosen', maximum: 99 });
    expect(ids.safeParse('1,2').error?.issues[0]?.message).toBe('invalidParameter');
  });
});

describe('outlet search', () => {
  it('takes a postcode, a town or a position (both coordinates), or nothing', () => {
    expect(outletSearchParameter.parse({})).toEqual({ dropOffOnly: false, page: 1, pageSize: 20 });
    expect(outletSearchParameter.parse({ networkId: 6 })).toMatchObject({ networkId: 6 });
    expect(outletSearchParameter.safeParse({ networkId: '6' }).success).toBe(false);
    expect(outletSearchParameter.safeParse({ networkId: 0 }).success).toBe(false);
    expect(outletSearchParameter.parse({ postcode: '', town: ' Kuching ' })).toMatchObject({ town: 'Kuching' });
    expect(outletSearchParameter.parse({ latitude: 3.07, longitude: 101.6 })).toMatchObject({ latitude: 3.07, longitude: 101.6 });
    const half = outletSearchParameter.safeParse({ latitude: 3.07 });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe('locationInvalid');
    expect(outletSearchParameter.safeParse({ latitude: 91, longitude: 0 }).error?.issues[0]?.message).toBe('locationInvalid');
    expect(outletSearchParameter.safeParse({ postcode: '4750' }).error?.issues[0]?.message).toBe('API_MSG_0045');
  });
});
