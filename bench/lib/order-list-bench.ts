/** What the benches over the busy shop's orders (order-list.ts, waybills.ts) and their server (order-list-server.ts) agree on. */

import { addressValues } from './address-data.ts';

/** The calls order management makes on every change of its filters, and my waybills' (issue 15). */
export type ListCall =
  | 'getOrders'
  | 'getStatusCountData'
  | 'getOrdersStatistics'
  | 'getSendOrders'
  | 'getSendOrderStatusCount'
  | 'getSendOrdersStatistics'
  | 'getCodStatusCountData';

/** The demo customer's orders are spread evenly over this many days up to now. */
export const ORDER_DAYS = 180;

/** Receivers the orders go to, the n-th order to receiver n % BENCH_RECEIVERS (from the generated address book, RECEIVER_SEED). */
export const BENCH_RECEIVERS = 5_000;
export const RECEIVER_SEED = 5;

/** The phone of receiver `n`, as the seeding stored it: what a receiver search types. */
export const receiverPhone = (n: number): string => addressValues(BENCH_RECEIVERS, RECEIVER_SEED)[n]!.contacts;
