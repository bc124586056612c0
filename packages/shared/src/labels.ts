/**
 * How waybill labels print (printOrder.do, the print button): a PDF of 100 x 150 mm pages (one
 * label a page), a PDF of A4 pages (four a page), or ZPL II for thermal label printers, one file
 * for the batch that goes to the printer's raw queue with no print dialog (docs/decisions.md).
 */
export const LABEL_FORMATS = ['thermal', 'a4', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** The resolutions of thermal printers' heads, dots an inch: ZPL positions are in dots. */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];
export const DEFAULT_ZPL_DPI: ZplDpi = 203;
