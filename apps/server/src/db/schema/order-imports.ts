import type { ColumnMapping, ImportCells, ImportField, ImportSettings, ImportState } from '@portal/shared/order-import';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row of an import: the cells as read (or as fixed on the result screen) and what became of it. */
export interface ImportRowRecord {
  rowNumber: number;
  cells: ImportCells;
  waybillNo?: string;
  existing?: boolean;
  /** In the import's language, as the result screen shows them. */
  errors?: { field: ImportField | 'row'; message: string }[];
}

/**
 * An Excel bulk import of orders (issue 16): the rows of the uploaded file, read and mapped when it
 * was uploaded, placed by the `orderImport.run` job (spec 4 states WAITING, IMPORTING, IMPORTED).
 */
export const orderImports = pgTable(
  'order_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** sha256 of the file: with the row number and customer, each row's request id (docs/decisions.md). */
    fileHash: text('file_hash').notNull(),
    templateId: integer('template_id'),
    lang: text('lang').notNull(),
    /** The settings the import ran with; one made before the goods declaration (0041) has no goods type or brand. */
    defaults: jsonb('defaults')
      .$type<Omit<ImportSettings, 'goodsType' | 'brandName'> & Partial<Pick<ImportSettings, 'goodsType' | 'brandName'>>>()
      .notNull(),
    rows: jsonb('rows').$type<ImportRowRecord[]>().notNull(),
    state: text('state').$type<ImportState>().notNull().default('WAITING'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    placed: integer('placed').notNull().default(0),
    existing: integer('existing').notNull().default(0),
    bad: integer('bad').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('order_imports_customer_created').on(t.customerId, t.createdAt)],
);

/** A customer's own import template (importTemplateConfig): its column names for the order fields. */
export const importTemplates = pgTable(
  'import_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_templates_customer_name').on(t.customerId, t.name)],
);

/** Import settings (importHome, settingHome): one row per customer, what an import falls back on. */
export const importSettings = pgTable('import_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ImportSettings>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
