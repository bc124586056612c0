import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/**
 * Delivery orders (DO) of a customer (spec 2 `doInfoImport` ... `doOrderManager`): the document a
 * business receiver (a retail chain's DC, a wholesaler) checks the goods against at its dock. The DO
 * number is the shipper's own and unique per customer, cancelled ones included: the receiver's
 * purchasing system knows it by that number.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    doNo: text('do_no').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverTel: text('receiver_tel').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    receiverPostcode: text('receiver_postcode').notNull(),
    /** The receiver as one comparable text (shared `receiverKey`): the DOs of one box go to one dock. */
    receiverKey: text('receiver_key').notNull(),
    /** Shared DO_STATUSES: WAITING_PACK, PACKED, PRINTED, CANCELLED. */
    status: text('status').notNull().default('WAITING_PACK'),
    printCount: integer('print_count').notNull().default(0),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_orders_number').on(t.customerId, t.doNo), index('delivery_orders_list').on(t.customerId, t.status, t.id)],
);

/** The goods of a DO, in the order of the file. */
export const deliveryOrderLines = pgTable(
  'delivery_order_lines',
  {
    deliveryOrderId: bigint('delivery_order_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemCode: text('item_code').notNull().default(''),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryOrderId, t.lineNo] })],
);

/**
 * A packed box (carton) by its packing number, the label the shipper's warehouse sticks on it. The
 * first binding fixes its receiver: a box is unloaded at one dock, so every DO in it goes there.
 */
export const packingBoxes = pgTable(
  'packing_boxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    packingNo: text('packing_no').notNull(),
    receiverKey: text('receiver_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('packing_boxes_number').on(t.customerId, t.packingNo)],
);

/** Which DOs are in which boxes: one box many DOs, one DO many boxes, each pair once. */
export const deliveryOrderBoxes = pgTable(
  'delivery_order_boxes',
  {
    deliveryOrderId: bigint('delivery_order_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: 'cascade' }),
    boxId: bigint('box_id', { mode: 'number' })
      .notNull()
      .references(() => packingBoxes.id, { onDelete: 'cascade' }),
    boundBy: integer('bound_by').references(() => users.id, { onDelete: 'set null' }),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deliveryOrderId, t.boxId] }), index('delivery_order_boxes_box').on(t.boxId)],
);
