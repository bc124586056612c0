import type { CodBillState, RemitCycle } from '@portal/shared/cod';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A customer's COD contract terms (docs/decisions.md "COD remittance"). A customer without a row, or
 * a null column, has the defaults of packages/shared (the COD fee's are pricing's DEFAULT_COD_FEE):
 * the table keeps no defaults of its own. The remittance run makes the row and locks it, so two runs
 * for one customer go one after the other. `lastPeriod` is the schedule's period last gathered.
 */
export const codTerms = pgTable('cod_terms', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The COD fee priced into the customer's orders: basis points of the COD amount, at least this. */
  feeRateBp: integer('fee_rate_bp'),
  feeMinSen: integer('fee_min_sen'),
  cycle: text('cycle').$type<RemitCycle>().notNull().default('weekly'),
  holdDays: integer('hold_days').notNull().default(2),
  lastPeriod: text('last_period'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** COD bill numbers: CB + the Malaysian date + this series (shared/cod.ts codBillNumber). */
export const codBillSequence = pgSequence('cod_bill_seq', { startWith: 1, increment: 1 });

/** A remittance of COD cash to a customer: the receivables it gathered and where the payout stands. */
export const codBills = pgTable(
  'cod_bills',
  {
    id: serial('id').primaryKey(),
    billNo: text('bill_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state').$type<CodBillState>().notNull().default('pending'),
    parcels: integer('parcels').notNull(),
    collectedSen: money('collected_sen'),
    feeSen: money('fee_sen'),
    netSen: money('net_sen'),
    /** The signing times of its first and last parcel. */
    periodFrom: ts('period_from').notNull(),
    periodTo: ts('period_to').notNull(),
    /** The bank account paid into, as the customer's record held it when the bill was checked. */
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    holder: text('holder'),
    /** The payout adapter's id of the transfer (sandbox or a bank). */
    payoutId: text('payout_id'),
    bankReference: text('bank_reference'),
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cod_bills_customer_time').on(t.customerId, t.createdAt, t.id), index('cod_bills_state').on(t.state)],
);

/**
 * What the courier owes a customer for one signed COD parcel: the cash collected (`net`). `fee` is the
 * COD fee its order was charged, shown beside it; receivables made before migration 0035 took a
 * remittance fee off instead (`net` = collected - fee). One per parcel (unique order): a replayed
 * signing never makes a second. In at most one bill.
 */
export const codReceivables = pgTable(
  'cod_receivables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    waybillNo: text('waybill_no').notNull(),
    collectedSen: money('collected_sen'),
    feeSen: money('fee_sen'),
    netSen: money('net_sen'),
    signedAt: ts('signed_at').notNull(),
    /** Signed plus the customer's holding days: from then it may go into a bill. */
    releaseAt: ts('release_at').notNull(),
    billId: integer('bill_id').references(() => codBills.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_receivables_order').on(t.orderId),
    index('cod_receivables_bill').on(t.billId, t.id),
    // The remittance run's question: this customer's unbilled cash released by now.
    index('cod_receivables_unbilled').on(t.customerId, t.releaseAt).where(sql`bill_id is null`),
  ],
);

/**
 * The built-in sandbox bank's own record of payouts (an outside party's records, kept apart from
 * ours), one per our reference, so asking twice pays once.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  amountSen: money('amount_sen'),
  account: text('account').notNull(),
  state: text('state').$type<'processing' | 'paid' | 'failed'>().notNull(),
  bankReference: text('bank_reference'),
  reason: text('reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  answeredAt: ts('answered_at'),
});
