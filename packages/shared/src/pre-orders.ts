import { z } from 'zod';
import { domesticOrderFields } from './order-rules.ts';
import { singleLine } from './text.ts';

/**
 * Pre-orders (VIP orders, issue 16): orders saved without being submitted. Each field of a saved
 * pre-order is checked as the order form checks it, but none is required until it is submitted;
 * submitting runs every rule of a single order (insertOrder) on it.
 */

export const PRE_ORDER_PAGE = 'preOrders' as const;
export const SMART_ORDER_PAGE = 'smartOrders' as const;

/** A saved pre-order is SAVED until a submit places it (PLACED, with its waybill number). */
const PRE_ORDER_STATUSES = ['SAVED', 'PLACED'] as const;
export type PreOrderStatus = (typeof PRE_ORDER_STATUSES)[number];

/** At most this many pre-orders in one batch call (edit, remove, submit) and saved at once. */
const PRE_ORDER_BATCH_MAX = 200;
export const PRE_ORDER_SAVED_MAX = 5_000;

const idSchema = z.number({ error: 'invalidParameter' }).int().positive();
const preOrderIdsSchema = z.array(idSchema).min(1, { error: 'invalidParameter' }).max(PRE_ORDER_BATCH_MAX);

/** The fields of a pre-order: every field of a domestic order, each optional, each checked when given. */
const preOrderFields = domesticOrderFields.partial();
export type PreOrderFields = z.infer<typeof preOrderFields>;

export const saveVipOrderParameter = z.object({ order: preOrderFields, vipMenuName: singleLine().trim().max(100).optional() });
export const editVipOrderParameter = z.object({ id: idSchema, order: preOrderFields });
export const vipOrderIdParameter = z.object({ id: idSchema });
export const vipOrderIdsParameter = z.object({ ids: preOrderIdsSchema });

/**
 * The fields a batch edit may set on every selected pre-order at once: how it is sent, not to whom;
 * `dropPointCode` is the site they are all handed in at (the network picker's choice, with DROP OFF).
 */
export const BATCH_EDIT_FIELDS = [
  'senderName',
  'senderTel',
  'senderPostcode',
  'senderProv',
  'senderCity',
  'senderAddress',
  'expressType',
  'goodsName',
  'goodsType',
  'brandName',
  'weightG',
  'serveType',
  'dropPointCode',
  'pickupTime',
  'payMethod',
] as const;
export const batchEditVipOrderParameter = z.object({
  ids: preOrderIdsSchema,
  changes: preOrderFields.pick(
    Object.fromEntries(BATCH_EDIT_FIELDS.map((f) => [f, true])) as { [K in (typeof BATCH_EDIT_FIELDS)[number]]: true },
  ),
});

/**
 * The fields a pre-order's list row edits in place (spec 4 "Cell editing", issue 28): the receiver, the goods and
 * the weight it shows. Each is checked by the order's own rule and, when given, may not be empty: a row is fixed
 * in place for the submit that will need it. Only the fields given change; the others stay as saved.
 */
const preOrderRowChanges = domesticOrderFields
  .pick({ receiverName: true, goodsName: true, weightG: true })
  .partial()
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'invalidParameter' });
export const editVipOrderRowParameter = z.object({ id: idSchema, changes: preOrderRowChanges });

/** The list kit's paging (page, pageSize) and the status shown. */
export const vipOrderListParameter = z.looseObject({
  status: z.enum(PRE_ORDER_STATUSES).default('SAVED'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A pre-order as the list shows it: receiver phone and address masked until revealed. */
export interface PreOrderRow {
  id: number;
  status: PreOrderStatus;
  waybillNo: string | null;
  senderName: string;
  receiverName: string;
  receiverTel: string;
  receiverAddress: string;
  expressType: string;
  goodsName: string;
  weightKg: number | null;
  payMethod: string;
  serveType: string;
  createdAt: string;
}

export const vipOrderPlainTextParameter = z.object({ id: idSchema, queryType: z.enum(['receiverTel', 'receiverAddress']) });

/** One row's answer of a batch submit, in the order of the ids sent. */
export interface PreOrderSubmitResult {
  id: number;
  success: boolean;
  waybillNo?: string;
  totalSen?: number;
  /** The first reason it was refused, in the caller's language, and every broken field. */
  desc?: string;
  issues?: { field: string; desc: string }[];
}

/**
 * A customer's defaults for new pre-orders (saveOrderSetting): the sender and how parcels are sent
 * and paid. A pre-order saved without a field takes it from here.
 */
const orderSettingFields = preOrderFields.pick({
  senderName: true,
  senderTel: true,
  senderPostcode: true,
  senderProv: true,
  senderCity: true,
  senderAddress: true,
  expressType: true,
  goodsName: true,
  goodsType: true,
  brandName: true,
  serveType: true,
  payMethod: true,
});
export type OrderSetting = z.infer<typeof orderSettingFields>;
export const saveOrderSettingParameter = z.object({ setting: orderSettingFields });

/** Smart orders: a named preset (sender, product, goods, service, payment) that fills a new order. */
export const SMART_ORDER_MAX = 50;
export const smartOrderPresetFields = preOrderFields.pick({
  senderName: true,
  senderTel: true,
  senderPostcode: true,
  senderProv: true,
  senderCity: true,
  senderAddress: true,
  expressType: true,
  goodsName: true,
  goodsType: true,
  brandName: true,
  goodsNumber: true,
  weightG: true,
  declaredValueSen: true,
  goodsValueSen: true,
  serveType: true,
  payMethod: true,
  remark: true,
});
export type SmartOrderPreset = z.infer<typeof smartOrderPresetFields>;
export const smartOrderName = singleLine({ error: 'pleaseEnterName' })
  .trim()
  .min(1, { error: 'pleaseEnterName' })
  .max(50, { error: 'textTooLong' });
export const addSmartOrderParameter = z.object({ name: smartOrderName, preset: smartOrderPresetFields });
export const updateSmartOrderParameter = addSmartOrderParameter.extend({ id: idSchema });
export const deleteSmartOrderParameter = z.object({ id: idSchema });

export interface SmartOrder {
  id: number;
  name: string;
  preset: SmartOrderPreset;
  updatedAt: string;
}

/**
 * Accessory library (updatingFiles, accessoryLibrary): files a customer uploads once and attaches
 * to orders. Only documents and pictures, each within the portal's upload limit; the content must
 * be what its name says (checked by its first bytes), and it is stored under a generated name.
 */
export const ACCESSORY_MAX_BYTES = 1024 * 1024;
export const ACCESSORY_TYPES = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const ACCESSORY_EXTENSIONS = Object.keys(ACCESSORY_TYPES) as (keyof typeof ACCESSORY_TYPES)[];
export const ACCESSORY_MAX_PER_CUSTOMER = 500;
export const ACCESSORY_PAGES = ['updatingFiles', 'accessoryLibrary'] as const;

export const accessoryIdParameter = z.object({ id: z.string().uuid({ error: 'invalidParameter' }) });
export const accessoryRenameParameter = accessoryIdParameter.extend({
  remark: singleLine().trim().max(200, { error: 'textTooLong' }),
});

export interface Accessory {
  id: string;
  /** The name it was uploaded as, for showing only: never a path. */
  displayName: string;
  contentType: string;
  size: number;
  remark: string;
  createdAt: string;
}

/** Order appendixes: named extra fields and attached files of one order (insOrUpdateOrderAppendixs). */
export const APPENDIX_FIELDS_MAX = 20;
export const APPENDIX_FILES_MAX = 10;
/** One named field of an appendix: the form and the server check it with this. */
export const appendixFieldSchema = z.object({
  name: singleLine({ error: 'pleaseEnterName' }).trim().min(1, { error: 'pleaseEnterName' }).max(50, { error: 'textTooLong' }),
  value: singleLine().trim().max(500, { error: 'textTooLong' }),
});
export const orderAppendixParameter = z.object({
  waybillNo: singleLine().trim().min(1).max(20),
  fields: z.array(appendixFieldSchema).max(APPENDIX_FIELDS_MAX).default([]),
  accessoryIds: z
    .array(z.string().uuid({ error: 'invalidParameter' }))
    .max(APPENDIX_FILES_MAX)
    .default([]),
});
export const getOrderAppendixParameter = z.object({ waybillNo: singleLine().trim().min(1).max(20) });
