import { z } from 'zod';
import { repairSpreadsheetPhone, repairSpreadsheetPostcode } from './address-import.ts';
import type { ImportRowError } from './excel-import.ts';
import { LANGS } from './lang.ts';
import type { CustomerPage } from './menu.ts';
import { type MessageKey, messages } from './messages.ts';
import { GOODS_TYPES, type GoodsType, PAY_METHODS, type PayMethod, PRODUCTS, SERVE_TYPES, type ServeType } from './order.ts';
import { hasAtMostTwoDecimals } from './order-rules.ts';
import { singleLine } from './text.ts';

/**
 * Excel bulk import of domestic orders (spec 2 `bulkImport`, `importTemplateConfig`, `importHome`;
 * spec 4 import states; spec 5 and 8 Excel rules). A sheet's columns are mapped to the order fields
 * below, by the standard template's headers (in any of the three languages) or by a customer's own
 * template (a saved mapping of its column names). Each row then becomes an insertOrder parameter and
 * goes through the order form's rules, pricing, numbering and wallet, one order at a time.
 */

export const BULK_IMPORT_PAGE = 'bulkImport' satisfies CustomerPage;
export const IMPORT_TEMPLATE_PAGE = 'importTemplateConfig' satisfies CustomerPage;

/** Raised whenever the columns change meaning: a file of an older template is refused (`oldTemplate`). */
export const ORDER_TEMPLATE_VERSION = 'v2';
/** The hidden sheet's name; A1 says what the file is, B1 the version. */
export const ORDER_TEMPLATE_MARKER = { sheet: 'template', kind: 'orderImport' } as const;

/** The fields a row may carry, in the units people type in a sheet (kg, RM, cm). */
const IMPORT_FIELDS = [
  'receiverName',
  'receiverTel',
  'receiverPostcode',
  'receiverProv',
  'receiverCity',
  'receiverAddress',
  'goodsName',
  'goodsNumber',
  'declaredValue',
  'weightKg',
  'packageCount',
  'goodsValue',
  'cod',
  'lengthCm',
  'widthCm',
  'heightCm',
  'orderCode',
  'remark',
  'expressType',
  'serveType',
  'payMethod',
  'goodsType',
  'brandName',
  'senderName',
  'senderTel',
  'senderPostcode',
  'senderProv',
  'senderCity',
  'senderAddress',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The cells of one row by field, as text. */
export type ImportCells = Partial<Record<ImportField, string>>;

export interface OrderImportColumn {
  field: ImportField;
  label: MessageKey;
  required: boolean;
  /** Kept as text in the template: Excel would drop a phone's or postcode's leading 0. */
  text?: boolean;
  width: number;
  /** The values a cell may hold, listed on the template's second sheet. */
  allowed?: readonly string[];
}

/** The standard template's columns in order; a required one is marked * in its header. */
export const ORDER_IMPORT_COLUMNS: readonly OrderImportColumn[] = [
  { field: 'receiverName', label: 'importReceiverName', required: true, width: 22 },
  { field: 'receiverTel', label: 'importReceiverTel', required: true, text: true, width: 16 },
  { field: 'receiverPostcode', label: 'importReceiverPostcode', required: true, text: true, width: 12 },
  { field: 'receiverProv', label: 'importReceiverProv', required: false, width: 18 },
  { field: 'receiverCity', label: 'importReceiverCity', required: false, width: 18 },
  { field: 'receiverAddress', label: 'importReceiverAddress', required: true, width: 40 },
  { field: 'goodsName', label: 'importGoodsName', required: true, width: 18 },
  { field: 'goodsNumber', label: 'importGoodsNumber', required: true, width: 10 },
  // Required but for documents (spec 5 noRequired): the cell of a DOCUMENT row may stay blank.
  { field: 'declaredValue', label: 'importDeclaredValue', required: true, width: 14 },
  { field: 'weightKg', label: 'importWeightKg', required: true, width: 12 },
  { field: 'packageCount', label: 'importPackageCount', required: false, width: 10 },
  { field: 'goodsValue', label: 'importGoodsValue', required: false, width: 12 },
  { field: 'cod', label: 'importCod', required: false, width: 12 },
  { field: 'lengthCm', label: 'importLengthCm', required: false, width: 10 },
  { field: 'widthCm', label: 'importWidthCm', required: false, width: 10 },
  { field: 'heightCm', label: 'importHeightCm', required: false, width: 10 },
  { field: 'orderCode', label: 'importOrderCode', required: false, text: true, width: 16 },
  { field: 'remark', label: 'importRemark', required: false, width: 24 },
  { field: 'expressType', label: 'importExpressType', required: false, width: 12, allowed: PRODUCTS },
  { field: 'serveType', label: 'importServeType', required: false, width: 12, allowed: SERVE_TYPES },
  { field: 'payMethod', label: 'importPayMethod', required: false, width: 14, allowed: PAY_METHODS },
  // Blank: the import settings' goods type and brand (a shop of one kind of goods sets them once).
  { field: 'goodsType', label: 'importGoodsType', required: false, width: 16, allowed: GOODS_TYPES },
  { field: 'brandName', label: 'importBrandName', required: false, width: 16 },
  { field: 'senderName', label: 'importSenderName', required: false, width: 22 },
  { field: 'senderTel', label: 'importSenderTel', required: false, text: true, width: 16 },
  { field: 'senderPostcode', label: 'importSenderPostcode', required: false, text: true, width: 12 },
  { field: 'senderProv', label: 'importSenderProv', required: false, width: 18 },
  { field: 'senderCity', label: 'importSenderCity', required: false, width: 18 },
  { field: 'senderAddress', label: 'importSenderAddress', required: false, width: 40 },
];

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ORDER_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.field);
const columnByField = new Map(ORDER_IMPORT_COLUMNS.map((c) => [c.field, c]));
export const importColumnOf = (field: ImportField): OrderImportColumn => columnByField.get(field)!;

/** A header as compared: case, spaces, punctuation and the * mark aside ("Weight(kg)" is "Weight (KG)*", "Zip Code" is "Zipcode"). */
const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const FIELD_BY_HEADER = new Map<string, ImportField>(
  ORDER_IMPORT_COLUMNS.flatMap((c) => [c.field, ...LANGS.map((l) => messages[c.label][l])].map((t) => [headerKey(t), c.field] as const)),
);
/** The field a standard template header names, whatever language the template was downloaded in. */
export const fieldOfHeader = (header: string): ImportField | undefined => FIELD_BY_HEADER.get(headerKey(header));

/**
 * A customer template (importTemplateConfig): for each order field, the customer's own column
 * name. The required fields must be mapped; an address column alone (no postcode column) is read
 * by smart paste, so then only the address is required of the receiver.
 */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** Headers compare without case, spaces, punctuation and the * mark. */
export const sameHeader = (a: string, b: string): boolean => headerKey(a) === headerKey(b);

/** The fields a mapping must name: the required ones, the receiver's postcode excepted when its address is read by smart paste. */
export const missingMappedFields = (mapping: ColumnMapping): ImportField[] =>
  REQUIRED_IMPORT_FIELDS.filter((f) => !mapping[f]?.trim() && !(f === 'receiverPostcode' && mapping.receiverAddress));

const mappingSchema = z
  .partialRecord(z.enum(IMPORT_FIELDS, { error: 'invalidParameter' }), singleLine().trim().max(100))
  .superRefine((mapping, ctx) => {
    const missing = missingMappedFields(mapping as ColumnMapping);
    if (missing.length) ctx.addIssue({ code: 'custom', message: 'templateHeaderRequired', path: [missing[0]!] });
  });

const templateName = singleLine({ error: 'importTemplateNameRequired' })
  .trim()
  .min(1, { error: 'importTemplateNameRequired' })
  .max(50, { error: 'textTooLong' });

/** ExcelTemplate add. */
export const addExcelTemplateParameter = z.object({ name: templateName, mapping: mappingSchema });
/** ExcelTemplate update. */
export const updateExcelTemplateParameter = addExcelTemplateParameter.extend({ id: z.number().int().positive() });
/** ExcelTemplate delete. */
export const deleteExcelTemplateParameter = z.object({ id: z.number().int().positive() });

export interface ExcelTemplate {
  id: number;
  name: string;
  mapping: ColumnMapping;
  updatedAt: string;
}

/** The sender an import falls back on when a row has no sender columns. */
const importSenderSchema = z.object({
  name: singleLine().trim().max(100),
  tel: singleLine().trim().max(30),
  postcode: singleLine().trim().max(10),
  prov: singleLine().trim().max(100),
  city: singleLine().trim().max(100),
  address: singleLine().trim().max(250),
});
export type ImportSender = z.infer<typeof importSenderSchema>;

/** Import settings (importHome, settingHome): what an import falls back on. */
export const importSettingsSchema = z.object({
  templateId: z.number().int().positive().nullable().default(null),
  sender: importSenderSchema.nullable().default(null),
  expressType: z.enum(PRODUCTS, { error: 'expressTypeError' }).default('EZ'),
  serveType: z.enum(SERVE_TYPES, { error: 'serviceTypeNotFound' }).default('DROP OFF'),
  payMethod: z.enum(PAY_METHODS, { error: 'paymentMethodTypeError' }).nullable().default(null),
  /** For rows that leave the goods type or the brand blank; none: such a row is refused (spec 5: both required). */
  goodsType: z.enum(GOODS_TYPES, { error: 'goodsClassNotFound' }).nullable().default(null),
  brandName: singleLine().trim().max(100, { error: 'textTooLong' }).nullable().default(null),
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;
export const DEFAULT_IMPORT_SETTINGS: ImportSettings = importSettingsSchema.parse({});

/** The multipart `parameter` of an upload: the customer template to read it with (none: the standard one). */
export const importOrdersParameter = z.object({ templateId: z.number().int().positive().nullish() });

export const orderImportIdParameter = z.object({ importId: z.uuid({ error: 'recordNotFound' }) });

/** Cells fixed on the result screen, by the row number Excel shows. */
export const resubmitImportParameter = orderImportIdParameter.extend({
  rows: z
    .array(
      z.object({
        rowNumber: z.number().int().min(2),
        cells: z.partialRecord(z.enum(IMPORT_FIELDS, { error: 'invalidParameter' }), singleLine().max(500)),
      }),
    )
    .max(1000),
});
export type ResubmitImportParameter = z.infer<typeof resubmitImportParameter>;

/** Spec 4: waiting to import, importing, imported; FAILED when the job itself broke (not a bad row). */
const IMPORT_STATES = ['WAITING', 'IMPORTING', 'IMPORTED', 'FAILED'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** The states of an import whose job has yet to finish: its rows are not shown, its page polls, fixes wait. */
export const RUNNING_IMPORT_STATES = ['WAITING', 'IMPORTING'] as const satisfies readonly ImportState[];
export const importRunning = (state: ImportState): boolean => (RUNNING_IMPORT_STATES as readonly ImportState[]).includes(state);

/** One row on the result screen: its cells, and its waybill or its problems. */
export interface ImportRowView {
  rowNumber: number;
  cells: ImportCells;
  waybillNo?: string;
  /** Placed by an earlier upload of the same rows (re-upload, double click): not placed again. */
  existing?: boolean;
  errors?: { field: ImportField | 'row'; message: string }[];
}

/** getOrderImport: the job's state and progress, the summary, the rows. */
export interface OrderImportView {
  importId: string;
  fileName: string;
  state: ImportState;
  /** Rows checked and placed so far, 0 to total. */
  done: number;
  total: number;
  placed: number;
  existing: number;
  bad: number;
  /** Spec 8's summary, in the caller's language. */
  summary: string;
  rows: ImportRowView[];
  errors: ImportRowError[];
}

/** Where a broken order rule's field is in the sheet. */
const SHEET_FIELD: Record<string, ImportField> = {
  weightG: 'weightKg',
  goodsValueSen: 'goodsValue',
  declaredValueSen: 'declaredValue',
  codSen: 'cod',
  pickupTime: 'serveType',
  dropPointCode: 'serveType',
};
export const sheetFieldOf = (orderField: string): ImportField | 'row' =>
  SHEET_FIELD[orderField] ?? ((IMPORT_FIELDS as readonly string[]).includes(orderField) ? (orderField as ImportField) : 'row');

/** A number as people type it in a sheet: commas stripped (spec 5), blank is `blank`, otherwise NaN the rules refuse. */
function sheetNumber(text: string | undefined, blank: number | undefined): number | undefined {
  const t = (text ?? '').replace(/,/g, '').trim();
  if (!t) return blank;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** kg with up to whatever decimals into grams; NaN stays NaN (the rule's message says it). */
const hundredths = (n: number | undefined, by: number) => (n === undefined || Number.isNaN(n) ? n : Math.round(n * by));
/**
 * RM into sen. More than two decimals is no amount of money: it stays a fraction of a sen, which the rules refuse
 * (`importCellProblems`, the order rules' whole sen) rather than be rounded to an amount nobody typed.
 */
const sen = (n: number | undefined) =>
  n === undefined || !hasAtMostTwoDecimals(n) ? (n === undefined ? n : n * 100) : Math.round(n * 100);

/** Upper-cased, for the code columns (products, serve types, pay methods). */
const code = (text: string | undefined) => (text ?? '').trim().toUpperCase() || undefined;

export interface ImportDefaults {
  sender: ImportSender | null;
  expressType: (typeof PRODUCTS)[number];
  serveType: ServeType;
  payMethod: PayMethod | null;
  goodsType?: GoodsType | null;
  brandName?: string | null;
}

/** Spec 8's COD limit as people type it in a sheet: ringgit. */
const MAX_COD_RM = 99_999_999;

/**
 * What a sheet's cells say wrong before they become an order (spec 8's import messages): a COD above 99999999
 * ringgit, and an item value (the insured value) that is no amount of money (more than two decimals). The order
 * rules then judge the rest; a cell named here is not named again.
 */
export function importCellProblems(cells: ImportCells): { field: ImportField; key: MessageKey }[] {
  const problems: { field: ImportField; key: MessageKey }[] = [];
  const cod = sheetNumber(cells.cod, 0);
  if (cod !== undefined && cod > MAX_COD_RM) problems.push({ field: 'cod', key: 'codOverLimit' });
  const insured = sheetNumber(cells.goodsValue, 0);
  if (insured !== undefined && !Number.isNaN(insured) && !hasAtMostTwoDecimals(insured))
    problems.push({ field: 'goodsValue', key: 'insuranceFormatError' });
  return problems;
}

/**
 * A row's cells as an insertOrder parameter (before its rules run): units converted, spreadsheet
 * damage repaired (a phone's or postcode's lost 0), and the import's defaults where a cell is blank.
 */
export function orderOfCells(cells: ImportCells, defaults: ImportDefaults, clientRequestId: string): Record<string, unknown> {
  const sender = defaults.sender;
  const pick = (value: string | undefined, fallback: string | undefined) => (value?.trim() ? value.trim() : (fallback ?? ''));
  const hasSender = !!cells.senderName?.trim();
  return {
    clientRequestId,
    senderName: pick(cells.senderName, sender?.name),
    senderTel: repairSpreadsheetPhone(pick(cells.senderTel, hasSender ? '' : sender?.tel)),
    senderPostcode: repairSpreadsheetPostcode(pick(cells.senderPostcode, hasSender ? '' : sender?.postcode)),
    senderProv: pick(cells.senderProv, hasSender ? '' : sender?.prov),
    senderCity: pick(cells.senderCity, hasSender ? '' : sender?.city),
    senderAddress: pick(cells.senderAddress, hasSender ? '' : sender?.address),
    receiverName: pick(cells.receiverName, ''),
    receiverTel: repairSpreadsheetPhone(pick(cells.receiverTel, '')),
    receiverPostcode: repairSpreadsheetPostcode(pick(cells.receiverPostcode, '')),
    receiverProv: pick(cells.receiverProv, ''),
    receiverCity: pick(cells.receiverCity, ''),
    receiverAddress: pick(cells.receiverAddress, ''),
    goodsName: pick(cells.goodsName, ''),
    goodsType: code(cells.goodsType) ?? defaults.goodsType ?? '',
    brandName: pick(cells.brandName, defaults.brandName ?? ''),
    // Required, blank is refused: no silent 1 (spec 5 goodsNumber).
    goodsNumber: sheetNumber(cells.goodsNumber, undefined),
    declaredValueSen: sen(sheetNumber(cells.declaredValue, undefined)) ?? null,
    weightG: hundredths(sheetNumber(cells.weightKg, undefined), 1000),
    packageCount: sheetNumber(cells.packageCount, 1),
    goodsValueSen: sen(sheetNumber(cells.goodsValue, 0)),
    codSen: sen(sheetNumber(cells.cod, 0)),
    lengthCm: sheetNumber(cells.lengthCm, undefined) ?? null,
    widthCm: sheetNumber(cells.widthCm, undefined) ?? null,
    heightCm: sheetNumber(cells.heightCm, undefined) ?? null,
    orderCode: pick(cells.orderCode, ''),
    remark: pick(cells.remark, ''),
    expressType: code(cells.expressType) ?? defaults.expressType,
    serveType: code(cells.serveType) ?? defaults.serveType,
    payMethod: code(cells.payMethod) ?? defaults.payMethod ?? '',
  };
}
