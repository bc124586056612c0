import { Code } from '@portal/shared/codes';
import { type ContractStatus, DASHBOARD_LIMITS, type RenewalDecision, renewalPromptDue } from '@portal/shared/dashboard';
import { daysFromTo, malaysiaDate } from '@portal/shared/time';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerContracts } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';

/**
 * The contract renewal prompt (getContractStatus, agreeToRenew, refuseToRenew): the customer's
 * current contract is its latest by end date; from 30 days before the end (and after it) the main
 * account is asked once whether to renew. The answer, who gave it and when are kept; the courier's
 * account manager acts on it (the portal does not extend the contract itself).
 */

type ContractRow = typeof customerContracts.$inferSelect;

async function currentContract(db: DbOrTx, { customerId }: RowScope): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(customerContracts)
    .where(eq(customerContracts.customerId, customerId))
    .orderBy(desc(customerContracts.endDate), desc(customerContracts.id))
    .limit(1);
  return row;
}

function statusOf(row: ContractRow, today: string): ContractStatus {
  const daysLeft = daysFromTo(today, row.endDate);
  return {
    contractNo: row.contractNo,
    startDate: row.startDate,
    endDate: row.endDate,
    daysLeft,
    prompt: renewalPromptDue(daysLeft, row.renewal),
    decision: row.renewal,
    decidedAt: row.renewalAt?.toISOString() ?? null,
  };
}

/** The current contract's status, or null for a customer without one on record. */
export async function contractStatus(db: DbOrTx, scope: RowScope, now = new Date()): Promise<ContractStatus | null> {
  const row = await currentContract(db, scope);
  return row ? statusOf(row, malaysiaDate(0, now)) : null;
}

/**
 * Records the main account's answer for the current contract, once: the same answer again changes
 * nothing, another one is refused (409), and before the prompt's window it is refused (400). The
 * answer is written only where none is yet, so two answers at once cannot both land.
 */
export async function answerRenewal(db: Db, scope: CustomerScope, decision: RenewalDecision, now = new Date()): Promise<ContractStatus> {
  const today = malaysiaDate(0, now);
  const row = await currentContract(db, scope);
  if (!row) throw new PortalError(Code.NOT_FOUND, 'noContract');
  if (row.renewal === null && daysFromTo(today, row.endDate) > DASHBOARD_LIMITS.renewalPromptDays)
    throw new PortalError(Code.BAD_PARAMETER, 'renewalNotDue', { days: DASHBOARD_LIMITS.renewalPromptDays });
  const [written] = await db
    .update(customerContracts)
    .set({ renewal: decision, renewalAt: now, renewalBy: scope.userId })
    .where(and(eq(customerContracts.id, row.id), isNull(customerContracts.renewal)))
    .returning();
  if (written) return statusOf(written, today);
  const [stored] = await db.select().from(customerContracts).where(eq(customerContracts.id, row.id));
  if (stored?.renewal !== decision) throw new PortalError(Code.CONFLICT, 'renewalAlreadyAnswered');
  return statusOf(stored, today);
}
