import { Code } from '@portal/shared/codes';
import { onlinePaymentRefusal } from '@portal/shared/statements';
import type { PaymentStarted, StatementPaymentOutcome } from '@portal/shared/topup';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { monthlyStatements } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';
import type { PaymentService } from '../payments/service.ts';
import { billOf } from './repository.ts';

/**
 * getPaymentPage.do (docs/decisions.md "Paying a statement online"): one of the customer's unpaid
 * statements, paid through the top-ups' gateway for its total. Another customer's statement is not
 * found; a paid one, or one with less than FPX's floor to pay, is refused with its reason.
 */
export async function payStatementOnline(
  db: DbOrTx,
  payments: PaymentService,
  scope: CustomerScope,
  billNo: string,
  returnTo?: string,
): Promise<PaymentStarted> {
  const bill = await billOf(db, scope, billNo);
  if (!bill) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  const refusal = onlinePaymentRefusal(bill);
  if (refusal) throw new PortalError(Code.BAD_PARAMETER, refusal);
  return payments.startStatementPayment(scope, scope.userId, bill, returnTo);
}

/**
 * A verified, paid statement payment, in the callback's transaction: the statement turns PAID once
 * (status, time, the payment), under its row lock so the courier's own markPaid and a parallel callback
 * wait. One paid already, or a bill for another sum than the statement's total, changes nothing here.
 */
export async function settleStatementPayment(
  tx: Tx,
  scope: RowScope,
  payment: { billNo: string; paymentId: string; amountSen: number },
): Promise<StatementPaymentOutcome> {
  const mine = and(eq(monthlyStatements.customerId, scope.customerId), eq(monthlyStatements.billNo, payment.billNo));
  const [bill] = await tx.select().from(monthlyStatements).where(mine).for('update');
  if (bill?.status !== 'UNPAID') return 'ALREADY_PAID';
  if (bill.totalSen !== payment.amountSen) return 'AMOUNT_DIFFERS';
  await tx.update(monthlyStatements).set({ status: 'PAID', paidAt: new Date(), paymentId: payment.paymentId }).where(mine);
  return 'SETTLED';
}
