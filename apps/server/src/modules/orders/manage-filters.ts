import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { receiverQuery, WAYBILL_TABS, type WaybillFilter } from '@portal/shared/waybills';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

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
export const SINGLE_FILTERS = [
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
export type SingleFilter = (typeof SINGLE_FILTERS)[number];

export const presentFilters = (filter: ListFilter): SingleFilter[] =>
  SINGLE_FILTERS.filter((key) => filterValue(filter, key) !== undefined);

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

export const filterConditions = (present: readonly SingleFilter[], compareWith: (key: SingleFilter) => unknown): SQL[] =>
  present.map((key) => FILTER_CONDITIONS[key](compareWith(key)));

/** A name's beginning as a LIKE pattern: its own % and _ are letters. */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a filter's condition compares with: dates as instants, the tab as its statuses, the receiver as a phone or a name's beginning; undefined when absent. */
export function filterValue(filter: ListFilter, key: SingleFilter): unknown {
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
