import { NOTIFICATION_KINDS, type NotificationKind, PARCEL_NOTICE_KINDS } from '@portal/shared/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** A waybill whose status the scans just changed (tracking/settle.ts answers these). */
export interface ParcelChange {
  customerId: number;
  waybillNo: string;
  status: string;
  statusAt: Date | string;
  problemReason: string | null;
}

/**
 * The one writer of notifications (issue 18): each is written in the transaction of what it tells,
 * once per (customer, kind, reference), so a replayed scan or callback, or a retried job, notifies
 * once, and an undone change leaves no message behind. Texts are filled when read, in the reader's
 * language (notifications/repository.ts).
 */
export class NotificationService {
  async notify(
    db: DbOrTx,
    { customerId }: RowScope,
    kind: NotificationKind,
    reference: string,
    params: Record<string, string>,
    waybillNo?: string,
  ): Promise<void> {
    await db
      .insert(notifications)
      .values({ customerId, msgType: NOTIFICATION_KINDS[kind].type, kind, reference, params, waybillNo: waybillNo ?? null })
      .onConflictDoNothing();
  }

  /**
   * The parcels that now need the shipper's attention (a problem, a failed pick-up or delivery, a
   * return), one message each per status reached: set-based, one statement for a whole scan batch.
   */
  async parcelsChanged(db: DbOrTx, changes: readonly ParcelChange[]): Promise<number> {
    const noticed = changes.filter((c) => Object.hasOwn(PARCEL_NOTICE_KINDS, c.status));
    if (noticed.length === 0) return 0;
    const kindOf = (c: ParcelChange) => PARCEL_NOTICE_KINDS[c.status as keyof typeof PARCEL_NOTICE_KINDS];
    const column = <T>(pick: (c: ParcelChange) => T) => sql.param(noticed.map(pick));
    const result = (await db.execute(sql`
      insert into ${notifications} (customer_id, msg_type, kind, reference, params, waybill_no)
      select customer_id, ${NOTIFICATION_KINDS.parcelProblem.type}, kind, reference, params, waybill_no
      from unnest(${column((c) => c.customerId)}::int[], ${column(kindOf)}::text[],
        ${column((c) => `${c.waybillNo}:${c.status}:${new Date(c.statusAt).toISOString()}`)}::text[],
        ${column((c) => JSON.stringify({ waybillNo: c.waybillNo, reason: c.problemReason ?? '' }))}::jsonb[],
        ${column((c) => c.waybillNo)}::text[]) as n(customer_id, kind, reference, params, waybill_no)
      on conflict do nothing
      returning 1`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }
}
