/** What the order placing benchmark's driver (insert-order.ts) and its server (insert-order-server.ts) agree on. */

/** Added to the demo customer's wallet before the run (RM 1,000,000,000), so no wallet-paid order is refused for want of money. */
export const BENCH_TOPUP_SEN = 100_000_000_000;

/** Request ids of orders sent to the portal and to the floor start so; the checks after the run tell them apart by it. */
export const PORTAL_REQUEST_PREFIX = 'bp-';
export const FLOOR_REQUEST_PREFIX = 'bf-';
