import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { walletLedger } from './wallet.ts';

/**
 * The member mall (issue 18; docs/decisions.md "Member mall"). `modules/mall/service.ts` PointsService
 * is the only writer of `member_points` and `points_ledger`: every movement appends its ledger line and
 * changes the balance row in the same transaction, so the ledger always adds up to the balance.
 */
export const memberPoints = pgTable('member_points', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Points to spend. A refund after the points were spent may take it below zero (it takes back what the order earned). */
  points: integer('points').notNull().default(0),
  /** Growth value: what was earned, net of refunds, never spent; it decides the level. */
  growth: integer('growth').notNull().default(0),
  /**
   * Every earning wallet line of the customer created before this time has its points line, so accrual
   * looks only at the lines since (docs/decisions.md "Member mall", "Accrual marks").
   */
  takenBefore: timestamp('taken_before', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** ORDER, ORDER_EDIT, REFUND (from the wallet line of the same kind and reference), STATEMENT (a paid monthly statement), EXCHANGE, OPENING. */
    kind: text('kind').notNull(),
    /** The wallet line's reference (a waybill, `waybill#n`), the statement's bill number, or the gift order's number. */
    reference: text('reference').notNull(),
    /** The wallet ledger line it follows, for the kinds that follow one. */
    walletLedgerId: bigint('wallet_ledger_id', { mode: 'number' }).references(() => walletLedger.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    growth: integer('growth').notNull(),
    pointsAfter: integer('points_after').notNull(),
    growthAfter: integer('growth_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per (customer, kind, reference): a wallet line earns once however often accrual runs.
    uniqueIndex('points_ledger_once').on(t.customerId, t.kind, t.reference),
    index('points_ledger_customer_time').on(t.customerId, t.createdAt),
  ],
);

/**
 * The scheduled accrual's mark (one row): every customer's earning wallet lines created before this time
 * have their points lines, so the job looks only at the lines since.
 */
export const pointsAccrualRun = pgTable(
  'points_accrual_run',
  {
    id: integer('id').primaryKey().default(1),
    takenBefore: timestamp('taken_before', { withTimezone: true }).notNull(),
  },
  (t) => [check('points_accrual_run_one', sql`${t.id} = 1`)],
);

/** The gift catalogue: names in the three languages, a points price, stock that never goes below zero. */
export const mallGifts = pgTable(
  'mall_gifts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameMl: text('name_ml').notNull(),
    category: text('category').notNull(),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The lowest member level that may exchange it (MEMBER_LEVELS). */
    minLevel: text('min_level').notNull().default('SILVER'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_gifts_code').on(t.code),
    check('mall_gifts_stock', sql`${t.stock} >= 0`),
    check('mall_gifts_price', sql`${t.pointsPrice} > 0`),
  ],
);

/**
 * An exchange: the gift, how many, the points it took, and its delivery to the receiver given, kept as
 * a gift-delivery record with its state (PENDING until the gift store sends it under a waybill).
 */
export const giftOrders = pgTable(
  'gift_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    giftId: integer('gift_id')
      .notNull()
      .references(() => mallGifts.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverTel: text('receiver_tel').notNull(),
    receiverPost: text('receiver_post').notNull(),
    receiverState: text('receiver_state').notNull().default(''),
    receiverCity: text('receiver_city').notNull().default(''),
    receiverArea: text('receiver_area').notNull().default(''),
    /** Shared ADDRESS_TYPES' typeNumber (getAddressTypes). */
    receiverAddressType: smallint('receiver_address_type').notNull().default(1),
    receiverAddress: text('receiver_address').notNull(),
    deliveryStatus: text('delivery_status').notNull().default('PENDING'),
    waybillNo: text('waybill_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_orders_customer_time').on(t.customerId, t.createdAt)],
);
