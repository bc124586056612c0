import { z } from 'zod';
import type { OrderStatus } from './order.ts';
import { singleLine } from './text.ts';
import { DAY_MS, isStorableInstant } from './time.ts';

/**
 * The courier's scan codes (issue 15, docs/scans.md): what a hub scanner, a rider's handheld or the
 * sorting line reports through the operations API, the status each moves a waybill to, the rank
 * that orders two events of the same instant, and the AfterShip-style tag integrators know. One
 * table for the ingest, the simulator, the timeline and the docs.
 */
const SCAN_CODES = {
  /** Head office released the order to the pick-up site. */
  1: { name: 'dispatchedToSite', status: 'PUSAT_DISPATCH', rank: 10 },
  /** The site assigned a courier to collect it. */
  2: { name: 'assignedToCourier', status: 'DISPATCH', rank: 20 },
  /** The courier collected the parcel from the shipper (PICK UP). */
  10: { name: 'pickup', status: 'GOT', rank: 30 },
  /** The shipper handed the parcel in at an outlet (DROP OFF): the first mile of a dropped-off parcel. */
  200: { name: 'collectedAtOutlet', status: 'GOT', rank: 30 },
  /** Left a site or hub on the line-haul. */
  20: { name: 'departure', status: 'IN_TRANSIT', rank: 40 },
  /** Arrived at a site or hub. */
  30: { name: 'arrival', status: 'IN_TRANSIT', rank: 41 },
  /** Problem: the status depends on the reason (PROBLEM_REASONS). */
  110: { name: 'problem', status: 'PROBLEM', rank: 45 },
  /** Out for delivery with a rider. */
  94: { name: 'outForDelivery', status: 'DELIVERING', rank: 50 },
  /** Sent back to the shipper (refused, undeliverable, attempts used up). */
  172: { name: 'returnToSender', status: 'RETURNING', rank: 60 },
  /** The shipper signed for the returned parcel: terminal. */
  173: { name: 'returnSigned', status: 'RETURNED', rank: 95 },
  /** The receiver signed: terminal. */
  100: { name: 'signed', status: 'SIGNED', rank: 100 },
} as const satisfies Record<number, { name: string; status: OrderStatus; rank: number }>;

export type ScanCode = keyof typeof SCAN_CODES;
export const isScanCode = (code: number): code is ScanCode => Object.hasOwn(SCAN_CODES, code);

/**
 * Why a problem scan (110) was made, and where it leaves the waybill: a missed pick-up is
 * PICKUP_FAILED, a delivery the receiver could not take is UNSIGNED (the rider tries again or it is
 * held for collection), anything else is PROBLEM (abnormal parcel) until a later scan moves it on.
 */
export const PROBLEM_REASONS = {
  SENDER_NOT_READY: { status: 'PICKUP_FAILED', tag: 'Exception' },
  SENDER_UNREACHABLE: { status: 'PICKUP_FAILED', tag: 'Exception' },
  RECEIVER_ABSENT: { status: 'UNSIGNED', tag: 'AttemptFail' },
  RECEIVER_UNREACHABLE: { status: 'UNSIGNED', tag: 'AttemptFail' },
  RESCHEDULED_BY_RECEIVER: { status: 'UNSIGNED', tag: 'AttemptFail' },
  HELD_AT_OUTLET: { status: 'UNSIGNED', tag: 'AvailableForPickup' },
  RECEIVER_REFUSED: { status: 'PROBLEM', tag: 'Exception' },
  WRONG_ADDRESS: { status: 'PROBLEM', tag: 'Exception' },
  DAMAGED: { status: 'PROBLEM', tag: 'Exception' },
  MISSORTED: { status: 'PROBLEM', tag: 'Exception' },
  WEATHER_OR_ROAD: { status: 'PROBLEM', tag: 'Exception' },
} as const satisfies Record<string, { status: OrderStatus; tag: TrackingTag }>;
export type ProblemReason = keyof typeof PROBLEM_REASONS;
export const PROBLEM_REASON_LIST = Object.keys(PROBLEM_REASONS) as ProblemReason[];

/** The nine AfterShip-style tags integrators map statuses to. */
const TRACKING_TAGS = [
  'Pending',
  'InfoReceived',
  'InTransit',
  'OutForDelivery',
  'AttemptFail',
  'Delivered',
  'AvailableForPickup',
  'Exception',
  'Expired',
] as const;
export type TrackingTag = (typeof TRACKING_TAGS)[number];

/** The tag of each status (a problem scan's reason may say more: PROBLEM_REASONS). */
export const STATUS_TAGS: Record<OrderStatus, TrackingTag> = {
  PENDING: 'InfoReceived',
  PUSAT_DISPATCH: 'InfoReceived',
  DISPATCH: 'InfoReceived',
  GOT: 'InTransit',
  IN_TRANSIT: 'InTransit',
  DELIVERING: 'OutForDelivery',
  UNSIGNED: 'AttemptFail',
  SIGNED: 'Delivered',
  PICKUP_FAILED: 'Exception',
  PROBLEM: 'Exception',
  RETURNING: 'Exception',
  RETURNED: 'Exception',
  CANCEL_ORDER: 'Exception',
};

/** A waybill with no scan for this long before reaching a terminal status is tagged Expired. */
export const EXPIRED_AFTER_DAYS = 30;

/**
 * The tag shown for a waybill: Pending when nothing is known of it, Expired when it has gone
 * quiet for 30 days short of an end, otherwise its status's tag or its last problem reason's.
 */
export function trackingTag(status: OrderStatus | null, lastEventAt: Date | null, now: Date, reason?: string | null): TrackingTag {
  if (!status) return 'Pending';
  if (!TERMINAL_STATUSES.includes(status) && lastEventAt && now.getTime() - lastEventAt.getTime() > EXPIRED_AFTER_DAYS * DAY_MS) {
    return 'Expired';
  }
  if (reason && Object.hasOwn(PROBLEM_REASONS, reason) && PROBLEM_REASONS[reason as ProblemReason].status === status) {
    return PROBLEM_REASONS[reason as ProblemReason].tag;
  }
  return STATUS_TAGS[status];
}

/** Statuses no later event changes. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = ['SIGNED', 'RETURNED', 'CANCEL_ORDER'];
/** Ranks at or above this are terminal (SIGNED 100, CANCEL_ORDER 99, RETURNED 95). */
export const TERMINAL_RANK = 90;

/** The rank of a status entered through the portal rather than a scan (placing, cancelling). */
export const PORTAL_EVENT_RANKS = { PENDING: 0, CANCEL_ORDER: 99, ORDER_EDITED: -1 } as const;

/** The status and rank a scan leads to. */
export function scanOutcome(code: ScanCode, reason?: string | null): { status: OrderStatus; rank: number } {
  const scan = SCAN_CODES[code];
  if (code === 110 && reason && Object.hasOwn(PROBLEM_REASONS, reason)) {
    return { status: PROBLEM_REASONS[reason as ProblemReason].status, rank: scan.rank };
  }
  return { status: scan.status, rank: scan.rank };
}

/** Operations API limits. */
export const SCAN_LIMITS = {
  batchMax: 1_000,
  eventIdMax: 64,
  siteCodeMax: 20,
  courierMax: 60,
  signerMax: 100,
  photoRefMax: 300,
  /** A scan dated further ahead than this is refused: handheld clocks drift, not by hours. */
  futureToleranceMs: 10 * 60_000,
} as const;

const text = (max: number) => singleLine().trim().max(max);

/** One scan event as the courier's systems send it (POST /ops/v1/scans). */
export const scanEventSchema = z.object({
  /** The sender's own id for the event: a replay of the same id changes nothing. */
  eventId: text(SCAN_LIMITS.eventIdMax).min(1),
  waybillNo: text(40).min(1),
  scanCode: z.number().int().refine(isScanCode, 'unknown scan code'),
  /** When the scan happened, ISO 8601 with an offset. */
  scannedAt: z.iso.datetime({ offset: true }).refine(isStorableInstant, 'not a time a parcel is scanned at'),
  siteCode: text(SCAN_LIMITS.siteCodeMax).min(1),
  courier: text(SCAN_LIMITS.courierMax).optional(),
  signerName: text(SCAN_LIMITS.signerMax).optional(),
  problemReason: z.enum(PROBLEM_REASON_LIST as [ProblemReason, ...ProblemReason[]]).optional(),
  photoRef: text(SCAN_LIMITS.photoRefMax).optional(),
  /** Cash collected from the receiver at a signed scan, in sen; the waybill's COD amount when absent. */
  codCollectedSen: z.number().int().min(0).max(99_999_999_99).optional(),
});
export type ScanEvent = z.infer<typeof scanEventSchema>;

/** Why one event of a batch was not recorded. Events are judged one by one; a batch never fails whole for one of them. */
const SCAN_REJECTIONS = ['invalid', 'unknownWaybill', 'cancelledWaybill', 'unknownSite', 'problemReasonRequired', 'inFuture'] as const;
export type ScanRejection = (typeof SCAN_REJECTIONS)[number];
