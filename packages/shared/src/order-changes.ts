/**
 * The waybill edit log (spec page `waybillEditLog`, issue 15): every change to an order after it was
 * placed, one row per field, with who and when. The fields an edit may change, which kind of change
 * each is, and how its value reads are written here once for the writer, the list and the export.
 */
import { z } from 'zod';
import type { Lang } from './lang.ts';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { formatRinggit } from './money.ts';
import type { OrderStatus, PayMethod, ServeType } from './order.ts';
import {
  malaysianDateTime,
  maskAddress,
  maskEmail,
  maskIdNumber,
  maskPhone,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  SERVE_TYPE_LABELS,
  unset,
  waybillNumbers,
} from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { malaysiaTime } from './time.ts';
import { gramsToKg } from './weight.ts';

export const WAYBILL_EDIT_LOG_PAGE = 'waybillEditLog' satisfies CustomerPage;

/**
 * What a change was: an edit of the order, a correction of the sender's or receiver's address
 * details, a COD amount changed, the order cancelled.
 */
export const ORDER_CHANGE_KINDS = ['edit', 'address', 'cod', 'cancel'] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];

export const ORDER_CHANGE_KIND_LABELS: Record<OrderChangeKind, MessageKey> = {
  edit: 'changeKindEdit',
  address: 'changeKindAddress',
  cod: 'changeKindCod',
  cancel: 'changeKindCancel',
};

/** How a stored value reads: as typed, masked as the order list masks it, or formatted. */
type ValueKind =
  | 'text'
  | 'tel'
  | 'address'
  | 'email'
  | 'idNumber'
  | 'money'
  | 'grams'
  | 'cm'
  | 'time'
  | 'payMethod'
  | 'serveType'
  | 'status';

const field = (kind: OrderChangeKind, value: ValueKind, label: MessageKey) => ({ kind, value, label });

/**
 * The order fields the log records (the orders table's columns, by their names in the code), each
 * with its kind of change, how its value reads and its label. What the price is made of (zone,
 * chargeable weight, freight, fees) is recorded as the price (`totalSen`) alone; customs lines
 * through the declared value and goods count they add up to.
 */
export const ORDER_CHANGE_FIELDS = {
  senderName: field('address', 'text', 'changeFieldSenderName'),
  senderTel: field('address', 'text', 'changeFieldSenderTel'),
  senderPostcode: field('address', 'text', 'changeFieldSenderPostcode'),
  senderProv: field('address', 'text', 'changeFieldSenderProv'),
  senderCity: field('address', 'text', 'changeFieldSenderCity'),
  senderAddress: field('address', 'text', 'changeFieldSenderAddress'),
  receiverName: field('address', 'text', 'changeFieldReceiverName'),
  receiverTel: field('address', 'tel', 'changeFieldReceiverTel'),
  receiverCountry: field('address', 'text', 'changeFieldReceiverCountry'),
  receiverPostcode: field('address', 'text', 'changeFieldReceiverPostcode'),
  receiverProv: field('address', 'text', 'changeFieldReceiverProv'),
  receiverCity: field('address', 'text', 'changeFieldReceiverCity'),
  receiverAddress: field('address', 'address', 'changeFieldReceiverAddress'),
  destination: field('address', 'text', 'changeFieldDestination'),
  receiverEmail: field('edit', 'email', 'changeFieldReceiverEmail'),
  receiverPassport: field('edit', 'idNumber', 'changeFieldReceiverPassport'),
  goodsName: field('edit', 'text', 'changeFieldGoodsName'),
  goodsType: field('edit', 'text', 'changeFieldGoodsType'),
  brandName: field('edit', 'text', 'changeFieldBrandName'),
  goodsNumber: field('edit', 'text', 'changeFieldGoodsNumber'),
  weightG: field('edit', 'grams', 'changeFieldWeight'),
  lengthCm: field('edit', 'cm', 'changeFieldLength'),
  widthCm: field('edit', 'cm', 'changeFieldWidth'),
  heightCm: field('edit', 'cm', 'changeFieldHeight'),
  packageCount: field('edit', 'text', 'changeFieldPackageCount'),
  declaredValueSen: field('edit', 'money', 'changeFieldDeclaredValue'),
  goodsValueSen: field('edit', 'money', 'changeFieldGoodsValue'),
  codSen: field('cod', 'money', 'changeFieldCod'),
  expressType: field('edit', 'text', 'changeFieldExpressType'),
  serveType: field('edit', 'serveType', 'changeFieldServeType'),
  pickupAt: field('edit', 'time', 'changeFieldPickupTime'),
  dropPointCode: field('edit', 'text', 'changeFieldDropPoint'),
  payMethod: field('edit', 'payMethod', 'changeFieldPayMethod'),
  shippingTerms: field('edit', 'text', 'changeFieldShippingTerms'),
  orderCode: field('edit', 'text', 'changeFieldOrderCode'),
  remark: field('edit', 'text', 'changeFieldRemark'),
  totalSen: field('edit', 'money', 'changeFieldPrice'),
  status: field('cancel', 'status', 'changeFieldStatus'),
} as const;
export type OrderChangeField = keyof typeof ORDER_CHANGE_FIELDS;
const ORDER_CHANGE_FIELD_LIST = Object.keys(ORDER_CHANGE_FIELDS) as OrderChangeField[];

/** A value as the log stores it: text, numbers as digits, times as ISO instants; '' for none. */
export function storedChangeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * One field's changes between the order as it was and as it is: the fields of ORDER_CHANGE_FIELDS
 * that `after` sets and whose stored text differs. In the fields' order.
 */
export function changedFields(
  before: Partial<Record<OrderChangeField, unknown>>,
  after: Partial<Record<OrderChangeField, unknown>>,
): { field: OrderChangeField; kind: OrderChangeKind; before: string; after: string }[] {
  return ORDER_CHANGE_FIELD_LIST.filter((f) => f in after)
    .map((f) => ({ field: f, kind: ORDER_CHANGE_FIELDS[f].kind, before: storedChangeValue(before[f]), after: storedChangeValue(after[f]) }))
    .filter((c) => c.before !== c.after);
}

type Translate = (key: MessageKey, lang: Lang) => string;

/**
 * A stored value as the log shows it, in the reader's language: money in ringgit, weights in kg,
 * times in Malaysian time, codes by their labels, and the receiver's phone, address, e-mail and
 * passport masked as the order list masks them ('' stays '').
 */
export function changeValueText(fieldName: string, stored: string, lang: Lang, translate: Translate): string {
  const spec = (ORDER_CHANGE_FIELDS as Record<string, { value: ValueKind }>)[fieldName];
  if (!stored || !spec) return stored;
  const label = (labels: Record<string, MessageKey>) => (labels[stored] ? translate(labels[stored], lang) : stored);
  switch (spec.value) {
    case 'tel':
      return maskPhone(stored);
    case 'address':
      return maskAddress(stored);
    case 'email':
      return maskEmail(stored);
    case 'idNumber':
      return maskIdNumber(stored);
    case 'money':
      return formatRinggit(Number(stored));
    case 'grams':
      return `${gramsToKg(Number(stored))} kg`;
    case 'cm':
      return `${Number(stored)} cm`;
    case 'time':
      return malaysiaTime(new Date(stored));
    case 'payMethod':
      return label(PAY_METHOD_LABELS as Record<PayMethod, MessageKey>);
    case 'serveType':
      return label(SERVE_TYPE_LABELS as Record<ServeType, MessageKey>);
    case 'status':
      return label(ORDER_STATUS_LABELS as Record<OrderStatus, MessageKey>);
    default:
      return stored;
  }
}

/** The log's filters: when the change was made (Malaysian time), waybill numbers, the kind of change. */
export const editLogFilterParameter = z.object({
  changeTimeStart: malaysianDateTime,
  changeTimeEnd: malaysianDateTime,
  waybillNos: waybillNumbers,
  kind: z.preprocess(unset, z.enum(ORDER_CHANGE_KINDS, { error: 'invalidParameter' }).optional()),
});
export type EditLogFilter = z.infer<typeof editLogFilterParameter>;
/** `getWaybillEditLog`: a page of the log, newest change first. */
export const editLogParameter = pagingParameter.extend(editLogFilterParameter.shape);

/** A row of the edit log (and of its export). */
export interface EditLogRow {
  id: number;
  waybillNo: string;
  kind: OrderChangeKind;
  field: string;
  /** The field's label in the reader's language. */
  fieldLabel: string;
  /** The values as they read (masked where the order list masks). */
  before: string;
  after: string;
  changedAt: string;
  /** The login that made the change ('' when not known). */
  changedBy: string;
}
