import { TRACKING_EVENT_KINDS, type TrackingEventKind } from '@portal/shared/order';
import { PORTAL_EVENT_RANKS } from '@portal/shared/scans';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';

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
   * event for every id the `from` part yields (`detail` a jsonb placeholder or value).
   */
  eventFrom(kind: TrackingEventKind, from: SQL, detail: SQL): SQL {
    if (!TRACKING_EVENT_KINDS.includes(kind)) throw new Error(`unknown tracking event kind ${kind}`);
    return sql`insert into ${trackingEvents} (order_id, status, detail) select id, ${sql.raw(`'${kind}'`)}, ${detail}::jsonb ${from}`;
  }
}

/** The rank of an event the portal records (placing, editing, cancelling): shared/scans.ts. */
function portalRank(kind: TrackingEventKind): number {
  return (PORTAL_EVENT_RANKS as Record<string, number>)[kind] ?? 0;
}
