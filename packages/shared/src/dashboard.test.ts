import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIMITS, daysOf, periodParameter, rate, STATUS_GROUP_LIST, STATUS_GROUPS } from './dashboard.ts';
import { ORDER_STATUSES } from './order.ts';

describe('dashboard rules', () => {
  it('put every status in exactly one group', () => {
    const grouped = STATUS_GROUP_LIST.flatMap((g) => [...STATUS_GROUPS[g]]);
    expect([...grouped].sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it('rate to 4 decimals, null without a base', () => {
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(0, 0)).toBeNull();
  });
  it('take whole real days, in order, up to a year and a day', () => {
    expect(periodParameter.safeParse({ dateFrom: '2024-02-29', dateTo: '2024-02-29' }).success).toBe(true);
    expect(periodParameter.safeParse({ dateFrom: '2025-02-29', dateTo: '2025-03-01' }).success).toBe(false);
    expect(periodParameter.safeParse({ dateFrom: '2024-01-01', dateTo: '2024-12-31' }).success).toBe(true);
    expect(periodParameter.safeParse({ dateFrom: '2024-01-01', dateTo: '2025-01-01' }).success).toBe(false);
    expect(periodParameter.safeParse({ dateFrom: '', dateTo: '' }).success).toBe(true);
    expect(daysOf('2024-12-30', '2025-01-02')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
    expect(DASHBOARD_LIMITS.maxPeriodDays).toBe(366);
  });
});
