import { sql } from 'drizzle-orm';
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
    // The points accrual job reads the lines since its mark, every customer's (mall/service.ts).
    index('wallet_ledger_time').on(t.createdAt),
  ],
);

/**
 * An application to close the prepaid account (`prepay/closeAccount.do`, issue 17). While one is
 * PENDING the wallet takes no top-up; the courier's staff approve it (the whole balance is paid out to
 * the bank account given, a CLOSE ledger line, and the prepaid account closed) or reject it.
 * docs/decisions.md "Closing the prepaid account".
 */
export const prepayCloseApplies = pgTable(
  'prepay_close_applies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    accountHolder: text('account_holder').notNull(),
    balanceAtApplySen: bigint('balance_at_apply_sen', { mode: 'number' }).notNull(),
    refundedSen: bigint('refunded_sen', { mode: 'number' }),
    decisionNote: text('decision_note').notNull().default(''),
    decidedBy: integer('decided_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('prepay_close_applies_customer').on(t.customerId, t.appliedAt),
    // One application awaiting review per customer: a double click applies once.
    uniqueIndex('prepay_close_applies_one_pending').on(t.customerId).where(sql`${t.status} = 'PENDING'`),
  ],
);
