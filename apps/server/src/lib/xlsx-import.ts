import { inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@portal/shared/excel-import';
import type { MessageKey } from '@portal/shared/messages';
import ExcelJS from 'exceljs';

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };

/** An xlsx holds a dozen or so parts; a file with many more, or that inflates far, is refused unread. */
const MAX_ZIP_ENTRIES = 200;
const MAX_UNCOMPRESSED_BYTES = 30 * 1024 * 1024;
/**
 * exceljs expands every cell of a data-validation range and of a merged range into objects as it
 * reads: a 6 KB sheet declaring a validation over A1:Z200000 took 5.6 s and 640 MB, and over the
 * whole sheet it would never finish. Real templates cover a few thousand cells.
 */
const MAX_RANGE_CELLS = 100_000;
/** Named columns a sheet may have; templates have a handful. */
const MAX_COLUMNS = 256;

export class ImportRefused extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries, refusing a zip that is not a modest one (see `inspectXlsxZip`). */
function zipEntries(file: Buffer): ZipEntry[] {
  // A zip starts with a local file header "PK\x03\x04".
  if (file.length < 22 || file.readUInt32LE(0) !== 0x04034b50) throw new ImportRefused('fileFormatError');
  // The end-of-central-directory record sits in the last 64 KB + 22 bytes.
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 65_557); i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ImportRefused('fileFormatError');
  const count = file.readUInt16LE(eocd + 10);
  const directoryOffset = file.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ImportRefused('fileFormatError');
  if (count > MAX_ZIP_ENTRIES) throw new ImportRefused('fileFormatError');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw new ImportRefused('fileFormatError');
    const size = file.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw new ImportRefused('fileFormatError');
    total += size;
    if (total > MAX_UNCOMPRESSED_BYTES) throw new ImportRefused('fileFormatError');
    const nameLength = file.readUInt16LE(at + 28);
    entries.push({
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size,
      localOffset: file.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's content, inflated no further than the size the directory declares: a directory that lies is refused. */
function entryContent(file: Buffer, entry: ZipEntry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > file.length || file.readUInt32LE(local) !== 0x04034b50) throw new ImportRefused('fileFormatError');
  const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
  const data = file.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ImportRefused('fileFormatError');
  let content: Buffer;
  if (entry.method === 0) content = data;
  else if (entry.method === 8) {
    try {
      content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ImportRefused('fileFormatError');
    }
  } else throw new ImportRefused('fileFormatError');
  if (content.length !== entry.size) throw new ImportRefused('fileFormatError');
  return content;
}

/** Column letters to a number: A is 1, XFD 16384. */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** How many cells a space-separated list of A1 ranges covers ('A1:B2 D4' is 5). */
export function rangeCells(ranges: string): number {
  let cells = 0;
  for (const range of ranges.trim().split(/\s+/)) {
    const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})(?::\$?([A-Za-z]{1,3})\$?(\d{1,7}))?$/.exec(range);
    if (!m) continue;
    const [, c1 = 'A', r1 = '1', c2 = c1, r2 = r1] = m;
    cells += (Math.abs(Number(r2) - Number(r1)) + 1) * (Math.abs(columnNumber(c2) - columnNumber(c1)) + 1);
  }
  return cells;
}

/** The cells a sheet's data validations and merged ranges cover, which exceljs expands one by one. */
function expandedCells(sheetXml: string): number {
  let cells = 0;
  for (const m of sheetXml.matchAll(/<(?:\w+:)?(?:dataValidation|mergeCell)\b[^>]*?\b(?:sqref|ref)="([^"]*)"/g))
    cells += rangeCells(m[1] ?? '');
  return cells;
}

/**
 * Refuses, before any parser sees it, what is not a modest xlsx: not a zip at all (a renamed text
 * file), too many entries, more than 30 MB once inflated (a zip bomb, also one whose directory
 * declares less than its data inflates to), zip64, or sheets whose ranges would make the parser
 * expand millions of cells.
 */
export function inspectXlsxZip(file: Buffer): void {
  for (const entry of zipEntries(file)) {
    const content = entryContent(file, entry);
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) && expandedCells(content.toString('latin1')) > MAX_RANGE_CELLS)
      throw new ImportRefused('fileFormatError');
  }
}

export interface XlsxTable {
  /** Header texts of the first row, trimmed, `*` marks kept. */
  headers: string[];
  /** Data rows by header (without the `*` mark); cells as trimmed text, empty cells as ''. */
  rows: { rowNumber: number; values: Record<string, string> }[];
}

/** A sheet as text: the header row, then each non-empty row's cells by column (0-based). */
export interface SheetText {
  headers: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/**
 * Which row holds the headers: the first of the first `HEADER_SEARCH_ROWS` for which this answers
 * true, else row 1. Seller-centre exports put a title, a shop name or a date range (often merged
 * across the columns) above their header row.
 */
export type IsHeaderRow = (cells: readonly string[]) => boolean;
const HEADER_SEARCH_ROWS = 10;

/** The header row's number: the first of the rows from `first` that `isHeader` accepts, else `first`. */
export function headerRowOf(textsOf: (row: number) => string[], first: number, isHeader?: IsHeaderRow): number {
  if (isHeader) for (let r = first; r < first + HEADER_SEARCH_ROWS; r++) if (isHeader(textsOf(r))) return r;
  return first;
}

/** A cell as the text it shows: formulas by their result, rich text joined, dates as ISO. */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return String(value.result ?? '').trim();
    return '';
  }
  return String(value).trim();
};

/**
 * An uploaded xlsx opened for reading, after the size and `inspectXlsxZip` checks: nothing is
 * parsed before the file has passed them.
 */
export async function loadXlsx(file: Buffer): Promise<ExcelJS.Workbook> {
  if (file.length > IMPORT_MAX_BYTES) throw new ImportRefused('uploadTooLarge');
  inspectXlsxZip(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new ImportRefused('fileFormatError');
  }
  return workbook;
}

/** A header row's texts up to its last named column; a sheet wider than any template is refused, as each row reads every column. */
export function headerCells(cells: string[]): string[] {
  const headers = [...cells];
  while (headers.length && !headers.at(-1)) headers.pop();
  if (headers.length > MAX_COLUMNS) throw new ImportRefused('fileFormatError');
  return headers;
}

/**
 * One sheet as text. Fully empty rows are skipped; more than `maxRows` data rows is refused
 * (spec 5: at most 1000). The header row is row 1, or the first one `isHeader` accepts (merged
 * cells read as their range's value, so a merged title row is one text repeated).
 */
export function readSheetText(sheet: ExcelJS.Worksheet, maxRows = IMPORT_MAX_ROWS, isHeader?: IsHeaderRow): SheetText {
  const textsOf = (r: number) => {
    const cells: string[] = [];
    sheet.getRow(r).eachCell({ includeEmpty: true }, (cell, col) => {
      if (col <= MAX_COLUMNS + 1) cells[col - 1] = cellText(cell.value);
    });
    return Array.from(cells, (c) => c ?? '');
  };
  const headerRow = headerRowOf(textsOf, 1, isHeader);
  const headers = headerCells(textsOf(headerRow));
  const width = headers.length;
  const rows: SheetText['rows'] = [];
  // Only the rows the file holds: a lone cell at row 1,048,576 must not make a million empty ones.
  sheet.eachRow((row, r) => {
    if (r <= headerRow || rows.length > maxRows) return;
    const cells: string[] = [];
    let any = false;
    for (let c = 0; c < width; c++) {
      const text = headers[c] ? cellText(row.getCell(c + 1).value) : '';
      cells.push(text);
      if (text) any = true;
    }
    if (any) rows.push({ rowNumber: r, cells });
  });
  if (rows.length > maxRows) throw new ImportRefused('rowsExceedLimit');
  return { headers, rows };
}

/** The first sheet of an uploaded xlsx as a table keyed by header (see `loadXlsx`, `readSheetText`). */
export async function readXlsxTable(file: Buffer, maxRows = IMPORT_MAX_ROWS): Promise<XlsxTable> {
  const sheet = (await loadXlsx(file)).worksheets[0];
  if (!sheet) throw new ImportRefused('fileFormatError');
  const { headers, rows } = readSheetText(sheet, maxRows);
  const keys = headers.map((h) => h.replace(/^\*\s*|\s*\*$/g, '').trim());
  return {
    headers,
    rows: rows.map(({ rowNumber, cells }) => {
      const values: Record<string, string> = {};
      keys.forEach((key, i) => {
        if (key) values[key] = cells[i] ?? '';
      });
      return { rowNumber, values };
    }),
  };
}
