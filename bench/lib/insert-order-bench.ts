/** What the order placing benchmark's driver (insert-order.ts) and its server (insert-order-server.ts) agree on. */

/** Added to each bench shop's wallet (the demo customer's and the copies') before the run (RM 1,000,000,000), so no wallet-paid order is refused for want of money. */
export const BENCH_TOPUP_SEN = 100_000_000_000;

/** Request ids of orders sent to the portal and to the floor start so; the checks after the run tell them apart by it. */
export const PORTAL_REQUEST_PREFIX = 'bp-';
export const FLOOR_REQUEST_PREFIX = 'bf-';

/** Shops besides the demo customer for the many-customer case: one a connection (20). */
export const BENCH_SHOP_COUNT = 20;
/** Their main accounts log in as bench1, bench2... with the demo's password. */
export const BENCH_SHOP_LOGIN_PREFIX = 'bench';
