import { Code } from '@portal/shared/codes';
import { formatRinggit } from '@portal/shared/money';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { customers, walletLedger, wallets } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { closing } from './close-account.ts';

/**
 * Ledger kinds. ORDER: an order's price taken when it is placed (reference the waybill); REFUND: it
 * given back on cancelling (the waybill); ORDER_EDIT: the difference an edit takes or gives back
 * (reference `waybill#n`, the order's n-th edit), so each edit moves the wallet once; TOPUP: a paid
 * top-up (reference our payment id), credited from the gateway's verified callback alone; CLOSE:
 * the whole balance paid out when the prepaid account is closed (reference the application); CLAIM:
 * an approved claim for a lost or damaged parcel (reference the claim number, modules/claims).
 * shared/advance-payment.ts LEDGER_KINDS lists them all for the advance payment page.
 */
export type DebitKind = 'ORDER' | 'ORDER_EDIT';
export type CreditKind = 'REFUND' | 'ORDER_EDIT' | 'TOPUP' | 'CLAIM';

/**
 * The prepaid wallet: the only writer of `wallets` and `wallet_ledger`. Every movement changes the
 * balance and appends its ledger line (with the balance after it) in the same statement or
 * transaction, so the ledger always adds up to the balance. Debits are conditional updates (never
 * below zero, whatever runs at the same time); credits are once per (customer, kind, reference).
 */
export class WalletService {
  /**
   * A debit as two common table expressions, for a statement that writes something else from it
   * (the order that is placed): `debited`, one conditional UPDATE answering the new balance as
   * `balance_sen`, or no row when the balance cannot cover the amount; and its ledger line. A
   * statement that writes its row only `from debited` is whole or nothing, and holds the wallet's
   * row only while it runs and commits. The values may be placeholders of a prepared statement.
   */
  debitCtes(
    customerId: number | Placeholder,
    amountSen: number | Placeholder,
    reference: string | Placeholder,
    kind: DebitKind = 'ORDER',
  ): SQL {
    if (kind !== 'ORDER' && kind !== 'ORDER_EDIT') throw new Error(`unknown debit kind ${kind}`);
    return sql`debited as (
      update ${wallets} set balance_sen = balance_sen - ${amountSen}, updated_at = now()
      where customer_id = ${customerId} and balance_sen >= ${amountSen}
      returning balance_sen),
    debit_ledger as (
      insert into ${walletLedger} (customer_id, amount_sen, balance_after_sen, kind, reference)
      select ${customerId}, -${amountSen}::bigint, balance_sen, ${sql.raw(`'${kind}'`)}, ${reference} from debited)`;
  }

  /** The refusal of a debit the balance could not cover, with both amounts. */
  async insufficient(
    db: DbOrTx,
    scope: RowScope,
    amountSen: number,
    key: 'walletInsufficient' | 'walletInsufficientForEdit' = 'walletInsufficient',
  ): Promise<PortalError> {
    return new PortalError(Code.WALLET_INSUFFICIENT, key, {
      needed: formatRinggit(amountSen),
      balance: formatRinggit(await this.balanceSen(db, scope)),
    });
  }

  /** Takes an amount inside the caller's transaction, or throws the insufficient refusal. Returns the new balance. */
  async debit(tx: Tx, scope: RowScope, amountSen: number, reference: string, kind: DebitKind = 'ORDER'): Promise<number> {
    const result = (await tx.execute(
      sql`with ${this.debitCtes(scope.customerId, amountSen, reference, kind)} select balance_sen from debited`,
    )) as unknown as { rows: { balance_sen: string | number }[] };
    const [row] = result.rows;
    if (!row) throw await this.insufficient(tx, scope, amountSen, kind === 'ORDER' ? 'walletInsufficient' : 'walletInsufficientForEdit');
    return Number(row.balance_sen);
  }

  /**
   * Debits a batch of orders in their order, inside the caller's transaction: the wallet's row is
   * locked, each amount still to pay is covered while the balance lasts (one the balance cannot cover is refused
   * and a later, smaller one may still be covered, as placing them one by one would), `write` writes
   * what is covered and answers what it wrote (a row written already by a retry is not), and that is
   * debited with one UPDATE and one ledger line per reference. Returns the refused items and the balance after.
   */
  async debitInOrder<T extends { amountSen: number; reference: string }>(
    tx: Tx,
    { customerId }: RowScope,
    /** What is still to pay, read once the wallet is locked (so a parallel batch's rows are seen as written). */
    items: () => Promise<T[]>,
    write: (covered: T[]) => Promise<T[]>,
  ): Promise<{ refused: T[]; balanceSen: number }> {
    const locked = (await tx.execute(sql`select balance_sen from ${wallets} where customer_id = ${customerId} for update`)) as unknown as {
      rows: { balance_sen: string | number }[];
    };
    let balance = Number(locked.rows[0]?.balance_sen ?? 0);
    const covered: T[] = [];
    const refused: T[] = [];
    for (const item of await items()) {
      if (item.amountSen <= balance) {
        balance -= item.amountSen;
        covered.push(item);
      } else refused.push(item);
    }
    const written = await write(covered);
    if (!written.length) return { refused, balanceSen: Number(locked.rows[0]?.balance_sen ?? 0) };
    const total = written.reduce((sum, i) => sum + i.amountSen, 0);
    const lines = JSON.stringify(written.map((i, n) => ({ amount: i.amountSen, reference: i.reference, n })));
    // The balance after each line runs down in the batch's order, so the ledger still adds up line by line.
    const result = (await tx.execute(sql`with debited as (
        update ${wallets} set balance_sen = balance_sen - ${total}, updated_at = now()
        where customer_id = ${customerId} and balance_sen >= ${total}
        returning balance_sen + ${total} as before_sen),
      lines as (select * from jsonb_to_recordset(${lines}::jsonb) as l(amount bigint, reference text, n integer)),
      ledger as (
        insert into ${walletLedger} (customer_id, amount_sen, balance_after_sen, kind, reference)
        select ${customerId}, -lines.amount, debited.before_sen - sum(lines.amount) over (order by lines.n), 'ORDER', lines.reference
        from lines, debited)
      select before_sen - ${total} as balance_sen from debited`)) as unknown as { rows: { balance_sen: string | number }[] };
    // The row is locked since the covering was decided: a missing row here is a bug, not a race.
    if (!result.rows[0]) throw new Error(`wallet of customer ${customerId} changed under its lock`);
    return { refused, balanceSen: Number(result.rows[0].balance_sen) };
  }

  /** The refusal of an amount a known balance cannot cover (a batch knows its balance without reading it). */
  insufficientAt(amountSen: number, balanceSen: number): PortalError {
    return new PortalError(Code.WALLET_INSUFFICIENT, 'walletInsufficient', {
      needed: formatRinggit(amountSen),
      balance: formatRinggit(balanceSen),
    });
  }

  /**
   * Gives an amount back once: the ledger's (customer, kind, reference) is unique, so a second credit
   * of the same reference adds nothing and leaves the balance alone. Returns whether it was credited.
   */
  async creditOnce(
    tx: Tx,
    { customerId }: RowScope,
    amountSen: number,
    reference: string,
    note: string,
    kind: CreditKind = 'REFUND',
  ): Promise<boolean> {
    const [line] = await tx
      .insert(walletLedger)
      .values({ customerId, amountSen, balanceAfterSen: 0, kind, reference, note })
      .onConflictDoNothing()
      .returning({ id: walletLedger.id });
    if (!line) return false;
    const [row] = await tx
      .update(wallets)
      .set({ balanceSen: sql`${wallets.balanceSen} + ${amountSen}`, updatedAt: new Date() })
      .where(eq(wallets.customerId, customerId))
      .returning({ balance: wallets.balanceSen });
    await tx
      .update(walletLedger)
      .set({ balanceAfterSen: row?.balance ?? amountSen })
      .where(eq(walletLedger.id, line.id));
    return true;
  }

  /**
   * Pays the whole balance out when the prepaid account is closed (`prepay/closeAccount.do` approved):
   * the balance becomes 0 and a CLOSE line of minus what it was is appended, once per reference (the
   * application), in the caller's transaction. Returns the amount paid out.
   */
  async payOutAll(tx: Tx, { customerId }: RowScope, reference: string, note: string): Promise<number> {
    const [wallet] = await tx.select({ balance: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, customerId)).for('update');
    const balance = wallet?.balance ?? 0;
    const [line] = await tx
      .insert(walletLedger)
      .values({ customerId, amountSen: -balance, balanceAfterSen: 0, kind: 'CLOSE', reference, note })
      .onConflictDoNothing()
      .returning({ id: walletLedger.id });
    if (!line) return 0;
    await tx.update(wallets).set({ balanceSen: 0, updatedAt: new Date() }).where(eq(wallets.customerId, customerId));
    return balance;
  }

  /** Whether an application to close the prepaid account awaits review: the wallet then takes no top-up. */
  async closing(db: DbOrTx, scope: RowScope): Promise<boolean> {
    return closing(db, scope);
  }

  async balanceSen(db: DbOrTx, { customerId }: RowScope): Promise<number> {
    const [wallet] = await db.select({ balance: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, customerId));
    return wallet?.balance ?? 0;
  }

  /** The wallet as the shell shows it: balance and whether the customer's prepaid account is open (1) or not (2). */
  async account(db: DbOrTx, { customerId }: RowScope): Promise<{ balanceSen: number; openPrepay: number }> {
    const [row] = await db
      .select({ openPrepay: customers.openPrepay, balance: wallets.balanceSen })
      .from(customers)
      .leftJoin(wallets, eq(wallets.customerId, customers.id))
      .where(eq(customers.id, customerId));
    return { balanceSen: row?.balance ?? 0, openPrepay: row?.openPrepay ?? 2 };
  }
}
