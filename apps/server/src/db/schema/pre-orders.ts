import type { OrderSetting, PreOrderFields, PreOrderStatus, SmartOrderPreset } from '@portal/shared/pre-orders';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { storedFiles } from './files.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Pre-orders (VIP orders, issue 16): orders saved without being submitted. The fields are kept as
 * the form sent them (each checked, none required); a submit places them through insertOrder's own
 * code with `requestId` as the order's client request id, so a pre-order becomes one order however
 * many times it is submitted.
 */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    status: text('status').$type<PreOrderStatus>().notNull().default('SAVED'),
    fields: jsonb('fields').$type<PreOrderFields>().notNull(),
    vipMenuName: text('vip_menu_name'),
    waybillNo: text('waybill_no'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    placedAt: ts('placed_at'),
  },
  (t) => [
    index('pre_orders_customer_status').on(t.customerId, t.status, t.id),
    uniqueIndex('pre_orders_request').on(t.customerId, t.requestId),
  ],
);

/** A customer's defaults for new pre-orders (saveOrderSetting). */
export const preOrderSettings = pgTable('pre_order_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  setting: jsonb('setting').$type<OrderSetting>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Smart orders: a customer's named order presets. */
export const smartOrders = pgTable(
  'smart_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    preset: jsonb('preset').$type<SmartOrderPreset>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('smart_orders_customer_name').on(t.customerId, t.name)],
);

/**
 * The accessory library: a customer's uploaded files. The content is in the file store
 * (stored_files, under a generated name); this row keeps what the customer sees.
 */
export const accessories = pgTable(
  'accessories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('accessories_customer').on(t.customerId, t.createdAt)],
);

/** Extra fields and attached files of one order (insOrUpdateOrderAppendixs). */
export const orderAppendixes = pgTable(
  'order_appendixes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    waybillNo: text('waybill_no').notNull(),
    fields: jsonb('fields').$type<{ name: string; value: string }[]>().notNull(),
    accessoryIds: jsonb('accessory_ids').$type<string[]>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_appendixes_order').on(t.customerId, t.waybillNo)],
);

/** Pickup reservations: a window of a day booked for a courier to collect. */
export const pickupReservations = pgTable(
  'pickup_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    window: text('pickup_window').notNull(),
    contactName: text('contact_name').notNull(),
    contactTel: text('contact_tel').notNull(),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    parcels: integer('parcels').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<'BOOKED' | 'CANCELLED'>().notNull().default('BOOKED'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pickup_reservations_customer_day').on(t.customerId, t.day)],
);
