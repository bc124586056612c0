/**
 * Order management (spec page `orderManage`, issue 5): the filters its list, status tabs,
 * statistics and export share, the row it shows, and how a receiver's phone and address are masked
 * until someone asks to see one of them (`getOrderPlainText`).
 */
import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import {
  isWaybillNumber,
  ORDER_LIMITS,
  ORDER_STATUSES,
  type OrderStatus,
  PAY_METHODS,
  type PayMethod,
  PRODUCTS,
  paysFromWallet,
  type ServeType,
  splitWaybillQuery,
} from './order.ts';
import { ORDER_EDITED_EVENT } from './order-edit.ts';
import { pagingParameter } from './table-config.ts';
import { multiline, singleLine } from './text.ts';

/** The page every order-management call is guarded by (a sub-account needs it granted). */
export const ORDER_MANAGE_PAGE = 'orderManage';

/** A select the portal posts as '' (or 'all' for the status tabs) means no filter. */
export const unset = (value: unknown) => (value === '' || value === null || value === 'all' ? undefined : value);

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A list kit date: `YYYY-MM-DD HH:mm:ss` in Malaysian time (UTC+8). */
export const malaysianDateTime = z.preprocess(unset, singleLine().regex(DATE_TIME, { error: 'dateFormatError' }).optional());

/**
 * Spec 5 "Waybill query": up to 10 numbers separated by commas or line breaks. More is
 * `waybillQueryTooMany`; a number whose check digit is wrong is named (it can never match). Line
 * breaks belong here, so the text is `multiline`.
 */
export const waybillNumbers = multiline()
  .max(2_000)
  .optional()
  .transform((text, ctx) => {
    const numbers = splitWaybillQuery(text ?? '');
    if (numbers.length > ORDER_LIMITS.waybillQueryMax) {
      ctx.addIssue({ code: 'custom', message: 'waybillQueryTooMany', params: { max: ORDER_LIMITS.waybillQueryMax } });
      return z.NEVER;
    }
    const wrong = numbers.find((n) => !isWaybillNumber(n));
    if (wrong !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'waybillNoInvalid', params: { waybillNo: wrong.slice(0, 30) } });
      return z.NEVER;
    }
    return numbers.length ? numbers : undefined;
  });

/** The filters of the list, without the status (the status tabs count across it). */
export const orderFilterFields = z.object({
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
  expressType: z.preprocess(unset, z.enum(PRODUCTS, { error: 'expressTypeError' }).optional()),
  payMethod: z.preprocess(unset, z.enum(PAY_METHODS, { error: 'paymentMethodTypeError' }).optional()),
  /** Waybill numbers as typed: comma or line separated. */
  waybillNos: waybillNumbers,
  /** The customer's own order number (spec 9: up to 30), matched exactly. */
  orderCode: z.preprocess(unset, singleLine().trim().max(ORDER_LIMITS.orderCodeMax).optional()),
});

const statusFilter = { status: z.preprocess(unset, z.enum(ORDER_STATUSES, { error: 'invalidParameter' }).optional()) };

/** `getStatusCountData`: the filters except the status. */
export const orderCountParameter = orderFilterFields;
/** `getOrdersStatistics` and the export: every filter. */
export const orderFilterParameter = orderFilterFields.extend(statusFilter);
/** `getOrders`: a page of the list. */
export const orderListParameter = pagingParameter.extend(orderFilterFields.shape).extend(statusFilter);

/**
 * `getOrderPlainText` (spec 7: billCode, queryType): one order's receiver phone or address, unmasked;
 * for an order abroad also the receiver's e-mail and passport number (editing the order needs them).
 */
const PLAIN_TEXT_TYPES = ['tel', 'address', 'email', 'passport'] as const;
export type PlainTextType = (typeof PLAIN_TEXT_TYPES)[number];
export const orderPlainTextParameter = z.object({
  billCode: singleLine().trim().min(1).max(20),
  queryType: z.enum(PLAIN_TEXT_TYPES, { error: 'invalidParameter' }),
});

export const orderDetailParameter = z.object({ waybillNo: singleLine().trim().min(1).max(20) });

/** A row of the order list (and of its export). Phone and address are masked. */
export interface OrderListRow {
  id: number;
  waybillNo: string;
  status: OrderStatus;
  kind: 'domestic' | 'international';
  createTime: string;
  expressType: string;
  /** The product's name in the caller's language. */
  expressTypeName: string;
  payMethod: PayMethod;
  serveType: ServeType;
  senderName: string;
  receiverName: string;
  /** Masked: 012****789. */
  receiverTel: string;
  /** Masked: the first characters, then ***. */
  receiverAddress: string;
  receiverPostcode: string;
  receiverCity: string;
  receiverProv: string;
  receiverCountry: string;
  /** Town, state (and the country when abroad) in one line. */
  destination: string;
  /** Actual weight in kg (grams / 1000), as the list shows it. */
  weightKg: number;
  /** Parcels under the waybill. */
  packageCount: number;
  codSen: number;
  /** The order's price (what it was charged, or would have been). */
  totalSen: number;
  /**
   * Set on a cancelled order, whose charge no longer stands: the translation key the list shows beside the struck-out
   * price, `refunded` when the wallet got it back, `notCharged` when it was never taken from the wallet.
   */
  chargeVoid: ChargeVoid | null;
  orderCode: string;
  canEdit: boolean;
  canCancel: boolean;
  canPrint: boolean;
}

/** `getOrderDetail`: the order's fields and what happened to it. Receiver phone and address masked. */
export interface OrderDetail extends OrderListRow {
  senderTel: string;
  senderPostcode: string;
  senderProv: string;
  senderCity: string;
  senderAddress: string;
  goodsName: string;
  /** Spec 5's goods type and brand; null on an order placed before they were asked. */
  goodsType: string | null;
  brandName: string | null;
  goodsNumber: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  volumetricWeightKg: number;
  chargeableWeightKg: number;
  /** What the goods are worth (spec 5 goodsValue); null for documents and older orders. goodsValueSen is the insured value. */
  declaredValueSen: number | null;
  goodsValueSen: number;
  freightSen: number;
  insuranceSen: number;
  codFeeSen: number;
  /** Taken off the freight by a promotion, and the promotion's name; 0 and null without one. */
  discountSen: number;
  promotion: string | null;
  pickupTime: string | null;
  /** The counter a DROP OFF parcel is to be handed in at, when the shipper chose one. */
  dropPointCode: string | null;
  remark: string;
  sortCode: string;
  cancelTime: string | null;
  /** An international order's own fields; the receiver's e-mail and passport masked ('' when none). */
  abroad: { destination: string; shippingTerms: string | null; receiverEmail: string; receiverPassport: string } | null;
  events: { status: string; location: string; time: string }[];
}

/** One count per status tab; `all` is their sum. */
export type OrderStatusCounts = Record<OrderStatus, number> & { all: number };

/**
 * The totals above the order list. `chargedSen` is what the wallet holds of the listed orders: the prices of the
 * wallet-paid orders that stand (edits included, cancelled ones out), so it reconciles with the ledger's ORDER,
 * ORDER_EDIT and REFUND lines of those orders; `refundedSen` is what cancelling gave back.
 */
export interface OrderStatistics {
  orders: number;
  pieces: number;
  codSen: number;
  chargedSen: number;
  refundedSen: number;
}

const CHARGE_VOID_LABELS = {
  refunded: 'orderManage:charge.refunded',
  notCharged: 'orderManage:charge.notCharged',
} as const;
export type ChargeVoid = (typeof CHARGE_VOID_LABELS)[keyof typeof CHARGE_VOID_LABELS];

/** A cancelled order's charge: refunded to the wallet when the wallet paid it, otherwise never charged. */
export const chargeVoidOf = (order: { status: string; payMethod: string }): ChargeVoid | null =>
  order.status !== 'CANCEL_ORDER' ? null : paysFromWallet(order.payMethod) ? CHARGE_VOID_LABELS.refunded : CHARGE_VOID_LABELS.notCharged;

export interface OrderPlainText {
  billCode: string;
  queryType: PlainTextType;
  text: string;
}

/** Phones show their first and last three characters: 0123456789 -> 012****789. */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone);
  if (chars.length <= 6) return chars.length ? `${chars[0]}****` : '';
  return `${chars.slice(0, 3).join('')}****${chars.slice(-3).join('')}`;
}

/** How much of an address shows before the mask: enough to recognise the street, not to find the door. */
const ADDRESS_SHOWN_CHARS = 6;

/** Addresses show their first few characters: 'No. 8, Jalan Bukit Bintang' -> 'No. 8,***'. */
export function maskAddress(address: string): string {
  const chars = Array.from(address.trim());
  return chars.length ? `${chars.slice(0, Math.min(ADDRESS_SHOWN_CHARS, Math.ceil(chars.length / 2))).join('')}***` : '';
}

/** E-mails show their first two characters and the domain: 'lim.wei@example.sg' -> 'li***@example.sg'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = Array.from(at > 0 ? email.slice(0, at) : email);
  return email ? `${name.slice(0, 2).join('')}***${at > 0 ? email.slice(at) : ''}` : '';
}

/** Identity numbers show their first two characters: 'K1234567' -> 'K1***'. */
export const maskIdNumber = (text: string): string => (text ? `${Array.from(text).slice(0, 2).join('')}***` : '');

/** The message keys of the labels lists and exports show (the administrator may reword them). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  PENDING: 'orderStatusPending',
  PUSAT_DISPATCH: 'orderStatusPusatDispatch',
  DISPATCH: 'orderStatusDispatch',
  GOT: 'orderStatusGot',
  IN_TRANSIT: 'orderStatusInTransit',
  DELIVERING: 'orderStatusDelivering',
  UNSIGNED: 'orderStatusUnsigned',
  SIGNED: 'orderStatusSigned',
  PICKUP_FAILED: 'orderStatusPickupFailed',
  RETURNING: 'orderStatusReturning',
  RETURNED: 'orderStatusReturned',
  PROBLEM: 'orderStatusProblem',
  CANCEL_ORDER: 'orderStatusCancelled',
};

/** The label of a tracking event: a status, or an event that leaves the status as it was (an edit). */
export const TRACKING_EVENT_LABELS: Record<string, MessageKey> = { ...ORDER_STATUS_LABELS, [ORDER_EDITED_EVENT]: 'orderEventEdited' };

export const PAY_METHOD_LABELS: Record<PayMethod, MessageKey> = {
  CASH: 'payMethodCash',
  PP_CASH: 'payMethodPpCash',
  CC_CASH: 'payMethodCcCash',
  PAYMONTHLY: 'payMethodPaymonthly',
  PP_PM: 'payMethodPpPm',
  PM: 'payMethodPm',
};

export const SERVE_TYPE_LABELS: Record<ServeType, MessageKey> = {
  'PICK UP': 'serveTypePickUp',
  'DROP OFF': 'serveTypeDropOff',
};
