import { Code } from '@portal/shared/codes';
import { formatRinggit } from '@portal/shared/money';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { walletLedger, wallets } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';

/**
 * The debit of an order's price as two common table expressions, for the statement that writes the
 * order itself: `debited`, one conditional UPDATE (so concurrent orders can never take the balance
 * below zero) answering the new balance as `balance_sen`, or no row when the balance cannot cover the
 * price; and its ledger line naming the waybill. A statement that writes the order only `from debited`
 * places a wallet-paid order whole or not at all, and holds the wallet's row only while it runs and
 * commits. The values may be placeholders, for a statement rendered once and run many times.
 */
export function walletDebitCtes(
  customerId: number | Placeholder,
  amountSen: number | Placeholder,
  reference: string | Placeholder,
  kind: DebitKind = 'ORDER',
): SQL {
  return sql`debited as (
      update ${wallets} set balance_sen = balance_sen - ${amountSen}, updated_at = now()
      where customer_id = ${customerId} and balance_sen >= ${amountSen}
      returning balance_sen),
    debit_ledger as (
      insert into ${walletLedger} (customer_id, amount_sen, balance_after_sen, kind, reference)
      select ${customerId}, -${amountSen}::bigint, balance_sen, ${sql.raw(`'${kind}'`)}, ${reference} from debited)`;
}

/**
 * Ledger kinds. ORDER: an order's price taken when it is placed (reference the waybill); REFUND: it
 * given back on cancelling (the waybill); ORDER_EDIT: the difference an edit takes or gives back
 * (reference `waybill#n`, the order's n-th edit), so each edit moves the wallet once.
 */
export type DebitKind = 'ORDER' | 'ORDER_EDIT';
export type CreditKind = 'REFUND' | 'ORDER_EDIT';

/** The refusal of a debit the balance could not cover, with both amounts. */
export async function walletInsufficient(
  db: DbOrTx,
  customerId: number,
  amountSen: number,
  key: 'walletInsufficient' | 'walletInsufficientForEdit' = 'walletInsufficient',
): Promise<PortalError> {
  const [wallet] = await db.select({ balance: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, customerId));
  return new PortalError(Code.WALLET_INSUFFICIENT, key, {
    needed: formatRinggit(amountSen),
    balance: formatRinggit(wallet?.balance ?? 0),
  });
}

/**
 * Takes an order's price from the wallet inside the order's transaction: the conditional UPDATE and
 * the ledger line naming the waybill, in one statement. Returns the new balance.
 */
export async function debitWallet(
  tx: Tx,
  customerId: number,
  amountSen: number,
  reference: string,
  kind: DebitKind = 'ORDER',
): Promise<number> {
  const result = (await tx.execute(
    sql`with ${walletDebitCtes(customerId, amountSen, reference, kind)} select balance_sen from debited`,
  )) as unknown as {
    rows: { balance_sen: string | number }[];
  };
  const [row] = result.rows;
  if (!row)
    throw await walletInsufficient(tx, customerId, amountSen, kind === 'ORDER' ? 'walletInsufficient' : 'walletInsufficientForEdit');
  return Number(row.balance_sen);
}

/**
 * Gives an amount back once: the ledger's (customer, kind, reference) is unique, so a second refund
 * of the same waybill adds nothing and leaves the balance alone. Returns whether it was credited.
 */
export async function refundOnce(
  tx: Tx,
  customerId: number,
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
