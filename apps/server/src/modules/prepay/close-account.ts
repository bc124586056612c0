import { type CloseAccountInput, type CloseApply, type CloseApplyStatus, maskBankAccount } from '@portal/shared/advance-payment';
import { Code } from '@portal/shared/codes';
import { formatRinggit } from '@portal/shared/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, prepayCloseApplies } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { WalletService } from './service.ts';

/**
 * Closing the prepaid account (issue 17; docs/decisions.md "Closing the prepaid account"): the main
 * account applies with the bank account the balance is to be paid to; one application awaits review at
 * a time (a unique index, so a double click applies once); the courier's staff approve it, which pays
 * the whole balance out (WalletService.payOutAll) and closes the prepaid account in one transaction,
 * or reject it. While one is pending the wallet takes no top-up (payments/service.ts asks `closing`).
 */

type StoredApply = typeof prepayCloseApplies.$inferSelect;

const toApply = (r: StoredApply): CloseApply => ({
  id: r.id,
  status: r.status as CloseApplyStatus,
  reason: r.reason,
  bankName: r.bankName,
  bankAccount: maskBankAccount(r.bankAccount),
  accountHolder: r.accountHolder,
  balanceAtApplySen: r.balanceAtApplySen,
  refundedSen: r.refundedSen,
  decisionNote: r.decisionNote,
  appliedAt: r.appliedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** `prepay/closeAccount.do`: records the application; refused when the prepaid account is not open or one is pending. */
export async function applyToClose(db: Db, wallet: WalletService, scope: CustomerScope, input: CloseAccountInput): Promise<CloseApply> {
  const { openPrepay, balanceSen } = await wallet.account(db, scope);
  if (openPrepay !== 1) throw new PortalError(Code.BAD_PARAMETER, 'prepayNotOpen');
  try {
    const [row] = await db
      .insert(prepayCloseApplies)
      .values({ customerId: scope.customerId, userId: scope.userId, balanceAtApplySen: balanceSen, ...input })
      .returning();
    return toApply(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError(Code.BAD_PARAMETER, 'closeApplyExists');
    throw error;
  }
}

/** `prepay/selectCloseApply.do`: the customer's applications, newest first. */
export async function closeAppliesOf(db: DbOrTx, { customerId }: RowScope): Promise<CloseApply[]> {
  const rows = await db
    .select()
    .from(prepayCloseApplies)
    .where(eq(prepayCloseApplies.customerId, customerId))
    .orderBy(desc(prepayCloseApplies.appliedAt), desc(prepayCloseApplies.id));
  return rows.map(toApply);
}

/** Whether the customer has an application awaiting review: the wallet then takes no top-up. */
export async function closing(db: DbOrTx, { customerId }: RowScope): Promise<boolean> {
  const [row] = await db
    .select({ id: prepayCloseApplies.id })
    .from(prepayCloseApplies)
    .where(and(eq(prepayCloseApplies.customerId, customerId), eq(prepayCloseApplies.status, 'PENDING')))
    .limit(1);
  return !!row;
}

/** `prepay/withdrawCloseApply.do`: the customer takes its pending application back. */
export async function withdrawClose(db: Db, { customerId }: RowScope, id: number): Promise<CloseApply> {
  const [row] = await db
    .update(prepayCloseApplies)
    .set({ status: 'WITHDRAWN', decidedAt: new Date() })
    .where(and(eq(prepayCloseApplies.id, id), eq(prepayCloseApplies.customerId, customerId), eq(prepayCloseApplies.status, 'PENDING')))
    .returning();
  if (row) return toApply(row);
  const [other] = await db
    .select({ id: prepayCloseApplies.id })
    .from(prepayCloseApplies)
    .where(and(eq(prepayCloseApplies.id, id), eq(prepayCloseApplies.customerId, customerId)));
  throw other ? new PortalError(Code.CONFLICT, 'closeApplyDecided') : new PortalError(Code.NOT_FOUND, 'closeApplyNotFound');
}

/** An application as the courier's staff see it: the customer named, the bank account whole (they pay it). */
export interface CloseApplyForStaff extends CloseApply {
  customerCode: string;
  customerName: string;
  bankAccountFull: string;
}

/** `admin/prepayCloseApplies`: every customer's applications, those awaiting review first. */
export async function closeAppliesForStaff(db: DbOrTx): Promise<CloseApplyForStaff[]> {
  const rows = await db
    .select({ apply: prepayCloseApplies, code: customers.code, name: customers.name })
    .from(prepayCloseApplies)
    .innerJoin(customers, eq(customers.id, prepayCloseApplies.customerId))
    .orderBy(desc(eq(prepayCloseApplies.status, 'PENDING')), desc(prepayCloseApplies.appliedAt))
    .limit(500);
  return rows.map(({ apply, code, name }) => ({
    ...toApply(apply),
    customerCode: code,
    customerName: name,
    bankAccountFull: apply.bankAccount,
  }));
}

/**
 * `admin/decidePrepayClose`: approve (pay the balance out, close the prepaid account) or reject, once.
 * The application turns from PENDING under its row lock, so two decisions at once decide it once.
 */
export async function decideClose(
  { db, wallet, notifications }: { db: Db; wallet: WalletService; notifications: NotificationService },
  staffUserId: number,
  decision: { id: number; approve: boolean; note?: string },
): Promise<CloseApply> {
  return db.transaction(async (tx) => {
    const [apply] = await tx
      .update(prepayCloseApplies)
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        decisionNote: decision.note ?? '',
        decidedBy: staffUserId,
        decidedAt: new Date(),
      })
      .where(and(eq(prepayCloseApplies.id, decision.id), eq(prepayCloseApplies.status, 'PENDING')))
      .returning();
    if (!apply) {
      const [other] = await tx.select({ id: prepayCloseApplies.id }).from(prepayCloseApplies).where(eq(prepayCloseApplies.id, decision.id));
      throw other ? new PortalError(Code.CONFLICT, 'closeApplyDecided') : new PortalError(Code.NOT_FOUND, 'closeApplyNotFound');
    }
    const scope = { customerId: apply.customerId };
    if (!decision.approve) {
      await notifications.notify(tx, scope, 'prepayCloseRejected', String(apply.id), { note: apply.decisionNote || '-' });
      return toApply(apply);
    }
    const paid = await wallet.payOutAll(tx, scope, `close-${apply.id}`, `${apply.bankName} ${maskBankAccount(apply.bankAccount)}`);
    await tx.update(customers).set({ openPrepay: 2, updatedAt: new Date() }).where(eq(customers.id, apply.customerId));
    const [done] = await tx.update(prepayCloseApplies).set({ refundedSen: paid }).where(eq(prepayCloseApplies.id, apply.id)).returning();
    await notifications.notify(tx, scope, 'prepayCloseApproved', String(apply.id), { amount: formatRinggit(paid) });
    return toApply(done!);
  });
}
