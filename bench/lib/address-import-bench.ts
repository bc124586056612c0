/** What the address import benchmark's driver (address-import.ts) and its server agree on. */

/** Every bench entry's name starts so; the server's reset deletes exactly those. */
export const BENCH_NAME_PREFIX = 'Bench';

/** Rows in the imported file (QUALITY.md: 1,000; BENCH_IMPORT_ROWS changes it for a quick try). */
export const BENCH_IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000);
