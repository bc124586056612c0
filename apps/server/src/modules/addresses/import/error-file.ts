import { ADDRESS_IMPORT_COLUMNS, type AddressImportColumn } from '@portal/shared/address-import';
import type { ImportRowError } from '@portal/shared/excel-import';
import type { Lang } from '@portal/shared/lang';
import ExcelJS from 'exceljs';
import type { CheckedRows, RowProblem } from './read-addresses.ts';
import { addAddressSheet, addTemplateMarker } from './template.ts';

/** A message in the caller's language, as the administrator last worded it. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

const columnOf = new Map(ADDRESS_IMPORT_COLUMNS.map((c) => [c.field, c]));

/** The columns a problem is in, by their headers in the caller's language ('State / City / Postcode'). */
const problemField = (problem: RowProblem, say: Say): string =>
  problem.fields.map((f) => say((columnOf.get(f) as AddressImportColumn).label)).join(' / ');

/** The reply's per-row errors: one per broken field (or group of fields) of each bad row. */
export const rowErrors = (bad: CheckedRows['bad'], say: Say): ImportRowError[] =>
  bad.flatMap((row) => row.problems.map((p) => ({ row: row.rowNumber, field: problemField(p, say), message: say(p.key, p.params) })));

const PROBLEM_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFC00000' } };

/**
 * The error file: each bad row with its row number in the uploaded file, its problems ('Phone: ...',
 * one per line) and the values as they were. It is the template again (same sheet, headers and
 * hidden marker), so the rows can be corrected in it and the file imported as it is; the two
 * extra columns are not template columns and are ignored then.
 */
export async function addressErrorFile(bad: CheckedRows['bad'], lang: Lang, states: readonly string[], say: Say): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addAddressSheet(workbook, lang, states, [
    { header: say('addressImportErrorRow'), width: 8 },
    { header: say('addressImportErrorProblem'), width: 56 },
  ]);
  for (const row of bad) {
    const problems = row.problems.map((p) => `${problemField(p, say)}: ${say(p.key, p.params)}`).join('\n');
    const added = sheet.addRow([
      row.rowNumber,
      // Typed text cells: never run as formulas, so written as they were (no apostrophe to see).
      problems,
      ...ADDRESS_IMPORT_COLUMNS.map((c) => row.original[c.field] ?? ''),
    ]);
    const problemCell = added.getCell(2);
    problemCell.font = PROBLEM_FONT;
    problemCell.alignment = { wrapText: true, vertical: 'top' };
  }
  addTemplateMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
