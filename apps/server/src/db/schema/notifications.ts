import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/**
 * A message to a customer's accounts (issue 18): what happened (`kind`, shared/notifications.ts) and
 * the values its text is filled from, in whatever language it is read. Once per (customer, kind,
 * reference): a replayed scan or callback notifies once. A message without a customer is a broadcast
 * (an announcement): one row every customer that existed when it was sent reads beside its own.
 * docs/decisions.md "Notification centre".
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a broadcast to every customer. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 logistics, 2 account, 3 finance (spec 2: the popover tab's index plus 1). */
    msgType: smallint('msg_type').notNull(),
    kind: text('kind').notNull(),
    /** What it is about (a waybill and its status, a payment): unique per customer and kind. */
    reference: text('reference').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    waybillNo: text('waybill_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.customerId, t.kind, t.reference),
    uniqueIndex('notifications_broadcast_once').on(t.kind, t.reference).where(sql`${t.customerId} is null`),
    index('notifications_customer_type').on(t.customerId, t.msgType, t.id),
  ],
);

/**
 * What an account has read: every message of a type up to `readThrough` (read all), and single
 * messages read one by one above it. So "read all" is one row however many messages there are.
 */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    msgType: smallint('msg_type').notNull(),
    readThrough: bigint('read_through', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.msgType] })],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
