import type { LocalText } from '@portal/shared/lang';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { pickupReservations } from './pre-orders.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const customer = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A customer's SMS template (issue 18, docs/decisions.md "Enhanced SMS"): its text with variables, the
 * tracking events it is sent on, enabled (1) or disabled (2). One enabled template per event.
 */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customer(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    allowLinks: boolean('allow_links').notNull().default(false),
    status: smallint('status').notNull().default(2),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_templates_customer_name').on(t.customerId, t.name)],
);

/** Customers whose templates may carry links: the courier's administrator allows it. */
export const smsLinkPermits = pgTable('sms_link_permits', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  allowedBy: integer('allowed_by').references(() => users.id, { onDelete: 'set null' }),
  allowedAt: ts('allowed_at').notNull().defaultNow(),
});

/**
 * One message to a receiver: one per template, waybill and tracking event (the event's status and
 * time), so a retried job or a replayed scan sends once. The receiver's number is kept whole (the
 * log masks it; realPhoneNum reveals it, audited); cost in sen as the provider charged.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customer(),
    /** Null once the template is deleted: its messages stay in the log under the name they were sent with. */
    templateId: bigint('template_id', { mode: 'number' }).references(() => smsTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    waybillNo: text('waybill_no').notNull(),
    event: text('event').notNull(),
    eventAt: ts('event_at').notNull(),
    receiverTel: text('receiver_tel').notNull(),
    text: text('text').notNull(),
    parts: smallint('parts').notNull(),
    costSen: integer('cost_sen').notNull().default(0),
    state: text('state').notNull().default('QUEUED'),
    providerId: text('provider_id'),
    failure: text('failure').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('sms_messages_once').on(t.templateId, t.orderId, t.event, t.eventAt),
    uniqueIndex('sms_messages_provider').on(t.providerId),
    index('sms_messages_customer_time').on(t.customerId, t.createdAt, t.id),
    // The send job's "this waybill's event has had its message" (send-messages.ts), whatever the template.
    index('sms_messages_order_event').on(t.orderId, t.event, t.eventAt),
  ],
);

/** A receiver phone that replied STOP to a customer's messages: that customer sends it no more. */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    customerId: customer(),
    phone: text('phone').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.phone] })],
);

/**
 * The sandbox SMS provider's own record of every message handed to it (the default provider): what a
 * real gateway keeps on its side, by its message id; one per client reference (our message id).
 */
export const sandboxSms = pgTable('sandbox_sms', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  text: text('text').notNull(),
  parts: smallint('parts').notNull(),
  costSen: integer('cost_sen').notNull(),
  state: text('state').notNull().default('ACCEPTED'),
  callbackUrl: text('callback_url').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A customer's standing weekly pickup (monthlyPickup): the weekdays and window a courier comes. */
export const pickupSchedules = pgTable('pickup_schedules', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  window: text('pickup_window').notNull(),
  contactName: text('contact_name').notNull(),
  contactTel: text('contact_tel').notNull(),
  postcode: text('postcode').notNull(),
  address: text('address').notNull(),
  parcels: integer('parcels').notNull(),
  remark: text('remark').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What the schedule did on a day, once per customer and day: the booking, or why there is none. */
export const pickupScheduleRuns = pgTable(
  'pickup_schedule_runs',
  {
    customerId: customer(),
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => pickupReservations.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
);

/** The account manager the courier assigned to a customer (dedicatedCustomerService). */
export const accountManagers = pgTable('account_managers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  title: text('title').notNull(),
  phone: text('phone').notNull(),
  whatsapp: text('whatsapp').notNull(),
  email: text('email').notNull(),
  hours: jsonb('hours').$type<LocalText>().notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  backupPhone: text('backup_phone').notNull(),
});
