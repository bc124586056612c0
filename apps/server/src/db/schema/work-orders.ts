import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { storedFiles } from './files.ts';

/**
 * A work order (issue 18): a shipper's request about one of its waybills (or none), answered by the
 * courier's desk. One open work order of a type per waybill; a row of an import is recognised by its
 * `importKey` (docs/decisions.md "Work orders"), so the same file imported twice raises nothing new.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    waybillNo: text('waybill_no'),
    content: text('content').notNull(),
    status: text('status').notNull().default('UNTREATED'),
    userId: integer('user_id'),
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_orders_customer_time').on(t.customerId, t.createdAt),
    index('work_orders_status_time').on(t.status, t.createdAt),
    uniqueIndex('work_orders_one_open')
      .on(t.customerId, t.waybillNo, t.type)
      .where(sql`${t.status} <> 'END' and ${t.waybillNo} is not null`),
    uniqueIndex('work_orders_import_key').on(t.customerId, t.importKey),
  ],
);

/** A work order's timeline: what the shipper or the desk wrote, and the state it left the work order in. */
export const workOrderEntries = pgTable(
  'work_order_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'number' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    author: text('author').$type<'customer' | 'staff'>().notNull(),
    userId: integer('user_id'),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_entries_order').on(t.workOrderId, t.id)],
);

/**
 * A file uploaded for a work order (`uploadWorkOrderFiles`): kept by the file store under a generated
 * name, shown by the name it was uploaded with; attached to an entry when the work order is raised or
 * added to (until then `entryId` is null).
 */
export const workOrderFiles = pgTable(
  'work_order_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workOrderId: bigint('work_order_id', { mode: 'number' }).references(() => workOrders.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => workOrderEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_files_customer').on(t.customerId, t.workOrderId), index('work_order_files_order').on(t.workOrderId)],
);
