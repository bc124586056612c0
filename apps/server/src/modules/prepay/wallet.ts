import { Code } from '@portal/shared/codes';
import { formatRinggit } from '@portal/shared/money';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { walletLedger, wallets } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';

/**
 * Takes an order's price from the wallet inside the order's transaction: one conditional UPDATE,
 * so concurrent orders can never take the balance below zero, and a ledger line naming the waybill.
 */
export async function debitWallet(tx: Tx, customerId: number, amountSen: number, reference: string): Promise<number> {
  const [row] = await tx
    .update(wallets)
    .set({ balanceSen: sql`${wallets.balanceSen} - ${amountSen}`, updatedAt: new Date() })
    .where(and(eq(wallets.customerId, customerId), gte(wallets.balanceSen, amountSen)))
    .returning({ balance: wallets.balanceSen });
  if (!row) {
    const [wallet] = await tx.select({ balance: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, customerId));
    throw new PortalError(Code.WALLET_INSUFFICIENT, 'walletInsufficient', {
      needed: formatRinggit(amountSen),
      balance: formatRinggit(wallet?.balance ?? 0),
    });
  }
  await tx.insert(walletLedger).values({ customerId, amountSen: -amountSen, balanceAfterSen: row.balance, kind: 'ORDER', reference });
  return row.balance;
}

/**
 * Gives an amount back once: the ledger's (customer, kind, reference) is unique, so a second refund
 * of the same waybill adds nothing and leaves the balance alone. Returns whether it was credited.
 */
export async function refundOnce(tx: Tx, customerId: number, amountSen: number, reference: string, note: string): Promise<boolean> {
  const [line] = await tx
    .insert(walletLedger)
    .values({ customerId, amountSen, balanceAfterSen: 0, kind: 'REFUND', reference, note })
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
