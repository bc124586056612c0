import type { Lang } from '@portal/shared/lang';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products } from '../../db/schema/index.ts';
import { olderThan, type TimeCursor, timeCursorKey } from '../../lib/keyset.ts';
import type { RowScope } from '../../lib/scope.ts';
import { type ListFilter, orderWhere } from './manage-filters.ts';
import { listColumns, newestFirst, ROW_SHAPES, type RowOf, type RowShape } from './manage-rows.ts';

/**
 * Export pages in the list's order (newest first), each after the previous page's last row: a
 * keyset on (created_at, id), so a long export reads each row once and never repeats or skips one.
 * The cursor keeps the time as PostgreSQL's own text, microseconds included. `shape` says which
 * list's rows (order management's or my waybills').
 */
export async function ordersAfter<S extends RowShape>(
  db: DbOrTx,
  { customerId }: RowScope,
  filter: ListFilter,
  waybillNos: string[] | null,
  after: TimeCursor | null,
  limit: number,
  lang: Lang,
  reveal: boolean,
  shape: S,
): Promise<(RowOf<S> & { cursor: string })[]> {
  const parts = [orderWhere(customerId, filter)];
  if (waybillNos) parts.push(inArray(orders.waybillNo, waybillNos));
  if (after) parts.push(olderThan(orders.createdAt, orders.id, after));
  const rows = await db
    .select({ ...listColumns, createdText: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .leftJoin(products, eq(products.code, orders.expressType))
    .where(and(...parts))
    .orderBy(...newestFirst)
    .limit(limit);
  // The row made for the page takes its cursor in place: an export reads 100,000 of these, and a copy
  // of each is garbage the collector meets late (docs/benchmarks.md, exports).
  return rows.map((r) => Object.assign(ROW_SHAPES[shape](r, lang, reveal) as RowOf<S>, { cursor: timeCursorKey(r.createdText, r.id) }));
}
