import type ExcelJS from 'exceljs';

/** What Excel would run as a formula if the cell were typed in: = + - @ (and a tab or return before them). */
const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);

/**
 * Writes a value into a cell of a file the portal hands out (templates, error files, results) so that
 * it can never run as a formula: a text is a typed text cell (exceljs never turns a string into a
 * formula), and one that starts like a formula is also formatted as text ('@'), so a user who opens
 * the cell and presses Enter keeps it text too. No apostrophe is added: it would be part of the text.
 */
function setTextCell(cell: ExcelJS.Cell, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') {
    cell.value = null;
    return;
  }
  if (typeof value === 'number') {
    cell.value = value;
    return;
  }
  cell.value = value;
  if (looksLikeFormula(value)) cell.numFmt = '@';
}

/** A row of values through `setTextCell`. */
export function writeTextRow(row: ExcelJS.Row, values: readonly (string | number | null | undefined)[], from = 1): void {
  values.forEach((value, i) => {
    setTextCell(row.getCell(from + i), value);
  });
}
