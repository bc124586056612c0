import {
  COD_PENDING_GROUPS,
  COD_RETURNED_GROUPS,
  type CodFeeCount,
  type DashboardHeadline,
  daysOf,
  type HomeStatusCount,
  type Period,
  type PrescriptionLine,
  type PrescriptionReport,
  type ReceiptRate,
  rate,
  SHIPPED_GROUPS,
  STATUS_GROUP_LIST,
  type StatusGroup,
  statusGroupOf,
} from '@portal/shared/dashboard';
import { type PromisedDays, promiseWithMax, ROUTE_CLASSES, type RouteClass } from '@portal/shared/delivery-time';
import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/order';
import type { DeliveryRow, StatusDayRow } from './figures-repository.ts';

/**
 * The dashboard's replies computed from the pre-aggregated rows (figures-repository.ts): pure
 * functions, so the rules (which statuses count as shipped, pending COD, on time) are read here once.
 */

const emptyGroups = (): Record<StatusGroup, number> =>
  Object.fromEntries(STATUS_GROUP_LIST.map((g) => [g, 0])) as Record<StatusGroup, number>;
const groupOf = (status: string): StatusGroup => statusGroupOf(status) ?? 'awaitingPickup';
const inGroups = (status: string, groups: readonly StatusGroup[]) => groups.includes(groupOf(status));

interface Delivered {
  signed: number;
  measured: number;
  onTime: number;
  averageDays: number | null;
}

function delivered(rows: readonly DeliveryRow[]): Delivered {
  let signed = 0;
  let measured = 0;
  let onTime = 0;
  let days = 0;
  for (const r of rows) {
    signed += r.waybills;
    if (r.deliveryDays === null) continue;
    measured += r.waybills;
    days += r.deliveryDays * r.waybills;
    if (r.deliveryDays <= r.promisedDays) onTime += r.waybills;
  }
  return { signed, measured, onTime, averageDays: measured ? Math.round((days / measured) * 100) / 100 : null };
}

/** `getData`: the period's headline figures. */
export function headline(period: Period, statuses: readonly StatusDayRow[], deliveries: readonly DeliveryRow[]): DashboardHeadline {
  const groups = emptyGroups();
  let orders = 0;
  let pieces = 0;
  let codCollectedSen = 0;
  let codPendingSen = 0;
  for (const r of statuses) {
    groups[groupOf(r.status)] += r.orders;
    orders += r.orders;
    pieces += r.pieces;
    if (groupOf(r.status) === 'signed') codCollectedSen += r.codCollectedSen;
    if (inGroups(r.status, COD_PENDING_GROUPS)) codPendingSen += r.codSen;
  }
  const shipped = SHIPPED_GROUPS.reduce((sum, g) => sum + groups[g], 0);
  const d = delivered(deliveries);
  return {
    ...period,
    orders,
    pieces,
    groups,
    shipped,
    signed: groups.signed,
    signRate: rate(groups.signed, shipped),
    measured: d.measured,
    onTime: d.onTime,
    onTimeRate: rate(d.onTime, d.measured),
    averageDays: d.averageDays,
    codCollectedSen,
    codPendingSen,
  };
}

/** `getHomeStatusCount`: every status's shipments, and each day's by status group (days without any too). */
export function homeStatusCount(period: Period, statuses: readonly StatusDayRow[]): HomeStatusCount {
  const counts = { all: 0, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) } as Record<OrderStatus, number> & { all: number };
  const byDay = new Map(daysOf(period.dateFrom, period.dateTo).map((day) => [day, { day, all: 0, ...emptyGroups() }]));
  for (const r of statuses) {
    if (r.status in counts) counts[r.status as OrderStatus] += r.orders;
    counts.all += r.orders;
    const day = byDay.get(r.day);
    if (day) {
      day[groupOf(r.status)] += r.orders;
      day.all += r.orders;
    }
  }
  return { ...period, counts, days: [...byDay.values()] };
}

/** `getReceiptRate`: the sign-for rate of the shipments placed each day, and of the period. */
export function receiptRate(period: Period, statuses: readonly StatusDayRow[]): ReceiptRate {
  const byDay = new Map(daysOf(period.dateFrom, period.dateTo).map((day) => [day, { day, shipped: 0, signed: 0 }]));
  for (const r of statuses) {
    const day = byDay.get(r.day);
    if (!day) continue;
    if (inGroups(r.status, SHIPPED_GROUPS)) day.shipped += r.orders;
    if (groupOf(r.status) === 'signed') day.signed += r.orders;
  }
  const days = [...byDay.values()].map((d) => ({ ...d, rate: rate(d.signed, d.shipped) }));
  const shipped = days.reduce((s, d) => s + d.shipped, 0);
  const signed = days.reduce((s, d) => s + d.signed, 0);
  return { ...period, shipped, signed, rate: rate(signed, shipped), days };
}

/** `getCodFeeCount`: the COD shipments of the period, collected, pending and returned. */
export function codFeeCount(period: Period, statuses: readonly StatusDayRow[]): CodFeeCount {
  const figure = () => ({ orders: 0, sen: 0 });
  const reply = { ...period, total: figure(), collected: figure(), pending: figure(), returned: figure() };
  for (const r of statuses) {
    const group = groupOf(r.status);
    if (group === 'cancelled' || r.codOrders === 0) continue;
    reply.total.orders += r.codOrders;
    reply.total.sen += r.codSen;
    if (group === 'signed') {
      reply.collected.orders += r.codOrders;
      reply.collected.sen += r.codCollectedSen;
    } else if (COD_PENDING_GROUPS.includes(group)) {
      reply.pending.orders += r.codOrders;
      reply.pending.sen += r.codSen;
    } else if (COD_RETURNED_GROUPS.includes(group)) {
      reply.returned.orders += r.codOrders;
      reply.returned.sen += r.codSen;
    }
  }
  return reply;
}

/** The distribution of measured delivery days, shortest first. */
const distribution = (rows: readonly DeliveryRow[]) => {
  const byDays = new Map<number, number>();
  for (const r of rows) if (r.deliveryDays !== null) byDays.set(r.deliveryDays, (byDays.get(r.deliveryDays) ?? 0) + r.waybills);
  return [...byDays.entries()].sort(([a], [b]) => a - b).map(([days, parcels]) => ({ days, parcels }));
};

/**
 * `getPrescriptionReport`: promised against measured delivery days, by route class then product (in
 * the order of ROUTE_CLASSES and the product list), and the whole. `productName` names a product
 * in the request's language; `only` keeps a product, a route class, the routes of some promises.
 */
export function prescriptionReport(
  period: Period,
  rows: readonly DeliveryRow[],
  productName: (code: string) => string,
  productOrder: readonly string[],
  only: { expressType?: string; routeClass?: RouteClass; promises?: readonly PromisedDays[] } = {},
): PrescriptionReport {
  // A row keeps its promise's maximum; the promise with that maximum is the row's (its service time).
  const promised = (r: DeliveryRow, p: PromisedDays) => r.promisedDays === p.max && promiseWithMax(r.promisedDays).min === p.min;
  const kept = rows.filter(
    (r) =>
      (!only.expressType || r.expressType === only.expressType) &&
      (!only.routeClass || r.routeClass === only.routeClass) &&
      (!only.promises || only.promises.some((p) => promised(r, p))),
  );
  const lines = new Map<string, DeliveryRow[]>();
  for (const r of kept) {
    const key = `${r.routeClass}\u0000${r.expressType}`;
    lines.set(key, [...(lines.get(key) ?? []), r]);
  }
  const summary = (of: readonly DeliveryRow[]) => {
    const d = delivered(of);
    return { ...d, onTimeRate: rate(d.onTime, d.measured), distribution: distribution(of) };
  };
  const rank = (r: DeliveryRow) => ROUTE_CLASSES.indexOf(r.routeClass) * 1_000 + productOrder.indexOf(r.expressType);
  const result: PrescriptionLine[] = [...lines.values()]
    .sort((a, b) => rank(a[0]!) - rank(b[0]!))
    .map((of) => {
      const first = of[0]!;
      const promises = of.map((r) => promiseWithMax(r.promisedDays));
      return {
        routeClass: first.routeClass,
        expressType: first.expressType,
        expressTypeName: productName(first.expressType),
        promisedMin: Math.min(...promises.map((p) => p.min)),
        promisedMax: Math.max(...promises.map((p) => p.max)),
        ...summary(of),
      };
    });
  return { ...period, lines: result, total: summary(kept) };
}
