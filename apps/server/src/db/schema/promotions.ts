import type { LocalText } from '@portal/shared/lang';
import type { Product } from '@portal/shared/order';
import type { DomesticZone } from '@portal/shared/pricing';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/**
 * A share off the freight of matching shipments for a run of Malaysian days (issue 27), kept by the
 * administrator; `modules/promotions`. An order keeps the promotion it was priced with and its discount.
 * Never deleted once an order carries it: ending one early sets `ended_at`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalText>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** A product code, or null for every product. */
    product: text('product').$type<Product>(),
    /** Domestic zones it applies to; empty for every zone. */
    zones: text('zones').array().$type<DomesticZone[]>().notNull().default(sql`'{}'::text[]`),
    /** One customer's own promotion, or null for every customer. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pricing reads the ones not over yet.
  (t) => [index('promotions_in_force').on(t.endsOn).where(sql`${t.endedAt} is null`)],
);
