/**
 * Work orders (spec pages workOrderManage, ticketEntrys, ticketImport; issue 18): a shipper asks the
 * courier to do something about a parcel (change its address, try again, hurry it, send it back, stop
 * it) or about anything else, with photos or PDFs; the courier's customer-service desk answers and
 * moves it through the states complaints have (untreated, processing, processed, end).
 */
import { z } from 'zod';
import { countedText } from './account.ts';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, type ComplaintStatus } from './complaints.ts';
import type { ImportRowError } from './excel-import.ts';
import { LANGS } from './lang.ts';
import type { CustomerPage } from './menu.ts';
import { type MessageKey, messages } from './messages.ts';
import { malaysianDateTime, unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

const WORK_ORDER_PAGE = 'workOrderManage' satisfies CustomerPage;
const WORK_ORDER_ENTRY_PAGE = 'ticketEntrys' satisfies CustomerPage;
export const WORK_ORDER_IMPORT_PAGE = 'ticketImport' satisfies CustomerPage;
/** Every page that raises or reads work orders: the list, the entry form and the import. */
export const WORK_ORDER_PAGES = [WORK_ORDER_PAGE, WORK_ORDER_ENTRY_PAGE, WORK_ORDER_IMPORT_PAGE] as const;

/** The states complaints have (spec 4), moved the same way (`statusAfter` in complaints.ts). */
export const WORK_ORDER_STATUSES = COMPLAINT_STATUSES;
export type WorkOrderStatus = ComplaintStatus;
export const WORK_ORDER_STATUS_LABELS = COMPLAINT_STATUS_LABELS;

/**
 * What a shipper may ask for (`workOrderTypeList`). Those about a parcel name one of the customer's own
 * waybills; "other" may name one.
 */
export const WORK_ORDER_TYPES = {
  ADDRESS_CHANGE: { label: 'workOrderTypeAddressChange', needsWaybill: true },
  REDELIVERY: { label: 'workOrderTypeRedelivery', needsWaybill: true },
  URGENT_DELIVERY: { label: 'workOrderTypeUrgent', needsWaybill: true },
  RETURN_TO_SENDER: { label: 'workOrderTypeReturn', needsWaybill: true },
  INTERCEPT: { label: 'workOrderTypeIntercept', needsWaybill: true },
  PICKUP: { label: 'workOrderTypePickup', needsWaybill: false },
  OTHER: { label: 'workOrderTypeOther', needsWaybill: false },
} as const satisfies Record<string, { label: MessageKey; needsWaybill: boolean }>;
export type WorkOrderType = keyof typeof WORK_ORDER_TYPES;
export const WORK_ORDER_TYPE_LIST = Object.keys(WORK_ORDER_TYPES) as [WorkOrderType, ...WorkOrderType[]];

/**
 * Files: images and PDFs (checked by their first bytes, not only their names), at most 1 MB each as
 * every upload of the portal (spec 5), at most 10 on one work order and in one upload.
 */
export const WORK_ORDER_FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
} as const;
export type WorkOrderFileExtension = keyof typeof WORK_ORDER_FILE_TYPES;
export const WORK_ORDER_FILE_EXTENSIONS = Object.keys(WORK_ORDER_FILE_TYPES) as WorkOrderFileExtension[];
export const WORK_ORDER_LIMITS = { contentMax: 1_000, fileMaxBytes: 1024 * 1024, filesMax: 10 } as const;

const content = countedText(WORK_ORDER_LIMITS.contentMax, 'workOrderContentRequired');
const fileIds = z
  .array(z.uuid({ error: 'invalidParameter' }))
  .refine((ids) => ids.length <= WORK_ORDER_LIMITS.filesMax, {
    error: 'workOrderTooManyFiles',
    params: { max: WORK_ORDER_LIMITS.filesMax },
  })
  .default([]);
const waybillNo = z.preprocess(unset, singleLine().trim().max(20).optional());
const workOrderType = z.enum(WORK_ORDER_TYPE_LIST, { error: 'workOrderTypeRequired' });
const id = z.coerce.number().int().positive();

/** A parcel's request names its waybill; "other" and a pick-up may name one. */
function waybillWhenNeeded(v: { type: WorkOrderType; waybillNo?: string }, ctx: z.RefinementCtx): void {
  if (WORK_ORDER_TYPES[v.type].needsWaybill && !v.waybillNo)
    ctx.addIssue({ code: 'custom', path: ['waybillNo'], message: 'workOrderWaybillRequired' });
}

/** The fields of a new work order, as each import row gives them. */
export const workOrderFields = z.object({ type: workOrderType, waybillNo, content }).superRefine(waybillWhenNeeded);

/** `addWorkOrder`: the fields, and files already uploaded with `uploadWorkOrderFiles`. */
export const addWorkOrderParameter = z.object({ type: workOrderType, waybillNo, content, fileIds }).superRefine(waybillWhenNeeded);
export type AddWorkOrderInput = z.infer<typeof addWorkOrderParameter>;

/** `addWorkOrderInfo`: the shipper adds to an open work order. */
export const workOrderFollowUpParameter = z.object({ id, content, fileIds });
/** `closeWorkOrder`: the shipper ends a work order it no longer needs. */
export const closeWorkOrderParameter = z.object({ id, comment: z.preprocess(unset, singleLine().trim().max(500).optional()) });
export const workOrderIdParameter = z.object({ id });
/** `getWorkOrderFile`: one file of the customer's work orders, by its id. */
export const workOrderFileParameter = z.object({ id: z.uuid({ error: 'invalidParameter' }) });

const workOrderFilterParameter = z.object({
  status: z.preprocess(unset, z.enum(WORK_ORDER_STATUSES, { error: 'invalidParameter' }).optional()),
  type: z.preprocess(unset, z.enum(WORK_ORDER_TYPE_LIST, { error: 'invalidParameter' }).optional()),
  waybillNo,
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
});
/** `getWorkOrderList`: the customer's work orders, newest first. */
export const workOrderListParameter = pagingParameter.extend(workOrderFilterParameter.shape);

/** The desk's answer (`answerWorkOrder`, staff): a reply and the state it leaves the work order in. */
export const answerWorkOrderParameter = z.object({
  id,
  content,
  status: z.enum(['PROCESSING', 'PROCESSED', 'END'], { error: 'invalidParameter' }),
});
export const workOrderQueueParameter = z.object({ status: z.preprocess(unset, z.enum(WORK_ORDER_STATUSES).optional()) });

export interface WorkOrderFile {
  id: string;
  displayName: string;
  contentType: string;
  size: number;
}

export interface WorkOrderRow {
  id: number;
  workOrderNo: string;
  type: WorkOrderType;
  typeName: string;
  waybillNo: string;
  status: WorkOrderStatus;
  statusName: string;
  content: string;
  fileCount: number;
  createdAt: string;
  updatedAt: string;
}

interface WorkOrderEntry {
  id: number;
  author: 'customer' | 'staff';
  authorName: string;
  content: string;
  status: WorkOrderStatus;
  statusName: string;
  files: WorkOrderFile[];
  createdAt: string;
}

export interface WorkOrderDetail extends WorkOrderRow {
  entries: WorkOrderEntry[];
  /** Whether the shipper may still add to it or close it. */
  open: boolean;
}

/** `getWorkOrderStatusCount`: how many of the customer's work orders are in each state, and all. */
export type WorkOrderStatusCount = Record<WorkOrderStatus, number> & { total: number };

/* ---- Excel import (ticketImport) ---- */

export const WORK_ORDER_TEMPLATE_VERSION = 'v1';
export const WORK_ORDER_TEMPLATE_MARKER = { sheet: 'template', kind: 'workOrderImport' } as const;

export type WorkOrderImportField = 'type' | 'waybillNo' | 'content';
export interface WorkOrderImportColumn {
  field: WorkOrderImportField;
  label: MessageKey;
  required: boolean;
  width: number;
}
export const WORK_ORDER_IMPORT_COLUMNS: readonly WorkOrderImportColumn[] = [
  { field: 'type', label: 'workOrderImportType', required: true, width: 24 },
  { field: 'waybillNo', label: 'workOrderImportWaybill', required: false, width: 18 },
  { field: 'content', label: 'workOrderImportContent', required: true, width: 60 },
];

const headerKey = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const COLUMN_BY_HEADER = new Map<string, WorkOrderImportColumn>(
  WORK_ORDER_IMPORT_COLUMNS.flatMap((c) => [c.field, ...LANGS.map((l) => messages[c.label][l])].map((t) => [headerKey(t), c] as const)),
);
/** The column a header names, in any of the three languages (columns may be moved). */
export const workOrderColumnOfHeader = (header: string): WorkOrderImportColumn | undefined => COLUMN_BY_HEADER.get(headerKey(header));

const TYPE_BY_NAME = new Map<string, WorkOrderType>(
  WORK_ORDER_TYPE_LIST.flatMap((code) =>
    [code, ...LANGS.map((l) => messages[WORK_ORDER_TYPES[code].label][l])].map((t) => [headerKey(t), code] as const),
  ),
);
/** A type cell: the type's name in any of the three languages, or its code; undefined when it is none. */
export const workOrderTypeOfCell = (text: string): WorkOrderType | undefined => TYPE_BY_NAME.get(headerKey(text));

/** What `importWorkOrders` answers. */
export interface WorkOrderImportResult {
  /** Rows in the file (empty rows are not counted). */
  total: number;
  /** Rows refused, each with its cell and problem in `errors`; none of them is written. */
  bad: number;
  /** Work orders raised. */
  created: number;
  /** Good rows raised before (by an earlier import of the same row) or repeating an earlier row of the file. */
  existing: number;
  errors: ImportRowError[];
  /** The error file (the bad rows with their problems and cells), when there are bad rows. */
  errorFileId?: string;
}
export const WORK_ORDER_IMPORT_ERROR_FILE_MINUTES = 60;
export const workOrderImportErrorsParameter = z.object({ fileId: z.uuid({ error: 'invalidParameter' }) });
