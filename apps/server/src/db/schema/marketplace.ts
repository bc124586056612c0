import type { CommerceOrderStatus, Marketplace, MarketplaceMapping } from '@portal/shared/marketplace';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A shop order read from a marketplace export (issue 16, getCommerceOrders.do): one row per
 * customer, shop and order id, so importing the export again adds nothing; shipped once, through the
 * order module's batch placing, its waybill written back here.
 */
export const commerceOrders = pgTable(
  'commerce_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Marketplace>().notNull(),
    shopOrderId: text('shop_order_id').notNull(),
    status: text('status').$type<CommerceOrderStatus>().notNull().default('NEW'),
    receiverName: text('receiver_name').notNull(),
    receiverTel: text('receiver_tel').notNull(),
    receiverPostcode: text('receiver_postcode').notNull(),
    receiverProv: text('receiver_prov').notNull().default(''),
    receiverCity: text('receiver_city').notNull().default(''),
    receiverAddress: text('receiver_address').notNull(),
    goodsName: text('goods_name').notNull(),
    quantity: smallint('quantity').notNull().default(1),
    /** Null when the export gives no weight: it is asked for at shipping. */
    weightG: integer('weight_g'),
    /** What the buyer pays the rider: the order's amount when its payment method is cash on delivery. */
    codSen: bigint('cod_sen', { mode: 'number' }).notNull().default(0),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    waybillNo: text('waybill_no'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: ts('imported_at').notNull().defaultNow(),
    shippedAt: ts('shipped_at'),
  },
  (t) => [
    uniqueIndex('commerce_orders_shop_order').on(t.customerId, t.platform, t.shopOrderId),
    index('commerce_orders_customer_time').on(t.customerId, t.importedAt, t.id),
  ],
);

/** A customer's own column names for one shop's export; without a row the built-in mapping applies. */
export const marketplaceMappings = pgTable(
  'marketplace_mappings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Marketplace>().notNull(),
    mapping: jsonb('mapping').$type<MarketplaceMapping>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.platform] })],
);
