import type { LocalText } from '@portal/shared/lang';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A business customer of the courier. Money in sen, weights in grams. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  longName: text('long_name'),
  tel1: text('tel1'),
  tel2: text('tel2'),
  address: text('address'),
  siteCode: text('site_code'),
  siteName: text('site_name'),
  networkId: integer('network_id'),
  holder: text('holder'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  bankStatement: text('bank_statement'),
  bankStatementUrl: text('bank_statement_url'),
  /** How the customer pays: CASH, MONTHLY or PREPAID. */
  cusType: text('cus_type'),
  /** The settlement code the spec's rules read (PP_PM opens enhanced SMS, for instance). */
  settlementCode: text('settlement_code'),
  codLimit: integer('cod_limit'),
  /** The pay methods the customer's contract allows (shared/order.ts PAY_METHODS). */
  payMethods: jsonb('pay_methods').$type<string[]>().notNull().default(['CASH']),
  nameType: text('name_type'),
  /** 1 frozen: no ordering until the account manager lifts it. */
  lockFlag: integer('lock_flag').notNull().default(0),
  /** 1 the prepaid wallet is open, 2 closed (spec 3). */
  openPrepay: integer('open_prepay').notNull().default(2),
  realityWeight: integer('reality_weight'),
  maxValue: integer('max_value'),
  shippingTermsFlag: integer('shipping_terms_flag').notNull().default(0),
  serviceLogo: text('service_logo'),
  vipAgreementSignedAt: timestamp('vip_agreement_signed_at', { withTimezone: true }),
  vipAgreementSignedBy: integer('vip_agreement_signed_by'),
  reverse: integer('reverse').notNull().default(0),
  shareCustomer: integer('share_customer').notNull().default(0),
  /** Grayscale switches (spec 3 "Permission config"). */
  isMallShow: boolean('is_mall_show').notNull().default(false),
  printCustomerCodes: boolean('print_customer_codes').notNull().default(false),
  customConfig: jsonb('custom_config').$type<Record<string, unknown>>(),
  /** For e-invoicing (issue 17): LHDN tax identification number, SSM business registration number, SST registration. */
  tin: text('tin'),
  brn: text('brn'),
  sstNo: text('sst_no'),
  /** A demo customer (the seed's): the simulator moves its parcels by itself (docs/decisions.md "The simulator"). */
  demo: boolean('demo').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products the customer may ship, with its weight and size limits (spec 3 expressTypes). */
export const customerExpressTypes = pgTable(
  'customer_express_types',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    typeName: text('type_name').notNull(),
    productType: text('product_type').$type<'NE' | 'MS'>().notNull(),
    state: integer('state').notNull().default(1),
    maxWeight: integer('max_weight').notNull(),
    minimumWeight: integer('minimum_weight').notNull(),
    length: integer('length').notNull(),
    height: integer('height').notNull(),
    width: integer('width').notNull(),
  },
  (t) => [uniqueIndex('customer_express_types_customer_type').on(t.customerId, t.typeName)],
);

/** Per-country limits for international orders (spec 3 countryRestriction). */
export const customerCountryRestrictions = pgTable(
  'customer_country_restrictions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    weight: integer('weight').notNull(),
    length: integer('length').notNull(),
    height: integer('height').notNull(),
    width: integer('width').notNull(),
  },
  (t) => [uniqueIndex('customer_country_restrictions_customer_country').on(t.customerId, t.countryCode)],
);

/** Overdue-arrears notices the finance team raises for a customer (spec 3, 4). */
export const overdueArrears = pgTable('overdue_arrears', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('0'),
  show: boolean('show').notNull().default(true),
  topic: jsonb('topic').$type<LocalText>().notNull(),
  content: jsonb('content').$type<LocalText>().notNull(),
  createdAt: createdAt(),
});
