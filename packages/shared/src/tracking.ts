import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { isWaybillNumber, type OrderStatus } from './order.ts';
import { ORDER_EDITED_EVENT, waybillNoParameter } from './order-edit.ts';
import { waybillNumbers } from './order-manage.ts';
import { PROBLEM_REASONS, type ProblemReason, type ScanCode, type TrackingTag } from './scans.ts';
import { singleLine } from './text.ts';

/** What the timeline says for each scan code, and for the portal's own events. */
export const SCAN_LABELS: Record<ScanCode, MessageKey> = {
  1: 'scanDispatchedToSite',
  2: 'scanAssignedToCourier',
  10: 'scanPickup',
  200: 'scanCollectedAtOutlet',
  20: 'scanDeparture',
  30: 'scanArrival',
  110: 'scanProblem',
  94: 'scanOutForDelivery',
  172: 'scanReturnToSender',
  173: 'scanReturnSigned',
  100: 'scanSigned',
};
export const PORTAL_EVENT_LABELS: Partial<Record<string, MessageKey>> = {
  PENDING: 'eventOrderPlaced',
  CANCEL_ORDER: 'eventOrderCancelled',
  [ORDER_EDITED_EVENT]: 'orderEventEdited',
};
export const PROBLEM_REASON_LABELS: Record<ProblemReason, MessageKey> = {
  SENDER_NOT_READY: 'problemSenderNotReady',
  SENDER_UNREACHABLE: 'problemSenderUnreachable',
  RECEIVER_ABSENT: 'problemReceiverAbsent',
  RECEIVER_UNREACHABLE: 'problemReceiverUnreachable',
  RESCHEDULED_BY_RECEIVER: 'problemRescheduledByReceiver',
  HELD_AT_OUTLET: 'problemHeldAtOutlet',
  RECEIVER_REFUSED: 'problemReceiverRefused',
  WRONG_ADDRESS: 'problemWrongAddress',
  DAMAGED: 'problemDamaged',
  MISSORTED: 'problemMissorted',
  WEATHER_OR_ROAD: 'problemWeatherOrRoad',
};
export const isProblemReason = (reason: unknown): reason is ProblemReason =>
  typeof reason === 'string' && Object.hasOwn(PROBLEM_REASONS, reason);

/** Spec 5 "Waybill query": trackingList takes 1 to 10 numbers, comma or line separated. */
export const trackingListParameter = z.object({
  waybillNos: waybillNumbers.refine((numbers) => numbers !== undefined, { error: 'trackWaybillRequired' }),
});

/** The public tracking page: one number, no session. */
export const publicTrackParameter = z.object({
  waybillNo: singleLine()
    .trim()
    .min(1, { error: 'trackWaybillRequired' })
    .max(30)
    .superRefine((waybillNo, ctx) => {
      if (!isWaybillNumber(waybillNo)) ctx.addIssue({ code: 'custom', message: 'waybillNoInvalid', params: { waybillNo } });
    }),
});

/**
 * One event of a waybill's timeline, newest first: a courier's scan, or the shipper's own action
 * (placed, cancelled, and for the shipper alone, edited).
 */
export interface TrackEvent {
  /** ISO instant; shown in Malaysian time. */
  at: string;
  /** The status it led to, or ORDER_EDITED. */
  status: string;
  /** What happened, in the caller's language. */
  description: string;
  /** The AfterShip-style tag of the event (docs/scans.md); null for an edit, which moves nothing. */
  tag: TrackingTag | null;
  scanCode: number | null;
  siteCode: string;
  /** The site's name, the code where the network does not know it ('' for the shipper's own actions). */
  siteName: string;
  /** Problem scans: the reason's code and its words in the caller's language. */
  problemReason?: ProblemReason;
  problem?: string;
  /** The customer's own view only: the courier and who signed. */
  courier?: string;
  signerName?: string;
}

export interface WaybillTrack {
  waybillNo: string;
  found: true;
  status: OrderStatus;
  statusLabel: string;
  tag: TrackingTag;
  events: TrackEvent[];
  /** The customer's own view only. */
  receiverName?: string;
  receiverCity?: string;
  signedAt?: string | null;
  signerName?: string | null;
}

interface WaybillNotFound {
  waybillNo: string;
  found: false;
  /** Pending: nothing is known of this number (or it is another customer's). */
  tag: 'Pending';
  message: string;
}

export type TrackResult = WaybillTrack | WaybillNotFound;

/** `getWaybillTrack.do`: one of the caller's waybills. */
export const waybillTrackParameter = z.object({ waybillNo: waybillNoParameter });
