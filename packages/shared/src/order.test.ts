import { describe, expect, it } from 'vitest';
import { canCancel, canEdit, canPrint, isWaybillNumber, splitWaybillQuery, waybillCheckDigit, waybillNumberFor } from './order.ts';

describe('waybill numbers', () => {
  it('are 12 digits with a check digit that catches a wrong or swapped digit', () => {
    const n = waybillNumberFor(1234);
    expect(n).toBe(`60000001234${waybillCheckDigit('60000001234')}`);
    expect(n).toHaveLength(12);
    expect(isWaybillNumber(n)).toBe(true);
    const wrongDigit = `${n.slice(0, 5)}${(Number(n[5]) + 1) % 10}${n.slice(6)}`;
    expect(isWaybillNumber(wrongDigit)).toBe(false);
    const swapped = `${n.slice(0, 7)}${n[8]}${n[7]}${n.slice(9)}`;
    expect(swapped === n || !isWaybillNumber(swapped)).toBe(true);
    expect(isWaybillNumber('12345')).toBe(false);
  });

  it('runs out loudly rather than wrap', () => {
    expect(() => waybillNumberFor(10_000_000_000)).toThrow();
  });
});

describe('order statuses and queries', () => {
  it('edits and cancels PENDING only; prints before pick-up only', () => {
    expect(canEdit('PENDING')).toBe(true);
    expect(canEdit('DISPATCH')).toBe(false);
    expect(canCancel('CANCEL_ORDER')).toBe(false);
    expect(['PENDING', 'PUSAT_DISPATCH', 'DISPATCH', 'GOT'].map(canPrint)).toEqual([true, true, true, false]);
  });

  it('splits waybill numbers on commas and line breaks, once each', () => {
    expect(splitWaybillQuery('600000000017, 600000000025\n600000000017\r\n，600000000033')).toEqual([
      '600000000017',
      '600000000025',
      '600000000033',
    ]);
  });
});
