import { repairSpreadsheetPostcode } from '@portal/shared/address-import';
import { unescapeCell } from '@portal/shared/excel-import';
import {
  type ColumnMapping,
  fieldOfHeader,
  type ImportField,
  ORDER_TEMPLATE_MARKER,
  ORDER_TEMPLATE_VERSION,
  REQUIRED_IMPORT_FIELDS,
  sameHeader,
} from '@portal/shared/order-import';
import { isCompoundFile, loadXls, type XlsSheet } from '../../lib/xls-import.ts';
import { cellText, ImportRefused, loadXlsx, readSheetText } from '../../lib/xlsx-import.ts';

/** The sheets of an uploaded .xlsx or .xls as text: one reader for both (spec 5 allows both). */
export async function sheetsOf(data: Buffer): Promise<XlsSheet[]> {
  if (isCompoundFile(data)) return loadXls(data);
  const workbook = await loadXlsx(data);
  return workbook.worksheets.map((ws) => ({
    name: ws.name,
    cell: (a1) => cellText(ws.getCell(a1).value),
    text: (max, isHeader) => readSheetText(ws, max, isHeader),
  }));
}

export interface MappedRow<F extends string = ImportField> {
  rowNumber: number;
  cells: Partial<Record<F, string>>;
}

/** The field a header names, or none. */
export type HeaderReader<F extends string> = (header: string) => F | undefined;

/**
 * Applies a column mapping to a sheet: each field's cell taken from the column the mapping names
 * (headers compared without case, spaces, punctuation and the * mark). The standard template's mapping is its
 * headers in any language (`standardColumns`). Readers are asked in order, so a field's column is the one
 * the first reader names (a customer's own name before a shop's other spellings). The header row is the
 * first of the sheet's first rows that names every required field (a title or merged banner may sit above
 * it); a sheet with none names none of its rows and is refused. This is the one mapping step every sheet
 * import uses (customer templates, marketplace exports, whose fields are their own).
 */
export function applyMapping<F extends string>(
  sheet: Pick<XlsSheet, 'text'>,
  columnOf: HeaderReader<F> | readonly HeaderReader<F>[],
  required: readonly F[],
): MappedRow<F>[] {
  const readers = typeof columnOf === 'function' ? [columnOf] : columnOf;
  const fieldsOf = (headers: readonly string[]) => {
    const at = new Map<F, number>();
    for (const read of readers)
      headers.forEach((header, i) => {
        const field = header ? read(header) : undefined;
        if (field && !at.has(field)) at.set(field, i);
      });
    return at;
  };
  const namesRequired = (at: Map<F, number>) => required.every((f) => at.has(f));
  const text = sheet.text(undefined, (headers) => namesRequired(fieldsOf(headers)));
  const at = fieldsOf(text.headers);
  if (!namesRequired(at)) throw new ImportRefused('templateHeaderRequired');
  return text.rows.map(({ rowNumber, cells }) => {
    const mapped: Partial<Record<F, string>> = {};
    for (const [field, i] of at) mapped[field] = unescapeCell(cells[i] ?? '');
    return { rowNumber, cells: mapped };
  });
}

/** A customer template's mapping as a header reader: the field whose column name matches. */
export const mappedColumns =
  <F extends string = ImportField>(mapping: Partial<Record<F, string | readonly string[]>>): HeaderReader<F> =>
  (header) =>
    (Object.entries(mapping) as [F, string | readonly string[]][]).find(([, names]) =>
      (typeof names === 'string' ? [names] : names).some((name) => name && sameHeader(name, header)),
    )?.[0];

/** Required fields of a customer mapping: those it names (an address-only receiver is read by smart paste). */
const requiredOf = (mapping: ColumnMapping): ImportField[] => REQUIRED_IMPORT_FIELDS.filter((f) => mapping[f]?.trim());

/**
 * The rows of an upload, after the file has passed the checks of lib/xlsx-import.ts and
 * lib/xls-import.ts (a modest zip or compound file, under 1 MB, at most 1000 rows). The standard
 * template needs its current hidden marker (an older one is `oldTemplate`); a customer template
 * reads the first sheet by its own column names.
 */
export async function readOrderFile(data: Buffer, mapping: ColumnMapping | null): Promise<MappedRow[]> {
  const sheets = await sheetsOf(data);
  const marker = sheets.find((s) => s.name === ORDER_TEMPLATE_MARKER.sheet);
  let rows: MappedRow[];
  if (mapping) {
    const sheet = sheets.find((s) => s.name !== ORDER_TEMPLATE_MARKER.sheet);
    if (!sheet) throw new ImportRefused('fileFormatError');
    rows = applyMapping(sheet, mappedColumns(mapping), requiredOf(mapping));
  } else {
    const sheet = sheets.find((s) => s.name !== ORDER_TEMPLATE_MARKER.sheet);
    if (!sheet) throw new ImportRefused('fileFormatError');
    const current = marker?.cell('A1') === ORDER_TEMPLATE_MARKER.kind && marker.cell('B1') === ORDER_TEMPLATE_VERSION;
    // An order template of an earlier version, or one from before templates carried a marker (its
    // headers are ours), is an old template; anything else is not our template at all.
    rows = applyMapping(sheet, fieldOfHeader, REQUIRED_IMPORT_FIELDS);
    if (!current) throw new ImportRefused('oldTemplate');
  }
  if (rows.length === 0) throw new ImportRefused('importEmpty');
  return rows.map(withoutBlanks);
}

/**
 * A row without its blank cells: a blank and a missing cell read the same everywhere (the rules, the
 * result screen, the error file, a fix), and the rows are stored, read by the job, written again with
 * their outcomes and answered to the page, where the optional columns left blank were a seventh of the JSON.
 */
function withoutBlanks({ rowNumber, cells }: MappedRow): MappedRow {
  const kept: MappedRow['cells'] = {};
  // A postcode is five-digit text from the read on (the result screen, the error file): a number cell lost its 0.
  for (const [field, text] of Object.entries(cells) as [ImportField, string][])
    if (text) kept[field] = POSTCODE_FIELDS.has(field) ? repairSpreadsheetPostcode(text) : text;
  return { rowNumber, cells: kept };
}

const POSTCODE_FIELDS = new Set<ImportField>(['receiverPostcode', 'senderPostcode']);
