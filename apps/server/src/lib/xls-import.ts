import { read, utils, type WorkBook, type WorkSheet } from '@e965/xlsx';
import {
  headerCells,
  headerRowOf,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  ImportRefused,
  type IsHeaderRow,
  type SheetText,
} from './xlsx-import.ts';

/**
 * Binary .xls (Excel 97-2003, BIFF8 in a compound file), which spec 5 allows beside .xlsx.
 * exceljs reads only .xlsx, so these go through SheetJS (the maintained `@e965/xlsx` build), and
 * come out as the same `SheetText` the .xlsx path gives, so one set of rules reads both.
 */

/** The compound-file signature every .xls starts with. */
const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
export const isCompoundFile = (file: Buffer): boolean => file.length >= 8 && file.subarray(0, 8).equals(COMPOUND_FILE);

/** A sheet of a .xls: its name, one cell as text, and its rows as text. */
export interface XlsSheet {
  name: string;
  cell: (a1: string) => string;
  text: (maxRows?: number, isHeader?: IsHeaderRow) => SheetText;
}

/** A cell as the text it shows, as `cellText` does for .xlsx: numbers plain, dates as ISO, errors empty. */
function cellText(sheet: WorkSheet, a1: string): string {
  const cell = sheet[a1] as { t?: string; v?: unknown } | undefined;
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'e') return '';
  if (cell.v instanceof Date) return cell.v.toISOString();
  return String(cell.v).trim();
}

/** The cells the file holds, by row: only those, so a lone cell far down costs nothing. The header row as in `readSheetText`. */
function sheetText(sheet: WorkSheet, maxRows = IMPORT_MAX_ROWS, isHeader?: IsHeaderRow): SheetText {
  const byRow = new Map<number, Map<number, string>>();
  for (const a1 of Object.keys(sheet)) {
    if (a1.startsWith('!')) continue;
    const { r, c } = utils.decode_cell(a1);
    const text = cellText(sheet, a1);
    if (!text) continue;
    if (!byRow.has(r)) byRow.set(r, new Map());
    byRow.get(r)!.set(c, text);
  }
  const textsOf = (r: number) => {
    const cells = byRow.get(r) ?? new Map<number, string>();
    const width = cells.size ? Math.max(...cells.keys()) + 1 : 0;
    return Array.from({ length: width }, (_, c) => cells.get(c) ?? '');
  };
  const headerRow = headerRowOf(textsOf, 0, isHeader);
  const headers = headerCells(textsOf(headerRow));
  const rows: SheetText['rows'] = [];
  for (const r of [...byRow.keys()].sort((a, b) => a - b)) {
    if (r <= headerRow) continue;
    const cells = headers.map((header, c) => (header ? (byRow.get(r)!.get(c) ?? '') : ''));
    if (cells.some(Boolean)) rows.push({ rowNumber: r + 1, cells });
    if (rows.length > maxRows) throw new ImportRefused('rowsExceedLimit');
  }
  return { headers, rows };
}

/** An uploaded .xls opened for reading: within the size limit, and a workbook SheetJS can read (not encrypted, not another compound file). */
export function loadXls(file: Buffer): XlsSheet[] {
  if (file.length > IMPORT_MAX_BYTES) throw new ImportRefused('uploadTooLarge');
  if (!isCompoundFile(file)) throw new ImportRefused('fileFormatError');
  let workbook: WorkBook;
  try {
    // Values only: no formulas, styles or HTML are read, and the file is never written back.
    workbook = read(file, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false });
  } catch {
    throw new ImportRefused('fileFormatError');
  }
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name] ?? {};
    return { name, cell: (a1) => cellText(sheet, a1), text: (maxRows, isHeader) => sheetText(sheet, maxRows, isHeader) };
  });
}
