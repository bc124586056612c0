import { describe, expect, it } from 'vitest';
import { priceShipment, promotionDiscountSen } from './pricing.ts';
import { type PromotionRule, promotionFor, promotionParameter } from './promotions.ts';

const name = { zh: '东马八五折', en: '15% off to East Malaysia', ml: 'Diskaun 15%' };
const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 1,
  name,
  rateBp: 1500,
  product: 'EZ',
  zones: ['EM', 'WM_EM'],
  customerId: null,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  ...over,
});
const kuching = { product: 'EZ', zone: 'WM_EM', customerId: 7, day: '2026-12-02' };

describe('which promotion a shipment gets', () => {
  it('matches product, zone, customer and day, both ends of the period counted', () => {
    const east = rule({});
    expect(promotionFor([east], kuching)).toBe(east);
    expect(promotionFor([east], { ...kuching, day: '2026-12-01' })).toBe(east);
    expect(promotionFor([east], { ...kuching, day: '2026-12-31' })).toBe(east);
    expect(promotionFor([east], { ...kuching, day: '2027-01-01' })).toBeNull();
    expect(promotionFor([east], { ...kuching, day: '2026-11-30' })).toBeNull();
    expect(promotionFor([east], { ...kuching, zone: 'WM' })).toBeNull();
    expect(promotionFor([east], { ...kuching, product: 'EX' })).toBeNull();
    expect(promotionFor([rule({ customerId: 8 })], kuching)).toBeNull();
    expect(promotionFor([rule({ product: null, zones: [] })], { ...kuching, product: 'SC', zone: 'WM' })).not.toBeNull();
    // Every zone is every domestic zone: nothing abroad.
    expect(promotionFor([rule({ product: null, zones: [] })], { ...kuching, zone: 'INT1' })).toBeNull();
  });

  it('never stacks: the largest share wins, at a tie the customer’s own', () => {
    const small = rule({ id: 1, rateBp: 1000 });
    const large = rule({ id: 2, rateBp: 2000 });
    expect(promotionFor([small, large], kuching)).toBe(large);
    const own = rule({ id: 3, rateBp: 2000, customerId: 7 });
    expect(promotionFor([small, large, own], kuching)).toBe(own);
  });
});

describe('the discount', () => {
  it('is the share of the freight to the nearest sen, a half sen to the shipper', () => {
    expect(promotionDiscountSen(2600, 1500)).toBe(390);
    expect(promotionDiscountSen(1, 5000)).toBe(1);
    expect(promotionDiscountSen(333, 1000)).toBe(33);
    expect(promotionDiscountSen(0, 1500)).toBe(0);
  });

  it('comes off the freight alone, not insurance or the COD fee, and the total says so', () => {
    const tariff = { firstWeightG: 1000, firstPriceSen: 1200, stepWeightG: 1000, stepPriceSen: 700 };
    const input = { zone: 'WM_EM', tariff, divisor: 6000, weightG: 2500, packages: 1, valueSen: 10_000, codSen: 0 };
    const plain = priceShipment(input);
    const promoted = priceShipment({ ...input, promotionRateBp: 1500 });
    expect(plain).toMatchObject({ freightSen: 2600, discountSen: 0, insuranceSen: 100, totalSen: 2700 });
    expect(promoted).toMatchObject({ freightSen: 2600, discountSen: 390, insuranceSen: 100, totalSen: 2310 });
  });
});

describe('the administrator’s form', () => {
  const valid = { name, rateBp: 1500, product: 'EZ', zones: ['EM', 'WM_EM'], startsOn: '2026-12-01', endsOn: '2026-12-31' };
  const codes = (v: unknown) => promotionParameter.safeParse(v).error?.issues.map((i) => i.message) ?? [];
  it('takes a promotion for every customer by default', () => {
    expect(promotionParameter.parse(valid)).toMatchObject({ customerCode: '', product: 'EZ' });
  });
  it('refuses a share out of 1%..50%, a reversed or over-long period, a day that does not exist, a missing name', () => {
    expect(codes({ ...valid, rateBp: 50 })).toEqual(['promotionRateRule']);
    expect(codes({ ...valid, rateBp: 6000 })).toEqual(['promotionRateRule']);
    expect(codes({ ...valid, endsOn: '2026-11-30' })).toEqual(['periodReversed']);
    expect(codes({ ...valid, endsOn: '2028-01-01' })).toEqual(['promotionTooLong']);
    expect(codes({ ...valid, startsOn: '2026-13-45' })).toEqual(['dateFormatError']);
    expect(codes({ ...valid, startsOn: '2026-02-30' })).toEqual(['dateFormatError']);
    expect(codes({ ...valid, name: { ...name, ml: ' ' } })).toEqual(['i18nTextRequired']);
    expect(codes({ ...valid, zones: ['MARS'] })).toEqual(['invalidParameter']);
  });
});
