import { MM, type PageLayout } from './page-layout.ts';

/** A 100 x 150 mm thermal label, one a page; 3 mm margins keep the frame clear of the head's edge. */
const MARGIN = 3 * MM;
const WIDTH = 100 * MM;
const HEIGHT = 150 * MM;

export const thermalLayout: PageLayout = {
  size: [WIDTH, HEIGHT],
  labelsPerPage: 1,
  slot: () => ({ x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN, h: HEIGHT - 2 * MARGIN }),
};
