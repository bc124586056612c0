import type { PromotionRow } from '@portal/shared/promotions';

export type PromotionState = 'running' | 'coming' | 'over' | 'ended';

/** Where a promotion stands on `today` (YYYY-MM-DD, Malaysia): what the desk shows and whether it can be ended. */
export function promotionState(p: Pick<PromotionRow, 'startsOn' | 'endsOn' | 'endedAt'>, today: string): PromotionState {
  if (p.endedAt) return 'ended';
  if (p.endsOn < today) return 'over';
  return p.startsOn > today ? 'coming' : 'running';
}
