import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { networkSites } from './network.ts';
import { promotions } from './promotions.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** Sizes in cm with two decimals, read back as numbers. */
const size = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** The courier's products (spec 9 codes) with their names and how volume counts. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameMl: text('name_ml').notNull(),
  productType: text('product_type').$type<'NE' | 'MS'>().notNull(),
  /** L x W x H (cm) / divisor = volumetric kg. */
  volumetricDivisor: integer('volumetric_divisor').notNull().default(6000),
  sort: integer('sort').notNull().default(0),
});

/**
 * Tariff lines by product and zone. A change is a new line with a later `effective_from`; the line
 * in force is the latest one not in the future, so history stays and an order keeps the price it
 * was placed at (README "Changing a tariff").
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product')
      .notNull()
      .references(() => products.code),
    /** WM, EM, WM_EM, or an international zone (countries.intl_zone). */
    zone: text('zone').notNull(),
    firstWeightG: integer('first_weight_g').notNull(),
    firstPriceSen: integer('first_price_sen').notNull(),
    stepWeightG: integer('step_weight_g').notNull(),
    stepPriceSen: integer('step_price_sen').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tariffs_product_zone_from').on(t.product, t.zone, t.effectiveFrom)],
);

/** The courier's waybill range: numbers come from here, with a check digit (shared/order.ts). */
export const waybillSequence = pgSequence('waybill_seq', { startWith: 1, increment: 1 });

/** One shipment under one waybill number; a multi-parcel shipment has `packageCount` pieces. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    waybillNo: text('waybill_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The form's id for this submission: a retry or double click finds the order already made. */
    clientRequestId: text('client_request_id').notNull(),
    kind: text('kind').$type<'domestic' | 'international'>().notNull(),
    status: text('status').notNull().default('PENDING'),
    expressType: text('express_type').notNull(),
    serveType: text('serve_type').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** The counter a DROP OFF parcel is to be handed in at, when the shipper chose one. */
    dropPointCode: text('drop_point_code').references(() => networkSites.code),
    payMethod: text('pay_method').notNull(),
    senderName: text('sender_name').notNull(),
    senderTel: text('sender_tel').notNull(),
    senderPostcode: text('sender_postcode').notNull(),
    senderProv: text('sender_prov').notNull(),
    senderCity: text('sender_city').notNull(),
    senderAddress: text('sender_address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverTel: text('receiver_tel').notNull(),
    receiverCountry: text('receiver_country').notNull().default('MYS'),
    receiverPostcode: text('receiver_postcode').notNull(),
    receiverProv: text('receiver_prov').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    receiverEmail: text('receiver_email'),
    receiverPassport: text('receiver_passport'),
    goodsName: text('goods_name').notNull(),
    /** Spec 5 goodsType (shared GOODS_TYPES) and brandName; null on orders placed before they were asked (0041). */
    goodsType: text('goods_type'),
    brandName: text('brand_name'),
    goodsNumber: integer('goods_number').notNull().default(1),
    weightG: integer('weight_g').notNull(),
    lengthCm: size('length_cm'),
    widthCm: size('width_cm'),
    heightCm: size('height_cm'),
    packageCount: smallint('package_count').notNull().default(1),
    /**
     * Spec 5 goodsValue: what the goods are worth (a domestic order's declared value, an international one's customs
     * total); null for a document, or an order placed before it was asked (0041). The insured value is goods_value_sen.
     */
    declaredValueSen: bigint('declared_value_sen', { mode: 'number' }),
    /** The insured value (spec 5: filling it buys insurance); 0 = not insured. */
    goodsValueSen: money('goods_value_sen'),
    codSen: money('cod_sen'),
    shippingTerms: text('shipping_terms'),
    /** The destination hub abroad (getDestination) of an international order. */
    destination: text('destination'),
    zone: text('zone').notNull(),
    /** The sort code printed big on the label: destination hub and postcode. */
    sortCode: text('sort_code').notNull(),
    volumetricWeightG: integer('volumetric_weight_g').notNull(),
    chargeableWeightG: integer('chargeable_weight_g').notNull(),
    freightSen: money('freight_sen'),
    insuranceSen: money('insurance_sen'),
    codFeeSen: money('cod_fee_sen'),
    /** Taken off the freight by the promotion it was priced with (total = freight - discount + insurance + COD fee). */
    discountSen: money('discount_sen'),
    promotionId: integer('promotion_id').references(() => promotions.id),
    totalSen: money('total_sen'),
    tariffId: bigint('tariff_id', { mode: 'number' }).references(() => tariffs.id),
    orderCode: text('order_code').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The VIP menu label the order was placed from (spec 7 vipMenuName). */
    vipMenuName: text('vip_menu_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // What the courier's scans decided (modules/operations): kept on the order so lists, tracking
    // and figures read one row, recomputed from the events whenever one arrives (docs/scans.md).
    /** The time of the event that decided the status (the placing time until a scan arrives). */
    statusAt: timestamp('status_at', { withTimezone: true }).defaultNow(),
    /** The latest scan of any kind, by its own time: how long a parcel has been quiet. */
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    /** The first pick-up or outlet intake scan: where delivery time is measured from. */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    /** Cash the rider collected at the signed scan (COD parcels), in sen. */
    codCollectedSen: bigint('cod_collected_sen', { mode: 'number' }),
    /** The reason of the problem scan behind a PICKUP_FAILED, UNSIGNED or PROBLEM status. */
    problemReason: text('problem_reason'),
  },
  (t) => [
    uniqueIndex('orders_client_request').on(t.customerId, t.clientRequestId),
    // Order management: a customer's orders newest first, by status or not, by date range.
    // Both list indexes also INCLUDE (package_count, cod_sen, total_sen) for the totals: migration 0007.
    index('orders_customer_time').on(t.customerId, t.createdAt, t.id),
    index('orders_customer_status_time').on(t.customerId, t.status, t.createdAt, t.id),
    // A product filter's page (my waybills, order management): migration 0020.
    index('orders_customer_product_time').on(t.customerId, t.expressType, t.createdAt, t.id),
    index('orders_customer_code').on(t.customerId, t.orderCode),
    // My waybills (issue 15): the receiver search (a whole phone, or the name's beginning in lower case:
    // text_pattern_ops in migration 0013) and the signing-time filter, whose entries carry the list's order.
    index('orders_customer_receiver_tel').on(t.customerId, t.receiverTel),
    index('orders_customer_receiver_name').on(t.customerId, sql`lower(${t.receiverName})`),
    // The promotions desk sums each promotion's orders and discounts.
    index('orders_promotion').on(t.promotionId).where(sql`${t.promotionId} is not null`),
    index('orders_customer_signed').on(t.customerId, t.signedAt, t.createdAt, t.id).where(sql`${t.signedAt} is not null`),
  ],
);

/**
 * A customer's orders counted by Malaysian calendar day, status and product, with their parcels, COD and
 * charges: what the order management tabs, totals and list total read instead of counting order
 * rows (a busy shop has ~40,000 orders a week). Kept by statement triggers on `orders` (migration
 * 0008) that append one delta row per (customer, day, status) a statement touches, so concurrent
 * orders never wait on a shared counter row; the job `orders.fold-day-counts` folds each group's
 * deltas into one settled row. Every figure is the sum of a group's rows. docs/decisions.md
 * "Order counts by day".
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    /** The Malaysian calendar day of the orders' creation (UTC+8, no daylight saving). */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    /** The product (migration 0020): my waybills' and order management's figures under a product filter. */
    expressType: text('express_type').notNull().default(''),
    orders: integer('orders').notNull(),
    pieces: bigint('pieces', { mode: 'number' }).notNull(),
    codSen: bigint('cod_sen', { mode: 'number' }).notNull(),
    totalSen: bigint('total_sen', { mode: 'number' }).notNull(),
    /** The part of total_sen paid from the wallet (PP_CASH, PP_PM): the summary's Charged (issue 14). */
    walletSen: bigint('wallet_sen', { mode: 'number' }).notNull().default(0),
    /** The orders with a COD amount, and the cash collected at signing (migration 0012): the dashboard's COD figures and my waybills' COD states. */
    codOrders: integer('cod_orders').notNull().default(0),
    codCollectedSen: bigint('cod_collected_sen', { mode: 'number' }).notNull().default(0),
    /** False for a delta written by a trigger, true for a group's folded row. */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [index('order_day_counts_customer_day').on(t.customerId, t.day)],
);

/**
 * The signed domestic parcels counted by the Malaysian day they were placed, product, route class,
 * promised and measured delivery days: what the on-time rate and the aging query read instead of
 * the orders (issue 15). Kept by the same statement triggers as `order_day_counts` (migration 0012)
 * and folded by the same job. docs/decisions.md "Dashboard figures".
 */
export const orderDayDeliveries = pgTable(
  'order_day_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    expressType: text('express_type').notNull(),
    /** shared/delivery-time.ts RouteClass, from the sender's and receiver's states (SQL `route_class`). */
    routeClass: text('route_class').notNull(),
    /** The route's promised maximum days (SQL `promised_max_days`, the rule of shared `promisedDays`). */
    promisedDays: smallint('promised_days').notNull(),
    /** Measured D+n from the pick-up's day to the signing's; null when no pick-up scan was recorded. */
    deliveryDays: smallint('delivery_days'),
    waybills: integer('waybills').notNull(),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [index('order_day_deliveries_customer_day').on(t.customerId, t.day)],
);

/** Customs declaration lines of an international order. */
export const orderCustoms = pgTable(
  'order_customs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    description: text('description').notNull(),
    hsCode: text('hs_code').notNull().default(''),
    origin: text('origin').notNull().default(''),
    checkNumber: text('check_number').notNull().default(''),
    unitPriceSen: money('unit_price_sen'),
    quantity: integer('quantity').notNull(),
    totalSen: money('total_sen'),
    /** Unit weight in grams and the unit it was declared in (KG, G). */
    weightG: integer('weight_g').notNull(),
    weightUnit: text('weight_unit').notNull().default('KG'),
  },
  (t) => [uniqueIndex('order_customs_line').on(t.orderId, t.lineNo)],
);

/** What happened to a waybill, in order: the first event is the order placed. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Where it happened (a site or hub); empty for the customer's own actions. */
    location: text('location').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A scan's id from the courier's system: a replay of it records nothing (null for portal events). */
    eventId: text('event_id').unique(),
    /** The scan code (docs/scans.md) of a courier's scan; null for portal events. */
    scanCode: smallint('scan_code'),
    /** Orders events of one instant; at or above 90 the status is terminal (shared/scans.ts). */
    rank: smallint('rank').notNull().default(0),
    /** When the event reached us, beside `at` (when it happened). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_order').on(t.orderId, t.at)],
);

/**
 * The waybill edit log (issue 15): every change to an order after it was placed, one row per field
 * changed (packages/shared/src/order-changes.ts names the fields), written in the transaction of the
 * change itself (edit, COD change, cancellation). The waybill number and the login are kept as they
 * were, so the log reads without joins and outlives a deleted sub-account.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    waybillNo: text('waybill_no').notNull(),
    /** edit, address, cod, cancel (ORDER_CHANGE_KINDS). */
    kind: text('kind').notNull(),
    /** The order field, by its name in the code (ORDER_CHANGE_FIELDS). */
    field: text('field').notNull(),
    /** The values as stored text: numbers as digits (money in sen), instants ISO, '' for none. */
    before: text('before').notNull().default(''),
    after: text('after').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    loginCode: text('login_code').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_changes_customer_time').on(t.customerId, t.changedAt, t.id),
    index('order_changes_customer_waybill').on(t.customerId, t.waybillNo, t.changedAt),
    index('order_changes_order').on(t.orderId),
  ],
);

/**
 * Keys of the courier's own systems for the operations API (/ops/v1): hub scanners, handhelds, the
 * sorting line, the simulator. Only a hash is kept; a key is revoked, never deleted, so the events
 * it sent stay attributable.
 */
export const opsKeys = pgTable('ops_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
