import { SCAN_LIMITS, type ScanEvent, type ScanRejection, scanEventSchema, scanOutcome } from '@portal/shared/scans';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { knownSiteCodes } from '../network/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { SmsService } from '../sms/service.ts';
import type { StoredScan, TrackingService } from '../tracking/service.ts';

export interface ScanBatchResult {
  received: number;
  /** Events stored now. */
  recorded: number;
  /** Events whose id was already stored (a replay): nothing changed. */
  duplicates: number;
  /** Events not stored, each with its place in the batch and why. */
  rejected: { index: number; eventId: string | null; reason: ScanRejection; detail?: string }[];
  /** Waybills whose status or facts changed. */
  settled: number;
}

/**
 * POST /ops/v1/scans: a batch of up to 1,000 scans from the courier's systems. Each event is judged
 * alone: a malformed one, a waybill we do not know or that was cancelled, a time in the future is
 * reported back by its index and the rest are stored. Stored events are idempotent by event id.
 * One transaction: the batch's waybills locked (in id order, so two batches never deadlock), the
 * events inserted in one statement, then the touched waybills settled from all their events.
 */
export async function recordScans(
  deps: { db: Db; tracking: TrackingService; notifications: NotificationService; sms: SmsService },
  events: readonly unknown[],
  source: { keyId: number },
  now = new Date(),
): Promise<ScanBatchResult> {
  const rejected: ScanBatchResult['rejected'] = [];
  const valid: { index: number; event: ScanEvent }[] = [];
  events.forEach((raw, index) => {
    const parsed = scanEventSchema.safeParse(raw);
    const eventId = typeof (raw as { eventId?: unknown })?.eventId === 'string' ? (raw as { eventId: string }).eventId : null;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      rejected.push({ index, eventId, reason: 'invalid', detail: `${issue?.path.join('.') || 'event'}: ${issue?.message}` });
      return;
    }
    const event = parsed.data;
    const at = Date.parse(event.scannedAt);
    if (at > now.getTime() + SCAN_LIMITS.futureToleranceMs) {
      rejected.push({ index, eventId, reason: 'inFuture' });
      return;
    }
    if (event.scanCode === 110 && !event.problemReason) {
      rejected.push({ index, eventId, reason: 'problemReasonRequired' });
      return;
    }
    valid.push({ index, event });
  });

  const result = await deps.db.transaction(async (tx) => {
    const waybillNos = [...new Set(valid.map((v) => v.event.waybillNo))];
    const known =
      waybillNos.length === 0
        ? []
        : await tx
            .select({ id: orders.id, waybillNo: orders.waybillNo, status: orders.status })
            .from(orders)
            .where(inArray(orders.waybillNo, waybillNos))
            .orderBy(orders.id)
            .for('update');
    const byWaybill = new Map(known.map((o) => [o.waybillNo, o]));
    const sites = await knownSiteCodes(tx, [...new Set(valid.map((v) => v.event.siteCode))]);
    const scans: StoredScan[] = [];
    for (const { index, event } of valid) {
      const order = byWaybill.get(event.waybillNo);
      if (!order) rejected.push({ index, eventId: event.eventId, reason: 'unknownWaybill' });
      else if (!sites.has(event.siteCode)) rejected.push({ index, eventId: event.eventId, reason: 'unknownSite' });
      else if (order.status === 'CANCEL_ORDER') rejected.push({ index, eventId: event.eventId, reason: 'cancelledWaybill' });
      else scans.push(storedScan(order.id, event, source.keyId));
    }
    const stored = await deps.tracking.recordScans(tx, scans);
    const touched = [...new Set(scans.filter((s) => stored.has(s.eventId)).map((s) => s.orderId))];
    const settled = await deps.tracking.settle(tx, touched);
    // A problem, a failed pick-up or delivery, a return: the shipper hears of it (issue 18).
    await deps.notifications.parcelsChanged(tx, settled);
    // The receivers' SMS of the statuses reached (issue 18): one job queued for the batch, sent after it.
    await deps.sms.parcelsChanged(tx, settled);
    return { recorded: stored.size, duplicates: scans.length - stored.size, settled: settled.length };
  });
  rejected.sort((a, b) => a.index - b.index);
  return { received: events.length, ...result, rejected };
}

function storedScan(orderId: number, event: ScanEvent, keyId: number): StoredScan {
  const { status, rank } = scanOutcome(event.scanCode, event.problemReason);
  const detail: Record<string, unknown> = { key: keyId };
  if (event.courier) detail.courier = event.courier;
  if (event.signerName) detail.signerName = event.signerName;
  if (event.problemReason) detail.problemReason = event.problemReason;
  if (event.photoRef) detail.photoRef = event.photoRef;
  if (event.codCollectedSen !== undefined) detail.codCollectedSen = event.codCollectedSen;
  return {
    orderId,
    eventId: event.eventId,
    scanCode: event.scanCode,
    status,
    rank,
    siteCode: event.siteCode,
    at: new Date(event.scannedAt),
    detail,
  };
}
