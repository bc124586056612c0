import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The region tree (spec 3): level 1 states, 2 cities (post towns), 3 areas. An area is the
 * delivery area of one postcode in its town, named by the postcode, so choosing an area chooses the
 * postcode (docs/decisions.md). Loaded from the malaysia-postcodes data set (modules/geography).
 */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_parent').on(t.parentId), index('regions_level_name').on(t.level, t.name)],
);

/** Which data set the region tables hold; a new one is loaded at start-up. */
export const geographyDatasets = pgTable('geography_datasets', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Kinds of premises an address can be (spec 3 "Address type option"). */
export const addressTypes = pgTable('address_types', {
  typeNumber: integer('type_number').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameMl: text('name_ml').notNull(),
  defaultItem: boolean('default_item').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Countries by ISO 3166 alpha-3 code; `receivable` ones may be shipped to. */
export const countries = pgTable(
  'countries',
  {
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameMl: text('name_ml').notNull(),
    dialCode: text('dial_code').notNull(),
    receivable: boolean('receivable').notNull().default(false),
    /** The international tariff zone of a receivable country (tariffs.zone). */
    intlZone: text('intl_zone'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code] })],
);
