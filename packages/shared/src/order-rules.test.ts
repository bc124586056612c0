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
