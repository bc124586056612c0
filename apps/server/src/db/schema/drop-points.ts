import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The courier's own counters where a shipper who chose DROP OFF hands a parcel in (queryDroppoints).
 * Kept by the operator with `npm run droppoints`; a point is closed by clearing `active`, never
 * deleted, so orders that named it keep their reference. Postcode, state and town are spelt as the
 * region data has them (checked when a point is added).
 */
export const dropPoints = pgTable('drop_points', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Street address; postcode, town and state are their own columns. */
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  openingHours: text('opening_hours').notNull(),
  /** Product codes the counter takes; Cargo only where there is a floor scale and a dock. */
  products: text('products').array().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
