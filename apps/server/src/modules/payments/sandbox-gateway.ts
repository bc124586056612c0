import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, sandboxBills } from '../../db/schema/index.ts';
import { billFacts, type NewBill, type PaymentGateway, signedBy, xSignature } from './gateway.ts';

/**
 * The built-in sandbox bank (the default gateway): an outside party that lives in our server so the
 * whole top-up runs on a fresh machine. It keeps its own bills, shows its own bank page
 * (sandbox-bank-routes.ts), and posts signed callbacks the way Billplz does, retried until we answer.
 * Its signing key is made once per database (app_secrets) unless SANDBOX_PAYMENT_KEY gives one, so a
 * callback cannot be forged by anyone who has only read our source.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    readonly key: string,
  ) {}

  static async open(db: Db, publicUrl: string, givenKey: string | null): Promise<SandboxGateway> {
    if (givenKey) return new SandboxGateway(db, publicUrl, givenKey);
    await db
      .insert(appSecrets)
      .values({ name: 'sandbox-payment-key', value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'sandbox-payment-key'));
    return new SandboxGateway(db, publicUrl, row!.value);
  }

  async createBill(bill: NewBill): Promise<{ billId: string; url: string }> {
    const id = `sb${randomBytes(8).toString('hex')}`;
    await this.db.insert(sandboxBills).values({
      id,
      amountSen: bill.amountSen,
      description: bill.description,
      callbackUrl: bill.callbackUrl,
      redirectUrl: bill.redirectUrl,
    });
    return { billId: id, url: `${this.publicUrl}/sandbox-bank/bills/${id}` };
  }

  verify(fields: Record<string, string>) {
    return signedBy(fields, this.key) ? billFacts(fields) : null;
  }

  /** A bill of the sandbox, as its page shows it. */
  async bill(id: string) {
    const [row] = await this.db.select().from(sandboxBills).where(eq(sandboxBills.id, id));
    return row ?? null;
  }

  /** The shopper's choice on the bank page; a bill is decided once (a second choice changes nothing). */
  async decide(id: string, outcome: 'paid' | 'failed' | 'cancelled', bank: string) {
    const [row] = await this.db
      .update(sandboxBills)
      .set({ state: outcome, bank, paidAt: outcome === 'paid' ? sql`now()` : null })
      .where(sql`${sandboxBills.id} = ${id} and ${sandboxBills.state} = 'due'`)
      .returning();
    return row ?? (await this.bill(id));
  }

  /** The fields of the callback for a bill in its present state, signed (Billplz's names). */
  callbackFields(bill: typeof sandboxBills.$inferSelect): Record<string, string> {
    const fields: Record<string, string> = {
      id: bill.id,
      collection_id: 'sandbox',
      paid: String(bill.state === 'paid'),
      state: bill.state,
      amount: String(bill.amountSen),
      paid_amount: bill.state === 'paid' ? String(bill.amountSen) : '0',
      due_at: bill.createdAt.toISOString().slice(0, 10),
      url: `${this.publicUrl}/sandbox-bank/bills/${bill.id}`,
      paid_at: bill.paidAt?.toISOString() ?? '',
      transaction_id: bill.state === 'paid' ? `SBX${bill.id.slice(2, 12).toUpperCase()}` : '',
      transaction_status: bill.state === 'paid' ? 'completed' : bill.state,
    };
    return { ...fields, x_signature: xSignature(fields, this.key) };
  }

  /** Where the bank page sends the browser back: the payment's return URL with Billplz's signed billplz[...] query. */
  returnUrl(bill: typeof sandboxBills.$inferSelect): string {
    const facts: Record<string, string> = {
      'billplz[id]': bill.id,
      'billplz[paid]': String(bill.state === 'paid'),
      'billplz[paid_at]': bill.paidAt?.toISOString() ?? '',
    };
    const signature = xSignature(Object.fromEntries(Object.entries(facts).map(([k, v]) => [k.replace(/[[\]]/g, ''), v])), this.key);
    const url = new URL(bill.redirectUrl);
    for (const [k, v] of Object.entries(facts)) url.searchParams.set(k, v);
    url.searchParams.set('billplz[x_signature]', signature);
    return url.toString();
  }
}
