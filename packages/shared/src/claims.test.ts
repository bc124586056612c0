import { describe, expect, it } from 'vitest';
import { addClaimParameter, claimCeilingSen, claimDeadlineDay, UNINSURED_CAP_SEN, withinClaimWindow } from './claims.ts';
import { malaysiaInstant } from './time.ts';

describe('the claim window: 30 Malaysian days from the last tracking event', () => {
  // The last event at 00:30 on 1 March in Kuala Lumpur: 16:30 UTC on 28 February.
  const last = malaysiaInstant('2026-03-01 00:30:00');

  it('ends with the 30th Malaysian day after the event', () => {
    expect(claimDeadlineDay(last)).toBe('2026-03-31');
  });

  it('accepts day 29 and day 30 to their last second, refuses day 31 from its first', () => {
    expect(withinClaimWindow(last, malaysiaInstant('2026-03-30 12:00:00'))).toBe(true);
    expect(withinClaimWindow(last, malaysiaInstant('2026-03-31 23:59:59'))).toBe(true);
    expect(withinClaimWindow(last, malaysiaInstant('2026-04-01 00:00:00'))).toBe(false);
    expect(withinClaimWindow(last, malaysiaInstant('2026-04-01 12:00:00'))).toBe(false);
  });

  it('counts Malaysian days, not UTC ones', () => {
    // 2026-04-01 07:00 in Malaysia is still 31 March in UTC: refused all the same.
    expect(withinClaimWindow(last, new Date('2026-03-31T23:00:00Z'))).toBe(false);
    // An event at 23:30 in Malaysia on 28 February (15:30 UTC) starts its day there: the window ends on 30 March.
    expect(claimDeadlineDay(malaysiaInstant('2026-02-28 23:30:00'))).toBe('2026-03-30');
  });
});

describe('the ceiling', () => {
  it('is the declared value when insured, else that value up to RM 200', () => {
    expect(claimCeilingSen({ goodsValueSen: 150_000, insuranceSen: 1_500 })).toBe(150_000);
    expect(claimCeilingSen({ goodsValueSen: 150_000, insuranceSen: 0 })).toBe(UNINSURED_CAP_SEN);
    expect(claimCeilingSen({ goodsValueSen: 8_000, insuranceSen: 0 })).toBe(8_000);
    expect(claimCeilingSen({ goodsValueSen: 0, insuranceSen: 0 })).toBe(UNINSURED_CAP_SEN);
  });
});

describe('the bank account', () => {
  const claim = { waybillNo: 'X1', claimType: 'LOST', claimAmountSen: 100, description: 'Lost', accountHolder: 'A' };
  it('takes an account of a length the bank issues, spaces and hyphens dropped', () => {
    expect(addClaimParameter.parse({ ...claim, bankCode: 'CIMB', bankAccount: '8001-234567' }).bankAccount).toBe('8001234567');
    expect(addClaimParameter.safeParse({ ...claim, bankCode: 'CIMB', bankAccount: '80012345678901' }).success).toBe(true);
    const wrong = addClaimParameter.safeParse({ ...claim, bankCode: 'CIMB', bankAccount: '800123456' });
    expect(wrong.error?.issues[0]).toMatchObject({ message: 'claimBankAccountLength', params: { bank: 'CIMB Bank', lengths: '10/14' } });
  });
});
