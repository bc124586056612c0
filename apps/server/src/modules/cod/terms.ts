import { type CodFeeTerms, DEFAULT_COD_HOLD_DAYS, DEFAULT_REMIT_CYCLE, type RemitCycle } from '@portal/shared/cod';
import { DEFAULT_COD_FEE } from '@portal/shared/pricing';
import { DAY_MS, malaysiaWallClock } from '@portal/shared/time';
import type { Db } from '../../db/client.ts';
import { codTerms } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/** A customer's COD terms as the rules read them: the defaults where the contract says nothing. */
export interface CodTerms {
  fee: CodFeeTerms;
  cycle: RemitCycle;
  holdDays: number;
}

/** The terms a cod_terms row (or its absence) gives. */
export const termsOf = (
  row: { feeRateBp: number | null; feeMinSen: number | null; cycle: RemitCycle | null; holdDays: number | null } | null | undefined,
): CodTerms => ({
  fee: { rateBp: row?.feeRateBp ?? DEFAULT_COD_FEE.rateBp, minSen: row?.feeMinSen ?? DEFAULT_COD_FEE.minSen },
  cycle: row?.cycle ?? DEFAULT_REMIT_CYCLE,
  holdDays: row?.holdDays ?? DEFAULT_COD_HOLD_DAYS,
});

/** Sets a customer's terms (the courier's staff, through the operations API): orders placed later are priced with its fee. */
export async function setTerms(db: Db, changes: ChangeFeed, customerId: number, terms: CodTerms): Promise<void> {
  const values = {
    feeRateBp: terms.fee.rateBp,
    feeMinSen: terms.fee.minSen,
    cycle: terms.cycle,
    holdDays: terms.holdDays,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(codTerms)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: codTerms.customerId, set: values });
    // Every process's copy of the contract (orders/order-context.ts) prices with the new fee at once.
    await changes.publish(tx, `customer:${customerId}`);
  });
}

/**
 * The schedule's period an instant falls in, on the Malaysian calendar: the day, the ISO week (named
 * by its Monday) or the month. A customer's run gathers once per period.
 */
export function periodOf(cycle: RemitCycle, now: Date): string {
  const wall = malaysiaWallClock(now);
  const day = wall.toISOString().slice(0, 10);
  if (cycle === 'daily') return `D${day}`;
  if (cycle === 'monthly') return `M${day.slice(0, 7)}`;
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return `W${new Date(wall.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)}`;
}
