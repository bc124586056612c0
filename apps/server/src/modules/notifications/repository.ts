import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, type ComplaintStatus } from '@portal/shared/complaints';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import { formatRinggit } from '@portal/shared/money';
import {
  kindsHeardBy,
  MESSAGE_TYPE_LIST,
  MESSAGE_TYPES,
  type MessageDay,
  type MessageList,
  type MessageType,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationMessage,
  UNREAD_COUNT_CAP,
  type UnreadAmount,
} from '@portal/shared/notifications';
import { malaysiaTime } from '@portal/shared/time';
import { isProblemReason, PROBLEM_REASON_LABELS } from '@portal/shared/tracking';
import { and, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, notificationReadMarks, notificationReads, notifications } from '../../db/schema/index.ts';
import type { CustomerScope } from '../../lib/scope.ts';

/**
 * Reading the notification centre (issue 18): a customer's messages are its own and the broadcasts
 * (announcements: one row for everyone, customer_id null) sent since it became a customer. A message
 * is unread for an account until it reads it, or reads all of its type (a watermark:
 * `notification_read_marks`; ids are one sequence, so the watermark covers both). Texts are filled
 * here, in the reader's language.
 */

type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;

const isComplaintStatus = (v: unknown): v is ComplaintStatus => (COMPLAINT_STATUSES as readonly unknown[]).includes(v);

/** Whether the account has read a message: under its type's watermark, or read on its own. */
const readSql = (userId: number): SQL => sql<boolean>`(
  ${notifications.id} <= coalesce((select ${notificationReadMarks.readThrough} from ${notificationReadMarks}
    where ${notificationReadMarks.userId} = ${userId} and ${notificationReadMarks.msgType} = ${notifications.msgType}), 0)
  or exists (select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId}
    and ${notificationReads.notificationId} = ${notifications.id}))`;

/** When the customer became one: the broadcasts it reads are those sent since. */
const customerSince = (customerId: number): SQL =>
  sql`(select ${customers.createdAt} from ${customers} where ${customers.id} = ${customerId})`;

/**
 * A message sent to the account's customer that the account hears (a sub-account only the kinds of the
 * pages it holds: shared/notifications.ts), and a broadcast it reads (sent since it became a customer).
 */
const sentTo = (scope: CustomerScope): SQL => {
  const kinds = kindsHeardBy(scope);
  const all = kinds.length === Object.keys(NOTIFICATION_KINDS).length;
  return and(
    eq(notifications.customerId, scope.customerId),
    all ? undefined : sql`${notifications.kind} = any(${sql.param(kinds)}::text[])`,
  )!;
};
const broadcastTo = (customerId: number): SQL =>
  and(isNull(notifications.customerId), gte(notifications.createdAt, customerSince(customerId)))!;

/** The two halves of a type's messages the customer reads, each walking its own index (an OR of them would sort all). */
const ownOf = (scope: CustomerScope, msgType: number | SQL): SQL => and(sentTo(scope), eq(notifications.msgType, msgType))!;
const broadcastsFor = (customerId: number, msgType: number | SQL): SQL => and(broadcastTo(customerId), eq(notifications.msgType, msgType))!;

/** One message the customer reads, whoever it was sent to. */
const readableBy = (scope: CustomerScope): SQL => or(sentTo(scope), broadcastTo(scope.customerId))!;

function textOf(kind: string, params: Record<string, string>, lang: Lang, translate: Translate): string {
  const known = NOTIFICATION_KINDS[kind as NotificationKind];
  if (!known) return kind;
  const filled = { ...params };
  // A parcel's reason is a code of the scans' set: named in the reader's language.
  if ('reason' in filled) {
    const reason = filled.reason ?? '';
    filled.reason = isProblemReason(reason)
      ? translate(PROBLEM_REASON_LABELS[reason], lang)
      : reason || translate('noticeReasonUnknown', lang);
  }
  // A complaint's or work order's state (the same set), named as their pages name it.
  if ((kind === 'complaintAnswered' || kind === 'workOrderAnswered') && isComplaintStatus(filled.status))
    filled.status = translate(COMPLAINT_STATUS_LABELS[filled.status], lang);
  // Money is kept in sen and shown as ringgit; an announcement carries its title in the three languages.
  if ('totalSen' in filled) filled.total = formatRinggit(Number(filled.totalSen));
  if (kind === 'announcement') filled.title = filled[`title_${lang}`] || filled.title_en || '';
  // A gift is named in the three languages too.
  if ('gift_en' in filled) filled.gift = filled[`gift_${lang}`] || filled.gift_en || '';
  return translate(known.text, lang, filled);
}

/** `getMessageList`: a page of one type's messages, newest first, grouped by Malaysian day. */
export async function listMessages(
  db: DbOrTx,
  scope: CustomerScope,
  query: { msgType: number; page: number; pageSize: number; unreadOnly?: boolean },
  lang: Lang,
  translate: Translate,
): Promise<MessageList> {
  const read = readSql(scope.userId);
  const unread = query.unreadOnly ? sql`not ${read}` : undefined;
  const halves = [ownOf(scope, query.msgType), broadcastsFor(scope.customerId, query.msgType)].map((half) => and(half, unread));
  // The page's ids: the newest of each half down to the page's end, then merged (an OR of the two would sort them all).
  const upTo = query.page * query.pageSize;
  const newest = halves.map((where) =>
    db.select({ id: notifications.id }).from(notifications).where(where).orderBy(desc(notifications.id)).limit(upTo),
  );
  const [rows, ...counted] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        waybillNo: notifications.waybillNo,
        createdAt: notifications.createdAt,
        read: sql<boolean>`${read}`,
      })
      .from(notifications)
      .where(sql`${notifications.id} in ((${newest[0]}) union all (${newest[1]}))`)
      .orderBy(desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ...halves.map((where) => db.select({ n: sql<string>`count(*)` }).from(notifications).where(where)),
  ]);
  const days: MessageDay[] = [];
  for (const r of rows) {
    const createTime = malaysiaTime(r.createdAt);
    const message: NotificationMessage = {
      id: r.id,
      readFlag: r.read,
      createTime,
      msgdtl: textOf(r.kind, r.params, lang, translate),
      ...(r.waybillNo ? { waybillNo: r.waybillNo } : {}),
    };
    const day = createTime.slice(0, 10);
    const last = days.at(-1);
    if (last?.time === day) last.messageList.push(message);
    else days.push({ time: day, messageList: [message] });
  }
  return { total: counted.reduce((sum, [c]) => sum + Number(c?.n ?? 0), 0), list: days };
}

/**
 * `getMessageAmount`: the account's unread messages of each type, each counted up to UNREAD_COUNT_CAP.
 * Per type, one range of the (customer, type, id) index above the account's read-all watermark, less the
 * messages read one by one, stopping at the cap: bounded work however many messages the customer has.
 */
export async function unreadAmount(db: DbOrTx, scope: CustomerScope): Promise<UnreadAmount> {
  const types = Object.values(MESSAGE_TYPES);
  const unreadOf = (half: SQL) => sql`
    (select ${notifications.id} from ${notifications}
      where ${half}
        and ${notifications.id} > coalesce((select m.read_through from ${notificationReadMarks} m
          where m.user_id = ${scope.userId} and m.msg_type = t.msg_type), 0)
        and not exists (select 1 from ${notificationReads} r where r.user_id = ${scope.userId} and r.notification_id = ${notifications.id})
      limit ${UNREAD_COUNT_CAP})`;
  const type = sql`t.msg_type`;
  const result = (await db.execute(sql`
    select t.msg_type, (
      select count(*) from (
        ${unreadOf(ownOf(scope, type))}
        union all
        ${unreadOf(broadcastsFor(scope.customerId, type))}
        limit ${UNREAD_COUNT_CAP}
      ) capped
    ) as n
    from unnest(${sql.param(types)}::smallint[]) as t(msg_type)`)) as unknown as { rows: { msg_type: number; n: string | number }[] };
  const amount: UnreadAmount = { total: 0, logistics: 0, account: 0, finance: 0 };
  for (const r of result.rows) {
    const name = MESSAGE_TYPE_LIST.find((k) => MESSAGE_TYPES[k] === Number(r.msg_type));
    if (!name) continue;
    amount[name] = Number(r.n);
    amount.total += Number(r.n);
  }
  return amount;
}

/** `readMessage`: one of the customer's messages (or a broadcast it reads) read by this account; false otherwise. */
export async function readMessage(db: Db, scope: CustomerScope, id: number): Promise<boolean> {
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), readableBy(scope)));
  if (!mine) return false;
  await db.insert(notificationReads).values({ userId: scope.userId, notificationId: id }).onConflictDoNothing();
  return true;
}

/** `allReadMessage`: every message of the type (or of all types) up to the newest read by this account. */
export async function readAll(db: Db, scope: CustomerScope, msgType?: MessageType): Promise<void> {
  const types = msgType ? [msgType] : Object.values(MESSAGE_TYPES);
  await db.transaction(async (tx) => {
    for (const type of types) {
      const newest = await Promise.all(
        [ownOf(scope, type), broadcastsFor(scope.customerId, type)].map((where) =>
          tx
            .select({ id: sql<string | null>`max(${notifications.id})` })
            .from(notifications)
            .where(where),
        ),
      );
      const through = Math.max(0, ...newest.map(([row]) => Number(row?.id ?? 0)));
      if (through === 0) continue;
      await tx
        .insert(notificationReadMarks)
        .values({ userId: scope.userId, msgType: type, readThrough: through })
        .onConflictDoUpdate({
          target: [notificationReadMarks.userId, notificationReadMarks.msgType],
          set: { readThrough: sql`greatest(${notificationReadMarks.readThrough}, ${through})` },
        });
    }
  });
}
