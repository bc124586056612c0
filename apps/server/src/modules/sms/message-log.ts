import { maskPhone } from '@portal/shared/order-manage';
import type { SmsEvent, SmsLogFilter, SmsLogRow, SmsState } from '@portal/shared/sms';
import type { Page, Paging } from '@portal/shared/table-config';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';
import { cappedCount } from '../../lib/keyset.ts';
import type { RowScope } from '../../lib/scope.ts';

type Stored = typeof smsMessages.$inferSelect;

const rowOf = (r: Stored): SmsLogRow => ({
  id: r.id,
  waybillNo: r.waybillNo,
  templateName: r.templateName,
  event: r.event as SmsEvent,
  receiverTel: maskPhone(r.receiverTel),
  text: r.text,
  parts: r.parts,
  costSen: r.costSen,
  state: r.state as SmsState,
  failure: r.failure,
  createdAt: r.createdAt.toISOString(),
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
});

/** The customer's messages the filters (and, for an export of ticked rows, the ids) pick. */
function logWhere({ customerId }: RowScope, filter: SmsLogFilter, ids: number[] | null = null): SQL {
  return and(
    eq(smsMessages.customerId, customerId),
    filter.waybillNo ? eq(smsMessages.waybillNo, filter.waybillNo) : undefined,
    filter.state ? eq(smsMessages.state, filter.state) : undefined,
    filter.event ? eq(smsMessages.event, filter.event) : undefined,
    filter.createdStart ? gte(smsMessages.createdAt, malaysiaInstant(filter.createdStart)) : undefined,
    filter.createdEnd ? lt(smsMessages.createdAt, malaysiaEndBefore(filter.createdEnd)) : undefined,
    ids ? inArray(smsMessages.id, ids) : undefined,
  )!;
}

/** The log page (enhancedMessageLogs): newest first, receivers masked. */
export async function listMessages(db: DbOrTx, scope: RowScope, query: Paging & SmsLogFilter): Promise<Page<SmsLogRow>> {
  const where = logWhere(scope, query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, smsMessages, where),
  ]);
  return { list: rows.map(rowOf), ...counted };
}

export async function countMessages(db: DbOrTx, scope: RowScope, filter: SmsLogFilter, ids: number[] | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsMessages)
    .where(logWhere(scope, filter, ids));
  return Number(row?.n ?? 0);
}

/** An export's page: the messages older than the last one written (by id, newest first). */
export async function messagesAfter(
  db: DbOrTx,
  scope: RowScope,
  filter: SmsLogFilter,
  ids: number[] | null,
  afterId: number | null,
  limit: number,
): Promise<SmsLogRow[]> {
  const rows = await db
    .select()
    .from(smsMessages)
    .where(and(logWhere(scope, filter, ids), afterId === null ? undefined : lt(smsMessages.id, afterId)))
    .orderBy(desc(smsMessages.id))
    .limit(limit);
  return rows.map(rowOf);
}

/** `realPhoneNum`: the receiver's whole number of one of the customer's messages; null when not theirs. */
export async function messagePhone(db: DbOrTx, { customerId }: RowScope, id: number): Promise<{ waybillNo: string; tel: string } | null> {
  const [row] = await db
    .select({ waybillNo: smsMessages.waybillNo, tel: smsMessages.receiverTel })
    .from(smsMessages)
    .where(and(eq(smsMessages.customerId, customerId), eq(smsMessages.id, id)));
  return row ?? null;
}
