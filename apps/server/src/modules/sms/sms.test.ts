// Enhanced SMS (issue 18): templates and their rules, PP_PM only, one customer's out of another's reach,
// messages sent once per tracking event through the sandbox provider, delivery reports, opt-out.
import { Code } from '@portal/shared/codes';
import type { SmsLogRow, SmsTemplate } from '@portal/shared/sms';
import type { Page } from '@portal/shared/table-config';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { customers, orders, sandboxSms, smsMessages, smsOptOuts, smsTemplates } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import { type SandboxSmsProvider, signFields } from './provider.ts';
import { sendForEvents } from './send-messages.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('sms test')).key;
});
afterAll(() => t.close());

const as = async (login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });
const template = (over: Record<string, unknown> = {}) => ({
  name: `Template ${Math.random().toString(36).slice(2, 8)}`,
  type: 'NOTICE',
  content: 'Parcel {waybill} for {receiver} is out for delivery from {outlet} at {time}.',
  events: ['DELIVERING'],
  ...over,
});
const add = async (over: Record<string, unknown> = {}, login = 'demo') =>
  call<SmsTemplate>(t.app, 'smsTemplate/add', template(over), await as(login));

let eventNo = 0;
const scan = (waybillNo: string, scanCode: number, minutesAgo: number) => ({
  eventId: `sms-${Date.now()}-${++eventNo}`,
  waybillNo,
  scanCode,
  scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  siteCode: 'KUL01',
});
const sendScans = async (events: unknown[]) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: { authorization: `Bearer ${key}` },
    payload: { events },
  });
  expect(reply.statusCode, reply.body).toBe(200);
};
const place = async (receiverTel: string, login = 'demo') => {
  const reply = await call<{ waybillNo: string }>(
    t.app,
    'insertOrder',
    domesticOrder({ receiverTel, ...(login === 'demo' ? {} : { payMethod: 'PM' }) }, 'sms'),
    await as(login),
  );
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const messagesOf = (waybillNo: string) => t.database.db.select().from(smsMessages).where(eq(smsMessages.waybillNo, waybillNo));
describe('templates', () => {
  it('adds, reads, changes and deletes a template; the default template is offered', async () => {
    const made = await add({ name: 'Out for delivery' });
    expect(made).toMatchObject({ success: true, data: { name: 'Out for delivery', status: 2, parts: 1, events: ['DELIVERING'] } });
    const id = made.data!.id;
    expect((await call<SmsTemplate>(t.app, 'smsTemplate/detail', { id }, await as())).data!.content).toContain('{waybill}');
    const changed = await call<SmsTemplate>(
      t.app,
      'smsTemplate/update',
      { id, ...template({ name: 'Out for delivery 2', events: ['SIGNED', 'SIGNED'] }) },
      await as(),
    );
    expect(changed.data).toMatchObject({ name: 'Out for delivery 2', events: ['SIGNED'] });
    const list = await call<Page<SmsTemplate>>(t.app, 'smsTemplate/list', { page: 1, pageSize: 10, name: 'delivery 2' }, await as());
    expect(list.data!.list.map((r) => r.id)).toEqual([id]);
    expect((await call(t.app, 'smsTemplate/delete', { id }, await as())).success).toBe(true);
    expect(await call(t.app, 'smsTemplate/detail', { id }, await as())).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const fallback = await call<SmsTemplate>(t.app, 'smsTemplate/queryDefaultTemplate', {}, await as());
    // On one event: preset to two, it sent a receiver two texts for one parcel.
    expect(fallback.data).toMatchObject({ type: 'NOTICE', parts: 1, events: ['DELIVERING'] });
    expect(await add({ name: 'Out for delivery 3' })).toMatchObject({ success: true });
    expect(await add({ name: 'Out for delivery 3' })).toMatchObject({ success: false, desc: 'A template with this name already exists' });
  });

  it('keeps the Malaysian rules: RM0.00 first in a commercial message, no links unless allowed twice, known variables, three parts at most', async () => {
    expect(await add({ type: 'COMMERCIAL', content: 'Sale now on! Reply STOP to opt out.' })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'A commercial message must start with RM0.00',
    });
    expect((await add({ type: 'COMMERCIAL', content: 'RM0.00 Sale now on! Reply STOP to opt out.' })).success).toBe(true);
    const linked = { content: 'Track {waybill} at https://track.example.my', allowLinks: true };
    const refusedLink = 'Links are not allowed unless the template allows them and the courier has enabled links for you';
    expect((await add(linked)).desc).toBe(refusedLink);
    expect((await call(t.app, 'smsTemplate/allowLinks', { customerCode: 'MY10001', allowed: true }, await as('admin'))).success).toBe(true);
    expect((await add({ ...linked, allowLinks: false })).desc).toBe(refusedLink);
    expect((await add(linked)).success).toBe(true);
    await call(t.app, 'smsTemplate/allowLinks', { customerCode: 'MY10001', allowed: false }, await as('admin'));
    expect((await add(linked)).desc).toBe(refusedLink);
    expect((await add({ content: 'Parcel {parcel} is here' })).desc).toBe(
      'Unknown variable {parcel}: use {waybill}, {receiver}, {outlet} or {time}',
    );
    expect((await add({ content: `${'x'.repeat(420)} {receiver} {outlet}` })).desc).toBe(
      'The message may be at most 3 parts long (counted with every variable at its longest)',
    );
    expect((await add({ content: ' ' }, 'demo')).desc).toBe('Please enter the message text');
    expect((await add({ events: [] })).desc).toBe('Please choose at least one tracking event to send on');
    // A shopkeeper's own account may not switch links on.
    expect((await call(t.app, 'smsTemplate/allowLinks', { customerCode: 'MY10001', allowed: true }, await as())).success).toBe(false);
  });

  it('enables one of twenty templates sent at once for the same event, and names the one holding it', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await add({ name: `Race ${i}`, events: ['RETURNED'] })).data!.id);
    const session = await as();
    const replies = await Promise.all(ids.map((id) => call(t.app, 'smsTemplate/updateStatusBatch', { ids: [id], status: 1 }, session)));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    const winner = ids[replies.findIndex((r) => r.success)];
    const winnerName = (await call<SmsTemplate>(t.app, 'smsTemplate/detail', { id: winner }, session)).data!.name;
    expect(
      replies.filter(
        (r) => r.desc === `The event "Returned" is already sent by the enabled template "${winnerName}": one enabled template per event`,
      ),
    ).toHaveLength(19);
    expect((await call(t.app, 'smsTemplate/updateStatusBatch', { ids, status: 2 }, session)).success).toBe(true);
    const after = await call<Page<SmsTemplate>>(t.app, 'smsTemplate/list', { page: 1, pageSize: 100, status: 1 }, session);
    expect(after.data!.list.some((r) => ids.includes(r.id))).toBe(false);
  });

  it('adds one of twenty templates of one name sent at once', async () => {
    const name = `Twins ${Date.now()}`;
    const session = await as();
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'smsTemplate/add', template({ name }), session)));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => r.desc === 'A template with this name already exists')).toHaveLength(19);
  });

  it('serves PP_PM customers only, and keeps one customer’s templates and messages from another', async () => {
    const mine = (await add({ name: 'Mine only' })).data!.id;
    expect(await call(t.app, 'smsTemplate/list', { page: 1, pageSize: 10 }, await as('acme'))).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'Enhanced SMS is only for customers on PP_PM settlement',
    });
    expect(await call(t.app, 'smsLog/list', { page: 1, pageSize: 10 }, await as('acme'))).toMatchObject({ code: Code.FORBIDDEN });
    // Acme moved to PP_PM still reaches none of demo's records.
    await t.database.db.update(customers).set({ settlementCode: 'PP_PM' }).where(eq(customers.code, 'MY10002'));
    try {
      for (const name of ['smsTemplate/detail', 'smsTemplate/delete', 'smsTemplate/realPhoneNum'])
        expect(await call(t.app, name, { id: mine }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
      expect(await call(t.app, 'smsTemplate/update', { id: mine, ...template() }, await as('acme'))).toMatchObject({
        code: Code.NOT_FOUND,
      });
      expect(await call(t.app, 'smsTemplate/updateStatusBatch', { ids: [mine], status: 1 }, await as('acme'))).toMatchObject({
        code: Code.NOT_FOUND,
      });
      expect((await call<Page<SmsTemplate>>(t.app, 'smsTemplate/list', { page: 1, pageSize: 10 }, await as('acme'))).data!.total).toBe(0);
    } finally {
      await t.database.db.update(customers).set({ settlementCode: 'PM' }).where(eq(customers.code, 'MY10002'));
    }
    expect((await call(t.app, 'smsTemplate/detail', { id: mine }, await as())).success).toBe(true);
    // A sub-account without the page is refused.
    expect(await call(t.app, 'smsTemplate/list', { page: 1, pageSize: 10 }, await as('demo_ops'))).toMatchObject({ code: Code.FORBIDDEN });
  });
});

describe('sending', () => {
  let signedTemplate: number;
  beforeAll(async () => {
    const made = await add({
      name: 'Signed notice',
      content: 'Parcel {waybill} for {receiver} was signed at {outlet}, {time}.',
      events: ['SIGNED'],
      status: 1,
    });
    expect(made.success, made.desc).toBe(true);
    signedTemplate = made.data!.id;
  });

  it('sends once per event after a scan, with its text filled, cost and delivery recorded; a replayed scan sends nothing more', async () => {
    const waybillNo = await place('012-345 6781');
    const batch = [scan(waybillNo, 10, 90), scan(waybillNo, 100, 5)];
    await sendScans(batch);
    await sendScans(batch);
    const rows = await pollUntil(
      () => messagesOf(waybillNo),
      (r) => r.length > 0 && r.every((m) => m.state === 'DELIVERED'),
      { everyMs: 250 },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ templateId: signedTemplate, event: 'SIGNED', state: 'DELIVERED', parts: 1, costSen: 8 });
    expect(rows[0]!.text).toMatch(
      new RegExp(`^Parcel ${waybillNo} for Siti Nurhaliza binti Ahmad was signed at .+, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\.$`),
    );
    const sandbox = await t.database.db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.reference, String(rows[0]!.id)));
    expect(sandbox).toHaveLength(1);

    // The job run again for the same event (a retry) queues and sends nothing more.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    const again = { orderId: order!.id, status: 'SIGNED', at: rows[0]!.eventAt.toISOString() };
    await Promise.all([
      sendForEvents(t.database.db, t.context.sms.provider, [again]),
      sendForEvents(t.database.db, t.context.sms.provider, [again]),
    ]);
    expect(await messagesOf(waybillNo)).toHaveLength(1);
    // Another template takes the event over (the first one disabled): the waybill's event has had its message.
    const [first] = await t.database.db.select().from(smsTemplates).where(eq(smsTemplates.id, signedTemplate));
    const { id: _id, ...copy } = first!;
    await t.database.db.update(smsTemplates).set({ status: 2 }).where(eq(smsTemplates.id, signedTemplate));
    const [taking] = await t.database.db
      .insert(smsTemplates)
      .values({ ...copy, name: 'Signed notice, new words' })
      .returning({ id: smsTemplates.id });
    try {
      await sendForEvents(t.database.db, t.context.sms.provider, [again]);
      expect(await messagesOf(waybillNo)).toHaveLength(1);
    } finally {
      await t.database.db.delete(smsTemplates).where(eq(smsTemplates.id, taking!.id));
      await t.database.db.update(smsTemplates).set({ status: 1 }).where(eq(smsTemplates.id, signedTemplate));
    }
    expect(
      await t.database.db
        .select()
        .from(sandboxSms)
        .where(eq(sandboxSms.recipient, rows[0]!.receiverTel.replace(/[\s-]/g, ''))),
    ).toHaveLength(1);

    const log = await call<Page<SmsLogRow>>(t.app, 'smsLog/list', { page: 1, pageSize: 10, waybillNo }, await as());
    expect(log.data!.list[0]).toMatchObject({
      waybillNo,
      state: 'DELIVERED',
      receiverTel: '012****781',
      costSen: 8,
      templateName: 'Signed notice',
    });
    const real = await call<{ receiverTel: string }>(t.app, 'smsTemplate/realPhoneNum', { id: log.data!.list[0]!.id }, await as());
    expect(real.data!.receiverTel.replace(/\D/g, '')).toBe('0123456781');
  });

  it('charges an emoji message by its UTF-16 units: under 70 characters, over 70 units, two parts', async () => {
    // "Parcel <waybill> signed " is at most 30 characters; 24 emoji bring 48 units more (24 characters).
    const content = `Parcel {waybill} signed ${'📦'.repeat(24)}`;
    const [before] = await t.database.db.select().from(smsTemplates).where(eq(smsTemplates.id, signedTemplate));
    await t.database.db.update(smsTemplates).set({ content }).where(eq(smsTemplates.id, signedTemplate));
    try {
      const waybillNo = await place('012-345 6783');
      await sendScans([scan(waybillNo, 10, 90), scan(waybillNo, 100, 5)]);
      const rows = await pollUntil(
        () => messagesOf(waybillNo),
        (r) => r[0]?.state === 'DELIVERED',
        { everyMs: 250 },
      );
      expect(Array.from(rows[0]!.text).length).toBeLessThanOrEqual(70);
      expect(rows[0]).toMatchObject({ state: 'DELIVERED', parts: 2, costSen: 16 });
    } finally {
      await t.database.db.update(smsTemplates).set({ content: before!.content }).where(eq(smsTemplates.id, signedTemplate));
    }
  });

  it('records the provider’s failure for a number it cannot reach, and refuses a report not signed by it', async () => {
    const waybillNo = await place('012-345 6780');
    await sendScans([scan(waybillNo, 10, 90), scan(waybillNo, 100, 5)]);
    const [failed] = await pollUntil(
      () => messagesOf(waybillNo),
      (r) => r[0]?.state === 'FAILED',
      { everyMs: 250 },
    );
    expect(failed).toMatchObject({ state: 'FAILED', failure: 'Number not in service' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sms/callback/report',
      headers: { 'x-sms-signature': 'f'.repeat(64) },
      payload: { id: failed!.providerId!, delivered: 'true', reason: '' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await messagesOf(waybillNo))[0]!.state).toBe('FAILED');
  });

  it('sends nothing more to a receiver who replied STOP, for that customer only', async () => {
    const tel = '012-777 8881';
    const stop = { from: tel, to: 'MY10001', text: 'stop' };
    const sandbox = t.context.sms.provider as SandboxSmsProvider;
    // Unsigned, or signed with another key, a reply is refused: nobody but the handset's side opts a receiver out.
    const unsigned = await t.app.inject({ method: 'POST', url: '/sms/sandbox/inbound', payload: stop });
    expect(unsigned.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sms/sandbox/inbound',
      headers: { 'x-sms-signature': signFields(stop, 'not the sandbox key') },
      payload: stop,
    });
    expect(forged.statusCode).toBe(403);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/sms/sandbox/inbound',
      headers: { 'x-sms-signature': sandbox.sign(stop) },
      payload: stop,
    });
    expect(reply.statusCode).toBe(202);
    const optOut = await pollUntil(
      () => t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '0127778881')),
      (r) => r.length > 0,
      { everyMs: 250 },
    );
    expect(optOut).toHaveLength(1);
    const waybillNo = await place(tel);
    await sendScans([scan(waybillNo, 10, 90), scan(waybillNo, 100, 5)]);
    const rows = await pollUntil(
      () => messagesOf(waybillNo),
      (r) => r.length > 0,
      { everyMs: 250 },
    );
    expect(rows).toMatchObject([{ state: 'OPTED_OUT', providerId: null, costSen: 0 }]);
    const handed = await t.database.db
      .select()
      .from(sandboxSms)
      .where(
        inArray(
          sandboxSms.reference,
          rows.map((r) => String(r.id)),
        ),
      );
    expect(handed).toHaveLength(0);
  });

  it('hands a message to the provider once per reference, however often it is sent', async () => {
    const message = { reference: `ref-${Date.now()}`, sender: 'MY10001', to: '0123456782', text: 'Hello', parts: 1 };
    const sent = await Promise.all(Array.from({ length: 20 }, () => t.context.sms.provider.send(message)));
    expect(new Set(sent.map((s) => s.providerId)).size).toBe(1);
    expect(sent[0]!.costSen).toBe(8);
    expect(await t.database.db.select().from(sandboxSms).where(eq(sandboxSms.reference, message.reference))).toHaveLength(1);
  });

  it('exports the log', async () => {
    const reply = await call<{ mode: string }>(
      t.app,
      'smsLog/export',
      { params: {}, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }], fileName: 'SMS log' },
      await as(),
    );
    expect(reply, reply.desc).toMatchObject({ success: true });
  });
});
