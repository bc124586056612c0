import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import type { OrderStatus } from '@portal/shared/order';
import { ORDER_EDITED_EVENT } from '@portal/shared/order-edit';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { isScanCode, PROBLEM_REASONS, type ProblemReason, STATUS_TAGS, type TrackingTag, trackingTag } from '@portal/shared/scans';
import {
  isProblemReason,
  PORTAL_EVENT_LABELS,
  PROBLEM_REASON_LABELS,
  SCAN_LABELS,
  type TrackEvent,
  type TrackResult,
  type WaybillTrack,
} from '@portal/shared/tracking';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, trackingEvents } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;

/** An event's tag: its problem reason's when it names one for this status, else its status's; none for an edit. */
function eventTag(status: string, reason: ProblemReason | undefined): TrackingTag | null {
  if (!Object.hasOwn(STATUS_TAGS, status)) return null;
  if (reason && PROBLEM_REASONS[reason].status === status) return PROBLEM_REASONS[reason].tag;
  return STATUS_TAGS[status as OrderStatus];
}

/**
 * Who is asking decides what a timeline shows: the waybill's own customer sees everything (courier,
 * signer, receiver's name and town, its own edits); the public tracking page sees status, times, what
 * happened and where (the courier's sites), never a person's name, phone or address, nor the edits.
 */
export type TrackViewer = { kind: 'customer'; scope: RowScope } | { kind: 'public' };

/**
 * The one timeline read (logistics tracking, my waybills' drawer, the public page): up to 10 waybills
 * in two statements (the orders by the unique waybill index, then all their events by the
 * (order_id, at) index), each newest first by the events' own time, then the higher rank, then the
 * later stored. A number that is not the viewer's answers not found, exactly as one that does not
 * exist: a customer learns nothing of another's waybills.
 */
export async function tracksOf(
  db: DbOrTx,
  viewer: TrackViewer,
  waybillNos: readonly string[],
  lang: Lang,
  translate: Translate,
  siteNames: (codes: string[]) => Promise<Map<string, string>> = async () => new Map(),
): Promise<TrackResult[]> {
  if (waybillNos.length === 0) return [];
  const whose = viewer.kind === 'customer' ? eq(orders.customerId, viewer.scope.customerId) : undefined;
  const found = await db
    .select({
      id: orders.id,
      waybillNo: orders.waybillNo,
      status: orders.status,
      statusAt: orders.statusAt,
      lastScanAt: orders.lastScanAt,
      problemReason: orders.problemReason,
      signedAt: orders.signedAt,
      signerName: orders.signerName,
      receiverName: orders.receiverName,
      receiverCity: orders.receiverCity,
    })
    .from(orders)
    .where(and(inArray(orders.waybillNo, [...waybillNos]), whose));
  const events = found.length
    ? await db
        .select({
          orderId: trackingEvents.orderId,
          status: trackingEvents.status,
          location: trackingEvents.location,
          detail: trackingEvents.detail,
          at: trackingEvents.at,
          scanCode: trackingEvents.scanCode,
        })
        .from(trackingEvents)
        .where(
          and(
            inArray(
              trackingEvents.orderId,
              found.map((o) => o.id),
            ),
            // The shipper's own edits are the shipper's business, not the public's.
            viewer.kind === 'public' ? ne(trackingEvents.status, ORDER_EDITED_EVENT) : undefined,
          ),
        )
        .orderBy(trackingEvents.orderId, desc(trackingEvents.at), desc(trackingEvents.rank), desc(trackingEvents.id))
    : [];
  const names = await siteNames([...new Set(events.map((e) => e.location).filter(Boolean))]);
  const byOrder = new Map<number, TrackEvent[]>();
  const now = new Date();
  for (const e of events) {
    const detail = (e.detail ?? {}) as Record<string, unknown>;
    const reason = isProblemReason(detail.problemReason) ? detail.problemReason : undefined;
    const label: MessageKey =
      e.scanCode !== null && isScanCode(e.scanCode)
        ? SCAN_LABELS[e.scanCode]
        : (PORTAL_EVENT_LABELS[e.status] ?? ORDER_STATUS_LABELS[e.status as OrderStatus] ?? 'orderStatusPending');
    const event: TrackEvent = {
      at: e.at.toISOString(),
      status: e.status,
      description: translate(label, lang),
      tag: eventTag(e.status, reason),
      scanCode: e.scanCode,
      siteCode: e.location,
      siteName: names.get(e.location) ?? e.location,
    };
    if (reason) {
      event.problemReason = reason;
      event.problem = translate(PROBLEM_REASON_LABELS[reason], lang);
    }
    if (viewer.kind === 'customer') {
      if (typeof detail.courier === 'string') event.courier = detail.courier;
      if (typeof detail.signerName === 'string') event.signerName = detail.signerName;
    }
    const list = byOrder.get(e.orderId) ?? [];
    list.push(event);
    byOrder.set(e.orderId, list);
  }
  const byWaybill = new Map(found.map((o) => [o.waybillNo, o]));
  return waybillNos.map((waybillNo): TrackResult => {
    const o = byWaybill.get(waybillNo);
    if (!o) return { waybillNo, found: false, tag: 'Pending', message: translate('trackNotFound', lang, { waybillNo }) };
    const status = o.status as OrderStatus;
    const list = byOrder.get(o.id) ?? [];
    const lastEventAt = list[0] ? new Date(list[0].at) : o.statusAt;
    return {
      waybillNo,
      found: true,
      status,
      statusLabel: translate(ORDER_STATUS_LABELS[status] ?? 'orderStatusPending', lang),
      tag: trackingTag(status, lastEventAt, now, o.problemReason),
      events: list,
      ...(viewer.kind === 'customer'
        ? {
            receiverName: o.receiverName,
            receiverCity: o.receiverCity,
            signedAt: o.signedAt?.toISOString() ?? null,
            signerName: o.signerName,
          }
        : {}),
    };
  });
}

/** One waybill's timeline for its own customer (my waybills' drawer), or null: another customer's number is not found. */
export async function trackOf(
  db: DbOrTx,
  scope: RowScope,
  waybillNo: string,
  lang: Lang,
  translate: Translate,
  siteNames?: (codes: string[]) => Promise<Map<string, string>>,
): Promise<WaybillTrack | null> {
  const [track] = await tracksOf(db, { kind: 'customer', scope }, [waybillNo], lang, translate, siteNames);
  return track?.found ? track : null;
}
