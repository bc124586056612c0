import { compactPhone } from '@portal/shared/phone';
import { fillTemplate, isSmsEvent, SMS_SETTLEMENT, smsParts } from '@portal/shared/sms';
import { malaysiaTime } from '@portal/shared/time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, smsMessages, smsOptOuts } from '../../db/schema/index.ts';
import type { SmsProvider } from './provider.ts';

/** A waybill that reached a status, as the scans settled it (the send job's payload). */
export interface ParcelEvent {
  orderId: number;
  status: string;
  /** ISO time of the event that decided the status. */
  at: string;
}

interface Candidate {
  customer_id: number;
  template_id: number;
  template_name: string;
  content: string;
  order_id: number;
  waybill_no: string;
  event: string;
  event_at: string | Date;
  receiver_name: string;
  receiver_tel: string;
  outlet: string | null;
  opted_out: boolean;
}

/**
 * The send job (docs/decisions.md "Enhanced SMS"): for each event, the enabled template of a PP_PM
 * customer that names it makes one message, and only one whatever the templates say: of several naming the
 * event the oldest, and none when the waybill already has a message for the event at that time (unique per
 * template, waybill, event and its time besides, so a retried job or a replayed scan adds none); a receiver who opted out of the customer's messages gets
 * a row marked OPTED_OUT and nothing sent. Then every queued message of these waybills is handed to
 * the provider with its own id as the reference, which the provider sends once: a job that dies
 * between the provider's answer and our update sends nothing twice when it runs again.
 */
export async function sendForEvents(db: Db, provider: SmsProvider, events: readonly ParcelEvent[]): Promise<number> {
  const wanted = events.filter((e) => isSmsEvent(e.status));
  if (wanted.length === 0) return 0;
  const column = <T>(pick: (e: ParcelEvent) => T) => sql.param(wanted.map(pick));
  const found = (await db.execute(sql`
    select o.customer_id, t.id as template_id, t.name as template_name, t.content, o.id as order_id, o.waybill_no,
      e.status as event, e.at as event_at, o.receiver_name, o.receiver_tel,
      (select coalesce(s.name, te.location) from tracking_events te left join network_sites s on s.code = te.location
        where te.order_id = o.id and te.status = e.status and te.at = e.at and te.location <> '' limit 1) as outlet,
      exists (select 1 from sms_opt_outs x where x.customer_id = o.customer_id
        and x.phone = regexp_replace(o.receiver_tel, '[\\s()-]', '', 'g')) as opted_out
    from unnest(${column((e) => e.orderId)}::bigint[], ${column((e) => e.status)}::text[], ${column((e) => e.at)}::timestamptz[])
      as e(order_id, status, at)
    join orders o on o.id = e.order_id
    join ${customers} c on c.id = o.customer_id and c.settlement_code = ${SMS_SETTLEMENT}
    join sms_templates t on t.customer_id = o.customer_id and t.status = 1 and t.events ? e.status
    where not exists (select 1 from sms_messages m where m.order_id = o.id and m.event = e.status and m.event_at = e.at)`)) as unknown as {
    rows: Candidate[];
  };
  // One message per waybill and event (its time): the oldest template, and none once one exists.
  const once = new Map<string, Candidate>();
  for (const c of found.rows) {
    const key = `${c.order_id}|${c.event}|${new Date(c.event_at).getTime()}`;
    const kept = once.get(key);
    if (!kept || Number(c.template_id) < Number(kept.template_id)) once.set(key, c);
  }
  const chosen = [...once.values()];
  if (chosen.length > 0) {
    await db
      .insert(smsMessages)
      .values(
        chosen.map((c) => {
          const text = fillTemplate(c.content, {
            waybill: c.waybill_no,
            receiver: c.receiver_name,
            outlet: c.outlet ?? '',
            time: malaysiaTime(new Date(c.event_at)),
          });
          return {
            customerId: c.customer_id,
            templateId: c.template_id,
            templateName: c.template_name,
            orderId: c.order_id,
            waybillNo: c.waybill_no,
            event: c.event,
            eventAt: new Date(c.event_at),
            receiverTel: c.receiver_tel,
            text,
            parts: smsParts(text).parts,
            state: c.opted_out ? 'OPTED_OUT' : 'QUEUED',
          };
        }),
      )
      .onConflictDoNothing();
  }
  return dispatchQueued(db, provider, [...new Set(wanted.map((e) => e.orderId))]);
}

/** Hands the queued messages of these waybills to the provider, oldest first; answers how many. */
async function dispatchQueued(db: Db, provider: SmsProvider, orderIds: number[]): Promise<number> {
  const queued = await db
    .select({ id: smsMessages.id, to: smsMessages.receiverTel, text: smsMessages.text, parts: smsMessages.parts, sender: customers.code })
    .from(smsMessages)
    .innerJoin(customers, eq(customers.id, smsMessages.customerId))
    .where(and(inArray(smsMessages.orderId, orderIds), eq(smsMessages.state, 'QUEUED')))
    .orderBy(asc(smsMessages.id));
  for (const m of queued) {
    const { providerId, costSen } = await provider.send({
      reference: String(m.id),
      sender: m.sender,
      to: compactPhone(m.to),
      text: m.text,
      parts: m.parts,
    });
    await db
      .update(smsMessages)
      .set({ state: 'SENT', providerId, costSen, sentAt: sql`now()` })
      .where(and(eq(smsMessages.id, m.id), eq(smsMessages.state, 'QUEUED')));
  }
  return queued.length;
}

/** A delivery report: a sent message becomes delivered or failed, once (a repeated report changes nothing). */
export async function recordDelivery(db: Db, report: { providerId: string; delivered: boolean; reason: string }): Promise<boolean> {
  const rows = await db
    .update(smsMessages)
    .set(
      report.delivered
        ? { state: 'DELIVERED', deliveredAt: sql`now()` }
        : { state: 'FAILED', failure: report.reason.slice(0, 200) || 'Failed' },
    )
    .where(and(eq(smsMessages.providerId, report.providerId), eq(smsMessages.state, 'SENT')))
    .returning({ id: smsMessages.id });
  if (rows.length > 0) return true;
  // Already decided (a repeated report) is fine; a message not yet marked sent is not, so the report comes again.
  const [known] = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.providerId, report.providerId));
  return known !== undefined;
}

/**
 * A receiver's opt-out reply to the messages of the customer it answered (`customerCode`, where the reply went):
 * its phone gets no more of them, once. False when no customer has that code and nothing was recorded.
 */
export async function recordOptOut(db: Db, customerCode: string, phone: string): Promise<boolean> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, customerCode));
  if (customer)
    await db
      .insert(smsOptOuts)
      .values({ customerId: customer.id, phone: compactPhone(phone) })
      .onConflictDoNothing();
  return !!customer;
}
