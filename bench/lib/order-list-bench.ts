/** What the order list benchmark's driver (order-list.ts) and its server (order-list-server.ts) agree on. */

/** The order management calls the page makes on every change of its filters. */
export type ListCall = 'getOrders' | 'getStatusCountData' | 'getOrdersStatistics';

/** The demo customer's orders are spread evenly over this many days up to now. */
export const ORDER_DAYS = 180;
