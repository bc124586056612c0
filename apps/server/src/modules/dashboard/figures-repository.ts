import type { Period } from '@portal/shared/dashboard';
import type { RouteClass } from '@portal/shared/delivery-time';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderDayCounts, orderDayDeliveries } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * The dashboard's reads: the pre-aggregated figures by Malaysian day (`order_day_counts`,
 * `order_day_deliveries`, kept by the orders' statement triggers and folded every minute), never the
 * orders themselves, so a call costs at most a row per day and status (or route line) of the period
 * however many waybills the customer has. docs/decisions.md "Dashboard figures".
 */

/** A day's figures of one status. */
export interface StatusDayRow {
  day: string;
  status: string;
  orders: number;
  pieces: number;
  codSen: number;
  codOrders: number;
  codCollectedSen: number;
}

const placeholders = {
  customerId: sql.placeholder('customerId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
};

function prepareStatusDays(db: DbOrTx) {
  const c = orderDayCounts;
  return db
    .select({
      day: c.day,
      status: c.status,
      orders: sql<string>`sum(${c.orders})`,
      pieces: sql<string>`sum(${c.pieces})`,
      codSen: sql<string>`sum(${c.codSen})`,
      codOrders: sql<string>`sum(${c.codOrders})`,
      codCollectedSen: sql<string>`sum(${c.codCollectedSen})`,
    })
    .from(c)
    .where(and(eq(c.customerId, placeholders.customerId), gte(c.day, placeholders.from), lte(c.day, placeholders.to)))
    .groupBy(c.day, c.status)
    .prepare('dashboard_status_days');
}

/** The customer's figures by day and status over the period; groups that net to no order are left out. */
export async function statusDays(db: DbOrTx, { customerId }: RowScope, period: Period): Promise<StatusDayRow[]> {
  const statement = preparedOnce(db, 'dashboard_status_days', () => prepareStatusDays(db));
  const rows = await statement.execute({ customerId, from: period.dateFrom, to: period.dateTo });
  return rows
    .map((r) => ({
      day: r.day,
      status: r.status,
      orders: Number(r.orders),
      pieces: Number(r.pieces),
      codSen: Number(r.codSen),
      codOrders: Number(r.codOrders),
      codCollectedSen: Number(r.codCollectedSen),
    }))
    .filter((r) => r.orders !== 0);
}

/** Signed domestic parcels of one product, route class, promise and measured delivery days. */
export interface DeliveryRow {
  expressType: string;
  routeClass: RouteClass;
  promisedDays: number;
  /** Null: signed without a pick-up scan, so not measured. */
  deliveryDays: number | null;
  waybills: number;
}

function prepareDeliveries(db: DbOrTx) {
  const d = orderDayDeliveries;
  return db
    .select({
      expressType: d.expressType,
      routeClass: d.routeClass,
      promisedDays: d.promisedDays,
      deliveryDays: d.deliveryDays,
      waybills: sql<string>`sum(${d.waybills})`,
    })
    .from(d)
    .where(and(eq(d.customerId, placeholders.customerId), gte(d.day, placeholders.from), lte(d.day, placeholders.to)))
    .groupBy(d.expressType, d.routeClass, d.promisedDays, d.deliveryDays)
    .prepare('dashboard_deliveries');
}

/** The customer's signed domestic parcels placed in the period, by product, route, promise and delivery days. */
export async function deliveries(db: DbOrTx, { customerId }: RowScope, period: Period): Promise<DeliveryRow[]> {
  const statement = preparedOnce(db, 'dashboard_deliveries', () => prepareDeliveries(db));
  const rows = await statement.execute({ customerId, from: period.dateFrom, to: period.dateTo });
  return rows
    .map((r) => ({
      expressType: r.expressType,
      routeClass: r.routeClass as RouteClass,
      promisedDays: r.promisedDays,
      deliveryDays: r.deliveryDays,
      waybills: Number(r.waybills),
    }))
    .filter((r) => r.waybills !== 0);
}
