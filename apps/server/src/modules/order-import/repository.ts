import { DEFAULT_IMPORT_SETTINGS, type ImportSettings, RUNNING_IMPORT_STATES } from '@portal/shared/order-import';
import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ImportRowRecord, importSettings, importTemplates, orderImports } from '../../db/schema/index.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';

export type OrderImportRow = typeof orderImports.$inferSelect;
export type ImportTemplateRow = typeof importTemplates.$inferSelect;
/** What the customer names and maps in a template of its own. */
export type TemplateFields = Pick<ImportTemplateRow, 'name' | 'mapping'>;

/** An import of this customer's, or null: another customer's id is not found. */
export async function findImport(db: DbOrTx, { customerId }: RowScope, id: string): Promise<OrderImportRow | null> {
  const [row] = await db
    .select()
    .from(orderImports)
    .where(and(eq(orderImports.id, id), eq(orderImports.customerId, customerId)));
  return row ?? null;
}

/**
 * An import as its page polls it: its rows only once the job is over. While it runs the page shows
 * the progress alone, and the rows (some 400 KB of JSON for 1,000) are what a poll would cost, read
 * and parsed every time the job's own writes wait for the same database.
 */
export async function findImportToShow(db: DbOrTx, { customerId }: RowScope, id: string): Promise<OrderImportRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(orderImports),
      rows: sql`case when ${inArray(orderImports.state, [...RUNNING_IMPORT_STATES])} then '[]'::jsonb else ${orderImports.rows} end`.mapWith(
        orderImports.rows,
      ),
    })
    .from(orderImports)
    .where(and(eq(orderImports.id, id), eq(orderImports.customerId, customerId)));
  return row ?? null;
}

export async function insertImport(db: DbOrTx, values: typeof orderImports.$inferInsert): Promise<string> {
  const [row] = await db.insert(orderImports).values(values).returning({ id: orderImports.id });
  return row!.id;
}

/**
 * How far a running import is (the page polls it while the job runs): the count alone. The rows, with
 * their waybill numbers and errors, are written once at the end; a job that dies half-way places the
 * same rows again under the same request ids, which answers the orders already placed.
 */
export async function saveDone(db: DbOrTx, id: string, done: number): Promise<void> {
  await db.update(orderImports).set({ done }).where(eq(orderImports.id, id));
}

/** The rows' outcomes so far, counted; state and finish time when given. */
export async function saveProgress(
  db: DbOrTx,
  id: string,
  rows: ImportRowRecord[],
  done: number,
  extra: Partial<Pick<OrderImportRow, 'state' | 'finishedAt'>> = {},
): Promise<void> {
  await db
    .update(orderImports)
    .set({
      rows,
      done,
      placed: rows.filter((r) => r.waybillNo && !r.existing).length,
      existing: rows.filter((r) => r.existing).length,
      bad: rows.filter((r) => r.errors?.length).length,
      ...extra,
    })
    .where(eq(orderImports.id, id));
}

/**
 * Takes a waiting import for this attempt and answers it (the job's read: by id alone, as the job
 * carries no session and the row says whose it is), or null when it is not waiting (imported, or
 * another attempt holds it).
 */
export async function claimImport(db: DbOrTx, id: string, from: OrderImportRow['state'][]): Promise<OrderImportRow | null> {
  for (const state of from) {
    const [taken] = await db
      .update(orderImports)
      .set({ state: 'IMPORTING' })
      .where(and(eq(orderImports.id, id), eq(orderImports.state, state)))
      .returning();
    if (taken) return taken;
  }
  return null;
}

export async function templatesOf(db: DbOrTx, { customerId }: RowScope) {
  return db.select().from(importTemplates).where(eq(importTemplates.customerId, customerId)).orderBy(desc(importTemplates.updatedAt));
}

export async function findTemplate(db: DbOrTx, { customerId }: RowScope, id: number) {
  const [row] = await db
    .select()
    .from(importTemplates)
    .where(and(eq(importTemplates.id, id), eq(importTemplates.customerId, customerId)));
  return row ?? null;
}

/** A new template of the customer, by the account that made it; a name the customer already uses is the unique key's refusal. */
export async function addTemplate(
  db: DbOrTx,
  { customerId, userId }: Pick<CustomerScope, 'customerId' | 'userId'>,
  { name, mapping }: TemplateFields,
): Promise<ImportTemplateRow> {
  const [row] = await db.insert(importTemplates).values({ customerId, name, mapping, createdBy: userId }).returning();
  return row!;
}

/** Renames and remaps one of the customer's templates; null when the customer has none of that id. */
export async function updateTemplate(
  db: DbOrTx,
  { customerId }: RowScope,
  id: number,
  { name, mapping }: TemplateFields,
): Promise<ImportTemplateRow | null> {
  const [row] = await db
    .update(importTemplates)
    .set({ name, mapping, updatedAt: new Date() })
    .where(and(eq(importTemplates.id, id), eq(importTemplates.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: DbOrTx, { customerId }: RowScope, id: number): Promise<void> {
  await db.delete(importTemplates).where(and(eq(importTemplates.id, id), eq(importTemplates.customerId, customerId)));
}

export async function settingsOf(db: DbOrTx, { customerId }: RowScope): Promise<ImportSettings> {
  const [row] = await db.select().from(importSettings).where(eq(importSettings.customerId, customerId));
  return { ...DEFAULT_IMPORT_SETTINGS, ...row?.settings };
}

export async function saveSettings(db: DbOrTx, { customerId }: RowScope, settings: ImportSettings): Promise<void> {
  await db
    .insert(importSettings)
    .values({ customerId, settings })
    .onConflictDoUpdate({ target: importSettings.customerId, set: { settings, updatedAt: new Date() } });
}

/** An import whose job ran out of retries: FAILED, unless it finished meanwhile. */
export async function failImport(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(orderImports)
    .set({ state: 'FAILED', finishedAt: new Date() })
    .where(and(eq(orderImports.id, id), ne(orderImports.state, 'IMPORTED')));
}
