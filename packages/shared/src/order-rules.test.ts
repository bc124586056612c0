import { describe, expect, it } from 'vitest';
import { entryTypeOf } from './order.ts';
import { actualWeightAbroadIssue } from './order-international.ts';
import { batchOutcomeMessage } from './order-multi.ts';
import { declaredValueIssues, goodsTypeField, insuranceIssues, orderIssues, shipmentFields } from './order-rules.ts';
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

describe('the goods declaration (spec 5, issue 28)', () => {
  it('takes the entry type from the order: abroad international, documents noRequired, every other parcel domestic', () => {
    expect(entryTypeOf('international', 'APPAREL')).toBe('international');
    expect(entryTypeOf('domestic', 'DOCUMENT')).toBe('noRequired');
    expect(entryTypeOf('domestic', 'ELECTRONICS')).toBe('domestic');
    expect(entryTypeOf('domestic', undefined)).toBe('domestic');
  });

  it('needs the goods value unless noRequired, at least RM 1 and not above the maximum', () => {
    const ctx = { maxValueSen: 100_000 };
    expect(declaredValueIssues({ declaredValueSen: null, goodsType: 'APPAREL' }, ctx)).toEqual([
      { field: 'declaredValueSen', key: 'pleaseEnterGoodsValue' },
    ]);
    expect(declaredValueIssues({ declaredValueSen: 0, goodsType: 'FOOD' }, ctx)[0]?.key).toBe('pleaseEnterGoodsValue');
    expect(declaredValueIssues({ declaredValueSen: null, goodsType: 'DOCUMENT' }, ctx)).toEqual([]);
    expect(declaredValueIssues({ declaredValueSen: 99, goodsType: 'DOCUMENT' }, ctx)[0]?.key).toBe('valueTooLow');
    expect(declaredValueIssues({ declaredValueSen: 100_001, goodsType: 'FOOD' }, ctx)[0]).toMatchObject({ key: 'notExceeding' });
    expect(declaredValueIssues({ declaredValueSen: 100_000, goodsType: 'FOOD' }, ctx)).toEqual([]);
  });

  it('insures at most the goods value', () => {
    const ctx = { maxValueSen: null };
    expect(insuranceIssues({ goodsValueSen: 5_001, declaredValueSen: 5_000 }, ctx)).toEqual([
      { field: 'goodsValueSen', key: 'insuredOverDeclared', params: { limit: 'RM 50.00' } },
    ]);
    expect(insuranceIssues({ goodsValueSen: 5_000, declaredValueSen: 5_000 }, ctx)).toEqual([]);
    expect(insuranceIssues({ goodsValueSen: 0, declaredValueSen: null }, ctx)).toEqual([]);
  });

  it('refuses a goods class it does not know by spec 8 name, an empty one by please select', () => {
    expect(goodsTypeField.safeParse('WEAPONS').error?.issues[0]?.message).toBe('goodsClassNotFound');
    expect(goodsTypeField.safeParse(undefined).error?.issues[0]?.message).toBe('pleaseSelectGoodsType');
    expect(goodsTypeField.safeParse('').error?.issues[0]?.message).toBe('pleaseSelectGoodsType');
    expect(shipmentFields.goodsValueSen.safeParse(100.5).error?.issues[0]?.message).toBe('insuranceFormatError');
    expect(shipmentFields.goodsNumber.safeParse(undefined).error?.issues[0]?.message).toBe('pleaseEnterGoodsNumber');
  });

  it('asks the actual weight abroad for the receiving country first, then a value', () => {
    expect(actualWeightAbroadIssue({ receiverCountry: '', weightG: 1_000 })).toBe('receiveCountryTip');
    expect(actualWeightAbroadIssue({ receiverCountry: 'SGP', weightG: 0 })).toBe('pleaseInputActualWeight');
    expect(actualWeightAbroadIssue({ receiverCountry: 'SGP', weightG: 1_000 })).toBeNull();
  });

  it('says how a batch of orders went', () => {
    expect(batchOutcomeMessage({ placed: 2, refused: 0 })).toBe('orderPlaced');
    expect(batchOutcomeMessage({ placed: 1, refused: 1 })).toBe('ordersWrongFormat');
    expect(batchOutcomeMessage({ placed: 0, refused: 2 })).toBe('orderFailed');
  });
});
