import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6, mode: 'number' });

/**
 * The courier's network (issue 15): regions (level 1), hubs (2), branches (3) and outlets (4), each
 * under its parent. Scans name a site by `code`; the pickers by `id` (customers' `network_id`). A
 * drop point is a site with `drop_off` (a counter where shippers hand parcels in, taking `products`);
 * the order form offers the enabled ones (queryDroppoints). Sites are closed by clearing `enabled`,
 * never deleted, so orders and scans keep their reference. A region has no street address.
 */
export const networkSites = pgTable(
  'network_sites',
  {
    code: text('code').primaryKey(),
    /** Seeded sites carry the courier's own numbers (area and site, 1201); sites added later count from 100001. */
    id: integer('id').notNull().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code').references((): AnyPgColumn => networkSites.code),
    state: text('state'),
    city: text('city'),
    postcode: text('postcode'),
    /** Street address; postcode, town and state are their own columns. */
    address: text('address'),
    phone: text('phone'),
    /** As the site posts them: 'Mon–Fri 09:00–18:00, Sat 09:00–13:00'. */
    openingHours: text('opening_hours'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    /** A counter that takes parcels from shippers (DROP OFF). */
    dropOff: boolean('drop_off').notNull().default(false),
    /** The products the counter takes; Cargo only where there is a floor scale and a dock. */
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('network_sites_id').on(t.id),
    index('network_sites_parent').on(t.parentCode),
    check('network_sites_level', sql`${t.level} between 1 and 4`),
    check(
      'network_sites_place',
      sql`${t.level} = 1 or (${t.state} is not null and ${t.city} is not null and ${t.postcode} is not null and ${t.address} is not null)`,
    ),
    check('network_sites_counter', sql`not ${t.dropOff} or (${t.phone} is not null and ${t.openingHours} is not null)`),
  ],
);

/**
 * The delivery promises of spec 3's time-effective-type option, seeded from the shared
 * `TIME_EFFECTIVE_TYPES` (packages/shared/src/network.ts); `is_enable` 2 is withdrawn.
 */
export const timeEffectiveTypes = pgTable('time_effective_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameMl: text('name_ml').notNull(),
  minDays: smallint('min_days').notNull(),
  maxDays: smallint('max_days').notNull(),
  isEnable: smallint('is_enable').notNull().default(1),
});
