import { describe, expect, it } from 'vitest';
import { codBillNoParameter, codBillNumber, maskAccount } from './cod.ts';

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
