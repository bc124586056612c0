import type { ImportRowError } from '@portal/shared/excel-import';
import type { Lang } from '@portal/shared/lang';
import { type ImportField, importColumnOf, importRunning, ORDER_IMPORT_COLUMNS, type OrderImportView } from '@portal/shared/order-import';
import ExcelJS from 'exceljs';
import type { ImportRowRecord } from '../../db/schema/index.ts';
import { writeTextRow } from '../../lib/xlsx-text.ts';
import type { OrderImportRow } from './repository.ts';
import { addOrderSheet, addOrderTemplateMarker } from './template.ts';

export type Say = (key: string, params?: Record<string, string | number>) => string;

/** A problem's column by its header in the caller's language; a whole-row problem (the wallet) by the row. */
const fieldLabel = (field: ImportField | 'row', say: Say) =>
  field === 'row' ? say('orderImportErrorRow') : say(importColumnOf(field).label);

const badRows = (rows: ImportRowRecord[]) => rows.filter((r) => r.errors?.length);

/**
 * What getOrderImport answers: state and progress, spec 8's summary, each row, and the bad cells with
 * their messages. While the job runs the page shows only the progress: rows and errors come with the
 * result (`findImportToShow` does not read them before).
 */
export function importView(imp: OrderImportRow, say: Say): OrderImportView {
  const rows = importRunning(imp.state) ? [] : imp.rows;
  const errors: ImportRowError[] = badRows(rows).flatMap((r) =>
    r.errors!.map((e) => ({ row: r.rowNumber, field: fieldLabel(e.field, say), message: e.message })),
  );
  return {
    importId: imp.id,
    fileName: imp.fileName,
    state: imp.state,
    done: imp.done,
    total: imp.total,
    placed: imp.placed,
    existing: imp.existing,
    bad: imp.bad,
    summary: say('importSummary', { total: imp.total, bad: imp.bad }),
    rows,
    errors,
  };
}

const PROBLEM_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFC00000' } };

/**
 * The rows with errors as a file: the template again (headers and hidden marker), each bad row with
 * its row number and its problems before its cells, so it can be corrected and uploaded as it is
 * (the two extra columns are no template columns and are ignored then).
 */
export async function errorRowsFile(imp: OrderImportRow, lang: Lang, say: Say): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addOrderSheet(workbook, lang, [
    { header: say('orderImportErrorRow'), width: 8 },
    { header: say('orderImportErrorProblem'), width: 56 },
  ]);
  for (const [i, row] of badRows(imp.rows).entries()) {
    const problems = row.errors!.map((e) => `${fieldLabel(e.field, say)}: ${e.message}`).join('\n');
    const added = sheet.getRow(i + 2);
    writeTextRow(added, [row.rowNumber, problems, ...ORDER_IMPORT_COLUMNS.map((c) => row.cells[c.field] ?? '')]);
    added.getCell(2).font = PROBLEM_FONT;
    added.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  }
  addOrderTemplateMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
