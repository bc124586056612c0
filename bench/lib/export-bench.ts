/** What the export benchmark's driver (export.ts) and its server (export-server.ts) agree on. */

/** The bench-only export source: served at `POST /api/benchExportOrders.do`, and by name to saveExportTask. */
export const BENCH_SOURCE = 'benchExportOrders';

/** Rows in the exported list (BENCH_EXPORT_ROWS changes it for a quick try; the figures use 100,000). */
export const BENCH_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);

/** The export dialog's columns: every field of the order list, in the list's order. */
export const BENCH_COLUMNS = [
  { fieldName: 'orderNo', header: 'Order no.' },
  { fieldName: 'trackingNo', header: 'Tracking no.' },
  { fieldName: 'senderName', header: 'Sender' },
  { fieldName: 'recipientName', header: 'Recipient' },
  { fieldName: 'recipientPhone', header: 'Phone' },
  { fieldName: 'address', header: 'Address' },
  { fieldName: 'state', header: 'State' },
  { fieldName: 'postcode', header: 'Postcode' },
  { fieldName: 'weightGrams', header: 'Weight (g)' },
  { fieldName: 'codAmount', header: 'COD (RM)' },
  { fieldName: 'status', header: '状态' },
  { fieldName: 'createdAt', header: 'Created' },
  { fieldName: 'remark', header: 'Remark' },
];
