/** What the order import benchmark's driver (order-import.ts) and its server agree on. */

/** Rows in the imported file (QUALITY.md: 1,000; BENCH_IMPORT_ROWS changes it for a quick try). */
export const BENCH_ORDER_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000);

/** The demo wallet's top-up at the server's start: every round's orders are paid from it. */
export const BENCH_ORDER_TOPUP_SEN = 1_000_000_000;
