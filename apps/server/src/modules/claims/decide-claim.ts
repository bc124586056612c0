import type { ClaimRow, decideClaimParameter } from '@portal/shared/claims';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { formatRinggit } from '@portal/shared/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { claimSteps, claims, customers } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { creditClaimOnce } from '../statements/service.ts';
import type { ClaimsDeps } from './module.ts';
import { claimNo, lockClaim, type Translate, toRow } from './repository.ts';

/**
 * The desk's decision (`decideClaim`) under the claim's row lock, so of twenty approvals at once one
 * decides and the others hear it is decided: approved, the amount (at most what was claimed, itself at
 * most the ceiling) is paid in the same transaction, into a prepaid customer's wallet (a CLAIM line
 * referencing the claim number, credited once) or as a CLAIM credit on a monthly customer's next
 * statement (once per waybill); rejected, the reason is kept. Either way the schedule gets its steps
 * and the shipper a notice.
 */
export async function decideClaim(
  { db, wallet, notifications }: Pick<ClaimsDeps, 'db' | 'wallet' | 'notifications'>,
  userId: number,
  decision: z.infer<typeof decideClaimParameter>,
  lang: Lang,
  translate: Translate,
): Promise<ClaimRow> {
  return db.transaction(async (tx) => {
    const row = await lockClaim(tx, null, decision.id);
    if (row.status !== 'PENDING') throw new PortalError(Code.CONFLICT, 'claimDecided');
    const scope = { customerId: row.customerId };
    const number = claimNo(row.id);
    const now = new Date();
    if (!decision.approve) {
      const reason = decision.reason ?? '';
      const [updated] = await tx
        .update(claims)
        .set({ status: 'REJECTED', decisionReason: reason, decidedBy: userId, decidedAt: now, updatedAt: now })
        .where(eq(claims.id, row.id))
        .returning();
      await tx.insert(claimSteps).values({ claimId: row.id, step: 'REJECTED', note: reason, userId });
      await notifications.notify(tx, scope, 'claimRejected', number, { claimNo: number, waybillNo: row.waybillNo, note: reason });
      return toRow(updated!, lang, translate);
    }
    const amountSen = decision.approvedSen!;
    if (amountSen > row.claimAmountSen)
      throw new PortalError(Code.BAD_PARAMETER, 'claimOverClaimed', { claimed: formatRinggit(row.claimAmountSen) });
    const [customer] = await tx.select({ openPrepay: customers.openPrepay }).from(customers).where(eq(customers.id, row.customerId));
    const prepaid = customer?.openPrepay === 1;
    const note = `${number} ${row.waybillNo}`;
    const credited = prepaid
      ? await wallet.creditOnce(tx, scope, amountSen, number, note, 'CLAIM')
      : await creditClaimOnce(tx, scope, { waybillNo: row.waybillNo, amountSen, reason: note, userId });
    // The claim's lock makes a second credit impossible; the ledger's and the adjustments' unique keys say so too.
    if (!credited) throw new PortalError(Code.CONFLICT, 'claimDecided');
    const reason = decision.reason ?? '';
    const [updated] = await tx
      .update(claims)
      .set({
        status: 'APPROVED',
        approvedSen: amountSen,
        decisionReason: reason,
        settlement: prepaid ? 'WALLET' : 'STATEMENT',
        decidedBy: userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(claims.id, row.id))
      .returning();
    await tx.insert(claimSteps).values([
      { claimId: row.id, step: 'APPROVED', note: reason, amountSen, userId },
      { claimId: row.id, step: prepaid ? 'CREDITED_WALLET' : 'CREDITED_STATEMENT', note: '', amountSen, userId },
    ]);
    await notifications.notify(tx, scope, 'claimApproved', number, {
      claimNo: number,
      waybillNo: row.waybillNo,
      amount: formatRinggit(amountSen),
    });
    return toRow(updated!, lang, translate);
  });
}
