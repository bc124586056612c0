import { and, asc, count, eq, gt, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { i18nEntries } from '../../db/schema/index.ts';

export type EntryRow = typeof i18nEntries.$inferSelect;
export interface EntryFilter {
  keyword?: string | undefined;
  namespace?: string | undefined;
}
export interface EntryTexts {
  key: string;
  zh: string;
  en: string;
  ml: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: EntryFilter, keys?: string[] | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.namespace) parts.push(like(i18nEntries.key, `${escapeLike(filter.namespace)}:%`));
  if (filter.keyword) {
    const k = `%${escapeLike(filter.keyword)}%`;
    parts.push(or(ilike(i18nEntries.key, k), ilike(i18nEntries.zh, k), ilike(i18nEntries.en, k), ilike(i18nEntries.ml, k)));
  }
  if (keys) parts.push(inArray(i18nEntries.key, keys));
  return parts.length ? and(...parts) : undefined;
}

/** Every entry by key (the pack the portal loads). */
export const allEntries = (db: DbOrTx) => db.select().from(i18nEntries).orderBy(asc(i18nEntries.key));

export async function countEntries(db: DbOrTx, filter: EntryFilter, keys?: string[] | null): Promise<number> {
  return (await db.select({ n: count() }).from(i18nEntries).where(filterWhere(filter, keys)))[0]?.n ?? 0;
}

/** One page of the maintenance list, by key. */
export const listEntries = (db: DbOrTx, filter: EntryFilter, page: { page: number; pageSize: number }) =>
  db
    .select()
    .from(i18nEntries)
    .where(filterWhere(filter))
    .orderBy(asc(i18nEntries.key))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);

/** Entries after a key, for an export read page by page. */
export const entriesAfter = (db: DbOrTx, filter: EntryFilter, keys: string[] | null, afterKey: string | null, limit: number) =>
  db
    .select()
    .from(i18nEntries)
    .where(and(filterWhere(filter, keys), afterKey === null ? undefined : gt(i18nEntries.key, afterKey)))
    .orderBy(asc(i18nEntries.key))
    .limit(limit);

/** The id holding a key, if any. */
export async function entryIdOf(db: DbOrTx, key: string): Promise<number | undefined> {
  const [row] = await db.select({ id: i18nEntries.id }).from(i18nEntries).where(eq(i18nEntries.key, key));
  return row?.id;
}

/**
 * Writes an entry the administrator worded (it is no longer the shipped text): a new one, or entry
 * `id` rewritten. 'taken' when another entry holds the key: a new key is one insert on the unique
 * key (8 parallel additions: one added, seven told), a rewrite that collides is the unique index's
 * refusal, caught by the caller (`isUniqueViolation`) once its transaction has ended.
 */
export async function writeEntry(db: DbOrTx, texts: EntryTexts, id?: number): Promise<EntryRow | 'taken' | undefined> {
  const values = { ...texts, builtIn: false, updateTime: new Date() };
  if (id) return (await db.update(i18nEntries).set(values).where(eq(i18nEntries.id, id)).returning())[0];
  const [row] = await db.insert(i18nEntries).values(values).onConflictDoNothing({ target: i18nEntries.key }).returning();
  return row ?? 'taken';
}

/** Deletes entries by id; answers how many were there. */
export async function deleteEntries(db: DbOrTx, ids: number[]): Promise<number> {
  return (await db.delete(i18nEntries).where(inArray(i18nEntries.id, ids)).returning({ id: i18nEntries.id })).length;
}

/** Saves entries by key in one go; an entry the administrator writes is no longer the shipped text. */
export async function upsertEntries(db: DbOrTx, entries: EntryTexts[]): Promise<void> {
  for (const e of entries)
    await db
      .insert(i18nEntries)
      .values({ ...e, builtIn: false })
      .onConflictDoUpdate({ target: i18nEntries.key, set: { zh: e.zh, en: e.en, ml: e.ml, builtIn: false, updateTime: new Date() } });
}
