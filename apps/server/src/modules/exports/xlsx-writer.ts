import type { Writable } from 'node:stream';
import { type ExportColumnSpec, escapeCell } from '@portal/shared/export';
import { textLength } from '@portal/shared/text';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/portal.ts';
import type { ExportQuery, ExportSource } from './export-sources.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows fetched per round trip: large enough to be cheap, small enough that memory stays flat. */
export const EXPORT_PAGE_ROWS = 1_000;

/** Times are stored in UTC and shown in Malaysian time (UTC+8 all year, no daylight saving). */
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export interface XlsxJob {
  db: Db;
  source: ExportSource;
  caller: Caller;
  query: ExportQuery;
  columns: ExportColumnSpec[];
  /** Called after each page with the rows written so far; throwing stops the export. */
  afterPage?: (written: number) => Promise<void>;
}

/** An Excel cell value: dates become Excel dates in Malaysian time, numbers stay numbers, text is escaped. */
function cellValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return new Date(value.getTime() + MALAYSIA_OFFSET_MS);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return escapeCell(text) as string;
}

/** Wide enough for the header; a Chinese character takes two widths, as in the column-width rule. */
const columnWidth = (header: string) => Math.min(60, Math.max(12, textLength(header) + 4));

/**
 * Streams one sheet into `sink`: a bold, frozen header row of the requested headers in the requested
 * order, then the source's rows fetched page by page (keyset on `source.key`), so a 100,000-row
 * export never holds more than one page. Resolves with the number of data rows once the file is
 * complete.
 */
export async function writeXlsx(sink: Writable, job: XlsxJob): Promise<number> {
  const { db, source, caller, query, columns } = job;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: escapeCell(c.header) as string, key: c.fieldName, width: columnWidth(c.header) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let written = 0;
  let afterKey: string | number | null = null;
  for (;;) {
    const page = await source.rows(db, caller, query, { afterKey, limit: EXPORT_PAGE_ROWS });
    for (const record of page) {
      const row = sheet.addRow(columns.map((c) => cellValue(record[c.fieldName])));
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
      });
      row.commit();
    }
    written += page.length;
    const last = page.at(-1);
    if (last) afterKey = source.key(last);
    await job.afterPage?.(written);
    if (page.length < EXPORT_PAGE_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
