import { describe, expect, it } from 'vitest';
import { addBillAdjustmentParameter, dueDateOf, monthBounds, onlinePaymentRefusal, previousMonth } from './statements.ts';

describe('the statement month', () => {
  it('runs from midnight of the 1st in Malaysia to midnight of the next 1st', () => {
    expect(monthBounds('2025-01')).toEqual({ start: new Date('2024-12-31T16:00:00Z'), end: new Date('2025-01-31T16:00:00Z') });
    expect(monthBounds('2025-12').end).toEqual(new Date('2025-12-31T16:00:00Z'));
  });

  it('is due 30 days after its last day', () => {
    expect(dueDateOf('2025-01')).toBe('2025-03-02');
    expect(dueDateOf('2024-02')).toBe('2024-03-30');
    expect(dueDateOf('2025-12')).toBe('2026-01-30');
  });

  it('that a run closes is the Malaysian month before the run', () => {
    expect(previousMonth(new Date('2025-01-01T00:30:00+08:00'))).toBe('2024-12');
    // 31 January 23:00 UTC is already 1 February in Malaysia.
    expect(previousMonth(new Date('2025-01-31T23:00:00Z'))).toBe('2025-01');
  });
});

describe('an adjustment', () => {
  const base = { customerCode: 'MY10002', reason: 'Re-weighed' };
  it('is a credit note below zero, a surcharge above, a re-weigh either way, never zero', () => {
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'CREDIT_NOTE', amountSen: -1 }).success).toBe(true);
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'CREDIT_NOTE', amountSen: 1 }).success).toBe(false);
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'SURCHARGE', amountSen: -1 }).success).toBe(false);
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'REWEIGH', amountSen: -300 }).success).toBe(true);
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'REWEIGH', amountSen: 0 }).success).toBe(false);
    expect(addBillAdjustmentParameter.safeParse({ ...base, kind: 'REWEIGH', amountSen: 10_000_001 }).success).toBe(false);
  });
});

describe('paying a statement online', () => {
  it('takes an unpaid statement of RM 1.00 or more (FPX floor), nothing paid or less', () => {
    expect(onlinePaymentRefusal({ status: 'UNPAID', totalSen: 100 })).toBeNull();
    expect(onlinePaymentRefusal({ status: 'UNPAID', totalSen: 99 })).toBe('statementPayOnlineMin');
    expect(onlinePaymentRefusal({ status: 'UNPAID', totalSen: 0 })).toBe('statementPayOnlineMin');
    expect(onlinePaymentRefusal({ status: 'UNPAID', totalSen: -500 })).toBe('statementPayOnlineMin');
    expect(onlinePaymentRefusal({ status: 'PAID', totalSen: 12_345 })).toBe('statementAlreadyPaid');
  });
});
