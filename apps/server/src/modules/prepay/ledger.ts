import {
  LEDGER_CATEGORIES,
  LEDGER_KIND_LABELS,
  type LedgerFilter,
  type LedgerKind,
  type LedgerRow,
  type LedgerTotals,
} from '@portal/shared/advance-payment';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import type { Page, Paging } from '@portal/shared/table-config';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { walletLedger } from '../../db/schema/index.ts';
import { cappedCount, olderThan, type TimeCursor, timeCursorKey } from '../../lib/keyset.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * Reading the wallet's ledger for the advance payment page (issue 17): every movement, newest
 * first, with the balance after it. The ledger is append-only and written by WalletService alone, so
 * what the page shows adds up to the balance to the sen.
 */

type Translate = (key: MessageKey, lang: Lang) => string;

/** The customer's lines under the filters: customer and time are `wallet_ledger_customer_time`. */
function ledgerWhere({ customerId }: RowScope, filter: Partial<LedgerFilter>): SQL {
  const parts = [eq(walletLedger.customerId, customerId)];
  if (filter.createTimeStart) parts.push(gte(walletLedger.createdAt, malaysiaInstant(filter.createTimeStart)));
  if (filter.createTimeEnd) parts.push(lt(walletLedger.createdAt, malaysiaEndBefore(filter.createTimeEnd)));
  if (filter.feeType) parts.push(eq(walletLedger.kind, filter.feeType));
  if (filter.category) parts.push(inArray(walletLedger.kind, [...LEDGER_CATEGORIES[filter.category]]));
  if (filter.direction === 'in') parts.push(gt(walletLedger.amountSen, 0));
  if (filter.direction === 'out') parts.push(lt(walletLedger.amountSen, 0));
  if (filter.reference) parts.push(eq(walletLedger.reference, filter.reference));
  return and(...parts)!;
}

const newestFirst = [desc(walletLedger.createdAt), desc(walletLedger.id)];

function toRow(r: typeof walletLedger.$inferSelect, lang: Lang, translate: Translate): LedgerRow {
  const label = LEDGER_KIND_LABELS[r.kind as LedgerKind];
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    feeType: r.kind as LedgerKind,
    feeTypeName: label ? translate(label, lang) : r.kind,
    reference: r.reference,
    amountSen: r.amountSen,
    balanceAfterSen: r.balanceAfterSen,
    note: r.note ?? '',
  };
}

/** `prepay/queryBillFlow.do`: a page of the ledger; the count stops at SEARCH_COUNT_CAP as other long lists do. */
export async function listLedger(
  db: DbOrTx,
  scope: RowScope,
  query: Paging & Partial<LedgerFilter>,
  lang: Lang,
  translate: Translate,
): Promise<Page<LedgerRow>> {
  const where = ledgerWhere(scope, query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, walletLedger, where),
  ]);
  return { list: rows.map((r) => toRow(r, lang, translate)), ...counted };
}

/** `prepay/queryBillFlowTotal.do`: the lines, money in and money out under the filters. */
export async function ledgerTotals(db: DbOrTx, scope: RowScope, filter: Partial<LedgerFilter>): Promise<LedgerTotals> {
  const [row] = await db
    .select({
      lines: count(),
      inSen: sql<string>`coalesce(sum(${walletLedger.amountSen}) filter (where ${walletLedger.amountSen} > 0), 0)`,
      outSen: sql<string>`coalesce(-sum(${walletLedger.amountSen}) filter (where ${walletLedger.amountSen} < 0), 0)`,
    })
    .from(walletLedger)
    .where(ledgerWhere(scope, filter));
  return { lines: Number(row?.lines ?? 0), inSen: Number(row?.inSen ?? 0), outSen: Number(row?.outSen ?? 0) };
}

/** How many lines an export writes (the ticked ids when given). */
export async function countLedger(db: DbOrTx, scope: RowScope, filter: Partial<LedgerFilter>, ids: number[] | null): Promise<number> {
  const where = ids ? and(ledgerWhere(scope, filter), inArray(walletLedger.id, ids))! : ledgerWhere(scope, filter);
  const [row] = await db.select({ n: count() }).from(walletLedger).where(where);
  return Number(row?.n ?? 0);
}

/** Export pages of the ledger in its order, each after the previous page's last line (a keyset on time and id). */
export async function ledgerAfter(
  db: DbOrTx,
  scope: RowScope,
  filter: Partial<LedgerFilter>,
  ids: number[] | null,
  after: TimeCursor | null,
  limit: number,
  lang: Lang,
  translate: Translate,
): Promise<(LedgerRow & { cursor: string })[]> {
  const parts = [ledgerWhere(scope, filter)];
  if (ids) parts.push(inArray(walletLedger.id, ids));
  if (after) parts.push(olderThan(walletLedger.createdAt, walletLedger.id, after));
  const rows = await db
    .select({ line: walletLedger, createdText: sql<string>`${walletLedger.createdAt}::text` })
    .from(walletLedger)
    .where(and(...parts))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ line, createdText }) => ({ ...toRow(line, lang, translate), cursor: timeCursorKey(createdText, line.id) }));
}
