// Waybill labels as PDF: what the order module prints with.
export type { WaybillLabel } from './label-data.ts';
export { pageCount, streamLabels } from './render.ts';
