import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import type { OrderStatus } from '@portal/shared/order';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { isScanCode, trackingTag } from '@portal/shared/scans';
import {
  isProblemReason,
  PORTAL_EVENT_LABELS,
  PROBLEM_REASON_LABELS,
  SCAN_LABELS,
  type TrackEvent,
  type TrackResult,
} from '@portal/shared/tracking';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, trackingEvents } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;

/**
 * Who is asking decides what a timeline shows: the waybill's own customer sees everything (courier,
 * signer, receiver's name and town); the public tracking page sees status, times, what happened and
 * where (the courier's sites), never a person's name, phone or address.
 */
export type TrackViewer = { kind: 'customer'; scope: RowScope } | { kind: 'public' };

/**
 * The timelines of up to 10 waybills in two statements (the orders, then all their events by the
 * (order_id, at) index), each newest first. A number that is not the viewer's answers not found,
 * exactly as one that does not exist: a customer learns nothing of another's waybills.
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
          inArray(
            trackingEvents.orderId,
            found.map((o) => o.id),
          ),
        )
        .orderBy(trackingEvents.orderId, desc(trackingEvents.at), desc(trackingEvents.rank), desc(trackingEvents.id))
    : [];
  const names = await siteNames([...new Set(events.map((e) => e.location).filter(Boolean))]);
  const byOrder = new Map<number, TrackEvent[]>();
  const now = new Date();
  for (const e of events) {
    if (e.status === 'ORDER_EDITED') continue;
    const detail = (e.detail ?? {}) as Record<string, unknown>;
    const label: MessageKey =
      e.scanCode !== null && isScanCode(e.scanCode)
        ? SCAN_LABELS[e.scanCode]
        : (PORTAL_EVENT_LABELS[e.status] ?? ORDER_STATUS_LABELS[e.status as OrderStatus] ?? 'orderStatusPending');
    const event: TrackEvent = {
      at: e.at.toISOString(),
      status: e.status,
      description: translate(label, lang),
      scanCode: e.scanCode,
      siteCode: e.location,
      siteName: names.get(e.location) ?? e.location,
    };
    if (isProblemReason(detail.problemReason)) event.problem = translate(PROBLEM_REASON_LABELS[detail.problemReason], lang);
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
