import { z } from 'zod';
import { DOMESTIC_BOOKS, type DomesticAddressInput } from './address.ts';
import type { ImportRowError } from './excel-import.ts';
import { LANGS } from './lang.ts';
import { type MessageKey, messages } from './messages.ts';

/**
 * Address import (spec 2 `addressImport`, spec 5 "Excel import", issue 4): a sender or receiver
 * book filled from the portal's xlsx template. The template is the same for both books; the book is
 * chosen when importing.
 */

/**
 * The template's version, kept in a hidden sheet so that a file made from an older template is
 * refused with `oldTemplate` instead of being read with the wrong columns. Raise it whenever the
 * columns change meaning.
 */
export const ADDRESS_TEMPLATE_VERSION = 'v1';
/** The hidden sheet's name; its A1 says what the file is, B1 the version. */
export const ADDRESS_TEMPLATE_MARKER = { sheet: 'template', kind: 'addressImport' } as const;

export interface AddressImportColumn {
  field: keyof DomesticAddressInput;
  /** The header, from the message catalogue so that it exists in zh, en and ml. */
  label: MessageKey;
  required: boolean;
  /** Kept as text in the template: Excel would drop the leading 0 of a phone or a postcode. */
  text?: boolean;
  width: number;
}

/** The template's columns in order; a required one is marked * in the header. */
export const ADDRESS_IMPORT_COLUMNS: readonly AddressImportColumn[] = [
  { field: 'name', label: 'addressImportName', required: true, width: 24 },
  { field: 'contacts', label: 'addressImportPhone', required: true, text: true, width: 16 },
  { field: 'postcode', label: 'addressImportPostcode', required: true, text: true, width: 12 },
  { field: 'prov', label: 'addressImportState', required: true, width: 20 },
  { field: 'city', label: 'addressImportCity', required: true, width: 20 },
  { field: 'address', label: 'addressImportDetail', required: true, width: 48 },
];

const headerKey = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Every spelling a header may have: the label in any of the three languages, or the field's own name. */
const FIELD_BY_HEADER = new Map<string, AddressImportColumn>(
  ADDRESS_IMPORT_COLUMNS.flatMap((c) => [c.field, ...LANGS.map((l) => messages[c.label][l])].map((t) => [headerKey(t), c] as const)),
);

/** The column a header names, whatever the language the template was downloaded in. */
export const columnOfHeader = (header: string): AddressImportColumn | undefined => FIELD_BY_HEADER.get(headerKey(header));

/**
 * A number cell loses its leading zero: 0123456789 comes back as 123456789, and 60123456789 is a
 * phone typed with the country code but no +. Anything else is left for the phone rule to judge.
 */
export function repairSpreadsheetPhone(value: string): string {
  if (!/^\d+$/.test(value)) return value;
  if (/^60\d{9,10}$/.test(value)) return `0${value.slice(2)}`;
  if (/^[1-9]\d{6,9}$/.test(value)) return `0${value}`;
  return value;
}

/** Postcodes 01000 to 09999 (Perlis, Kedah, part of Penang) lose their zero in a number cell. */
export const repairSpreadsheetPostcode = (value: string): string => (/^\d{4}$/.test(value) ? `0${value}` : value);

/** 'valid' saves the good rows and reports the bad; 'all' saves nothing unless every row is good. */
const ADDRESS_IMPORT_MODES = ['valid', 'all'] as const;
export type AddressImportMode = (typeof ADDRESS_IMPORT_MODES)[number];

/** `importAddress`: the multipart `parameter` field. */
export const importAddressParameter = z.object({
  addressType: z.enum(DOMESTIC_BOOKS),
  mode: z.enum(ADDRESS_IMPORT_MODES).default('valid'),
});
export type ImportAddressParameter = z.infer<typeof importAddressParameter>;

/** `downloadAddressImportErrors`: the error file an import named. */
export const addressImportErrorsParameter = z.object({ fileId: z.uuid() });

/** The error file stays downloadable this long after the import, by the account that imported. */
export const ADDRESS_IMPORT_ERROR_FILE_MINUTES = 60;

/** What an import answers (also the `data` of a refusal for bad rows, with nothing imported). */
export interface AddressImportResult {
  /** Rows in the file (empty rows are not counted). */
  total: number;
  /** Rows that do not match the template or the region data. */
  bad: number;
  /** Entries added to the book. */
  imported: number;
  /** Good rows already in the book, or repeating an earlier row of the file: not added again. */
  duplicates: number;
  errors: ImportRowError[];
  /** The error file (bad rows with their problems and original values), when there are bad rows. */
  errorFileId?: string;
}

/** The desc of an import that saved: spec 8's summary, or that every address was in the book already. */
export const importSummaryKey = (result: Pick<AddressImportResult, 'imported' | 'bad'>): 'importSummary' | 'importAllDuplicates' =>
  result.imported === 0 && result.bad === 0 ? 'importAllDuplicates' : 'importSummary';
