import { MM, type PageLayout } from './page-layout.ts';

/**
 * A4 portrait in four cells of 105 x 148.5 mm (2 across, 2 down, filled row by row), with dashed
 * cutting lines between them. Each label keeps 5 mm from its cell's sides and 4 mm from its top
 * and bottom, which also keeps it inside what office printers can print.
 */
const WIDTH = 210 * MM;
const HEIGHT = 297 * MM;
const CELL_W = WIDTH / 2;
const CELL_H = HEIGHT / 2;
const INSET_X = 5 * MM;
const INSET_Y = 4 * MM;

export const a4Layout: PageLayout = {
  size: [WIDTH, HEIGHT],
  labelsPerPage: 4,
  slot: (n) => ({
    x: (n % 2) * CELL_W + INSET_X,
    y: Math.floor(n / 2) * CELL_H + INSET_Y,
    w: CELL_W - 2 * INSET_X,
    h: CELL_H - 2 * INSET_Y,
  }),
  decoratePage: (doc) => {
    doc.save().lineWidth(0.5).dash(4, { space: 3 });
    doc.moveTo(CELL_W, 0).lineTo(CELL_W, HEIGHT).moveTo(0, CELL_H).lineTo(WIDTH, CELL_H).stroke('black');
    doc.undash().restore();
  },
};
