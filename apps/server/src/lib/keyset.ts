import { type Page, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Newest-first lists read in pages (an export's pages, each after the previous page's last row): a
 * keyset on (time, id), so a long read takes each row once and never repeats or skips one while rows
 * are added. The cursor keeps the time as PostgreSQL's own text, microseconds included.
 */
export interface TimeCursor {
  at: string;
  id: number;
}

export const timeCursorKey = (at: string, id: number): string => `${at}|${id}`;

/** A cursor the export runner handed back; anything else (the first page's null) starts at the top. */
export function parseTimeCursor(key: string | number | null): TimeCursor | null {
  if (typeof key !== 'string') return null;
  const bar = key.lastIndexOf('|');
  const id = Number(key.slice(bar + 1));
  return bar > 0 && Number.isSafeInteger(id) ? { at: key.slice(0, bar), id } : null;
}

/** The rows after the cursor in newest-first order. */
export const olderThan = (time: PgColumn, id: PgColumn, cursor: TimeCursor): SQL =>
  sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;

/**
 * A list's total counted up to SEARCH_COUNT_CAP matches, then "more than" (`totalCapped`): a long log
 * is narrowed by its filters, not paged to its end.
 */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL): Promise<Omit<Page<never>, 'list'>> {
  const [counted] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches'),
  );
  const n = Number(counted?.n ?? 0);
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, totalCapped: true } : { total: n };
}
