import type { LocalText } from '@portal/shared/lang';
import type { GiftReceiver, PaymentStatus } from '@portal/shared/topup';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The recharge packages the courier offers (spec 3 "Recharge goods"); first-only ones until a first top-up is paid. */
export const rechargeGoods = pgTable('recharge_goods', {
  goodsCode: text('goods_code').primaryKey(),
  chargeAmountSen: bigint('charge_amount_sen', { mode: 'number' }).notNull(),
  /** 1: a gift goes with it (the dialog asks where to send it); 2: none. */
  sendGift: smallint('send_gift').$type<1 | 2>().notNull(),
  firstOnly: boolean('first_only').notNull().default(false),
  describe: jsonb('describe').$type<LocalText>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A top-up on its way through a payment gateway. The wallet is credited from this row only, when the
 * gateway's signed callback says it is paid (docs/decisions.md "Top-up"), once: the row turns PAID under
 * its lock and the ledger's (customer, TOPUP, payment id) is unique.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    goodsCode: text('goods_code'),
    gift: jsonb('gift').$type<GiftReceiver>(),
    /** sandbox or billplz: the gateway that holds the bill. */
    gateway: text('gateway').notNull(),
    /** The gateway's bill id, known once the bill is made. */
    billId: text('bill_id').unique(),
    status: text('status').$type<PaymentStatus>().notNull().default('CREATED'),
    /** Callbacks received for this bill, counted whether or not they changed anything. */
    callbacks: integer('callbacks').notNull().default(0),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_customer_time').on(t.customerId, t.createdAt)],
);

/** The gift a paid package sends: one per payment (its primary key), shipped by the courier's own staff. */
export const topupGifts = pgTable('topup_gifts', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  goodsCode: text('goods_code').notNull(),
  receiver: jsonb('receiver').$type<GiftReceiver>().notNull(),
  status: text('status').$type<'TO_SEND' | 'SENT'>().notNull().default('TO_SEND'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The built-in sandbox bank's own bills (an outside party's records, kept apart from ours): what the
 * shopper chose on its page and whether its callback reached us yet.
 */
export const sandboxBills = pgTable('sandbox_bills', {
  id: text('id').primaryKey(),
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** due (at the bank page), paid, failed or cancelled. */
  state: text('state').$type<'due' | 'paid' | 'failed' | 'cancelled'>().notNull().default('due'),
  bank: text('bank'),
  paidAt: ts('paid_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Secrets the deployment did not give and the server made itself once, shared by every process (the sandbox bank's signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
