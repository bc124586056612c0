/**
 * How wide a desk column must be to read (issue 27): at least what its kind of content needs, and at
 * least its header's longest word, so a header wraps between words and never inside one ("Custo mer").
 * The sum is the table's scroll width: a desk wider than the page scrolls sideways instead of squeezing.
 */
export type CellKind = 'code' | 'name' | 'label' | 'text' | 'money' | 'count' | 'status' | 'time';

/** What each kind shows at its narrowest without breaking: a waybill number, a company name on two lines, a time. */
export const KIND_MIN_WIDTH: Record<CellKind, number> = {
  code: 140,
  name: 220,
  label: 140,
  text: 220,
  money: 120,
  count: 90,
  status: 150,
  time: 160,
};

/** A middle-size cell's side padding and the header's column divider, with a little room to spare. */
export const CELL_PADDING = 28;
/** A small button's side padding and border; the gap between two buttons. */
const BUTTON_PADDING = 18;
const BUTTON_GAP = 8;

export type Measure = (text: string) => number;

/** The widest word of a header (a space-less text, Chinese say, is one word). */
export const longestWord = (text: string, measure: Measure): number => Math.max(0, ...text.split(/\s+/).filter(Boolean).map(measure));

/** A column's width: its kind's minimum or its header's longest word, whichever is wider. */
export const columnWidth = (kind: CellKind, header: string, measure: Measure): number =>
  Math.ceil(Math.max(KIND_MIN_WIDTH[kind], longestWord(header, measure) + CELL_PADDING));

/** The row actions' column: its buttons side by side on one line, or its header, whichever is wider. */
export function actionsWidth(header: string, labels: readonly string[], measure: Measure): number {
  const buttons = labels.reduce((sum, label) => sum + measure(label) + BUTTON_PADDING, 0) + BUTTON_GAP * Math.max(0, labels.length - 1);
  return Math.ceil(Math.max(buttons, longestWord(header, measure)) + CELL_PADDING);
}
