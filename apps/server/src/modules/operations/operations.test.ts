import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { orders, trackingEvents } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import type { ScanBatchResult } from './record-scans.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('scans test')).key;
});
afterAll(() => t.close());

let eventNo = 0;
const scan = (waybillNo: string, scanCode: number, scannedAt: string, over: Record<string, unknown> = {}) => ({
  eventId: `test-${Date.now()}-${++eventNo}`,
  waybillNo,
  scanCode,
  scannedAt,
  siteCode: 'KUL01',
  courier: 'R0042 Ahmad',
  ...over,
});

const send = (events: unknown[], withKey: string | null = key) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: withKey === null ? {} : { authorization: `Bearer ${withKey}` },
    payload: { events },
  });
const sent = async (events: unknown[]) => {
  const reply = await send(events);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ScanBatchResult>();
};

const place = async (over: Record<string, unknown> = {}) => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'ops'), {
    token: await t.sessionOf('demo'),
    lang: 'en',
  });
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const orderOf = async (waybillNo: string) => (await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo)))[0]!;
const eventsOf = async (orderId: number) => t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId));

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();

describe('POST /ops/v1/scans', () => {
  it('refuses a missing, unknown or revoked key and records nothing', async () => {
    const waybillNo = await place();
    const events = [scan(waybillNo, 10, at(-1))];
    expect((await send(events, null)).statusCode).toBe(401);
    expect((await send(events, 'ops_not-a-key')).statusCode).toBe(401);
    expect((await send(events, await t.sessionOf('demo'))).statusCode).toBe(401);
    const revoked = await t.context.opsKeys.create('to revoke');
    await t.context.opsKeys.revoke(revoked.id);
    expect((await send(events, revoked.key)).statusCode).toBe(401);
    expect((await orderOf(waybillNo)).status).toBe('PENDING');
  });

  it('moves a parcel through its life and records signer, time and COD collected', async () => {
    const waybillNo = await place({ codSen: 12_000, payMethod: 'PP_PM' });
    const result = await sent([
      scan(waybillNo, 10, at(-30)),
      scan(waybillNo, 20, at(-29)),
      scan(waybillNo, 30, at(-10), { siteCode: 'PEN01' }),
      scan(waybillNo, 94, at(-3)),
      scan(waybillNo, 100, at(-1), { signerName: 'Lim Ah Kow', codCollectedSen: 12_000 }),
    ]);
    expect(result).toMatchObject({ received: 5, recorded: 5, duplicates: 0, rejected: [], settled: 1 });
    const order = await orderOf(waybillNo);
    expect(order.status).toBe('SIGNED');
    expect(order.signerName).toBe('Lim Ah Kow');
    expect(order.codCollectedSen).toBe(12_000);
    expect(order.signedAt?.getTime()).toBe(
      Date.parse(result ? (await eventsOf(order.id)).find((e) => e.scanCode === 100)!.at.toISOString() : ''),
    );
    expect(order.pickedUpAt).not.toBeNull();
  });

  it('records no cash collected on a parcel without COD, whatever the handheld sends', async () => {
    const waybillNo = await place({ codSen: 0 });
    await sent([scan(waybillNo, 10, at(-3)), scan(waybillNo, 100, at(-1), { signerName: 'Lim Ah Kow', codCollectedSen: 5_000 })]);
    expect(await orderOf(waybillNo)).toMatchObject({ status: 'SIGNED', codSen: 0, codCollectedSen: 0 });
  });

  it('records a replayed batch once and changes nothing the second time', async () => {
    const waybillNo = await place();
    const batch = [scan(waybillNo, 10, at(-5)), scan(waybillNo, 20, at(-4))];
    expect(await sent(batch)).toMatchObject({ recorded: 2, duplicates: 0, settled: 1 });
    const before = await orderOf(waybillNo);
    expect(await sent(batch)).toMatchObject({ recorded: 0, duplicates: 2, settled: 0 });
    const order = await orderOf(waybillNo);
    expect(order.status).toBe('IN_TRANSIT');
    expect(order.updatedAt).toEqual(before.updatedAt);
    expect((await eventsOf(order.id)).filter((e) => e.scanCode !== null)).toHaveLength(2);
  });

  it('decides by the events own times, not by arrival: a late arrival scan does not move a signed parcel back', async () => {
    const waybillNo = await place();
    await sent([scan(waybillNo, 10, at(-20)), scan(waybillNo, 100, at(-2), { signerName: 'Receiver' })]);
    await sent([scan(waybillNo, 30, at(-8))]);
    expect((await orderOf(waybillNo)).status).toBe('SIGNED');
    // Even one dated after the signature: signed is terminal.
    await sent([scan(waybillNo, 94, at(-1))]);
    expect((await orderOf(waybillNo)).status).toBe('SIGNED');
  });

  it('takes the latest scan by time when they come in reverse, and the higher rank for the same instant', async () => {
    const waybillNo = await place();
    const when = at(-6);
    await sent([scan(waybillNo, 94, at(-2)), scan(waybillNo, 30, at(-4)), scan(waybillNo, 10, at(-9))]);
    expect((await orderOf(waybillNo)).status).toBe('DELIVERING');
    const other = await place();
    await sent([scan(other, 30, when), scan(other, 20, when)]);
    expect((await orderOf(other)).status).toBe('IN_TRANSIT');
    const third = await place();
    await sent([scan(third, 94, when), scan(third, 30, when)]);
    expect((await orderOf(third)).status).toBe('DELIVERING');
  });

  it('moves on from a problem when a later scan arrives, and keeps the problem reason while it stands', async () => {
    const waybillNo = await place();
    await sent([scan(waybillNo, 10, at(-10)), scan(waybillNo, 110, at(-5), { problemReason: 'RECEIVER_ABSENT' })]);
    expect(await orderOf(waybillNo)).toMatchObject({ status: 'UNSIGNED', problemReason: 'RECEIVER_ABSENT' });
    await sent([scan(waybillNo, 94, at(-2))]);
    expect(await orderOf(waybillNo)).toMatchObject({ status: 'DELIVERING', problemReason: null });
    const missed = await place();
    await sent([scan(missed, 110, at(-1), { problemReason: 'SENDER_NOT_READY' })]);
    expect((await orderOf(missed)).status).toBe('PICKUP_FAILED');
  });

  it('reports each bad event by its index and stores the rest of the batch', async () => {
    const waybillNo = await place();
    const cancelled = await place();
    const cancel = await call(t.app, 'cancelOrder', { waybillNo: cancelled }, { token: await t.sessionOf('demo'), lang: 'en' });
    expect(cancel.success).toBe(true);
    const result = await sent([
      scan(waybillNo, 10, at(-3)),
      scan('MY0000000000', 10, at(-3)),
      scan(cancelled, 10, at(-3)),
      scan(waybillNo, 999, at(-3)),
      scan(waybillNo, 20, at(5)),
      scan(waybillNo, 110, at(-2)),
      { eventId: 'x' },
      'not an event',
      scan(waybillNo, 20, 'yesterday'),
      scan(waybillNo, 30, at(-2), { siteCode: 'NOWHERE9' }),
      // Year 0: a handheld's wrong clock, not a time PostgreSQL keeps (it answered 500 and lost the batch).
      scan(waybillNo, 30, '0000-01-01T00:00:00Z'),
    ]);
    expect(result.recorded).toBe(1);
    expect(result.rejected.map((r) => [r.index, r.reason])).toEqual([
      [1, 'unknownWaybill'],
      [2, 'cancelledWaybill'],
      [3, 'invalid'],
      [4, 'inFuture'],
      [5, 'problemReasonRequired'],
      [6, 'invalid'],
      [7, 'invalid'],
      [8, 'invalid'],
      [9, 'unknownSite'],
      [10, 'invalid'],
    ]);
    expect((await orderOf(waybillNo)).status).toBe('GOT');
    expect((await orderOf(cancelled)).status).toBe('CANCEL_ORDER');
  });

  it('refuses an empty batch, a batch over 1,000 and a body that is not a batch, recording nothing', async () => {
    const waybillNo = await place();
    expect((await send([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1_001 }, (_, i) => scan(waybillNo, 30, at(-1), { eventId: `big-${i}-${Date.now()}` }));
    expect((await send(tooMany)).statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/scans',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await orderOf(waybillNo)).status).toBe('PENDING');
  });

  it('takes a batch of 1,000', async () => {
    const waybillNos = await Promise.all(Array.from({ length: 4 }, () => place()));
    const events = Array.from({ length: 1_000 }, (_, i) => scan(waybillNos[i % 4]!, 30, at(-100 + i / 100)));
    const result = await sent(events);
    expect(result).toMatchObject({ received: 1_000, recorded: 1_000, rejected: [], settled: 4 });
  });

  it('settles parallel batches for one waybill to the same status as one batch would', async () => {
    // Eight waybills, each sent its six scans as six batches at once, in no particular order.
    const waybillNos = await Promise.all(Array.from({ length: 8 }, () => place()));
    const lives = waybillNos.flatMap((waybillNo) => [10, 20, 30, 20, 30, 94].map((code, i) => scan(waybillNo, code, at(-20 + i))));
    const replies = await Promise.all(lives.reverse().map((e) => send([e])));
    expect(replies.map((r) => r.statusCode)).toEqual(lives.map(() => 200));
    for (const waybillNo of waybillNos) expect((await orderOf(waybillNo)).status).toBe('DELIVERING');
  });
});
