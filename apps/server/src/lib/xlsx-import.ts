import type { MessageKey } from '@portal/shared/messages';
import ExcelJS from 'exceljs';

/** Spec 5 "Excel import": under 1 MB, at most 1000 rows. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;

/** An xlsx holds a dozen or so parts; a file with many more, or that inflates far, is refused unread. */
const MAX_ZIP_ENTRIES = 200;
const MAX_UNCOMPRESSED_BYTES = 30 * 1024 * 1024;

export class ImportRefused extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/**
 * Reads the zip's central directory (without inflating anything) and refuses what is not a
 * modest xlsx: not a zip at all (a renamed text file), too many entries, a declared uncompressed
 * size that would inflate far past any real template (a zip bomb), or zip64.
 */
export function inspectXlsxZip(file: Buffer): void {
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
  const entries = file.readUInt16LE(eocd + 10);
  const directoryOffset = file.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new ImportRefused('fileFormatError');
  if (entries > MAX_ZIP_ENTRIES) throw new ImportRefused('fileFormatError');
  let at = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw new ImportRefused('fileFormatError');
    const uncompressed = file.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) throw new ImportRefused('fileFormatError');
    total += uncompressed;
    if (total > MAX_UNCOMPRESSED_BYTES) throw new ImportRefused('fileFormatError');
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
}

export interface XlsxTable {
  /** Header texts of the first row, trimmed, `*` marks kept. */
  headers: string[];
  /** Data rows by header (without the `*` mark); cells as trimmed text, empty cells as ''. */
  rows: { rowNumber: number; values: Record<string, string> }[];
}

const cellText = (value: ExcelJS.CellValue): string => {
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
 * The first sheet of an uploaded xlsx as a table, after `inspectXlsxZip`. Fully empty rows are
 * skipped; more than `maxRows` data rows is refused (spec 5: at most 1000).
 */
export async function readXlsxTable(file: Buffer, maxRows = IMPORT_MAX_ROWS): Promise<XlsxTable> {
  if (file.length > IMPORT_MAX_BYTES) throw new ImportRefused('uploadTooLarge');
  inspectXlsxZip(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new ImportRefused('fileFormatError');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportRefused('fileFormatError');
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value);
  });
  const keys = headers.map((h) => h.replace(/^\*\s*|\s*\*$/g, '').trim());
  const rows: XlsxTable['rows'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: Record<string, string> = {};
    let any = false;
    keys.forEach((key, i) => {
      if (!key) return;
      const text = cellText(row.getCell(i + 1).value);
      values[key] = text;
      if (text) any = true;
    });
    if (!any) continue;
    rows.push({ rowNumber: r, values });
    if (rows.length > maxRows) throw new ImportRefused('rowsExceedLimit');
  }
  return { headers, rows };
}
