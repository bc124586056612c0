/**
 * A waybill's tracking timeline (issue 15): what my waybills' drawer, logistics tracking and the
 * public tracking page show, newest first. The server reads it (modules/tracking/timeline.ts).
 */
import { z } from 'zod';
import { waybillNoParameter } from './order-edit.ts';
import type { ProblemReason, TrackingTag } from './scans.ts';

/** One event: a courier's scan, or the shipper's own action (placed, edited, cancelled). */
export interface TimelineEvent {
  /** When it happened (ISO, UTC). */
  time: string;
  /** The same as Malaysia's clocks read it: 'YYYY-MM-DD HH:mm:ss'. */
  localTime: string;
  /** The status it led to, or ORDER_EDITED (shared/order.ts TRACKING_EVENT_KINDS). */
  status: string;
  /** The status in the reader's language. */
  statusLabel: string;
  /** The AfterShip-style tag of the event (docs/scans.md); null for an edit, which moves nothing. */
  tag: TrackingTag | null;
  /** The courier's scan code; null for the shipper's own actions. */
  scanCode: number | null;
  /** The site or hub that scanned ('' for the shipper's own actions). */
  siteCode: string;
  /** Its name, when the network knows the code. */
  siteName: string | null;
  /** The rider or staff who scanned; never on the public page. */
  courier: string | null;
  /** Who signed (a signed or return-signed scan); never on the public page. */
  signerName: string | null;
  problemReason: ProblemReason | null;
  problemReasonLabel: string | null;
}

export interface WaybillTimeline {
  waybillNo: string;
  /** The waybill's status now, its label and tag. */
  status: string;
  statusLabel: string;
  tag: TrackingTag;
  events: TimelineEvent[];
}

/** `getWaybillTrack.do`: one of the caller's waybills. */
export const waybillTrackParameter = z.object({ waybillNo: waybillNoParameter });
