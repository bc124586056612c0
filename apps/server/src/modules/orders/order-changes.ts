import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import {
  changedFields,
  changeValueText,
  type EditLogFilter,
  type EditLogRow,
  ORDER_CHANGE_FIELDS,
  ORDER_CHANGE_KIND_LABELS,
  type OrderChangeField,
  type OrderChangeKind,
} from '@portal/shared/order-changes';
import type { Page, Paging } from '@portal/shared/table-config';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderChanges } from '../../db/schema/index.ts';
import { cappedCount, olderThan, type TimeCursor, timeCursorKey } from '../../lib/keyset.ts';
import type { RowScope } from '../../lib/scope.ts';

/** Who makes a change: the account, named by its login as it was. */
export type ChangeAuthor = RowScope & { userId: number; loginCode: string };

/** One field's change, its values as the log stores them (shared/order-changes.ts storedChangeValue). */
export interface FieldChange {
  field: OrderChangeField;
  kind: OrderChangeKind;
  before: string;
  after: string;
}

/**
 * The one writer of the waybill edit log: a row per field changed, inside the transaction of the
 * change itself, so a change that is undone leaves no line and no line is missing for a change that
 * stands. Edits, COD changes, cancellations and customs lines removed write through here.
 */
export async function recordOrderChanges(
  tx: Tx,
  author: ChangeAuthor,
  order: { id: number; waybillNo: string },
  changes: readonly FieldChange[],
  at = new Date(),
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(orderChanges).values(
    changes.map((c) => ({
      customerId: author.customerId,
      orderId: order.id,
      waybillNo: order.waybillNo,
      kind: c.kind,
      field: c.field,
      before: c.before,
      after: c.after,
      userId: author.userId,
      loginCode: author.loginCode,
      changedAt: at,
    })),
  );
}

/**
 * The recorded fields an update of an order changes: `after` names the columns it sets. An edit's
 * lines take each field's kind (an address corrected, a COD changed, the rest edited); a change made
 * for one reason (a COD change, a cancellation) gives its kind to every line it causes, the price too.
 */
export const orderFieldChanges = (before: Record<string, unknown>, after: Record<string, unknown>, kind?: OrderChangeKind): FieldChange[] =>
  changedFields(before as Partial<Record<OrderChangeField, unknown>>, after as Partial<Record<OrderChangeField, unknown>>).map((c) =>
    kind ? { ...c, kind } : c,
  );

/**
 * The customer's changes under the log's filters. The customer and the change time are
 * order_changes_customer_time; waybill numbers go through order_changes_customer_waybill.
 */
function changesWhere({ customerId }: RowScope, filter: Partial<EditLogFilter>): SQL {
  const parts = [eq(orderChanges.customerId, customerId)];
  if (filter.changeTimeStart) parts.push(gte(orderChanges.changedAt, malaysiaInstant(filter.changeTimeStart)));
  if (filter.changeTimeEnd) parts.push(lt(orderChanges.changedAt, malaysiaEndBefore(filter.changeTimeEnd)));
  if (filter.waybillNos?.length) parts.push(inArray(orderChanges.waybillNo, filter.waybillNos));
  if (filter.kind) parts.push(eq(orderChanges.kind, filter.kind));
  return and(...parts)!;
}

type StoredChange = typeof orderChanges.$inferSelect;
type Translate = (key: MessageKey, lang: Lang) => string;

function toLogRow(r: StoredChange, lang: Lang, translate: Translate): EditLogRow {
  const label = (ORDER_CHANGE_FIELDS as Record<string, { label: MessageKey }>)[r.field]?.label;
  return {
    id: r.id,
    waybillNo: r.waybillNo,
    kind: r.kind as OrderChangeKind,
    field: r.field,
    fieldLabel: label ? translate(label, lang) : r.field,
    before: changeValueText(r.field, r.before, lang, translate),
    after: changeValueText(r.field, r.after, lang, translate),
    changedAt: r.changedAt.toISOString(),
    changedBy: r.loginCode,
  };
}

const newestFirst = [desc(orderChanges.changedAt), desc(orderChanges.id)];

/**
 * `getWaybillEditLog`: a page of the customer's changes, newest first, the values as they read in
 * the caller's language. The count stops at SEARCH_COUNT_CAP (`totalCapped`): a long log is narrowed
 * by its filters, not paged to its end.
 */
export async function listOrderChanges(
  db: DbOrTx,
  scope: RowScope,
  query: Paging & Partial<EditLogFilter>,
  lang: Lang,
  translate: Translate,
): Promise<Page<EditLogRow>> {
  const where = changesWhere(scope, query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orderChanges)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, orderChanges, where),
  ]);
  return { list: rows.map((r) => toLogRow(r, lang, translate)), ...counted };
}

/** How many changes an export of the log writes (the ticked ids when given). */
export async function countOrderChanges(
  db: DbOrTx,
  scope: RowScope,
  filter: Partial<EditLogFilter>,
  ids: number[] | null,
): Promise<number> {
  const where = ids ? and(changesWhere(scope, filter), inArray(orderChanges.id, ids))! : changesWhere(scope, filter);
  const [row] = await db.select({ n: count() }).from(orderChanges).where(where);
  return Number(row?.n ?? 0);
}

/** Export pages of the log in its order, each after the previous page's last row (a keyset on time and id). */
export async function orderChangesAfter(
  db: DbOrTx,
  scope: RowScope,
  filter: Partial<EditLogFilter>,
  ids: number[] | null,
  after: TimeCursor | null,
  limit: number,
  lang: Lang,
  translate: Translate,
): Promise<(EditLogRow & { cursor: string; kindLabel: string })[]> {
  const parts = [changesWhere(scope, filter)];
  if (ids) parts.push(inArray(orderChanges.id, ids));
  if (after) parts.push(olderThan(orderChanges.changedAt, orderChanges.id, after));
  const rows = await db
    .select({ change: orderChanges, changedText: sql<string>`${orderChanges.changedAt}::text` })
    .from(orderChanges)
    .where(and(...parts))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ change, changedText }) => ({
    ...toLogRow(change, lang, translate),
    kindLabel: translate(ORDER_CHANGE_KIND_LABELS[change.kind as OrderChangeKind], lang),
    cursor: timeCursorKey(changedText, change.id),
  }));
}
