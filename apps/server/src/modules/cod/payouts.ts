import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codBills } from '../../db/schema/index.ts';
import type { PayoutAnswer, PayoutBank } from './payout-bank.ts';
import { bankOf } from './remittance.ts';

/** Why a bill waits in pending: the message key the pages translate. */
const NO_BANK_ACCOUNT = 'codNoBankAccount';

export interface PayoutRound {
  checked: number;
  sent: number;
  released: number;
  failed: number;
}

/**
 * Moves bills on through their states (docs/decisions.md "COD remittance"):
 * pending -> toRelease when the customer has a bank account on file (a bill the bank refused waits
 * until the account changes); toRelease -> releasing when the transfer is sent; releasing ->
 * released with the bank's reference, or back to pending with the bank's reason. Each step is a
 * conditional update of the bill's state, so two rounds at once send one transfer.
 */
export async function payoutRound(db: Db, bank: PayoutBank, only?: { customerId: number }): Promise<PayoutRound> {
  const round: PayoutRound = { checked: 0, sent: 0, released: 0, failed: 0 };
  const mine = only ? eq(codBills.customerId, only.customerId) : undefined;

  for (const bill of await db
    .select()
    .from(codBills)
    .where(and(eq(codBills.state, 'pending'), mine))
    .orderBy(asc(codBills.id))) {
    const account = await bankOf(db, bill.customerId);
    // The bank refused this account before: try again only once the customer gave another.
    const refusedBefore = bill.attempts > 0 && account?.account === bill.bankAccount;
    if (!account || refusedBefore) {
      if (!account && bill.note !== NO_BANK_ACCOUNT)
        await db.update(codBills).set({ note: NO_BANK_ACCOUNT, updatedAt: new Date() }).where(eq(codBills.id, bill.id));
      continue;
    }
    const moved = await db
      .update(codBills)
      .set({
        state: 'toRelease',
        bankName: account.bankName,
        bankAccount: account.account,
        holder: account.holder,
        note: null,
        updatedAt: new Date(),
      })
      .where(and(eq(codBills.id, bill.id), eq(codBills.state, 'pending')))
      .returning({ id: codBills.id });
    round.checked += moved.length;
  }

  // Asked first, so a transfer sent in this round is asked about in the next (as a bank's batch file is).
  const waiting = await db
    .select({ id: codBills.id, payoutId: codBills.payoutId })
    .from(codBills)
    .where(and(eq(codBills.state, 'releasing'), isNotNull(codBills.payoutId), mine))
    .orderBy(asc(codBills.id));
  for (const bill of waiting) await record(db, bill.id, await bank.status(bill.payoutId!), round);

  // Sent now, or sent by a round that stopped before it heard the answer (releasing without a payout id).
  const toSend = await db
    .select()
    .from(codBills)
    .where(and(inArray(codBills.state, ['toRelease', 'releasing']), isNull(codBills.payoutId), mine))
    .orderBy(asc(codBills.id));
  for (const bill of toSend) {
    let attempts = bill.attempts;
    if (bill.state === 'toRelease') {
      const [claimed] = await db
        .update(codBills)
        .set({ state: 'releasing', attempts: bill.attempts + 1, updatedAt: new Date() })
        .where(and(eq(codBills.id, bill.id), eq(codBills.state, 'toRelease')))
        .returning({ attempts: codBills.attempts });
      if (!claimed) continue;
      attempts = claimed.attempts;
    }
    // The reference is the bank's idempotency key: the same attempt asked twice pays once.
    const answer = await bank.send({
      reference: `${bill.billNo}-${attempts}`,
      amountSen: bill.netSen,
      bankName: bill.bankName!,
      account: bill.bankAccount!,
      holder: bill.holder!,
    });
    round.sent++;
    await record(db, bill.id, answer, round);
  }
  return round;
}

async function record(db: Db, billId: number, answer: PayoutAnswer, round: PayoutRound): Promise<void> {
  const releasing = and(eq(codBills.id, billId), eq(codBills.state, 'releasing'));
  const now = new Date();
  if (answer.state === 'paid') {
    const done = await db
      .update(codBills)
      .set({
        state: 'released',
        payoutId: answer.payoutId,
        bankReference: answer.bankReference,
        releasedAt: now,
        note: null,
        updatedAt: now,
      })
      .where(releasing)
      .returning({ id: codBills.id });
    round.released += done.length;
  } else if (answer.state === 'failed') {
    const done = await db
      .update(codBills)
      .set({ state: 'pending', payoutId: null, note: answer.reason, updatedAt: now })
      .where(releasing)
      .returning({ id: codBills.id });
    round.failed += done.length;
  } else {
    await db.update(codBills).set({ payoutId: answer.payoutId, updatedAt: now }).where(releasing);
  }
}
