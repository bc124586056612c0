import { NOTIFICATION_KINDS, type NotificationKind, PARCEL_NOTICE_KINDS } from '@portal/shared/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

export { announceWhenShown, wakeAnnouncements } from './announce-job.ts';

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

  /** Each statement of a month-end run, told to its customer once (finance), in the run's transaction. */
  async statementsIssued(db: DbOrTx, statementIds: readonly number[]): Promise<void> {
    if (statementIds.length === 0) return;
    await db.execute(sql`
      insert into ${notifications} (customer_id, msg_type, kind, reference, params)
      select s.customer_id, ${NOTIFICATION_KINDS.statementIssued.type}, 'statementIssued', s.bill_no,
        jsonb_build_object('billNo', s.bill_no, 'month', s.bill_month, 'totalSen', s.total_sen::text, 'dueDate', s.due_date::text)
      from monthly_statements s where s.id = any(${sql.param(statementIds)}::bigint[])
      on conflict do nothing`);
  }

  /**
   * An announcement told to every customer: one broadcast message (no customer), read by each customer
   * that existed when it was sent beside its own (repository.ts), so telling 100,000 customers writes one
   * row. Sent again after an edit, it rewrites that message's title rather than adding another.
   * Answers the message's id.
   */
  async announce(db: DbOrTx, announcement: { id: number; title: Record<string, string> }): Promise<number> {
    const params = {
      announcementId: String(announcement.id),
      title_zh: announcement.title.zh ?? '',
      title_en: announcement.title.en ?? '',
      title_ml: announcement.title.ml ?? '',
    };
    const [told] = await db
      .insert(notifications)
      .values({
        customerId: null,
        msgType: NOTIFICATION_KINDS.announcement.type,
        kind: 'announcement',
        reference: announcementReference(announcement.id),
        params,
      })
      .onConflictDoUpdate({
        target: [notifications.kind, notifications.reference],
        targetWhere: sql`${notifications.customerId} is null`,
        set: { params },
      })
      .returning({ id: notifications.id });
    return told!.id;
  }

  /** A deleted announcement takes its message with it. */
  async withdrawAnnouncement(db: DbOrTx, announcementId: number): Promise<void> {
    await db.execute(
      sql`delete from ${notifications} where kind = 'announcement' and reference = ${announcementReference(announcementId)}`,
    );
  }
}

const announcementReference = (id: number) => `announcement:${id}`;
