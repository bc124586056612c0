/** The A4 page the portal's documents are drawn on (invoices, COD bills, DO sheets), in PDF points. */
export const A4 = { w: 595.28, h: 841.89 };
/** 15 mm margins all round. */
export const A4_MARGIN = 42.5;
/** The width between the margins. */
export const A4_TEXT_WIDTH = A4.w - 2 * A4_MARGIN;
