import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A complaint or suggestion (issue 18): about one of the customer's waybills (or none, a suggestion),
 * answered by the courier's desk, rated when it ends. One open complaint of a type per waybill: a
 * double click raises one. docs/decisions.md "Complaints".
 */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    waybillNo: text('waybill_no'),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('UNTREATED'),
    satisfaction: smallint('satisfaction'),
    satisfactionComment: text('satisfaction_comment'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_customer_time').on(t.customerId, t.createdAt),
    index('complaints_status_time').on(t.status, t.createdAt),
    uniqueIndex('complaints_one_open')
      .on(t.customerId, t.waybillNo, t.type)
      .where(sql`${t.status} <> 'END' and ${t.waybillNo} is not null`),
  ],
);

/** A complaint's timeline: what the shipper or the desk wrote, and the state it left the complaint in. */
export const complaintEntries = pgTable(
  'complaint_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    author: text('author').$type<'customer' | 'staff'>().notNull(),
    userId: integer('user_id'),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_entries_complaint').on(t.complaintId, t.id)],
);
