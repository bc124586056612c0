import { z } from 'zod';
import { countedText, domesticPhoneSchema } from './account.ts';
import { domesticPostcodeSchema } from './address.ts';
import type { ImportRowError } from './excel-import.ts';
import { LANGS } from './lang.ts';
import type { CustomerPage } from './menu.ts';
import { type MessageKey, messages } from './messages.ts';
import { normaliseDomesticPhone } from './phone.ts';
import { singleLine } from './text.ts';

/**
 * Delivery orders (DO) for business receivers (spec 2 per-order pages, issue 16): the shipper
 * imports its DO documents, packs them into boxes (one box many DOs, one DO many boxes), prints a
 * DO sheet per DO for the receiver's dock to sign, and manages or cancels them.
 * See docs/decisions.md "Delivery orders" for what the spec leaves open.
 */

/**
 * WAITING_PACK: imported, in no box yet. PACKED: in at least one box. PRINTED: its sheet printed
 * (printing again is allowed: a lost sheet is reprinted). CANCELLED: final; its boxes are freed.
 */
export const DO_STATUSES = ['WAITING_PACK', 'PACKED', 'PRINTED', 'CANCELLED'] as const;
export type DoStatus = (typeof DO_STATUSES)[number];

/** A DO may take more boxes until its sheet is printed: the sheet lists the boxes. */
export const canBindDo = (status: DoStatus): boolean => status === 'WAITING_PACK' || status === 'PACKED';
/** A DO prints once it is in a box. */
export const canPrintDo = (status: DoStatus): boolean => status === 'PACKED' || status === 'PRINTED';
export const canCancelDo = (status: DoStatus): boolean => status !== 'CANCELLED';

const DO_NO_MAX = 30;
const PACKING_NO_MAX = 30;
const DO_ITEM_NAME_MAX = 200;
const DO_ITEM_CODE_MAX = 50;
/** A line's quantity: a whole number of units, as the receiver counts them at the dock. */
const DO_QUANTITY_MAX = 999_999;
/** One binding names at most this many DOs or boxes (a pallet of cartons). */
export const BINDING_MAX = 200;
/** At most this many DO sheets in one PDF. */
const DO_PRINT_MAX = 200;

/** DO and packing numbers: the shipper's own, letters, digits and - _ / ; upper-cased, as scanners read them. */
const documentNo = (max: number, requiredKey: MessageKey, ruleKey: MessageKey) =>
  singleLine({ error: requiredKey })
    .trim()
    .toUpperCase()
    .min(1, { error: requiredKey })
    .max(max, { error: ruleKey })
    .regex(/^[A-Z0-9][A-Z0-9\-_/]*$/, { error: ruleKey });

export const doNoSchema = documentNo(DO_NO_MAX, 'doNoRequired', 'doNoRule');
const packingNoSchema = documentNo(PACKING_NO_MAX, 'packingNoRequired', 'packingNoRule');

/** One row of the DO file: a DO's line, with the DO's receiver repeated on each of its rows. */
export const doImportRowSchema = z.object({
  doNo: doNoSchema,
  receiverName: countedText(100, 'pleaseEnterName'),
  receiverTel: domesticPhoneSchema,
  receiverPostcode: domesticPostcodeSchema,
  receiverAddress: countedText(250, 'API_MSG_0041'),
  itemCode: singleLine().trim().max(DO_ITEM_CODE_MAX, { error: 'textTooLong' }).default(''),
  itemName: countedText(DO_ITEM_NAME_MAX, 'doItemNameRequired'),
  quantity: z.coerce
    .number({ error: 'doQuantityRule' })
    .int({ error: 'doQuantityRule' })
    .min(1, { error: 'doQuantityRule' })
    .max(DO_QUANTITY_MAX, { error: 'doQuantityRule' }),
});
export type DoImportRow = z.infer<typeof doImportRowSchema>;
export type DoImportField = keyof DoImportRow;

export interface DoImportColumn {
  field: DoImportField;
  label: MessageKey;
  required: boolean;
  width: number;
}

/** The DO file's columns in order; a required one is marked * in the header. */
export const DO_IMPORT_COLUMNS: readonly DoImportColumn[] = [
  { field: 'doNo', label: 'doColDoNo', required: true, width: 18 },
  { field: 'receiverName', label: 'doColReceiver', required: true, width: 30 },
  { field: 'receiverTel', label: 'doColReceiverTel', required: true, width: 16 },
  { field: 'receiverPostcode', label: 'doColPostcode', required: true, width: 10 },
  { field: 'receiverAddress', label: 'doColAddress', required: true, width: 44 },
  { field: 'itemCode', label: 'doColItemCode', required: false, width: 16 },
  { field: 'itemName', label: 'doColItemName', required: true, width: 30 },
  { field: 'quantity', label: 'doColQuantity', required: true, width: 10 },
];

/** The receiver's fields: every row of one DO must repeat the same ones. */
export const DO_RECEIVER_FIELDS = ['receiverName', 'receiverTel', 'receiverPostcode', 'receiverAddress'] as const;

const headerKey = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const COLUMN_BY_HEADER = new Map<string, DoImportColumn>(
  DO_IMPORT_COLUMNS.flatMap((c) => [c.field, ...LANGS.map((l) => messages[c.label][l])].map((t) => [headerKey(t), c] as const)),
);
/** The column a header names, in any of the three languages or by the field's own name. */
export const doColumnOfHeader = (header: string): DoImportColumn | undefined => COLUMN_BY_HEADER.get(headerKey(header));

/** The receiver as one comparable text: the same dock however its name was spaced or cased. */
export const receiverKey = (r: { receiverName: string; receiverTel: string; receiverPostcode: string; receiverAddress: string }): string =>
  [r.receiverName, normaliseDomesticPhone(r.receiverTel), r.receiverPostcode, r.receiverAddress]
    .map((v) => v.replace(/\s+/g, ' ').trim().toLowerCase())
    .join('|');

/** What `doinfoOrder/batchSave` answers (also the `data` of a refusal where no DO could be saved). */
export interface DoImportResult {
  /** Data rows in the file. */
  total: number;
  /** Rows that do not match the template, or belong to a DO that cannot be saved. */
  bad: number;
  /** DOs saved. */
  imported: number;
  errors: ImportRowError[];
}

/**
 * The two binding pages send the same calls: one box and the DOs packed in it, or one DO and the
 * boxes it fills. The page named is the one the account must hold.
 */
export const bindingParameter = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('oneBoxMoreDo'),
    packingNo: packingNoSchema,
    doNos: z.array(doNoSchema, { error: 'doNoRequired' }).min(1, { error: 'doNoRequired' }).max(BINDING_MAX, { error: 'bindingTooMany' }),
  }),
  z.object({
    mode: z.literal('oneDoMoreBox'),
    doNo: doNoSchema,
    packingNos: z
      .array(packingNoSchema, { error: 'packingNoRequired' })
      .min(1, { error: 'packingNoRequired' })
      .max(BINDING_MAX, { error: 'bindingTooMany' }),
  }),
]);
export type BindingParameter = z.infer<typeof bindingParameter>;
export const BINDING_PAGES = ['oneBoxMoreDo', 'oneDoMoreBox'] as const satisfies readonly CustomerPage[];

/** Numbers as a scanner or a person enters them: one a line, or with commas, semicolons or spaces between; upper-cased. */
export const splitNumbers = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** One DO and box pair of a binding, as checked. */
export interface BindingCheck {
  doNo: string;
  packingNo: string;
  /** 'new' binds, 'bound' is already so (saving again changes nothing), 'refused' says why in `message`. */
  result: 'new' | 'bound' | 'refused';
  message?: string;
}

export interface BindingResult {
  /** True when every pair can be saved (validate) or was saved (save). */
  ok: boolean;
  pairs: BindingCheck[];
  /** Pairs written by this save (0 for validate, or when an identical save came first). */
  bound: number;
}

/** A DO named by its number, or several: the pages work with numbers, as the shipper does. */
const doNosParameter = z.object({
  doNos: z
    .array(doNoSchema, { error: 'selectAtLeastOneDo' })
    .min(1, { error: 'selectAtLeastOneDo' })
    .max(DO_PRINT_MAX, { error: 'bindingTooMany' }),
});

export const printDoParameter = doNosParameter;
export const cancelDoParameter = doNosParameter;

/** `doinfoOrder/list`: the DO management and print lists. */
export const doListParameter = z.object({
  status: z.enum(DO_STATUSES).optional(),
  /** A DO number, receiver or packing number, matched from the start. */
  keyword: singleLine().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type DoListParameter = z.infer<typeof doListParameter>;

export interface DoListRow {
  doNo: string;
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverAddress: string;
  status: DoStatus;
  lines: number;
  quantity: number;
  packingNos: string[];
  printCount: number;
  printedAt: string | null;
  createdAt: string;
}

export interface DoList {
  list: DoListRow[];
  total: number;
  statusCounts: Record<DoStatus, number>;
}

/** The print client's auto-match (spec 7 `/lpt/cmn/print/getPrintedDataOfAssembledForAutoMatch`): a scanned box. */
export const autoMatchParameter = z.object({ packingNo: packingNoSchema });

export interface AssembledBoxPrint {
  packingNo: string;
  /** This box's place among its DO's boxes, per DO: 'box 2 of 3' on the sheet. */
  dos: {
    doNo: string;
    receiverName: string;
    receiverAddress: string;
    receiverPostcode: string;
    printCount: number;
    printedAt: string;
    boxIndex: number;
    boxCount: number;
    lines: { lineNo: number; itemCode: string; itemName: string; quantity: number }[];
  }[];
}
