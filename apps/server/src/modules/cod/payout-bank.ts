import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPayouts } from '../../db/schema/index.ts';

/** A transfer to make: our reference (the bill number) is the bank's idempotency key. */
export interface NewPayout {
  reference: string;
  amountSen: number;
  bankName: string;
  account: string;
  holder: string;
}

/** What the bank says of a transfer: paid with its reference, still processing, or refused with its reason. */
export type PayoutAnswer =
  | { payoutId: string; state: 'paid'; bankReference: string }
  | { payoutId: string; state: 'processing' }
  | { payoutId: string; state: 'failed'; reason: string };

/**
 * The bank the courier pays COD out through (the same shape as the payment gateways of
 * modules/payments: an interface, a built-in sandbox, a real bank plugged in by configuration).
 * `send` with a reference already sent answers that transfer again and never pays twice.
 */
export interface PayoutBank {
  readonly name: string;
  send(payout: NewPayout): Promise<PayoutAnswer>;
  /** Asks again about a transfer that was still processing. */
  status(payoutId: string): Promise<PayoutAnswer>;
}

const answerOf = (row: typeof sandboxPayouts.$inferSelect): PayoutAnswer =>
  row.state === 'paid'
    ? { payoutId: row.id, state: 'paid', bankReference: row.bankReference! }
    : row.state === 'failed'
      ? { payoutId: row.id, state: 'failed', reason: row.reason ?? 'refused' }
      : { payoutId: row.id, state: 'processing' };

/**
 * The built-in sandbox bank, behaving like a Malaysian bank's bulk-payment API on a fresh machine: an
 * account number ending in 0 is refused (closed account), one ending in 9 is processed later (the
 * first answer is processing, the next question finds it paid), any other is paid at once. Its
 * records are its own table, so every process sees one bank.
 */
export class SandboxPayoutBank implements PayoutBank {
  readonly name = 'sandbox';
  constructor(private readonly db: Db) {}

  async send(payout: NewPayout): Promise<PayoutAnswer> {
    const last = payout.account.slice(-1);
    const state = last === '0' ? 'failed' : last === '9' ? 'processing' : 'paid';
    await this.db
      .insert(sandboxPayouts)
      .values({
        id: `SPO${randomBytes(8).toString('hex').toUpperCase()}`,
        reference: payout.reference,
        amountSen: payout.amountSen,
        account: payout.account,
        state,
        bankReference: state === 'paid' ? bankReference() : null,
        reason: state === 'failed' ? 'Account closed' : null,
        answeredAt: state === 'processing' ? null : new Date(),
      })
      .onConflictDoNothing({ target: sandboxPayouts.reference });
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, payout.reference));
    return answerOf(row!);
  }

  async status(payoutId: string): Promise<PayoutAnswer> {
    // A transfer still processing is done by the time anyone asks again.
    await this.db
      .update(sandboxPayouts)
      .set({ state: 'paid', bankReference: bankReference(), answeredAt: new Date() })
      .where(eqProcessing(payoutId));
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
    if (!row) return { payoutId, state: 'failed', reason: 'Unknown transfer' };
    return answerOf(row);
  }
}

const eqProcessing = (payoutId: string) => and(eq(sandboxPayouts.id, payoutId), eq(sandboxPayouts.state, 'processing'));

/** A DuitNow-style transfer reference: 20 characters the shipper finds on its bank statement. */
const bankReference = () =>
  `SBX${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
