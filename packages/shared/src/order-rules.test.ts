import { describe, expect, it } from 'vitest';
import { orderIssues } from './order-rules.ts';
import type { ExpressTypeLimit } from './user-info.ts';

const product = (typeName: string, productType: 'NE' | 'MS', state = 1): ExpressTypeLimit => ({
  typeName,
  productType,
  state,
  maxWeight: 30_000,
  minimumWeight: 10,
  expressLength: 120,
  expressHight: 80,
  expressWidth: 80,
  volumetricDivisor: 6000,
});

const context = (products: ExpressTypeLimit[]) => ({
  products,
  realityWeightG: null,
  maxValueSen: null,
  codLimitSen: null,
  maxMultiPacks: 10,
  payMethods: ['CASH' as const],
  now: new Date('2026-11-25T02:00:00Z'),
});

const threeParcelsOf = (expressType: 'EZ' | 'JS') =>
  ({ expressType, packageCount: 3, weightG: 3_000, goodsValueSen: 0, codSen: 0, payMethod: 'CASH', serveType: 'DROP OFF' }) as never;

describe('parcels on a single-parcel product (issue 14: say which)', () => {
  it('names the product chosen and the open multi-parcel ones', () => {
    const issues = orderIssues(threeParcelsOf('EZ'), context([product('EZ', 'NE'), product('JS', 'MS'), product('SC', 'MS', 0)]));
    expect(issues).toContainEqual({ field: 'packageCount', key: 'multiPackNeedsMs', params: { product: 'EZ', count: 3, options: 'JS' } });
  });

  it('says so when no multi-parcel product is open', () => {
    const issues = orderIssues(threeParcelsOf('EZ'), context([product('EZ', 'NE'), product('JS', 'MS', 0)]));
    expect(issues).toContainEqual({ field: 'packageCount', key: 'multiPackNoMsProduct', params: { product: 'EZ' } });
  });
});

describe('chargeable weight of one parcel (spec 5: not above the product max)', () => {
  const ez = { ...product('EZ', 'NE'), maxWeight: 30_000 };
  const order = (over: object) =>
    ({
      expressType: 'EZ',
      packageCount: 1,
      weightG: 2_000,
      goodsValueSen: 0,
      codSen: 0,
      payMethod: 'CASH',
      serveType: 'DROP OFF',
      ...over,
    }) as never;
  const weightIssues = (over: object) => orderIssues(order(over), context([ez])).filter((i) => i.field === 'weightG');

  it('refuses a light parcel whose volume weighs more than the product takes, naming both weights', () => {
    // 100 x 60 x 40 cm / 6000 = 40 kg volumetric, for a 2 kg parcel on a 30 kg product.
    expect(weightIssues({ lengthCm: 100, widthCm: 60, heightCm: 40 })).toEqual([
      { field: 'weightG', key: 'chargeableWeightError', params: { weight: '40 KG', max: '30 KG' } },
    ]);
  });
  it('takes it when the volume is within the limit, or the size is not given', () => {
    expect(weightIssues({ lengthCm: 90, widthCm: 50, heightCm: 40 })).toEqual([]);
    expect(weightIssues({})).toEqual([]);
  });
  it('leaves several parcels of a multi-parcel product to the per-parcel limits (spec 5 skips them)', () => {
    const js = { ...product('JS', 'MS'), maxWeight: 30_000 };
    const issues = orderIssues(order({ expressType: 'JS', packageCount: 3, lengthCm: 100, widthCm: 60, heightCm: 40 }), context([js]));
    expect(issues.filter((i) => i.key === 'chargeableWeightError')).toEqual([]);
  });
});
