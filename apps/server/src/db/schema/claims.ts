import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A claim for a lost or damaged parcel (issue 18, docs/decisions.md "Claims"): one of the customer's
 * waybills, the amount claimed up to the ceiling its insurance decided (kept as it was when filed),
 * the bank account to pay, and the desk's decision. One claim per waybill that is not rejected: a
 * double click files one, and an approved waybill is settled.
 */
export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    waybillNo: text('waybill_no').notNull(),
    claimType: text('claim_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    claimAmountSen: bigint('claim_amount_sen', { mode: 'number' }).notNull(),
    ceilingSen: bigint('ceiling_sen', { mode: 'number' }).notNull(),
    insured: integer('insured').notNull().default(0),
    approvedSen: bigint('approved_sen', { mode: 'number' }),
    description: text('description').notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccount: text('bank_account').notNull(),
    accountHolder: text('account_holder').notNull(),
    decisionReason: text('decision_reason').notNull().default(''),
    /** WALLET or STATEMENT: where an approved amount went. */
    settlement: text('settlement'),
    userId: integer('user_id'),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('claims_customer_time').on(t.customerId, t.createdAt, t.id),
    index('claims_status_time').on(t.status, t.createdAt),
    uniqueIndex('claims_one_per_waybill').on(t.waybillNo).where(sql`${t.status} <> 'REJECTED'`),
  ],
);

/** A claim's progress schedule: each step (filed, changed, decided, paid) with its note and amount. */
export const claimSteps = pgTable(
  'claim_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    note: text('note').notNull().default(''),
    amountSen: bigint('amount_sen', { mode: 'number' }),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_steps_claim').on(t.claimId, t.id)],
);
