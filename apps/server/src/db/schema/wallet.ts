import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's prepaid wallet. The balance is kept beside the ledger so a debit can be one
 * conditional UPDATE (never below zero); the ledger is append-only and explains every sen.
 */
export const wallets = pgTable('wallets', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  balanceSen: bigint('balance_sen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    balanceAfterSen: bigint('balance_after_sen', { mode: 'number' }).notNull(),
    /** TOPUP, ORDER, ORDER_EDIT (an edit's difference), REFUND, ADJUST, OPENING. */
    kind: text('kind').notNull(),
    /** What caused it (a waybill number, a gateway transaction id); unique per kind, so nothing repeats. */
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_once').on(t.customerId, t.kind, t.reference),
    index('wallet_ledger_customer_time').on(t.customerId, t.createdAt),
  ],
);
