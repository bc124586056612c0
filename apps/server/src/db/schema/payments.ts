import type { LocalText } from '@portal/shared/lang';
import type { GiftReceiver, PaymentStatus, StatementPaymentOutcome } from '@portal/shared/topup';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';
import { monthlyStatements } from './statements.ts';

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
 * A top-up, or a monthly statement's payment, on its way through a payment gateway. The wallet is
 * credited from this row only, when the gateway's signed callback says it is paid (docs/decisions.md
 * "Top-up"), once: the row turns PAID under its lock and the ledger's (customer, TOPUP, payment id) is
 * unique. A statement's payment credits nothing: it marks its statement paid (docs/decisions.md "Paying a
 * statement online").
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
    /** The bill's page at the gateway: a second "Pay online" of a statement sends the browser back to it. */
    billUrl: text('bill_url'),
    /** The monthly statement this payment pays; null for a top-up. */
    statementBillNo: text('statement_bill_no').references(() => monthlyStatements.billNo),
    /** What the paid payment did to its statement (SETTLED, ALREADY_PAID, AMOUNT_DIFFERS). */
    statementOutcome: text('statement_outcome').$type<StatementPaymentOutcome>(),
    status: text('status').$type<PaymentStatus>().notNull().default('CREATED'),
    /** Callbacks received for this bill, counted whether or not they changed anything. */
    callbacks: integer('callbacks').notNull().default(0),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_customer_time').on(t.customerId, t.createdAt),
    // One open bill per statement: a second click, or twenty at once, gets the same bill, never a second one to pay.
    uniqueIndex('payments_statement_open').on(t.statementBillNo).where(sql`${t.statementBillNo} is not null and ${t.status} = 'CREATED'`),
  ],
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
