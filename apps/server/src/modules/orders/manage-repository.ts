import type { Lang } from '@portal/shared/lang';
import { ORDER_STATUSES, type OrderStatus, WALLET_PAY_METHODS } from '@portal/shared/order';
import type { OrderStatistics, OrderStatusCounts } from '@portal/shared/order-manage';
import { type Page, type Paging, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { DAY_MS, malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderDayCounts, orders, products } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { RowScope } from '../../lib/scope.ts';
import { type DayRange, dayRangeConditions, figuresByStatus, figuresOf, statisticsOf, wholeDays } from './day-counts.ts';
import {
  filterConditions,
  filterValue,
  type ListFilter,
  orderWhere,
  presentFilters,
  SINGLE_FILTERS,
  type SingleFilter,
  statusesOf,
} from './manage-filters.ts';
import { type ListStored, listColumns, newestFirst, ROW_SHAPES, type RowOf, type RowShape } from './manage-rows.ts';

/**
 * The longest date range, not of whole days, whose matches are counted exactly (whole days come from
 * the counts by day, day-counts.ts). Counting reads an index entry per match:
 * a month of a busy shop (~170,000 orders at 1,000,000 in half a year) counts in ~20 ms, all of them in
 * ~50-100 ms (docs/benchmarks.md "Order management"), so a wider range, or none, counts up to the cap.
 */
const EXACT_COUNT_DAYS = 31;

/** How many days the date filter spans; an open start is unbounded, an open end runs to now. */
function rangeDays(filter: ListFilter): number {
  if (!filter.createTimeStart) return Number.POSITIVE_INFINITY;
  const end = filter.createTimeEnd ? malaysiaEndBefore(filter.createTimeEnd).getTime() : Date.now();
  return (end - malaysiaInstant(filter.createTimeStart).getTime()) / DAY_MS;
}

/**
 * Counts that stop at SEARCH_COUNT_CAP, as the address search does, unless the counts by day answer
 * (whole days, no filter but the status and the product): under a pay-method, receiver or signing-time
 * filter (the indexes cannot count those rows under the other filters on their own, the table is
 * read) and over more than EXACT_COUNT_DAYS or all dates (too many index entries). Waybill numbers
 * and the order number match a few rows and are always counted exactly.
 */
const needsCappedCount = (filter: ListFilter): boolean =>
  !wholeDays(filter) &&
  !filter.waybillNos?.length &&
  !filter.orderCode &&
  (!!(filter.expressType || filter.payMethod || filter.receiver || filter.signTimeStart || filter.signTimeEnd) ||
    rangeDays(filter) > EXACT_COUNT_DAYS);

/**
 * The page's order: newest first, or newest signed first under a signing-time filter, which
 * orders_customer_signed then serves in order (a week of a busy shop's signed waybills is tens of
 * thousands of entries, too many to sort for one page).
 */
const pageOrder = (present: readonly SingleFilter[]) =>
  present.includes('signTimeStart') || present.includes('signTimeEnd')
    ? [desc(orders.signedAt), desc(orders.createdAt), desc(orders.id)]
    : newestFirst;

/**
 * One page of the list, newest first. The page's ids are picked from the index alone (an
 * index-only scan that skips the offset without reading a row), then only those rows are read:
 * page 100 costs about what page 1 does. The count is exact, except under a product, pay-method,
 * receiver or signing-time filter or over more than EXACT_COUNT_DAYS (or all dates), without a
 * waybill or order number: that counts up to `countCap` (`totalCapped`).
 */
export function listOrders(db: DbOrTx, scope: RowScope, query: Paging & ListFilter, lang: Lang, countCap = SEARCH_COUNT_CAP) {
  return listPage(db, scope, query, lang, 'order', countCap);
}

/** My waybills' page (getSendOrders): order management's page with what the scans decided. */
export function listWaybills(db: DbOrTx, scope: RowScope, query: Paging & ListFilter, lang: Lang, countCap = SEARCH_COUNT_CAP) {
  return listPage(db, scope, query, lang, 'waybill', countCap);
}

async function listPage<S extends RowShape>(
  db: DbOrTx,
  { customerId }: RowScope,
  query: Paging & ListFilter,
  lang: Lang,
  shape: S,
  countCap: number,
): Promise<Page<RowOf<S>>> {
  const toRow = (r: ListStored) => ROW_SHAPES[shape](r, lang) as RowOf<S>;
  const days = wholeDays(query);
  if (days) {
    // One statement: the page's rows carry the total from the counts by day. A page past the last
    // has no row to carry it, so it is counted apart.
    const rows = await pageRows(db, customerId, query, days);
    const list = rows.map(toRow);
    const total = rows.length ? Number(rows[0]!.dayTotal) : (await countOrders(db, { customerId }, query, null)).total;
    return { list, total };
  }
  const [rows, counted] = await Promise.all([
    pageRows(db, customerId, query, null),
    countOrders(db, { customerId }, query, needsCappedCount(query) ? countCap : null),
  ]);
  const list = rows.map(toRow);
  return counted.capped ? { list, total: countCap, totalCapped: true } : { list, total: counted.total };
}

/**
 * The page's rows as a prepared statement per set of filters present (lib/prepared.ts): the list is
 * the portal's busiest read, and building the query and planning it cost more than running it.
 */
function preparePage(db: DbOrTx, present: readonly SingleFilter[], days: DayRange | null, name: string) {
  const at = (key: string) => sql.placeholder(key);
  const parts = [eq(orders.customerId, at('customerId')), ...filterConditions(present, at)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...parts))
    .orderBy(...pageOrder(present))
    .limit(at('limit'))
    .offset(at('offset'));
  // Whole days: the total from the counts by day, a scalar subquery PostgreSQL runs once for the statement.
  const dayTotal = days
    ? sql<string>`(select coalesce(sum(${orderDayCounts.orders}), 0) from ${orderDayCounts} where ${and(
        ...dayRangeConditions(days),
        ...(present.includes('status') ? [eq(orderDayCounts.status, at('status'))] : []),
        ...(present.includes('tab') ? [sql`${orderDayCounts.status} = any(${at('tab')}::text[])`] : []),
      )})`
    : sql<null>`null`;
  return db
    .select({ ...listColumns, dayTotal })
    .from(orders)
    .leftJoin(products, eq(products.code, orders.expressType))
    .where(inArray(orders.id, pageIds))
    .orderBy(...pageOrder(present))
    .prepare(name);
}

/** One page of the customer's orders under the filters, newest first. */
function pageRows(db: DbOrTx, customerId: number, query: Paging & ListFilter, days: DayRange | null) {
  if (query.waybillNos?.length) {
    const order = pageOrder(presentFilters(query));
    const pageIds = db
      .select({ id: orders.id })
      .from(orders)
      .where(orderWhere(customerId, query))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return db
      .select({ ...listColumns, dayTotal: sql<null>`null` })
      .from(orders)
      .leftJoin(products, eq(products.code, orders.expressType))
      .where(inArray(orders.id, pageIds))
      .orderBy(...order);
  }
  const present = presentFilters(query);
  const name = `order_page_${present.map((key) => SINGLE_FILTERS.indexOf(key).toString(36)).join('')}${days ? '_days' : ''}`;
  const statement = preparedOnce(db, name, () => preparePage(db, present, days, name));
  return statement.execute({
    customerId,
    from: days?.from ?? undefined,
    to: days?.to ?? undefined,
    // Placeholders reach the driver unencoded: instants go as ISO text, as drizzle writes them for a column.
    ...Object.fromEntries(
      present.map((key) => {
        const value = filterValue(query, key);
        return [key, value instanceof Date ? value.toISOString() : value];
      }),
    ),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

/** How many orders match (and are among `selected` waybills, when given); with a cap, at most cap + 1 are looked at and `capped` says there were more. */
export async function countOrders(
  db: DbOrTx,
  { customerId }: RowScope,
  filter: ListFilter,
  cap: number | null,
  selected: string[] | null = null,
): Promise<{ total: number; capped: boolean }> {
  const days = selected ? null : wholeDays(filter);
  // Whole days under no other filter than the status or tab: the counts by day answer exactly, at any range.
  if (days)
    return { total: figuresOf(await figuresByStatus(db, { customerId }, days), statusesOf(filter) ?? undefined).orders, capped: false };
  const where = selected ? and(orderWhere(customerId, filter), inArray(orders.waybillNo, selected))! : orderWhere(customerId, filter);
  const [{ total } = { total: 0 }] =
    cap === null
      ? await db.select({ total: count() }).from(orders).where(where)
      : await db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(where)
            .limit(cap + 1)
            .as('matches'),
        );
  const n = Number(total);
  return cap !== null && n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The status tabs' counts under the other filters, in one statement: one count per status, each
 * a range of the (customer, status, created_at, id) index, so only matching entries are read (under
 * a receiver or signing-time filter, their index's matches grouped by status).
 */
export async function countByStatus(db: DbOrTx, { customerId }: RowScope, filter: ListFilter): Promise<OrderStatusCounts> {
  const days = wholeDays(filter);
  if (days) {
    const byStatus = await figuresByStatus(db, { customerId }, days);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s)?.orders ?? 0])) as OrderStatusCounts;
    counts.all = figuresOf(byStatus).orders;
    return counts;
  }
  const where = orderWhere(customerId, { ...filter, status: undefined, tab: undefined });
  // The statuses are the code's own constants, written as literals so each count's range is typed text.
  const statuses = sql.raw(ORDER_STATUSES.map((s) => `('${s}')`).join(', '));
  // A receiver or a signing time is found through its own index, not the status's: its matches are
  // read once and grouped, rather than once for each status.
  const ownIndex = !!(filter.receiver || filter.signTimeStart || filter.signTimeEnd);
  const result = (await db.execute(
    ownIndex
      ? sql`select ${orders.status} as status, count(*) as n from ${orders} where ${where} group by ${orders.status}`
      : sql`select s.status, (select count(*) from ${orders} where ${where} and ${orders.status} = s.status) as n
        from (values ${statuses}) as s(status)`,
  )) as unknown as { rows: { status: string; n: string | number }[] };
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
  counts.all = 0;
  for (const row of result.rows) {
    const n = Number(row.n);
    counts[row.status as OrderStatus] = n;
    counts.all += n;
  }
  return counts;
}

/**
 * Orders, parcels, COD and the wallet's charges under the filters. What the wallet holds of an order is its price
 * while it is wallet-paid and not cancelled (placing debits it, an edit moves the difference, cancelling refunds it
 * all: `editWalletChangeSen`, `cancelOrder`), so `chargedSen` is the ledger's net for these orders, to the sen.
 */
export async function orderStatistics(db: DbOrTx, { customerId }: RowScope, filter: ListFilter): Promise<OrderStatistics> {
  const days = wholeDays(filter);
  if (days) return statisticsOf(await figuresByStatus(db, { customerId }, days), filter.status);
  const wallet = inArray(orders.payMethod, [...WALLET_PAY_METHODS]);
  const cancelled = eq(orders.status, 'CANCEL_ORDER');
  const [row] = await db
    .select({
      orders: count(),
      pieces: sql<string>`coalesce(sum(${orders.packageCount}), 0)`,
      codSen: sql<string>`coalesce(sum(${orders.codSen}), 0)`,
      chargedSen: sql<string>`coalesce(sum(${orders.totalSen}) filter (where ${wallet} and not ${cancelled}), 0)`,
      refundedSen: sql<string>`coalesce(sum(${orders.totalSen}) filter (where ${wallet} and ${cancelled}), 0)`,
    })
    .from(orders)
    .where(orderWhere(customerId, filter));
  return {
    orders: Number(row?.orders ?? 0),
    pieces: Number(row?.pieces ?? 0),
    codSen: Number(row?.codSen ?? 0),
    chargedSen: Number(row?.chargedSen ?? 0),
    refundedSen: Number(row?.refundedSen ?? 0),
  };
}
