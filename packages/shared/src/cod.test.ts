import { describe, expect, it } from 'vitest';
import { type CodFeeTerms, codBillNoParameter, codBillNumber, DEFAULT_COD_REMIT_FEE, codRemitFeeSen as feeOf, maskAccount } from './cod.ts';

/** A contract that charges for collecting: 3% of the cash, at least RM 4.00. */
const THREE_PERCENT: CodFeeTerms = { rateBp: 300, minSen: 400 };
const codRemitFeeSen = (sen: number, terms: CodFeeTerms = THREE_PERCENT) => feeOf(sen, terms);

describe('the COD fee (3% or RM 4.00, whichever is higher)', () => {
  it('takes the minimum up to RM 133.33 and the percentage from RM 133.34', () => {
    // 3% of 13,333 sen is 399.99: the minimum, 400, is higher.
    expect(codRemitFeeSen(13_333)).toBe(400);
    // 3% of 13,334 sen is 400.02: the percentage, rounded half up to the sen, is 400 and no longer the minimum's doing.
    expect(codRemitFeeSen(13_334)).toBe(400);
    // 3% of 13,350 is 400.5: half a sen rounds up.
    expect(codRemitFeeSen(13_350)).toBe(401);
    expect(codRemitFeeSen(13_349)).toBe(400);
    // The boundary seen from a rule whose minimum is one sen higher: the percentage only wins above it.
    const justAbove = { rateBp: 300, minSen: 401 };
    expect(codRemitFeeSen(13_333, justAbove)).toBe(401);
    expect(codRemitFeeSen(13_367, justAbove)).toBe(401);
    expect(codRemitFeeSen(13_368, justAbove)).toBe(401);
    expect(codRemitFeeSen(13_384, justAbove)).toBe(402);
  });

  it('is integer sen for any amount and never above the cash collected', () => {
    expect(codRemitFeeSen(100_000)).toBe(3_000);
    expect(codRemitFeeSen(1)).toBe(1);
    expect(codRemitFeeSen(350)).toBe(350);
    expect(codRemitFeeSen(0)).toBe(0);
    expect(codRemitFeeSen(-500)).toBe(0);
    expect(codRemitFeeSen(9_999_999_999)).toBe(300_000_000);
    for (let sen = 1; sen < 50_000; sen += 37) {
      const fee = codRemitFeeSen(sen);
      expect(Number.isInteger(fee)).toBe(true);
      expect(fee).toBeLessThanOrEqual(sen);
      expect(fee).toBeGreaterThanOrEqual(Math.min(sen, THREE_PERCENT.minSen));
    }
  });

  it('follows a customer rule of its own', () => {
    expect(codRemitFeeSen(10_000, { rateBp: 150, minSen: 300 })).toBe(300);
    expect(codRemitFeeSen(100_000, { rateBp: 150, minSen: 300 })).toBe(1_500);
    expect(codRemitFeeSen(100_000, { rateBp: 0, minSen: 0 })).toBe(0);
  });

  it('is nothing by default: the COD handling fee was charged once, in the order price', () => {
    expect(feeOf(100_000, DEFAULT_COD_REMIT_FEE)).toBe(0);
    expect(feeOf(1, DEFAULT_COD_REMIT_FEE)).toBe(0);
  });
});

describe('COD bill numbers', () => {
  it('are CB, the Malaysian date and the series; a call names one in a single short line', () => {
    expect(codBillNumber('2026-11-26', 42)).toBe('CB20261126000042');
    expect(codBillNumber('2026-11-26', 1_234_567)).toBe('CB202611261234567');
    expect(codBillNoParameter.safeParse(' CB20261126000042 ').data).toBe('CB20261126000042');
    expect(codBillNoParameter.safeParse('').success).toBe(false);
    expect(codBillNoParameter.safeParse('C'.repeat(31)).success).toBe(false);
    expect(codBillNoParameter.safeParse('CB1\u0000').success).toBe(false);
  });

  it('show only the last 4 digits of an account', () => {
    expect(maskAccount('514012345678')).toBe('********5678');
    expect(maskAccount(null)).toBe(null);
  });
});
