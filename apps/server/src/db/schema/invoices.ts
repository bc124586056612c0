import type { InvoiceParty } from '@portal/shared/invoice';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * The invoice number series (issue 17): the last number given in each series (prefix and year).
 * A number is taken by the transaction that issues the invoice, so a rolled-back issue gives its
 * number back and the series has no gaps; the row lock orders concurrent issues.
 */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

/**
 * An issued invoice, kept as it was issued: the supplier's and the buyer's details of that day, the
 * lines and the totals, so it prints and submits the same ever after. `documentKind` and
 * `documentRef` name what it invoices (a cash bill now; a monthly statement later).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceNo: text('invoice_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    documentKind: text('document_kind').notNull(),
    documentRef: text('document_ref').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    amountSen: money('amount_sen'),
    sstSen: money('sst_sen'),
    totalSen: money('total_sen'),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [index('invoices_customer_document').on(t.customerId, t.documentKind, t.documentRef)],
);

/** The lines of an invoice. An item (a waybill of a kind of document) is invoiced once: the unique index. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    documentKind: text('document_kind').notNull(),
    itemRef: text('item_ref').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amountSen: money('amount_sen'),
    sstSen: money('sst_sen'),
    totalSen: money('total_sen'),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] }), uniqueIndex('invoice_lines_item').on(t.documentKind, t.itemRef)],
);
