// The notification centre (issue 18): messages written where things happen (here, the scans that make a
// parcel a problem or bring it back), read per account, one customer's never shown to another.
import { Code } from '@portal/shared/codes';
import type { MessageList, UnreadAmount } from '@portal/shared/notifications';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, notifications, orders } from '../../db/schema/index.ts';
import { domesticOrder, storedOrderRow } from '../orders/testing.ts';
import { closeMonth } from '../statements/service.ts';
import { listMessages, readMessage, unreadAmount } from './repository.ts';

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

describe('announcements', () => {
  const notice = (over: Record<string, unknown> = {}) => ({
    title: { zh: '开斋节停运通知', en: 'Hari Raya service hours', ml: 'Waktu perkhidmatan Hari Raya' },
    content: { zh: '4月1日至3日暂停揽收。', en: 'No pick-ups from 1 to 3 April.', ml: 'Tiada pengambilan dari 1 hingga 3 April.' },
    ...over,
  });
  const told = async (id: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.kind, 'announcement'), eq(notifications.reference, `announcement:${id}`)))
    )[0]!.n;
  const accountTab = async (login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
    (await list(2, login, lang)).list.flatMap((d) => d.messageList);

  it("tell every customer with one message, in each reader's language; an edit rewrites it, a deletion takes it back", async () => {
    const admin = await as('admin');
    const made = await call<{ id: number }>(t.app, 'addInformation', notice(), admin);
    const id = made.data!.id;
    await vi.waitFor(async () => expect(await told(id)).toBe(1), { timeout: 15_000, interval: 200 });
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.reference, `announcement:${id}`));
    expect(stored!.customerId).toBeNull();
    expect((await accountTab()).map((m) => m.msgdtl)).toContain('Announcement: Hari Raya service hours');
    expect((await accountTab('demo', 'zh')).map((m) => m.msgdtl)).toContain('公告：开斋节停运通知');
    expect((await accountTab('acme_ops', 'ml')).map((m) => m.msgdtl)).toContain('Pengumuman: Waktu perkhidmatan Hari Raya');

    await call(
      t.app,
      'updateInformation',
      { ...notice({ title: { zh: '开斋节营业时间', en: 'Hari Raya hours (updated)', ml: 'Waktu Hari Raya' } }), id },
      admin,
    );
    await vi.waitFor(async () => expect((await accountTab()).map((m) => m.msgdtl)).toContain('Announcement: Hari Raya hours (updated)'), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await told(id)).toBe(1);

    await call(t.app, 'deleteInformation', { id }, admin);
    expect(await told(id)).toBe(0);
    expect((await accountTab()).map((m) => m.msgdtl)).not.toContain('Announcement: Hari Raya hours (updated)');
  });

  it('are read by each account for itself, and are not shown to a customer that came after them', async () => {
    const made = await call<{ id: number }>(
      t.app,
      'addInformation',
      notice({ title: { zh: '新', en: 'Read per account', ml: 'Baca' } }),
      await as('admin'),
    );
    await vi.waitFor(async () => expect(await told(made.data!.id)).toBe(1), { timeout: 15_000, interval: 200 });
    const message = (await accountTab('demo')).find((m) => m.msgdtl === 'Announcement: Read per account')!;
    expect(message.readFlag).toBe(false);
    const before = { demo: await amount('demo'), demoOps: await amount('demo_ops'), acme: await amount('acme_ops') };
    expect(before.demo.account).toBeGreaterThan(0);
    expect((await call(t.app, 'readMessage', { id: message.id }, await as('demo'))).success).toBe(true);
    expect((await amount('demo')).account).toBe(before.demo.account - 1);
    expect((await accountTab('demo')).find((m) => m.id === message.id)!.readFlag).toBe(true);
    // The same message stays unread for another account of the customer and for another customer.
    expect((await amount('demo_ops')).account).toBe(before.demoOps.account);
    expect((await accountTab('acme_ops')).find((m) => m.id === message.id)!.readFlag).toBe(false);
    expect((await call<UnreadAmount>(t.app, 'allReadMessage', { msgType: 2 }, await as('acme_ops'))).data).toMatchObject({ account: 0 });
    expect((await accountTab('acme_ops')).find((m) => m.id === message.id)!.readFlag).toBe(true);
    // Only the unread ones: the broadcast counts among them until it is read.
    const unreadOnly = await call<MessageList>(
      t.app,
      'getMessageList',
      { msgType: 2, page: 1, pageSize: 20, unreadOnly: true },
      await as('demo_ops'),
    );
    expect(unreadOnly.data!.list.flatMap((d) => d.messageList).map((m) => m.id)).toContain(message.id);

    // A customer that became one after the announcement was sent does not receive it.
    const [newcomer] = await t.database.db
      .insert(customers)
      .values({ code: 'MY19901', name: 'Newcomer Sdn Bhd' })
      .returning({ id: customers.id });
    const since = (
      await t.database.db.select({ createdAt: notifications.createdAt }).from(notifications).where(eq(notifications.id, message.id))
    )[0]!;
    expect(
      (await t.database.db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, newcomer!.id)))[0]!.createdAt >
        since.createdAt,
    ).toBe(true);
    const scope = { customerId: newcomer!.id, userId: 0, loginCode: 'newcomer', accountType: 'MAIN' as const, pages: new Set<string>() };
    const newcomerView = await listMessages(t.database.db, scope, { msgType: 2, page: 1, pageSize: 20 }, 'en', t.context.texts.translate);
    expect(newcomerView.total).toBe(0);
    expect(await unreadAmount(t.database.db, scope)).toMatchObject({ account: 0, total: 0 });
    expect(await readMessage(t.database.db, scope, message.id)).toBe(false);
  });

  it("wait for an announcement's start before telling anyone, and list only the ones shown so far", async () => {
    const later = await call<{ id: number }>(
      t.app,
      'addInformation',
      notice({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }),
      await as('admin'),
    );
    const shown = await call<{ id: number }>(t.app, 'addInformation', notice(), await as('admin'));
    await vi.waitFor(async () => expect(await told(shown.data!.id)).toBeGreaterThan(0), { timeout: 15_000, interval: 200 });
    expect(await told(later.data!.id)).toBe(0);
    const listed = await call<{ total: number; list: { id: number; title: string }[] }>(
      t.app,
      'listAnnouncement',
      { page: 1, pageSize: 50 },
      await as('demo_ops', 'zh'),
    );
    expect(listed.data!.list.map((a) => a.id)).toContain(shown.data!.id);
    expect(listed.data!.list.map((a) => a.id)).not.toContain(later.data!.id);
    expect(listed.data!.list.find((a) => a.id === shown.data!.id)!.title).toBe('开斋节停运通知');
    expect(await call(t.app, 'listAnnouncement', { page: 1, pageSize: 500 }, await as('demo'))).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
  });
});

describe('a month-end statement', () => {
  it('is told to its customer once, in the finance tab, with its total and due date', async () => {
    const placed = await call<{ waybillNo: string }>(
      t.app,
      'insertOrder',
      domesticOrder({ payMethod: 'PM' }, 'statement'),
      await as('acme_ops'),
    );
    expect(placed.success, placed.desc).toBe(true);
    // Delivered in June 2024, as the back office records it.
    await t.database.db
      .update(orders)
      .set({ status: 'SIGNED', statusAt: new Date('2024-06-10T04:00:00Z') })
      .where(eq(orders.waybillNo, placed.data!.waybillNo));
    expect((await closeMonth(t.database.db, '2024-06')).statements).toBeGreaterThan(0);
    await closeMonth(t.database.db, '2024-06');
    const finance = (await list(3, 'acme_ops')).list.flatMap((d) => d.messageList);
    const issued = finance.filter((m) => m.msgdtl.startsWith('Your 2024-06 statement'));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.msgdtl).toMatch(/^Your 2024-06 statement MS2024\d{6} is issued: RM [\d,]+\.\d{2} due by 2024-07-30$/);
  });

  it('is not told to a sub-account without the statement pages, as no money notice is', async () => {
    const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
    // A parcel billed monthly (as the demo history bills MY10001's) and delivered in May 2024, as the back office records it.
    await t.database.db
      .insert(orders)
      .values(storedOrderRow(demo!.id, { payMethod: 'PM', status: 'SIGNED', statusAt: new Date('2024-05-10T04:00:00Z') }));
    const before = { main: await amount('demo'), ops: await amount('demo_ops') };
    expect((await closeMonth(t.database.db, '2024-05')).statements).toBeGreaterThan(0);
    // A top-up credited and a claim paid out: the wallet's and the claims' pages, which demo_ops does not hold either.
    await t.context.notifications.notify(t.database.db, { customerId: demo!.id }, 'topupCredited', 'notice-test-topup', {
      amount: 'RM 500.00',
    });
    await t.context.notifications.notify(t.database.db, { customerId: demo!.id }, 'claimApproved', 'notice-test-claim', { claimNo: 'CL1' });
    expect((await amount('demo')).finance).toBe(before.main.finance + 3);
    expect((await amount('demo_ops')).finance).toBe(before.ops.finance);
    const heard = (await list(3, 'demo_ops')).list.flatMap((d) => d.messageList);
    expect(heard.filter((m) => m.msgdtl.includes('2024-05'))).toEqual([]);
    const mainHeard = (await list(3, 'demo')).list.flatMap((d) => d.messageList);
    const notice = mainHeard.find((m) => m.msgdtl.startsWith('Your 2024-05 statement'))!;
    expect(notice).toBeDefined();
    // Nor may it mark the message read by its id.
    expect(await call(t.app, 'readMessage', { id: notice.id }, await as('demo_ops'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
  });
});

describe('the unread count', () => {
  it('counts each type up to 100 (the badge shows 99+), and read all brings it to nothing', async () => {
    const [frozen] = await t.database.db.select().from(customers).where(eq(customers.code, 'MY10003'));
    await t.database.db.insert(notifications).values(
      Array.from({ length: 150 }, (_, i) => ({
        customerId: frozen!.id,
        msgType: 3,
        kind: 'topupCredited',
        reference: `cap-${i}`,
        params: { amount: 'RM 1.00' },
      })),
    );
    expect(await amount('frozen')).toMatchObject({ finance: 100 });
    expect((await call(t.app, 'allReadMessage', { msgType: 3 }, await as('frozen'))).success).toBe(true);
    expect(await amount('frozen')).toMatchObject({ finance: 0 });
  });
});
