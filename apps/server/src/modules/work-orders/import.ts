import { createHash } from 'node:crypto';
import { IMPORT_MAX_ROWS, type ImportRowError, unescapeCell } from '@portal/shared/excel-import';
import type { Lang } from '@portal/shared/lang';
import { type MessageKey, messages, translate } from '@portal/shared/messages';
import { describeIssue } from '@portal/shared/validation';
import {
  WORK_ORDER_IMPORT_COLUMNS,
  WORK_ORDER_TEMPLATE_MARKER,
  WORK_ORDER_TEMPLATE_VERSION,
  WORK_ORDER_TYPE_LIST,
  WORK_ORDER_TYPES,
  type WorkOrderImportColumn,
  type WorkOrderImportField,
  type WorkOrderType,
  workOrderColumnOfHeader,
  workOrderFields,
  workOrderTypeOfCell,
} from '@portal/shared/work-orders';
import ExcelJS from 'exceljs';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { writeTextRow } from '../../lib/xlsx-text.ts';
import { sheetsOf } from '../order-import/service.ts';

/**
 * Work order import (ticketImport, issue 18): the template, reading an upload into rows, checking each
 * row with the rules the form uses, and the error file. Writing the good rows is the repository's.
 */

export type Say = (key: string, params?: Record<string, string | number>) => string;

/** A row as it was written, by template column, with the column letter each field was read from. */
export interface FileRow {
  rowNumber: number;
  original: Partial<Record<WorkOrderImportField, string>>;
  letters: Partial<Record<WorkOrderImportField, string>>;
}

export interface GoodRow {
  rowNumber: number;
  type: WorkOrderType;
  waybillNo?: string;
  content: string;
  importKey: string;
}

export interface BadRow extends FileRow {
  problems: { field: WorkOrderImportField; key: string; params: Record<string, string | number> }[];
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/**
 * The template's rows, after the upload checks of lib/xlsx-import.ts (a modest zip, under 1 MB, at
 * most 1000 rows). A file without the current template's hidden marker is an old template; headers
 * are matched in any of the three languages.
 */
export async function readWorkOrderFile(data: Buffer): Promise<FileRow[]> {
  const sheets = await sheetsOf(data);
  const marker = sheets.find((s) => s.name === WORK_ORDER_TEMPLATE_MARKER.sheet);
  if (marker?.cell('A1') !== WORK_ORDER_TEMPLATE_MARKER.kind || marker.cell('B1') !== WORK_ORDER_TEMPLATE_VERSION)
    throw new ImportRefused('oldTemplate');
  const sheet = sheets.find((s) => s.name !== WORK_ORDER_TEMPLATE_MARKER.sheet);
  if (!sheet) throw new ImportRefused('fileFormatError');
  const { headers, rows } = sheet.text();
  const at = new Map<WorkOrderImportField, number>();
  headers.forEach((header, i) => {
    const column = header ? workOrderColumnOfHeader(header) : undefined;
    if (column && !at.has(column.field)) at.set(column.field, i);
  });
  if (WORK_ORDER_IMPORT_COLUMNS.some((c) => c.required && !at.has(c.field))) throw new ImportRefused('templateHeaderRequired');
  if (rows.length === 0) throw new ImportRefused('importEmpty');
  return rows.map(({ rowNumber, cells }) => {
    const original: FileRow['original'] = {};
    const letters: FileRow['letters'] = {};
    for (const [field, i] of at) {
      original[field] = unescapeCell(cells[i] ?? '');
      letters[field] = columnLetter(i);
    }
    return { rowNumber, original, letters };
  });
}

/**
 * How a row is recognised when it comes again: its type, waybill and text (spaces and letter case
 * aside). The same file imported twice, or a row repeated in a file, raises one work order.
 */
const importKeyOf = (row: { type: string; waybillNo?: string; content: string }): string =>
  createHash('sha256')
    .update(JSON.stringify([row.type, row.waybillNo ?? '', row.content.replace(/\s+/g, ' ').trim().toLowerCase()]))
    .digest('hex');

/**
 * Each row checked with the rules of the form (`workOrderFields`), then its waybill with the
 * customer's own (`owned`: the numbers of the file that are the customer's). Every broken cell of a
 * row is reported.
 */
export function checkRows(rows: FileRow[], owned: ReadonlySet<string>): { good: GoodRow[]; bad: BadRow[] } {
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  for (const row of rows) {
    const typeCell = row.original.type ?? '';
    const type = workOrderTypeOfCell(typeCell);
    const problems: BadRow['problems'] = [];
    if (typeCell && !type) problems.push({ field: 'type', key: 'workOrderImportTypeUnknown', params: {} });
    const parsed = workOrderFields.safeParse({ type: type ?? typeCell, waybillNo: row.original.waybillNo, content: row.original.content });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as WorkOrderImportField;
        if (problems.some((p) => p.field === field)) continue;
        const { key, params } = describeIssue(issue);
        problems.push({ field, key, params });
      }
    } else if (parsed.data.waybillNo && !owned.has(parsed.data.waybillNo)) {
      problems.push({ field: 'waybillNo', key: 'workOrderWrongBillNo', params: {} });
    }
    if (problems.length || !parsed.success) bad.push({ ...row, problems });
    else good.push({ rowNumber: row.rowNumber, ...parsed.data, importKey: importKeyOf(parsed.data) });
  }
  return { good, bad };
}

const labelOf = (field: WorkOrderImportField) => WORK_ORDER_IMPORT_COLUMNS.find((c) => c.field === field)!.label;

/** The reply's per-row errors: each broken cell by its column header and its address (`C5`). */
export const rowErrors = (bad: BadRow[], say: Say): ImportRowError[] =>
  bad.flatMap((row) =>
    row.problems.map((p) => ({
      row: row.rowNumber,
      field: say(labelOf(p.field)),
      message: say(p.key, p.params),
      ...(row.letters[p.field] ? { cell: `${row.letters[p.field]}${row.rowNumber}` } : {}),
    })),
  );

/* ---- the template and the error file ---- */

const text = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => translate(key, lang, params);
const headerOf = (column: WorkOrderImportColumn, lang: Lang) => `${messages[column.label][lang]}${column.required ? '*' : ''}`;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** The sheet people fill in: bold frozen headers, the waybill kept as text, the types as a drop-down. */
function addWorkOrderSheet(workbook: ExcelJS.Workbook, lang: Lang, extra: { header: string; width: number }[] = []): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(text('workOrderTemplateSheet', lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...extra.map((e) => ({ header: e.header, width: e.width })),
    ...WORK_ORDER_IMPORT_COLUMNS.map((c) => ({ header: headerOf(c, lang), width: c.width, style: { numFmt: '@' } })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const letter = sheet.getColumn(extra.length + 1).letter;
  const names = WORK_ORDER_TYPE_LIST.map((code) => text(WORK_ORDER_TYPES[code].label, lang));
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations.add(
    `${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`,
    { type: 'list', allowBlank: true, showErrorMessage: false, formulae: [`"${names.join(',')}"`] },
  );
  return sheet;
}

function addMarker(workbook: ExcelJS.Workbook): void {
  workbook
    .addWorksheet(WORK_ORDER_TEMPLATE_MARKER.sheet, { state: 'veryHidden' })
    .addRow([WORK_ORDER_TEMPLATE_MARKER.kind, WORK_ORDER_TEMPLATE_VERSION]);
}

/** `workOrderTempDownload`: the sheet, a guide sheet, the hidden marker. */
export async function workOrderTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addWorkOrderSheet(workbook, lang);
  const guide = workbook.addWorksheet(text('workOrderTemplateGuideSheet', lang));
  guide.getColumn(1).width = 120;
  guide.addRow([text('workOrderTemplateGuide', lang, { rows: IMPORT_MAX_ROWS })]).alignment = { wrapText: true };
  addMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PROBLEM_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFC00000' } };

/**
 * The error file: each bad row with its row number, its problems ('C5 What you need: ...', one per
 * line) and its cells as they were, in the template again so it can be corrected and imported as it
 * is. Every cell is a typed text cell (`writeTextRow`): a cell that looked like a formula is written
 * as the text it was, never as a formula.
 */
export async function workOrderErrorFile(bad: BadRow[], lang: Lang, say: Say): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addWorkOrderSheet(workbook, lang, [
    { header: say('workOrderImportErrorRow'), width: 8 },
    { header: say('workOrderImportErrorProblem'), width: 56 },
  ]);
  for (const [i, e] of bad.entries()) {
    const problems = rowErrors([e], say)
      .map((p) => `${p.cell ? `${p.cell} ` : ''}${p.field}: ${p.message}`)
      .join('\n');
    const row = sheet.getRow(i + 2);
    writeTextRow(row, [e.rowNumber, problems, ...WORK_ORDER_IMPORT_COLUMNS.map((c) => e.original[c.field] ?? '')]);
    row.getCell(2).font = PROBLEM_FONT;
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  }
  addMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
