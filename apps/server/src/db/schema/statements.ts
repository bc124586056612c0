import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A monthly-account customer's statement of one Malaysian calendar month (issue 17), made by the
 * month-end run (modules/statements/close-month.ts). Its figures are the sums of its lines and
 * adjustments, stored so the list reads one row; `regenerate` recomputes them and must agree.
 */
export const monthlyStatements = pgTable(
  'monthly_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** MS + year + a 6-digit number from `statement_number_series`: no gaps, no repeats. */
    billNo: text('bill_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** YYYY-MM, the Malaysian month the statement closes. */
    billMonth: text('bill_month').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** UNPAID or PAID (shared STATEMENT_STATUSES). */
    status: text('status').notNull().default('UNPAID'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The online payment that paid it (payments.id); null while unpaid or when the courier's finance team
     * recorded the payment. No foreign key: payments refers here, and the schema keeps one direction.
     */
    paymentId: uuid('payment_id'),
    shipments: integer('shipments').notNull().default(0),
    pieces: integer('pieces').notNull().default(0),
    freightSen: money('freight_sen'),
    insuranceSen: money('insurance_sen'),
    codFeeSen: money('cod_fee_sen'),
    /** Promotions' discounts on its shipments (already out of shipments_sen). */
    discountSen: money('discount_sen'),
    shipmentsSen: money('shipments_sen'),
    adjustmentsSen: money('adjustments_sen'),
    taxableSen: money('taxable_sen'),
    sstSen: money('sst_sen'),
    totalSen: money('total_sen'),
  },
  (t) => [
    // One statement per customer and month: a second run of the month finds it made.
    uniqueIndex('monthly_statements_customer_month').on(t.customerId, t.billMonth),
    // The overdue rule reads unpaid statements by due date.
    index('monthly_statements_unpaid_due').on(t.customerId, t.dueDate).where(sql`${t.status} = 'UNPAID'`),
  ],
);

/** One shipment on a statement, its charges copied as they were billed. A shipment is on one statement only. */
export const monthlyStatementLines = pgTable(
  'monthly_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => monthlyStatements.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The line's place on its statement (by delivery time), what the details page pages by. */
    lineNo: integer('line_no').notNull(),
    waybillNo: text('waybill_no').notNull(),
    orderCode: text('order_code').notNull().default(''),
    orderCreatedAt: timestamp('order_created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    expressType: text('express_type').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverProv: text('receiver_prov').notNull(),
    pieces: integer('pieces').notNull(),
    chargeableWeightG: integer('chargeable_weight_g').notNull(),
    freightSen: money('freight_sen'),
    insuranceSen: money('insurance_sen'),
    codFeeSen: money('cod_fee_sen'),
    discountSen: money('discount_sen'),
    amountSen: money('amount_sen'),
  },
  (t) => [
    uniqueIndex('monthly_statement_lines_order').on(t.orderId),
    // The details page: a statement's lines by line number (keyset and offset pages both read it).
    uniqueIndex('monthly_statement_lines_statement_line').on(t.statementId, t.lineNo),
    index('monthly_statement_lines_customer_waybill').on(t.customerId, t.waybillNo),
  ],
);

/**
 * Adjustments the courier's staff write (re-weighed parcels, surcharges, credit notes): waiting
 * with no statement until the next month-end run puts them on the customer's statement.
 */
export const billAdjustments = pgTable(
  'bill_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    statementId: bigint('statement_id', { mode: 'number' }).references(() => monthlyStatements.id, { onDelete: 'set null' }),
    /** REWEIGH, SURCHARGE, CREDIT_NOTE (shared ADJUSTMENT_KINDS); CLAIM an approved claim's credit. */
    kind: text('kind').notNull(),
    waybillNo: text('waybill_no').notNull().default(''),
    /** Signed: a credit note is negative. */
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_adjustments_statement').on(t.statementId, t.id),
    index('bill_adjustments_waiting').on(t.customerId).where(sql`${t.statementId} is null`),
    // An approved claim credits a monthly customer's statement once (modules/claims).
    uniqueIndex('bill_adjustments_one_claim').on(t.customerId, t.waybillNo).where(sql`${t.kind} = 'CLAIM'`),
  ],
);

/** The last statement number given in each year: taken in the run's transaction, so a rollback leaves no gap. */
export const statementNumberSeries = pgTable('statement_number_series', {
  year: integer('year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});
