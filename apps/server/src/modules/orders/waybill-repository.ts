import { ORDER_STATUSES } from '@portal/shared/order';
import {
  COD_STATE_LIST,
  COD_STATES,
  type CodStateCounts,
  WAYBILL_TAB_LIST,
  WAYBILL_TABS,
  type WaybillStatistics,
  type WaybillTabCounts,
} from '@portal/shared/waybills';
import { and, count, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { figuresByStatus, figuresOf, wholeDays } from './day-counts.ts';
import { type ListFilter, orderWhere, statusesOf } from './manage-filters.ts';
import { countByStatus } from './manage-repository.ts';

/**
 * My waybills' figures (issue 15) on order management's machinery (manage-filters.ts, manage-repository.ts): the same
 * conditions and indexes, and for whole Malaysian days the counts by day (day-counts.ts), which
 * carry the COD figures since migration 0013.
 */

/** `getSendOrderStatusCount`: each tab's count, the sum of its statuses' counts under the other filters. */
export async function waybillTabCounts(db: DbOrTx, scope: RowScope, filter: ListFilter): Promise<WaybillTabCounts> {
  const byStatus = await countByStatus(db, scope, filter);
  const counts = { all: byStatus.all } as WaybillTabCounts;
  for (const tab of WAYBILL_TAB_LIST) counts[tab] = WAYBILL_TABS[tab].reduce((n, status) => n + byStatus[status], 0);
  return counts;
}

const sumOf = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;
const sumWhere = (column: unknown, where: unknown) => sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)`;
const notCancelled = ne(orders.status, 'CANCEL_ORDER');

/**
 * `getSendOrdersStatistics`: the waybills and parcels the filters match; the price, COD amount and
 * COD collected of those not cancelled.
 */
export async function waybillStatistics(db: DbOrTx, { customerId }: RowScope, filter: ListFilter): Promise<WaybillStatistics> {
  const days = wholeDays(filter);
  if (days) {
    const byStatus = await figuresByStatus(db, { customerId }, days);
    const statuses = statusesOf(filter) ?? ORDER_STATUSES;
    const all = figuresOf(byStatus, statuses);
    const standing = figuresOf(
      byStatus,
      statuses.filter((s) => s !== 'CANCEL_ORDER'),
    );
    return {
      waybills: all.orders,
      pieces: all.pieces,
      freightSen: standing.totalSen,
      codSen: standing.codSen,
      codCollectedSen: standing.codCollectedSen,
    };
  }
  const [row] = await db
    .select({
      waybills: count(),
      pieces: sumOf(orders.packageCount),
      freightSen: sumWhere(orders.totalSen, notCancelled),
      codSen: sumWhere(orders.codSen, notCancelled),
      codCollectedSen: sumOf(orders.codCollectedSen),
    })
    .from(orders)
    .where(orderWhere(customerId, filter));
  return {
    waybills: Number(row?.waybills ?? 0),
    pieces: Number(row?.pieces ?? 0),
    freightSen: Number(row?.freightSen ?? 0),
    codSen: Number(row?.codSen ?? 0),
    codCollectedSen: Number(row?.codCollectedSen ?? 0),
  };
}

/**
 * `getCodStatusCountData`: the COD waybills (COD above 0) in each COD state under the filters (not
 * the tab), with their COD amounts, or for the collected ones the cash collected.
 */
export async function codStateCounts(db: DbOrTx, { customerId }: RowScope, filter: ListFilter): Promise<CodStateCounts> {
  const everyStatus = { ...filter, tab: undefined, status: undefined };
  const days = wholeDays(everyStatus);
  const counts = {} as CodStateCounts;
  if (days) {
    const byStatus = await figuresByStatus(db, { customerId }, days);
    for (const state of COD_STATE_LIST) {
      const f = figuresOf(byStatus, COD_STATES[state]);
      counts[state] = { waybills: f.codOrders, codSen: state === 'collected' ? f.codCollectedSen : f.codSen };
    }
    return counts;
  }
  const inState = (state: keyof typeof COD_STATES) => inArray(orders.status, [...COD_STATES[state]]);
  const [row] = await db
    .select({
      awaiting: sql<string>`count(*) filter (where ${inState('awaiting')})`,
      awaitingSen: sumWhere(orders.codSen, inState('awaiting')),
      collected: sql<string>`count(*) filter (where ${inState('collected')})`,
      collectedSen: sumWhere(orders.codCollectedSen, inState('collected')),
      returned: sql<string>`count(*) filter (where ${inState('returned')})`,
      returnedSen: sumWhere(orders.codSen, inState('returned')),
    })
    .from(orders)
    .where(and(orderWhere(customerId, everyStatus), gt(orders.codSen, 0)));
  counts.awaiting = { waybills: Number(row?.awaiting ?? 0), codSen: Number(row?.awaitingSen ?? 0) };
  counts.collected = { waybills: Number(row?.collected ?? 0), codSen: Number(row?.collectedSen ?? 0) };
  counts.returned = { waybills: Number(row?.returned ?? 0), codSen: Number(row?.returnedSen ?? 0) };
  return counts;
}
