// Waybill labels, as PDF or as ZPL II for thermal printers: what the order module prints with.

// The drawing pieces other printed documents (the DO sheet) are made of.
export { drawCode128 } from './barcodes.ts';
export { registerLabelFonts } from './fonts.ts';
export type { WaybillLabel } from './label-data.ts';
export { pageCount, streamLabels } from './render.ts';
export { zplLabels } from './render-zpl.ts';
export { fitLine, fitParagraphs } from './text-fit.ts';
