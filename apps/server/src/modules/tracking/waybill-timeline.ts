import type { Lang } from '@portal/shared/lang';
import { type MessageKey, translate as shippedTranslate } from '@portal/shared/messages';
import type { OrderStatus } from '@portal/shared/order';
import { ORDER_EDITED_EVENT } from '@portal/shared/order-edit';
import { TRACKING_EVENT_LABELS } from '@portal/shared/order-manage';
import { PROBLEM_REASONS, type ProblemReason, STATUS_TAGS, type TrackingTag, trackingTag } from '@portal/shared/scans';
import { malaysiaTimeSeconds } from '@portal/shared/time';
import type { TimelineEvent, WaybillTimeline } from '@portal/shared/tracking';
import { PROBLEM_REASON_LABELS } from '@portal/shared/waybills';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, trackingEvents } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * Whose waybills a timeline may be read of: a customer's own (my waybills, logistics tracking: another
 * customer's number is not found), or any waybill for the public tracking page, which never shows
 * names (courier, signer) or the shipper's own edits.
 */
export const PUBLIC_TRACKING = 'public';
export type TimelineScope = RowScope | typeof PUBLIC_TRACKING;

/** A message in a language: the administrator's wording where the caller has it (MessageTexts), else the shipped one. */
export type TimelineTranslate = (key: MessageKey, lang: Lang) => string;

// TODO(network_sites): when the courier's network table lands, name the sites with
// sql<string | null>`(select s.name from network_sites s where s.code = ${trackingEvents.location})`
const siteName = sql<string | null>`null`;

const isProblemReason = (value: unknown): value is ProblemReason => typeof value === 'string' && Object.hasOwn(PROBLEM_REASONS, value);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** An event's tag: its problem reason's when it names one for this status, else its status's; none for an edit. */
function eventTag(status: string, reason: ProblemReason | null): TrackingTag | null {
  if (!Object.hasOwn(STATUS_TAGS, status)) return null;
  if (reason && PROBLEM_REASONS[reason].status === status) return PROBLEM_REASONS[reason].tag;
  return STATUS_TAGS[status as OrderStatus];
}

/**
 * The timelines of several waybills in one statement (logistics tracking asks for up to 10): each
 * waybill the scope may read, with its events newest first (by their own time, then the higher rank,
 * then the later stored). Numbers the scope may not read, or that no order has, are absent from the
 * answer, so another customer's waybill and an unknown one look the same. Served by the unique
 * waybill index and tracking_events_order (order_id, at).
 */
export async function timelinesOf(
  db: DbOrTx,
  scope: TimelineScope,
  waybillNos: readonly string[],
  lang: Lang,
  translate: TimelineTranslate = shippedTranslate,
): Promise<Map<string, WaybillTimeline>> {
  const found = new Map<string, WaybillTimeline>();
  if (waybillNos.length === 0) return found;
  const isPublic = scope === PUBLIC_TRACKING;
  const whose: SQL[] = isPublic ? [] : [eq(orders.customerId, scope.customerId)];
  // The shipper's own edits are the shipper's business, not the public's.
  const events = isPublic
    ? and(eq(trackingEvents.orderId, orders.id), ne(trackingEvents.status, ORDER_EDITED_EVENT))
    : eq(trackingEvents.orderId, orders.id);
  const rows = await db
    .select({
      waybillNo: orders.waybillNo,
      orderStatus: orders.status,
      statusAt: orders.statusAt,
      lastScanAt: orders.lastScanAt,
      orderReason: orders.problemReason,
      status: trackingEvents.status,
      location: trackingEvents.location,
      detail: trackingEvents.detail,
      at: trackingEvents.at,
      scanCode: trackingEvents.scanCode,
      siteName,
    })
    .from(orders)
    .leftJoin(trackingEvents, events)
    .where(and(inArray(orders.waybillNo, [...new Set(waybillNos)]), ...whose))
    .orderBy(orders.waybillNo, desc(trackingEvents.at), desc(trackingEvents.rank), desc(trackingEvents.id));

  const label = (key: MessageKey | undefined, code: string) => (key ? translate(key, lang) : code);
  const now = new Date();
  for (const r of rows) {
    let timeline = found.get(r.waybillNo);
    if (!timeline) {
      const status = r.orderStatus as OrderStatus;
      timeline = {
        waybillNo: r.waybillNo,
        status,
        statusLabel: label(TRACKING_EVENT_LABELS[status], status),
        tag: trackingTag(status, r.lastScanAt ?? r.statusAt, now, r.orderReason),
        events: [],
      };
      found.set(r.waybillNo, timeline);
    }
    if (!r.status || !r.at) continue;
    const detail = r.detail ?? {};
    const reason = isProblemReason(detail.problemReason) ? detail.problemReason : null;
    const event: TimelineEvent = {
      time: r.at.toISOString(),
      localTime: malaysiaTimeSeconds(r.at),
      status: r.status,
      statusLabel: label(TRACKING_EVENT_LABELS[r.status], r.status),
      tag: eventTag(r.status, reason),
      scanCode: r.scanCode,
      siteCode: r.location ?? '',
      siteName: r.siteName,
      courier: isPublic ? null : text(detail.courier),
      signerName: isPublic ? null : text(detail.signerName),
      problemReason: reason,
      problemReasonLabel: reason ? translate(PROBLEM_REASON_LABELS[reason], lang) : null,
    };
    timeline.events.push(event);
  }
  return found;
}

/**
 * One waybill's timeline (my waybills' drawer; logistics tracking and the public page through
 * timelinesOf), or null when the scope may not read it: another customer's number is not found.
 */
export async function timelineOf(
  db: DbOrTx,
  scope: TimelineScope,
  waybillNo: string,
  lang: Lang,
  translate: TimelineTranslate = shippedTranslate,
): Promise<WaybillTimeline | null> {
  return (await timelinesOf(db, scope, [waybillNo], lang, translate)).get(waybillNo) ?? null;
}
