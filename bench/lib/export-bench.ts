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

/**
 * The order management's export (`exportOrders`) as its page asks for it: the columns the list shows
 * by default (the built-in table configuration's), headers as the English page names them.
 */
export const ORDER_EXPORT_COLUMNS = [
  { fieldName: 'waybillNo', header: 'Waybill no.' },
  { fieldName: 'status', header: 'Status' },
  { fieldName: 'createTime', header: 'Created' },
  { fieldName: 'expressTypeName', header: 'Product' },
  { fieldName: 'receiverName', header: 'Receiver' },
  { fieldName: 'receiverTel', header: 'Receiver phone' },
  { fieldName: 'receiverAddress', header: 'Receiver address' },
  { fieldName: 'destination', header: 'Destination' },
  { fieldName: 'weightKg', header: 'Weight (kg)' },
  { fieldName: 'packageCount', header: 'Parcels' },
  { fieldName: 'codSen', header: 'COD (RM)' },
  { fieldName: 'totalSen', header: 'Total (RM)' },
  { fieldName: 'payMethod', header: 'Pay method' },
  { fieldName: 'orderCode', header: 'Order no.' },
];

/** The orders are spread over these 30 days (Malaysian time), and the export asks for them: the page's date filter. */
export const BENCH_ORDER_FILTER = { createTimeStart: '2026-10-01 00:00:00', createTimeEnd: '2026-10-30 23:59:59' };
