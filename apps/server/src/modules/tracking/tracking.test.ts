import { waybillNumberFor } from '@portal/shared/order';
import type { TrackResult, WaybillTrack } from '@portal/shared/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_TRACK_RATE_LIMIT: '40' } });
  key = (await t.context.opsKeys.create('tracking test')).key;
});
afterAll(() => t.close());

let eventNo = 0;
/** Scans a few minutes after the order was placed (within the 10 minutes ahead the API accepts). */
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const scans = async (events: Record<string, unknown>[]) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: { authorization: `Bearer ${key}` },
    payload: { events: events.map((e) => ({ eventId: `track-${Date.now()}-${++eventNo}`, siteCode: 'KUL01', ...e })) },
  });
  expect(reply.json().rejected).toEqual([]);
};
const as = async (who: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(who), lang });
const place = async (who = 'demo') => {
  const over = who === 'acme' ? { payMethod: 'PM' } : {};
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'track'), await as(who));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const trackingList = async (waybillNos: string, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<TrackResult[]>(t.app, 'trackingList', { waybillNos }, await as(who, lang));

describe('trackingList', () => {
  it("answers each number's timeline newest first, in the caller's language, with courier and signer", async () => {
    const waybillNo = await place();
    await scans([
      { waybillNo, scanCode: 10, scannedAt: at(1), courier: 'R0042 Ahmad' },
      { waybillNo, scanCode: 110, scannedAt: at(2), problemReason: 'RECEIVER_ABSENT' },
      { waybillNo, scanCode: 100, scannedAt: at(3), signerName: 'Lim Ah Kow' },
    ]);
    const reply = await trackingList(waybillNo);
    expect(reply.success).toBe(true);
    const track = reply.data![0] as WaybillTrack;
    expect(track).toMatchObject({ found: true, status: 'SIGNED', statusLabel: 'Delivered', tag: 'Delivered', signerName: 'Lim Ah Kow' });
    expect(track.events.map((e) => e.description)).toEqual([
      'Delivered and signed for',
      'Problem reported',
      'Picked up by the courier',
      'Order placed',
    ]);
    expect(track.events[1]!.problem).toBe('Receiver not at home');
    expect(track.events[2]!.courier).toBe('R0042 Ahmad');
    const zh = (await trackingList(waybillNo, 'demo', 'zh')).data![0] as WaybillTrack;
    expect(zh.events[0]!.description).toBe('已签收');
  });

  it("answers another customer's number as not found, exactly like a number that does not exist", async () => {
    const theirs = await place('acme');
    const mine = await place();
    const reply = await trackingList(`${mine},${theirs}`);
    expect(reply.data!.map((r) => r.found)).toEqual([true, false]);
    const notFound = reply.data![1]!;
    expect(notFound).toEqual({ waybillNo: theirs, found: false, tag: 'Pending', message: `Waybill ${theirs} was not found` });
    expect(JSON.stringify(notFound)).not.toContain('Siti');
  });

  it('refuses more than 10 numbers, a wrong check digit and an empty query, and a sub-account without the pages', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => String(600000000017 + i * 8)).join('\n');
    expect((await trackingList(eleven)).desc).toMatch(/10/);
    expect((await trackingList('600000000018')).success).toBe(false);
    expect((await trackingList('  ')).desc).toBe('Please enter a waybill number');
    const noSession = await call(t.app, 'trackingList', { waybillNos: '600000000017' }, { lang: 'en' });
    expect(noSession.success).not.toBe(true);
  });
});

/** A well-formed number no order has (from the top of the range). */
const NOBODYS = waybillNumberFor(9_999_999_999);

describe('trackWaybill (public)', () => {
  const track = (waybillNo: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/trackWaybill.do', headers: { lang }, payload: { parameter: { waybillNo } } });

  it('shows status and timeline without a session and without any name, phone or address', async () => {
    const waybillNo = await place();
    await scans([{ waybillNo, scanCode: 100, scannedAt: at(1), signerName: 'Lim Ah Kow', courier: 'R0042 Ahmad' }]);
    const reply = await track(waybillNo, 'ml');
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ waybillNo, found: true, status: 'SIGNED', tag: 'Delivered' });
    expect(body.data.events[0].description).toBe('Dihantar dan ditandatangani');
    for (const secret of ['Lim Ah Kow', 'R0042', 'Siti', 'Jalan', '+6012', 'Demo Trading', 'receiverName', 'signerName']) {
      expect(reply.body).not.toContain(secret);
    }
  });

  it('answers an unknown number as not found and refuses a malformed one', async () => {
    expect((await track(NOBODYS)).json().data).toMatchObject({ found: false, tag: 'Pending' });
    expect((await track('abc')).json().success).toBe(false);
    expect((await track(`${NOBODYS.slice(0, -1)}${(Number(NOBODYS.at(-1)) + 1) % 10}`)).json().desc).toMatch(/not a valid waybill number/);
  });

  it('limits look-ups from one address', async () => {
    const replies = [];
    for (let i = 0; i < 45; i++) replies.push((await track(NOBODYS)).json());
    expect(replies.some((r) => r.code !== 200 && /too many/i.test(r.desc))).toBe(true);
  });
});
