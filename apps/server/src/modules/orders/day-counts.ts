import type { OrderStatistics } from '@portal/shared/order-manage';
import type { WaybillFilter } from '@portal/shared/waybills';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderDayCounts } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * Reading the order counts kept by Malaysian day and status (`order_day_counts`, migration 0008)
 * instead of counting order rows, and folding their deltas. docs/decisions.md "Order counts by day".
 */

/** The whole Malaysian days a filter covers: `from`/`to` inclusive, null for an open end; and its product, if any. */
export interface DayRange {
  from: string | null;
  to: string | null;
  expressType: string | null;
}

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';

/**
 * The days a filter covers when the counts by day can answer it: only dates, status (or status
 * tab) and product filter, and each end of the range on a day's edge (the page's date shortcuts post
 * whole days). Anything else (a pay method, waybill or order numbers, a receiver, a signing time, a
 * time inside a day) is counted from the orders themselves: null. Order management's filter is a part of
 * my waybills' (`WaybillFilter`).
 */
export function wholeDays(filter: Partial<WaybillFilter>): DayRange | null {
  if (filter.payMethod || filter.waybillNos?.length || filter.orderCode) return null;
  if (filter.receiver || filter.signTimeStart || filter.signTimeEnd) return null;
  const start = filter.createTimeStart;
  const end = filter.createTimeEnd;
  if (start && !start.endsWith(DAY_START)) return null;
  if (end && !end.endsWith(DAY_END)) return null;
  return { from: start ? start.slice(0, 10) : null, to: end ? end.slice(0, 10) : null, expressType: filter.expressType || null };
}

export interface DayFigures {
  orders: number;
  pieces: number;
  codSen: number;
  totalSen: number;
  /** The prices of the wallet-paid ones (migration 0009): what the wallet holds of them unless they are cancelled. */
  walletSen: number;
  /** How many carry COD, and the cash collected on the signed ones (migration 0013). */
  codOrders: number;
  codCollectedSen: number;
}

/**
 * The rows of the customer's days in the range, on the placeholders `customerId`, `from`, `to` and
 * `expressType` of a prepared statement (only the ends, and the product, the range has).
 */
export function dayRangeConditions(days: DayRange): SQL[] {
  const parts: SQL[] = [eq(orderDayCounts.customerId, sql.placeholder('customerId'))];
  if (days.from) parts.push(gte(orderDayCounts.day, sql.placeholder('from')));
  if (days.to) parts.push(lte(orderDayCounts.day, sql.placeholder('to')));
  if (days.expressType) parts.push(eq(orderDayCounts.expressType, sql.placeholder('expressType')));
  return parts;
}

/**
 * The figures' statement for a range with or without each end, prepared once (lib/prepared.ts): it
 * runs beside every page of the order list.
 */
function prepareFigures(db: DbOrTx, days: DayRange, name: string) {
  return db
    .select({
      status: orderDayCounts.status,
      orders: sql<string>`sum(${orderDayCounts.orders})`,
      pieces: sql<string>`sum(${orderDayCounts.pieces})`,
      codSen: sql<string>`sum(${orderDayCounts.codSen})`,
      totalSen: sql<string>`sum(${orderDayCounts.totalSen})`,
      walletSen: sql<string>`sum(${orderDayCounts.walletSen})`,
      codOrders: sql<string>`sum(${orderDayCounts.codOrders})`,
      codCollectedSen: sql<string>`sum(${orderDayCounts.codCollectedSen})`,
    })
    .from(orderDayCounts)
    .where(and(...dayRangeConditions(days)))
    .groupBy(orderDayCounts.status)
    .prepare(name);
}

/** Each status's orders, parcels, COD and charges over the days; statuses with no orders are absent. */
export async function figuresByStatus(db: DbOrTx, { customerId }: RowScope, days: DayRange): Promise<Map<string, DayFigures>> {
  const name = `order_day_figures_${days.from ? 1 : 0}${days.to ? 1 : 0}${days.expressType ? 1 : 0}`;
  const statement = preparedOnce(db, name, () => prepareFigures(db, days, name));
  const rows = await statement.execute({ customerId, from: days.from, to: days.to, expressType: days.expressType });
  const figures = new Map<string, DayFigures>();
  for (const r of rows) {
    const orders = Number(r.orders);
    if (orders !== 0)
      figures.set(r.status, {
        orders,
        pieces: Number(r.pieces),
        codSen: Number(r.codSen),
        totalSen: Number(r.totalSen),
        walletSen: Number(r.walletSen),
        codOrders: Number(r.codOrders),
        codCollectedSen: Number(r.codCollectedSen),
      });
  }
  return figures;
}

/** The figures of some statuses (one, or a set: a tab), or of all statuses together when none is named. */
export function figuresOf(byStatus: Map<string, DayFigures>, statuses?: string | readonly string[]): DayFigures {
  const wanted = typeof statuses === 'string' ? [statuses] : statuses;
  const sum: DayFigures = { orders: 0, pieces: 0, codSen: 0, totalSen: 0, walletSen: 0, codOrders: 0, codCollectedSen: 0 };
  for (const [s, f] of byStatus) {
    if (wanted && !wanted.includes(s)) continue;
    for (const key of Object.keys(sum) as (keyof DayFigures)[]) sum[key] += f[key];
  }
  return sum;
}

/** The order summary's totals from the figures: the wallet's charges are the wallet-paid prices not cancelled. */
export function statisticsOf(byStatus: Map<string, DayFigures>, status?: string): OrderStatistics {
  const all = figuresOf(byStatus, status);
  const refundedSen = !status || status === 'CANCEL_ORDER' ? (byStatus.get('CANCEL_ORDER')?.walletSen ?? 0) : 0;
  return { orders: all.orders, pieces: all.pieces, codSen: all.codSen, chargedSen: all.walletSen - refundedSen, refundedSen };
}

/** Groups folded a run at most, so one run stays a short transaction. */
export const FOLD_BATCH = 2_000;

/**
 * Folds the deltas of up to FOLD_BATCH (customer, day) groups into one settled row per status, and
 * as many groups of the signed parcels' delivery rows (`order_day_deliveries`, migration 0012) into
 * one row per product, route and delivery days: each group's rows deleted and their sums inserted
 * in one statement, so a reader sees the group before or after, never half. One folder at a time
 * (an advisory lock); the triggers' concurrent deltas are not in the statement's snapshot and wait
 * for the next run. Answers the most groups folded of either table.
 */
export async function foldDayCounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('order_day_counts.fold')) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!locked.rows[0]?.ok) return 0;
    const counts = (await tx.execute(sql`
      with touched as (
        select distinct customer_id, day from order_day_counts where not settled limit ${FOLD_BATCH}
      ), gone as (
        delete from order_day_counts c using touched t
        where c.customer_id = t.customer_id and c.day = t.day
        returning c.customer_id, c.day, c.status, c.express_type, c.orders, c.pieces, c.cod_sen, c.total_sen, c.wallet_sen, c.cod_orders, c.cod_collected_sen
      ), kept as (
        insert into order_day_counts (customer_id, day, status, express_type, orders, pieces, cod_sen, total_sen, wallet_sen, cod_orders, cod_collected_sen, settled)
        select customer_id, day, status, express_type, sum(orders), sum(pieces), sum(cod_sen), sum(total_sen), sum(wallet_sen), sum(cod_orders),
          sum(cod_collected_sen), true
        from gone group by customer_id, day, status, express_type having sum(orders) <> 0
        returning 1
      )
      select (select count(*) from touched) as groups`)) as unknown as { rows: { groups: string | number }[] };
    const deliveries = (await tx.execute(sql`
      with touched as (
        select distinct customer_id, day from order_day_deliveries where not settled limit ${FOLD_BATCH}
      ), gone as (
        delete from order_day_deliveries d using touched t
        where d.customer_id = t.customer_id and d.day = t.day
        returning d.customer_id, d.day, d.express_type, d.route_class, d.promised_days, d.delivery_days, d.waybills
      ), kept as (
        insert into order_day_deliveries (customer_id, day, express_type, route_class, promised_days, delivery_days, waybills, settled)
        select customer_id, day, express_type, route_class, promised_days, delivery_days, sum(waybills), true
        from gone group by customer_id, day, express_type, route_class, promised_days, delivery_days having sum(waybills) <> 0
        returning 1
      )
      select (select count(*) from touched) as groups`)) as unknown as { rows: { groups: string | number }[] };
    return Math.max(Number(counts.rows[0]?.groups ?? 0), Number(deliveries.rows[0]?.groups ?? 0));
  });
}
