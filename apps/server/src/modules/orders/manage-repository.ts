import { type Lang, localizedName } from '@portal/shared/lang';
import {
  canCancel,
  canEdit,
  canPrint,
  ORDER_STATUSES,
  type OrderStatus,
  type PayMethod,
  type ServeType,
  WALLET_PAY_METHODS,
} from '@portal/shared/order';
import {
  chargeVoidOf,
  maskAddress,
  maskEmail,
  maskIdNumber,
  maskPhone,
  type OrderDetail,
  type OrderListRow,
  type OrderStatistics,
  type OrderStatusCounts,
  type PlainTextType,
} from '@portal/shared/order-manage';
import type { ProblemReason } from '@portal/shared/scans';
import { type Page, type Paging, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { DAY_MS, malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { canChangeCod, receiverQuery, WAYBILL_TABS, type WaybillFilter, type WaybillListRow } from '@portal/shared/waybills';
import { gramsToKg } from '@portal/shared/weight';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderDayCounts, orders, products, promotions, trackingEvents } from '../../db/schema/index.ts';
import { olderThan, type TimeCursor, timeCursorKey } from '../../lib/keyset.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { RowScope } from '../../lib/scope.ts';
import { type DayRange, dayRangeConditions, figuresByStatus, figuresOf, statisticsOf, wholeDays } from './day-counts.ts';

/**
 * The filters of order management and of my waybills (issue 15), which are order management's and
 * more: the status tab, the receiver and the signing time. One table of conditions serves both lists,
 * their counts and their exports.
 */
export type ListFilter = Partial<WaybillFilter>;

/**
 * The conditions of a customer's orders under the list's filters. The customer and, when given,
 * the status and the creation time are the columns of the two order-management indexes
 * (orders_customer_status_time, orders_customer_time); waybill numbers go through the unique
 * waybill index, the order number through orders_customer_code, the receiver through
 * orders_customer_receiver_tel or orders_customer_receiver_name, the signing time through
 * orders_customer_signed (migration 0013).
 */
export function orderWhere(customerId: number, filter: ListFilter): SQL {
  const parts = [eq(orders.customerId, customerId), ...filterConditions(presentFilters(filter), (key) => filterValue(filter, key))];
  if (filter.waybillNos?.length) parts.push(inArray(orders.waybillNo, filter.waybillNos));
  return and(...parts)!;
}

/** The filters with one value each, in the order prepared statements are named by; waybill numbers are a list apart. */
const SINGLE_FILTERS = [
  'status',
  'createTimeStart',
  'createTimeEnd',
  'expressType',
  'payMethod',
  'orderCode',
  'tab',
  'receiverTel',
  'receiverName',
  'signTimeStart',
  'signTimeEnd',
] as const;
type SingleFilter = (typeof SINGLE_FILTERS)[number];

const presentFilters = (filter: ListFilter): SingleFilter[] => SINGLE_FILTERS.filter((key) => filterValue(filter, key) !== undefined);

/** A list value goes to the driver as one array parameter (drizzle would spread it into a list); a placeholder as it is. */
const oneParameter = (v: unknown) => (Array.isArray(v) ? sql.param(v) : v);

/**
 * Each filter's condition on a value, or on a placeholder of a prepared statement (a placeholder
 * stands in for any column's value, hence the casts).
 */
const FILTER_CONDITIONS: Record<SingleFilter, (value: unknown) => SQL> = {
  status: (v) => eq(orders.status, v as string),
  createTimeStart: (v) => gte(orders.createdAt, v as Date),
  createTimeEnd: (v) => lt(orders.createdAt, v as Date),
  expressType: (v) => eq(orders.expressType, v as string),
  payMethod: (v) => eq(orders.payMethod, v as string),
  orderCode: (v) => eq(orders.orderCode, v as string),
  tab: (v) => sql`${orders.status} = any(${oneParameter(v)}::text[])`,
  receiverTel: (v) => eq(orders.receiverTel, v as string),
  receiverName: (v) => sql`lower(${orders.receiverName}) like ${v}`,
  signTimeStart: (v) => gte(orders.signedAt, v as Date),
  signTimeEnd: (v) => lt(orders.signedAt, v as Date),
};

const filterConditions = (present: readonly SingleFilter[], compareWith: (key: SingleFilter) => unknown): SQL[] =>
  present.map((key) => FILTER_CONDITIONS[key](compareWith(key)));

/** A name's beginning as a LIKE pattern: its own % and _ are letters. */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a filter's condition compares with: dates as instants, the tab as its statuses, the receiver as a phone or a name's beginning; undefined when absent. */
function filterValue(filter: ListFilter, key: SingleFilter): unknown {
  const receiver = filter.receiver ? receiverQuery(filter.receiver) : null;
  switch (key) {
    case 'createTimeStart':
    case 'signTimeStart':
      return filter[key] ? malaysiaInstant(filter[key]) : undefined;
    case 'createTimeEnd':
    case 'signTimeEnd':
      return filter[key] ? malaysiaEndBefore(filter[key]) : undefined;
    case 'tab':
      return filter.tab ? [...WAYBILL_TABS[filter.tab]] : undefined;
    case 'receiverTel':
      return receiver && 'tel' in receiver ? receiver.tel : undefined;
    case 'receiverName':
      return receiver && 'namePrefix' in receiver ? likePrefix(receiver.namePrefix) : undefined;
    default:
      return filter[key] || undefined;
  }
}

/**
 * The statuses a filter keeps, for figures kept by status (the counts by day): its status, its
 * tab's, both (none when the status is not in the tab), or null for all.
 */
export function statusesOf(filter: ListFilter): readonly string[] | null {
  const tab: readonly string[] | null = filter.tab ? WAYBILL_TABS[filter.tab] : null;
  if (filter.status) return !tab || tab.includes(filter.status) ? [filter.status] : [];
  return tab;
}

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

const listColumns = {
  id: orders.id,
  waybillNo: orders.waybillNo,
  status: orders.status,
  kind: orders.kind,
  createdAt: orders.createdAt,
  expressType: orders.expressType,
  payMethod: orders.payMethod,
  serveType: orders.serveType,
  senderName: orders.senderName,
  receiverName: orders.receiverName,
  receiverTel: orders.receiverTel,
  receiverAddress: orders.receiverAddress,
  receiverPostcode: orders.receiverPostcode,
  receiverCity: orders.receiverCity,
  receiverProv: orders.receiverProv,
  receiverCountry: orders.receiverCountry,
  weightG: orders.weightG,
  packageCount: orders.packageCount,
  codSen: orders.codSen,
  totalSen: orders.totalSen,
  orderCode: orders.orderCode,
  // What the courier's scans decided: my waybills shows them.
  statusAt: orders.statusAt,
  pickedUpAt: orders.pickedUpAt,
  signedAt: orders.signedAt,
  signerName: orders.signerName,
  codCollectedSen: orders.codCollectedSen,
  problemReason: orders.problemReason,
  lastScanAt: orders.lastScanAt,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  nameMl: products.nameMl,
};
/** A column's value as read: null where the column allows it. */
type Stored<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
type ListStored = Omit<{ [K in keyof typeof listColumns]: Stored<(typeof listColumns)[K]> }, 'nameZh' | 'nameEn' | 'nameMl'> & {
  // The product's names come through a left join.
  nameZh: string | null;
  nameEn: string | null;
  nameMl: string | null;
};

const productName = (r: Pick<ListStored, 'nameZh' | 'nameEn' | 'nameMl' | 'expressType'>, lang: Lang): string =>
  localizedName(r, lang) ?? r.expressType;

const MALAYSIA = 'MYS';

/** A list row; `reveal` (the order export for an account that may reveal) keeps phone and address whole. */
function toListRow(r: ListStored, lang: Lang, reveal = false): OrderListRow {
  return {
    id: r.id,
    waybillNo: r.waybillNo,
    status: r.status as OrderStatus,
    kind: r.kind,
    createTime: r.createdAt.toISOString(),
    expressType: r.expressType,
    expressTypeName: productName(r, lang),
    payMethod: r.payMethod as PayMethod,
    serveType: r.serveType as ServeType,
    senderName: r.senderName,
    receiverName: r.receiverName,
    receiverTel: reveal ? r.receiverTel : maskPhone(r.receiverTel),
    receiverAddress: reveal ? r.receiverAddress : maskAddress(r.receiverAddress),
    receiverPostcode: r.receiverPostcode,
    receiverCity: r.receiverCity,
    receiverProv: r.receiverProv,
    receiverCountry: r.receiverCountry,
    destination: [r.receiverCity, r.receiverProv, r.receiverCountry === MALAYSIA ? '' : r.receiverCountry].filter(Boolean).join(', '),
    weightKg: gramsToKg(r.weightG),
    packageCount: r.packageCount,
    codSen: r.codSen,
    totalSen: r.totalSen,
    chargeVoid: chargeVoidOf(r),
    orderCode: r.orderCode,
    canEdit: canEdit(r.status),
    canCancel: canCancel(r.status),
    canPrint: canPrint(r.status),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row of my waybills: the order's row and what the scans decided. */
function toWaybillRow(r: ListStored, lang: Lang, reveal = false): WaybillListRow {
  return {
    ...toListRow(r, lang, reveal),
    statusAt: iso(r.statusAt),
    pickedUpAt: iso(r.pickedUpAt),
    signedAt: iso(r.signedAt),
    signerName: r.signerName,
    codCollectedSen: r.codCollectedSen,
    problemReason: r.problemReason as ProblemReason | null,
    lastScanAt: iso(r.lastScanAt),
    canChangeCod: canChangeCod(r),
  };
}

/** The two lists read one page statement and differ in the row they make of it. */
export const ROW_SHAPES = { order: toListRow, waybill: toWaybillRow } as const;
type RowShape = keyof typeof ROW_SHAPES;
type RowOf<S extends RowShape> = ReturnType<(typeof ROW_SHAPES)[S]>;

const newestFirst = [desc(orders.createdAt), desc(orders.id)];
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

/** One order's receiver phone or address as stored, or null when the customer has no such waybill. */
export async function orderPlainText(db: DbOrTx, { customerId }: RowScope, waybillNo: string, type: PlainTextType): Promise<string | null> {
  const column = {
    tel: orders.receiverTel,
    address: orders.receiverAddress,
    email: orders.receiverEmail,
    passport: orders.receiverPassport,
  }[type];
  const [row] = await db
    .select({ text: column })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)));
  return row ? (row.text ?? '') : null;
}

/** An order with its tracking events, oldest first; null when the customer has no such waybill. */
export async function orderDetail(db: DbOrTx, { customerId }: RowScope, waybillNo: string, lang: Lang): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      senderTel: orders.senderTel,
      senderPostcode: orders.senderPostcode,
      senderProv: orders.senderProv,
      senderCity: orders.senderCity,
      senderAddress: orders.senderAddress,
      goodsName: orders.goodsName,
      goodsType: orders.goodsType,
      brandName: orders.brandName,
      goodsNumber: orders.goodsNumber,
      lengthCm: orders.lengthCm,
      widthCm: orders.widthCm,
      heightCm: orders.heightCm,
      volumetricWeightG: orders.volumetricWeightG,
      chargeableWeightG: orders.chargeableWeightG,
      declaredValueSen: orders.declaredValueSen,
      goodsValueSen: orders.goodsValueSen,
      freightSen: orders.freightSen,
      insuranceSen: orders.insuranceSen,
      codFeeSen: orders.codFeeSen,
      discountSen: orders.discountSen,
      promotionName: promotions.name,
      pickupAt: orders.pickupAt,
      dropPointCode: orders.dropPointCode,
      remark: orders.remark,
      sortCode: orders.sortCode,
      cancelledAt: orders.cancelledAt,
      hub: orders.destination,
      shippingTerms: orders.shippingTerms,
      receiverEmail: orders.receiverEmail,
      receiverPassport: orders.receiverPassport,
    })
    .from(orders)
    .leftJoin(products, eq(products.code, orders.expressType))
    .leftJoin(promotions, eq(promotions.id, orders.promotionId))
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)));
  if (!row) return null;
  const events = await db
    .select({ status: trackingEvents.status, location: trackingEvents.location, at: trackingEvents.at })
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, row.id))
    .orderBy(asc(trackingEvents.at), asc(trackingEvents.id));
  return {
    ...toListRow(row, lang),
    senderTel: row.senderTel,
    senderPostcode: row.senderPostcode,
    senderProv: row.senderProv,
    senderCity: row.senderCity,
    senderAddress: row.senderAddress,
    goodsName: row.goodsName,
    goodsType: row.goodsType,
    brandName: row.brandName,
    goodsNumber: row.goodsNumber,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    volumetricWeightKg: gramsToKg(row.volumetricWeightG),
    chargeableWeightKg: gramsToKg(row.chargeableWeightG),
    declaredValueSen: row.declaredValueSen,
    goodsValueSen: row.goodsValueSen,
    freightSen: row.freightSen,
    insuranceSen: row.insuranceSen,
    codFeeSen: row.codFeeSen,
    discountSen: row.discountSen,
    promotion: row.promotionName ? row.promotionName[lang] : null,
    pickupTime: iso(row.pickupAt),
    dropPointCode: row.dropPointCode,
    remark: row.remark,
    sortCode: row.sortCode,
    cancelTime: iso(row.cancelledAt),
    abroad:
      row.kind === 'international'
        ? {
            destination: row.hub ?? '',
            shippingTerms: row.shippingTerms,
            receiverEmail: maskEmail(row.receiverEmail ?? ''),
            receiverPassport: maskIdNumber(row.receiverPassport ?? ''),
          }
        : null,
    events: events.map((e) => ({ status: e.status, location: e.location, time: e.at.toISOString() })),
  };
}

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
