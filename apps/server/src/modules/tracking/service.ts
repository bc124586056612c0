import { TRACKING_EVENT_KINDS, type TrackingEventKind } from '@portal/shared/order';
import { PORTAL_EVENT_RANKS } from '@portal/shared/scans';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { type SettledOrder, settleStatuses } from './settle.ts';

export type { SettledOrder } from './settle.ts';

/** A courier's scan as stored: the status and rank it leads to already decided (shared/scans.ts scanOutcome). */
export interface StoredScan {
  orderId: number;
  eventId: string;
  scanCode: number;
  status: string;
  rank: number;
  siteCode: string;
  at: Date;
  /** Courier, signer, problem reason, photo reference, COD collected: what the scan said beyond its code. */
  detail: Record<string, unknown>;
}

/** One event in a waybill's life, as the shipper's tracking and the courier's scans record it. */
export interface TrackingEvent {
  orderId: number;
  kind: TrackingEventKind;
  /** A site or hub; empty for the customer's own actions. */
  location?: string;
  /** Who did it and what changed (the user for portal actions). */
  detail?: Record<string, unknown>;
  /** When it happened; now when not given. */
  at?: Date;
}

/**
 * The one writer of tracking events: placing, editing and cancelling orders record through it
 * today, and the courier's scans will too. Every event takes a kind from the shared set, so the
 * tracking page, the status tabs and the operations API read one vocabulary.
 */
export class TrackingService {
  /** Records an event inside the caller's transaction, beside the change it describes. */
  async record(db: DbOrTx, event: TrackingEvent): Promise<void> {
    await db.insert(trackingEvents).values({
      orderId: event.orderId,
      status: event.kind,
      location: event.location ?? '',
      detail: event.detail ?? null,
      rank: portalRank(event.kind),
      ...(event.at ? { at: event.at } : {}),
    });
  }

  /**
   * Courier scans, already judged (operations/record-scans.ts): inserted in one statement, a scan
   * whose event id is already stored skipped. Answers the event ids newly stored; the orders they
   * touch must then be settled (`settle`) in the same transaction.
   */
  async recordScans(db: DbOrTx, scans: readonly StoredScan[]): Promise<Set<string>> {
    if (scans.length === 0) return new Set();
    // Each column one array parameter: one statement, however large the batch.
    const column = <T>(pick: (s: StoredScan) => T) => sql.param(scans.map(pick));
    const result = (await db.execute(sql`
      insert into ${trackingEvents} (order_id, status, location, detail, at, event_id, scan_code, rank)
      select * from unnest(
        ${column((s) => s.orderId)}::bigint[], ${column((s) => s.status)}::text[], ${column((s) => s.siteCode)}::text[],
        ${column((s) => JSON.stringify(s.detail))}::jsonb[], ${column((s) => s.at.toISOString())}::timestamptz[],
        ${column((s) => s.eventId)}::text[], ${column((s) => s.scanCode)}::smallint[], ${column((s) => s.rank)}::smallint[])
      on conflict (event_id) do nothing
      returning event_id`)) as unknown as { rows: { event_id: string }[] };
    return new Set(result.rows.map((r) => r.event_id));
  }

  /** Decides each order's status again from all its events (tracking/settle.ts); answers the orders that changed. */
  settle(db: DbOrTx, orderIds: readonly number[]): Promise<SettledOrder[]> {
    return settleStatuses(db, orderIds);
  }

  /** How many events of a kind an order has (an edit numbers itself by them). */
  async countOf(db: DbOrTx, orderId: number, kind: TrackingEventKind): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, orderId), eq(trackingEvents.status, kind)));
    return Number(row?.n ?? 0);
  }

  /**
   * The same event as a statement piece, for the one statement that places an order: inserts the
   * event for every id the `from` part yields (`detail` a jsonb placeholder or value), at the time
   * `at` names (a column of `from`, such as the order's created_at) or now.
   */
  eventFrom(kind: TrackingEventKind, from: SQL, detail: SQL, at: SQL = sql`now()`): SQL {
    if (!TRACKING_EVENT_KINDS.includes(kind)) throw new Error(`unknown tracking event kind ${kind}`);
    return sql`insert into ${trackingEvents} (order_id, status, detail, at) select id, ${sql.raw(`'${kind}'`)}, ${detail}::jsonb, ${at} ${from}`;
  }
}

/** The rank of an event the portal records (placing, editing, cancelling): shared/scans.ts. */
function portalRank(kind: TrackingEventKind): number {
  return (PORTAL_EVENT_RANKS as Record<string, number>)[kind] ?? 0;
}

// What other modules read of a waybill's tracking: its timeline (logistics tracking, the public page).
export { trackOf, tracksOf } from './timeline.ts';

/** The pages whose screens look waybills up (spec 2 Waybills group; trackingList, the open API's tracking): any one is enough. */
export const TRACKING_PAGES = ['logisticsTracking', 'mangeWaybill'] as const;
