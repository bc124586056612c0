import type { Box } from './text-fit.ts';

/** How labels sit on the pages of one format. */
export interface PageLayout {
  /** Page size in points. */
  size: [number, number];
  labelsPerPage: number;
  /** Where the n-th label of a page goes (0-based). */
  slot(n: number): Box;
  /** Drawn once on each new page, before its labels. */
  decoratePage?(doc: PDFKit.PDFDocument): void;
}

/** Points in a millimetre. */
export const MM = 72 / 25.4;
