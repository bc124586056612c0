import { EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportColumnSpec } from '@portal/shared/export';
import { textLength } from '@portal/shared/text';
import { malaysiaWallClock } from '@portal/shared/time';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/portal.ts';
import type { ExportQuery, ExportSource } from './export-sources.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows fetched per round trip: large enough to be cheap, small enough that memory stays flat. */
export const EXPORT_PAGE_ROWS = 1_000;

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

/**
 * An Excel cell value: dates become Excel dates in Malaysian time, numbers stay numbers, and text is
 * written as it is, a typed text cell. A text cell is never read as a formula, whatever it starts with
 * (= + - @ tab), so it needs no apostrophe, which Excel would show (the formula escape, `escapeCell`,
 * is for untyped text such as CSV).
 */
function cellValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return malaysiaWallClock(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * exceljs hands a sheet's XML to the zip compressor without waiting for it, and the compressor (zlib,
 * in the thread pool) moves on by one chunk per turn of the event loop: left alone, most of a large
 * sheet waited in memory, uncompressed, until the end (some 40 MB at 100,000 rows, growing with the
 * rows). So the writer waits between pages until the compressor has taken what it was given. Its input
 * is the stream exceljs pipes the sheet into (exceljs 4 and its archiver's readable-stream: internals,
 * so without them the wait is skipped, and a compressor that stalls is waited for a second at most).
 */
interface CompressorInput extends EventEmitter {
  _writableState: { needDrain?: boolean };
}

function compressorInput(sheet: ExcelJS.Worksheet): CompressorInput | undefined {
  const input = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return input instanceof EventEmitter && '_writableState' in input ? (input as CompressorInput) : undefined;
}

async function compressorCaughtUp(input: CompressorInput | undefined): Promise<void> {
  if (!input?._writableState.needDrain) return;
  try {
    await once(input, 'drain', { signal: AbortSignal.timeout(1_000) });
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  }
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
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.fieldName, width: columnWidth(c.header) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const compressor = compressorInput(sheet);

  // exceljs finds a style's number by the style object's identity, else by rendering it to XML. Each
  // new row and cell comes with a style object of its own, which put an XML rendering in every cell
  // and more than doubled the time of a 100,000-row export: all rows and cells share these instead.
  const plain: Partial<ExcelJS.Style> = {};
  const date: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
  const fields = columns.map((c) => c.fieldName);
  const values: ExcelJS.CellValue[] = new Array(fields.length);

  let written = 0;
  let afterKey: string | number | null = null;
  for (;;) {
    const page = await source.rows(db, caller, query, { afterKey, limit: EXPORT_PAGE_ROWS });
    for (const record of page) {
      for (let i = 0; i < fields.length; i++) values[i] = cellValue(record[fields[i]!]);
      const row = sheet.addRow(values);
      // exceljs's row type leaves out the style it reads when the row is written.
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = plain;
      for (let i = 0; i < fields.length; i++) row.getCell(i + 1).style = values[i] instanceof Date ? date : plain;
      row.commit();
    }
    written += page.length;
    const last = page.at(-1);
    if (last) afterKey = source.key(last);
    await job.afterPage?.(written);
    await compressorCaughtUp(compressor);
    if (page.length < EXPORT_PAGE_ROWS) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
