import { type DomesticAddressInput, domesticAddressFields } from '@portal/shared/address';
import {
  ADDRESS_IMPORT_COLUMNS,
  ADDRESS_TEMPLATE_MARKER,
  ADDRESS_TEMPLATE_VERSION,
  type AddressImportColumn,
  columnOfHeader,
  repairSpreadsheetPhone,
  repairSpreadsheetPostcode,
} from '@portal/shared/address-import';
import { unescapeCell } from '@portal/shared/excel-import';
import { describeIssue } from '@portal/shared/validation';
import { PortalError } from '../../../lib/errors.ts';
import { isCompoundFile, loadXls, type XlsSheet } from '../../../lib/xls-import.ts';
import { cellText, ImportRefused, loadXlsx, readSheetText } from '../../../lib/xlsx-import.ts';
import type { GeographyService } from '../../geography/service.ts';
import { placeDomestic } from '../place.ts';
import type { AddressValues } from '../repository.ts';

type Field = AddressImportColumn['field'];

/** A row of the file as it was written, by template column. */
export interface FileRow {
  /** The row number Excel shows. */
  rowNumber: number;
  original: Partial<Record<Field, string>>;
}

/** Which column a problem is in and what it is, before translation. */
export interface RowProblem {
  fields: Field[];
  key: string;
  params: Record<string, string | number>;
}

export interface CheckedRows {
  good: { rowNumber: number; values: AddressValues }[];
  bad: (FileRow & { problems: RowProblem[] })[];
}

/** The sheets of an uploaded .xlsx or .xls, as text: the template reads the same from either. */
async function sheetsOf(data: Buffer): Promise<XlsSheet[]> {
  if (isCompoundFile(data)) return loadXls(data);
  const workbook = await loadXlsx(data);
  return workbook.worksheets.map((ws) => ({
    name: ws.name,
    cell: (a1) => cellText(ws.getCell(a1).value),
    text: (max) => readSheetText(ws, max),
  }));
}

/**
 * The template's rows, after the file has passed the upload checks (lib/xlsx-import.ts: a zip, a
 * modest one, under 1 MB, at most 1000 rows; lib/xls-import.ts for a binary .xls, which spec 5
 * allows too). A file without the current template's hidden marker is an old template; one
 * without a required column names none of the rows.
 */
export async function readAddressFile(data: Buffer): Promise<FileRow[]> {
  const sheets = await sheetsOf(data);
  const marker = sheets.find((s) => s.name === ADDRESS_TEMPLATE_MARKER.sheet);
  if (marker?.cell('A1') !== ADDRESS_TEMPLATE_MARKER.kind || marker.cell('B1') !== ADDRESS_TEMPLATE_VERSION)
    throw new ImportRefused('oldTemplate');
  const sheet = sheets.find((s) => s.name !== ADDRESS_TEMPLATE_MARKER.sheet);
  if (!sheet) throw new ImportRefused('fileFormatError');
  const { headers, rows } = sheet.text();
  // Headers are matched by name in any of the three languages, so columns may be moved.
  const at = new Map<Field, number>();
  headers.forEach((header, i) => {
    const column = header ? columnOfHeader(header) : undefined;
    if (column && !at.has(column.field)) at.set(column.field, i);
  });
  if (ADDRESS_IMPORT_COLUMNS.some((c) => c.required && !at.has(c.field))) throw new ImportRefused('templateHeaderRequired');
  if (rows.length === 0) throw new ImportRefused('importEmpty');
  return rows.map(({ rowNumber, cells }) => {
    const original: FileRow['original'] = {};
    for (const [field, i] of at) original[field] = unescapeCell(cells[i] ?? '');
    return { rowNumber, original };
  });
}

/** The three parts that must agree with the region data; a mismatch is reported against all of them. */
const PLACE_FIELDS: Field[] = ['prov', 'city', 'postcode'];

/** The entry as saved, or why its postcode, city and state do not agree with the region data. */
async function place(geography: GeographyService, input: DomesticAddressInput): Promise<AddressValues | RowProblem> {
  try {
    return await placeDomestic(geography, input);
  } catch (err) {
    if (!(err instanceof PortalError)) throw err;
    return { fields: err.messageKey === 'postcodeNotFound' ? ['postcode'] : PLACE_FIELDS, key: err.messageKey, params: err.params ?? {} };
  }
}

const isProblem = (x: AddressValues | RowProblem): x is RowProblem => 'key' in x;

/**
 * Each row checked with the rules the address form uses (shared `domesticAddressFields`), then
 * placed in the region data as a saved entry is (`placeDomestic`: the postcode must exist and
 * belong to the city and state). Every broken field of a row is reported, not just the first: the
 * place is checked too when only other fields are wrong.
 */
export async function checkAddressRows(rows: FileRow[], geography: GeographyService): Promise<CheckedRows> {
  const checked: CheckedRows = { good: [], bad: [] };
  for (const row of rows) {
    const { original } = row;
    const input = {
      ...original,
      contacts: repairSpreadsheetPhone(original.contacts ?? ''),
      postcode: repairSpreadsheetPostcode(original.postcode ?? ''),
    };
    const parsed = domesticAddressFields.safeParse(input);
    if (parsed.success) {
      const placed = await place(geography, parsed.data);
      if (isProblem(placed)) checked.bad.push({ ...row, problems: [placed] });
      else checked.good.push({ rowNumber: row.rowNumber, values: placed });
      continue;
    }
    const problems: RowProblem[] = [];
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      if (problems.some((p) => p.fields.includes(field))) continue;
      const { key, params } = describeIssue(issue);
      problems.push({ fields: [field], key, params });
    }
    if (!problems.some((p) => p.fields.some((f) => PLACE_FIELDS.includes(f)))) {
      const placed = await place(geography, input as DomesticAddressInput);
      if (isProblem(placed)) problems.push(placed);
    }
    checked.bad.push({ ...row, problems });
  }
  return checked;
}
