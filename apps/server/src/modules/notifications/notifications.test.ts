// The notification centre (issue 18): messages written where things happen (here, the scans that make a
// parcel a problem or bring it back), read per account, one customer's never shown to another.
import { Code } from '@portal/shared/codes';
import type { MessageList, UnreadAmount } from '@portal/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { notifications } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('notifications test')).key;
});
afterAll(() => t.close());

const as = async (login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
let eventNo = 0;
const scan = (waybillNo: string, scanCode: number, scannedAt: string, over: Record<string, unknown> = {}) => ({
  eventId: `notice-${Date.now()}-${++eventNo}`,
  waybillNo,
  scanCode,
  scannedAt,
  siteCode: 'KUL01',
  ...over,
});
const send = async (events: unknown[]) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/scans',
    headers: { authorization: `Bearer ${key}` },
    payload: { events },
  });
  expect(reply.statusCode, reply.body).toBe(200);
};
const place = async () => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'notice'), await as());
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const amount = async (login = 'demo') => (await call<UnreadAmount>(t.app, 'getMessageAmount', {}, await as(login))).data!;
const list = async (msgType: number, login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  (await call<MessageList>(t.app, 'getMessageList', { msgType, type: 2, page: 1, pageSize: 20 }, await as(login, lang))).data!;

describe('parcel notices', () => {
  it('tell the shipper once of a problem parcel, in its language, however often the scan is sent', async () => {
    const waybillNo = await place();
    const problem = [scan(waybillNo, 10, at(-10)), scan(waybillNo, 110, at(-2), { problemReason: 'WRONG_ADDRESS' })];
    await send(problem);
    await send(problem);
    // A later scan that does not change the parcel's status says nothing new.
    await send([scan(waybillNo, 30, at(-5))]);
    const logistics = await list(1);
    const mine = logistics.list.flatMap((d) => d.messageList).filter((m) => m.waybillNo === waybillNo);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ readFlag: false, msgdtl: `Waybill ${waybillNo} is a problem parcel: Wrong address` });
    const zh = (await list(1, 'demo', 'zh')).list.flatMap((d) => d.messageList).find((m) => m.waybillNo === waybillNo);
    expect(zh?.msgdtl).toBe(`运单 ${waybillNo} 成为问题件：地址错误`);
    expect(await amount()).toMatchObject({ logistics: 1, account: 0, finance: 0, total: 1 });
    const stored = await t.database.db.select().from(notifications).where(eq(notifications.waybillNo, waybillNo));
    expect(stored).toHaveLength(1);
  });

  it('are read per account: one read, then all; another account of the customer still has them unread', async () => {
    const waybillNo = await place();
    await send([scan(waybillNo, 10, at(-10)), scan(waybillNo, 110, at(-1), { problemReason: 'RECEIVER_ABSENT' })]);
    const before = await amount();
    expect(before.logistics).toBe(2);
    const [newest] = (await list(1)).list[0]!.messageList;
    expect(newest).toMatchObject({ waybillNo, msgdtl: `Waybill ${waybillNo} was not delivered: Receiver not at home` });
    expect((await call(t.app, 'readMessage', { id: newest!.id }, await as())).success).toBe(true);
    expect((await amount()).logistics).toBe(1);
    expect((await list(1)).list[0]!.messageList[0]!.readFlag).toBe(true);
    expect((await amount('demo_ops')).logistics).toBe(2);

    const allRead = await call<UnreadAmount>(t.app, 'allReadMessage', { msgType: 1 }, await as());
    expect(allRead.data).toMatchObject({ total: 0, logistics: 0 });
    expect((await amount('demo_ops')).logistics).toBe(2);
    // A new notice after "read all" is unread again.
    const third = await place();
    await send([scan(third, 10, at(-3)), scan(third, 173, at(-1))]);
    expect(await amount()).toMatchObject({ logistics: 1, total: 1 });
    expect((await list(1)).list[0]!.messageList[0]).toMatchObject({
      readFlag: false,
      msgdtl: `Waybill ${third} has been returned to the sender`,
    });
  });

  it("never shows one customer another's messages", async () => {
    const demoIds = (await list(1)).list.flatMap((d) => d.messageList.map((m) => m.id));
    expect(demoIds.length).toBeGreaterThan(0);
    expect((await list(1, 'acme')).total).toBe(0);
    expect(await amount('acme')).toMatchObject({ total: 0 });
    expect(await call(t.app, 'readMessage', { id: demoIds[0] }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'getMessageList', { msgType: 7 }, await as())).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});
