import { repairSpreadsheetPhone, repairSpreadsheetPostcode } from '@portal/shared/address-import';
import {
  DO_IMPORT_COLUMNS,
  type DO_RECEIVER_FIELDS,
  type DoImportField,
  type DoImportRow,
  doColumnOfHeader,
  doImportRowSchema,
  receiverKey,
} from '@portal/shared/delivery-order';
import { unescapeCell } from '@portal/shared/excel-import';
import { describeIssue } from '@portal/shared/validation';
import { isCompoundFile, loadXls } from '../../lib/xls-import.ts';
import { ImportRefused, loadXlsx, readSheetText, type SheetText } from '../../lib/xlsx-import.ts';

/** A row of the file as written, by column. */
export interface DoFileRow {
  rowNumber: number;
  original: Partial<Record<DoImportField, string>>;
}

export interface RowProblem {
  field: DoImportField;
  key: string;
  params: Record<string, string | number>;
}

/** A DO as it will be saved: its receiver from its first row, a line per row. */
interface DoDocument {
  doNo: string;
  receiver: Pick<DoImportRow, (typeof DO_RECEIVER_FIELDS)[number]>;
  receiverKey: string;
  lines: Pick<DoImportRow, 'itemCode' | 'itemName' | 'quantity'>[];
  rowNumbers: number[];
}

export interface CheckedDoFile {
  total: number;
  documents: DoDocument[];
  bad: (DoFileRow & { problems: RowProblem[] })[];
}

/** The first sheet of an uploaded .xlsx or .xls as text, after the upload checks (size, zip, rows). */
async function firstSheet(data: Buffer): Promise<SheetText> {
  if (isCompoundFile(data)) {
    const sheet = loadXls(data)[0];
    if (!sheet) throw new ImportRefused('fileFormatError');
    return sheet.text();
  }
  const sheet = (await loadXlsx(data)).worksheets[0];
  if (!sheet) throw new ImportRefused('fileFormatError');
  return readSheetText(sheet);
}

/**
 * The DO file's rows by column. Headers are matched by name in any of the three languages (the
 * shipper's own export often carries them in another order); a missing required column refuses the
 * whole file, as spec 8's 'template header fields with * required'.
 */
export async function readDoFile(data: Buffer): Promise<DoFileRow[]> {
  const { headers, rows } = await firstSheet(data);
  const at = new Map<DoImportField, number>();
  headers.forEach((header, i) => {
    const column = header ? doColumnOfHeader(header) : undefined;
    if (column && !at.has(column.field)) at.set(column.field, i);
  });
  if (DO_IMPORT_COLUMNS.some((c) => c.required && !at.has(c.field))) throw new ImportRefused('templateHeaderRequired');
  if (rows.length === 0) throw new ImportRefused('importEmpty');
  return rows.map(({ rowNumber, cells }) => {
    const original: DoFileRow['original'] = {};
    for (const [field, i] of at) original[field] = unescapeCell(cells[i] ?? '');
    return { rowNumber, original };
  });
}

/**
 * Each row checked with the shared rule, then grouped into DOs by number. A DO is saved whole or
 * not at all: one bad row keeps its other rows out too (each told why), so a receiver never gets a
 * DO missing a line. Every row of a DO must repeat its receiver.
 */
export function checkDoRows(rows: DoFileRow[]): CheckedDoFile {
  const problemsOf = new Map<number, RowProblem[]>();
  const parsed = new Map<number, DoImportRow>();
  const add = (row: number, problem: RowProblem) => problemsOf.set(row, [...(problemsOf.get(row) ?? []), problem]);
  for (const row of rows) {
    const input = {
      ...row.original,
      receiverTel: repairSpreadsheetPhone(row.original.receiverTel ?? ''),
      receiverPostcode: repairSpreadsheetPostcode(row.original.receiverPostcode ?? ''),
    };
    const result = doImportRowSchema.safeParse(input);
    if (result.success) {
      parsed.set(row.rowNumber, result.data);
      continue;
    }
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as DoImportField;
      if (problemsOf.get(row.rowNumber)?.some((p) => p.field === field)) continue;
      const { key, params } = describeIssue(issue);
      add(row.rowNumber, { field, key, params });
    }
  }
  // Rows of a DO, by its number as the rule reads it (upper case, trimmed), bad rows included.
  const groups = new Map<string, DoFileRow[]>();
  for (const row of rows) {
    const doNo = parsed.get(row.rowNumber)?.doNo ?? (row.original.doNo ?? '').trim().toUpperCase();
    if (!doNo) continue;
    groups.set(doNo, [...(groups.get(doNo) ?? []), row]);
  }
  const documents: DoDocument[] = [];
  for (const [doNo, members] of groups) {
    const first = members.map((m) => parsed.get(m.rowNumber)).find((p) => p !== undefined);
    if (first) {
      const key = receiverKey(first);
      const firstRow = members.find((m) => parsed.get(m.rowNumber) === first)!.rowNumber;
      for (const m of members) {
        const p = parsed.get(m.rowNumber);
        if (p && receiverKey(p) !== key) add(m.rowNumber, { field: 'receiverName', key: 'doReceiverDiffers', params: { row: firstRow } });
      }
    }
    if (members.some((m) => problemsOf.has(m.rowNumber))) {
      for (const m of members) if (!problemsOf.has(m.rowNumber)) add(m.rowNumber, { field: 'doNo', key: 'doOtherRowBad', params: {} });
      continue;
    }
    const lines = members.map((m) => parsed.get(m.rowNumber)!);
    documents.push({
      doNo,
      receiver: {
        receiverName: first!.receiverName,
        receiverTel: first!.receiverTel,
        receiverPostcode: first!.receiverPostcode,
        receiverAddress: first!.receiverAddress,
      },
      receiverKey: receiverKey(first!),
      lines: lines.map(({ itemCode, itemName, quantity }) => ({ itemCode, itemName, quantity })),
      rowNumbers: members.map((m) => m.rowNumber),
    });
  }
  const bad = rows.filter((r) => problemsOf.has(r.rowNumber)).map((r) => ({ ...r, problems: problemsOf.get(r.rowNumber)! }));
  return { total: rows.length, documents, bad };
}
