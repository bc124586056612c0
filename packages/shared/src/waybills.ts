/**
 * My waybills (spec page `mangeWaybill`, issue 15): the shipper's waybills after placing them, as the
 * courier's scans move them on. The status tabs and the COD states are sets of spec 4 statuses,
 * written here once for the list, its counts, the export and the page.
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import { AWAITING_PICKUP_STATUSES, ORDER_STATUSES, type OrderStatus } from './order.ts';
import { waybillNoParameter } from './order-edit.ts';
import { malaysianDateTime, type OrderListRow, orderFilterFields, unset } from './order-manage.ts';
import { codSenField } from './order-rules.ts';
import { normaliseDomesticPhone } from './phone.ts';
import type { ProblemReason } from './scans.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

/** The page every my-waybills call is guarded by (a sub-account needs it granted). */
export const WAYBILL_MANAGE_PAGE = 'mangeWaybill' satisfies CustomerPage;

/**
 * The status tabs of my waybills, each the statuses it shows, in the order the page draws them
 * ('all' comes first and is every status). Every status is in exactly one tab.
 */
export const WAYBILL_TABS = {
  waitingPickup: AWAITING_PICKUP_STATUSES,
  pickedUp: ['GOT'],
  inTransit: ['IN_TRANSIT'],
  delivering: ['DELIVERING'],
  unsigned: ['UNSIGNED'],
  signed: ['SIGNED'],
  problem: ['PROBLEM', 'PICKUP_FAILED'],
  returned: ['RETURNING', 'RETURNED'],
  cancelled: ['CANCEL_ORDER'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type WaybillTab = keyof typeof WAYBILL_TABS;
export const WAYBILL_TAB_LIST = Object.keys(WAYBILL_TABS) as WaybillTab[];

/** The tab a status is shown under. */
export const tabOf = (status: OrderStatus): WaybillTab =>
  WAYBILL_TAB_LIST.find((tab) => (WAYBILL_TABS[tab] as readonly OrderStatus[]).includes(status))!;

/** `getSendOrderStatusCount`: one count per tab under the other filters; `all` is their sum. */
export type WaybillTabCounts = Record<WaybillTab | 'all', number>;

/**
 * Where a COD waybill's cash stands: still to be collected (not yet delivered), collected (signed
 * for: the rider took the cash), or coming back uncollected (returning or returned). A cancelled
 * waybill collects nothing and is in none of them.
 */
export const COD_STATES = {
  awaiting: ['PENDING', 'PUSAT_DISPATCH', 'DISPATCH', 'GOT', 'IN_TRANSIT', 'DELIVERING', 'UNSIGNED', 'PICKUP_FAILED', 'PROBLEM'],
  collected: ['SIGNED'],
  returned: ['RETURNING', 'RETURNED'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type CodState = keyof typeof COD_STATES;
export const COD_STATE_LIST = Object.keys(COD_STATES) as CodState[];

/**
 * `getCodStatusCountData`: the COD waybills (COD above 0) in each state and their amounts. For
 * `collected` the amount is the cash the riders reported collecting; for the others the COD amount.
 */
export type CodStateCounts = Record<CodState, { waybills: number; codSen: number }>;

/**
 * `getSendOrdersStatistics`: the waybills the filters match and their parcels; the price (freight
 * with its insurance and COD fee), COD amount and COD collected of those not cancelled (a cancelled
 * waybill is neither charged nor collects).
 */
export interface WaybillStatistics {
  waybills: number;
  pieces: number;
  freightSen: number;
  codSen: number;
  codCollectedSen: number;
}

/** How far a receiver search goes: a name's beginning or a whole phone number. */
const RECEIVER_MAX = 100;

/**
 * What a receiver search matches: a phone (digits, spaces, hyphens, brackets, a leading +) is the
 * receiver's phone as stored (normalised as orders store it), anything else the beginning of the
 * receiver's name, without regard to case.
 */
export function receiverQuery(text: string): { tel: string } | { namePrefix: string } {
  const typed = text.trim();
  if (/^\+?[\d\s\-()]{6,}$/.test(typed)) return { tel: normaliseDomesticPhone(typed) };
  return { namePrefix: typed.toLowerCase() };
}

/** The filters of my waybills: those of order management, the receiver, and when the waybill was signed for. */
const waybillFilterFields = orderFilterFields.extend({
  receiver: z.preprocess(unset, singleLine().trim().max(RECEIVER_MAX, { error: 'textTooLong' }).optional()),
  signTimeStart: malaysianDateTime,
  signTimeEnd: malaysianDateTime,
});

const tabAndStatus = {
  tab: z.preprocess(unset, z.enum(WAYBILL_TAB_LIST as [WaybillTab, ...WaybillTab[]], { error: 'invalidParameter' }).optional()),
  /** One status exactly, inside the tab (integrations; the page sends the tab). */
  status: z.preprocess(unset, z.enum(ORDER_STATUSES, { error: 'invalidParameter' }).optional()),
};

/** `getSendOrderStatusCount` and `getCodStatusCountData`: the filters without the tab and status. */
export const waybillCountParameter = waybillFilterFields;
/** `getSendOrdersStatistics` and `exportSendOrder`: every filter. */
export const waybillFilterParameter = waybillFilterFields.extend(tabAndStatus);
export type WaybillFilter = z.infer<typeof waybillFilterParameter>;
/** `getSendOrders`: a page of the list. */
export const waybillListParameter = pagingParameter.extend(waybillFilterFields.shape).extend(tabAndStatus);

/** What the scans decided about a waybill, beside its order fields. */
export interface WaybillListRow extends OrderListRow {
  /** When its status was reached (the deciding event's own time). */
  statusAt: string | null;
  pickedUpAt: string | null;
  signedAt: string | null;
  signerName: string | null;
  codCollectedSen: number | null;
  problemReason: ProblemReason | null;
  lastScanAt: string | null;
  canChangeCod: boolean;
}

/**
 * Spec 4 and issue 15: the COD amount changes only before the parcel is picked up, on a domestic
 * waybill (no COD abroad) whose receiver does not pay the freight (COD and receiver-pays exclude each other).
 */
export const canChangeCod = (order: { status: string; kind: string; payMethod: string }): boolean =>
  (AWAITING_PICKUP_STATUSES as readonly string[]).includes(order.status) && order.kind === 'domestic' && order.payMethod !== 'CC_CASH';

/** `updateCod.do`: the waybill and its new COD amount in sen (0 takes the COD off). */
export const updateCodParameter = z.object({ waybillNo: waybillNoParameter, codSen: codSenField });
export type UpdateCodParameter = z.infer<typeof updateCodParameter>;

/** The reply of `updateCod.do`. */
export interface UpdatedCod {
  waybillNo: string;
  previousCodSen: number;
  codSen: number;
  previousTotalSen: number;
  /** The new price: the COD fee follows the amount. */
  totalSen: number;
  chargedSen: number;
  refundedSen: number;
  /** The waybill's changes so far (edits and COD changes), this one included; 0 when nothing changed. */
  edit: number;
}

/** The labels of the problem reasons a scan gives: one table, in shared/tracking.ts. */
export { PROBLEM_REASON_LABELS } from './tracking.ts';
