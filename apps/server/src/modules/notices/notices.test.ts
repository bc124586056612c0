import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { malaysiaDate } from '@portal/shared/time';
import { type AlertMessage, isArrearsDue, MALL_FIRST_ALERT, type OverdueArrears } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { alertMessages, customers, monthlyStatements, orders, overdueArrears, users } from '../../db/schema/index.ts';
import { storedOrderRow } from '../orders/testing.ts';
import { closeMonth } from '../statements/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function userId(loginCode: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode));
  if (!row) throw new Error(`no user ${loginCode}`);
  return row.id;
}

async function customerId(code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, code));
  if (!row) throw new Error(`no customer ${code}`);
  return row.id;
}

describe('getOverdueArrears', () => {
  const arrears = async (as: string, lang: Lang = 'en') =>
    call<OverdueArrears[]>(t.app, 'getOverdueArrears', {}, { token: await t.sessionOf(as), lang });

  it('tells acme of its unpaid statement past its due date, in the request language, until it is paid', async () => {
    const acme = await customerId('MY10002');
    // A shipment billed on account, delivered in March 2025: its statement was due on 30 April 2025.
    await t.database.db
      .insert(orders)
      .values(storedOrderRow(acme, { payMethod: 'PM', status: 'SIGNED', statusAt: new Date('2025-03-10T04:00:00Z'), totalSen: 481_260 }));
    expect(await arrears('acme')).toMatchObject({ success: true, data: [] });
    await closeMonth(t.database.db, '2025-03');
    const [bill] = await t.database.db.select().from(monthlyStatements).where(eq(monthlyStatements.customerId, acme));
    const en = await arrears('acme');
    expect(en).toMatchObject({ success: true, code: Code.OK, desc: 'Success' });
    expect(en.data).toEqual([
      {
        id: -bill!.id,
        startDate: '2025-05-01',
        endDate: malaysiaDate(0),
        status: '0',
        show: true,
        topic: 'Overdue bill reminder',
        // RM 4,812.60 of shipments, SST inside (RM 272.41 of it): the total due is RM 4,812.60.
        content: `Your 2025-03 monthly statement ${bill!.billNo} of RM 4,812.60 was due on 2025-04-30 and is unpaid. Please pay it soon to keep ordering without interruption.`,
      },
    ]);
    // Spec 4: the prompt shows while today is within the dates and the status is '0'.
    expect(isArrearsDue(en.data![0]!, malaysiaDate(0))).toBe(true);
    const zh = (await arrears('acme', 'zh')).data![0]!;
    expect(zh).toMatchObject({ id: -bill!.id, topic: '账单逾期提醒' });
    expect(zh.content).toBe(`您2025-03的月结账单${bill!.billNo}（RM 4,812.60）已于2025-04-30到期，尚未付款。请尽快付款，以免影响下单。`);
    expect((await arrears('acme', 'ml')).data![0]!.topic).toBe('Peringatan bil tertunggak');
    // Another customer's statement tells demo nothing.
    expect((await arrears('demo')).data).toEqual([]);

    const paid = await call(t.app, 'statements/markPaid', { billNo: bill!.billNo }, { token: await t.sessionOf('admin') });
    expect(paid).toMatchObject({ success: true, data: { billNo: bill!.billNo, status: 'PAID' } });
    expect((await arrears('acme')).data).toEqual([]);
  });

  it('does not tell of a statement not yet due', async () => {
    const acme = await customerId('MY10002');
    const month = malaysiaDate(0).slice(0, 7);
    await t.database.db.insert(orders).values(storedOrderRow(acme, { payMethod: 'PM', status: 'RETURNED', statusAt: new Date() }));
    expect(await closeMonth(t.database.db, month)).toMatchObject({ statements: 1, lines: 1 });
    expect((await arrears('acme')).data).toEqual([]);
  });

  it('gives customers without arrears an empty list, whatever other customers owe', async () => {
    expect((await arrears('demo')).data).toEqual([]);
    expect((await arrears('demo_ops')).data).toEqual([]);
    expect((await arrears('frozen')).data).toEqual([]);
  });

  it('leaves out records the finance team hid', async () => {
    const acme = await customerId('MY10002');
    await t.database.db.insert(overdueArrears).values({
      customerId: acme,
      startDate: malaysiaDate(-1),
      endDate: malaysiaDate(1),
      status: '0',
      show: false,
      topic: { zh: '隐藏', en: 'Hidden', ml: 'Tersembunyi' },
      content: { zh: '隐藏', en: 'Hidden', ml: 'Tersembunyi' },
    });
    await t.database.db.insert(overdueArrears).values({
      customerId: acme,
      startDate: malaysiaDate(-1),
      endDate: malaysiaDate(1),
      status: '0',
      topic: { zh: '提醒', en: 'Shown', ml: 'Ditunjukkan' },
      content: { zh: '提醒', en: 'Shown', ml: 'Ditunjukkan' },
    });
    expect((await arrears('acme')).data!.map((r) => r.topic)).toEqual(['Shown']);
  });

  it('refuses the administrator: it is a customer call', async () => {
    expect(await arrears('admin', 'zh')).toEqual(refused(Code.FORBIDDEN, '您没有执行此操作的权限'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'getOverdueArrears', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('mall/queryAlertMsg and mall/alertMsgRead', () => {
  const alerts = async (as: string, lang: Lang = 'en') =>
    call<AlertMessage[]>(t.app, 'mall/queryAlertMsg', {}, { token: await t.sessionOf(as), lang });
  const markRead = async (as: string, parameter: unknown, lang: Lang = 'en') =>
    call(t.app, 'mall/alertMsgRead', parameter, { token: await t.sessionOf(as), lang });
  const alertOf = async (loginCode: string) => {
    const rows = await t.database.db
      .select()
      .from(alertMessages)
      .where(eq(alertMessages.userId, await userId(loginCode)));
    if (rows.length !== 1) throw new Error(`expected one alert for ${loginCode}, found ${rows.length}`);
    return rows[0]!;
  };
  const WELCOME_EN = {
    businessType: MALL_FIRST_ALERT,
    status: 2,
    topic: 'Welcome to the Member Mall',
    content: 'Every waybill you ship earns points and growth value. Open the Member Mall to see your points and exchange them for gifts.',
  };

  it('gives demo its own first-visit mall notice, in the request language', async () => {
    const demoAlert = await alertOf('demo');
    expect(await alerts('demo')).toEqual({ success: true, code: Code.OK, desc: 'Success', data: [{ id: demoAlert.id, ...WELCOME_EN }] });
    expect((await alerts('demo', 'zh')).data).toEqual([
      {
        id: demoAlert.id,
        businessType: MALL_FIRST_ALERT,
        status: 2,
        topic: '欢迎来到会员商城',
        content: '每一票运单都会为您累积积分和成长值。在“会员中心”查看积分，兑换礼品。',
      },
    ]);
    // The sub-account has a notice of its own, not demo's.
    expect((await alerts('demo_ops')).data).toEqual([{ id: (await alertOf('demo_ops')).id, ...WELCOME_EN }]);
  });

  it('gives the administrator and accounts without notices nothing', async () => {
    expect((await alerts('admin')).data).toEqual([]);
    expect((await alerts('acme')).data).toEqual([]);
  });

  it("does not let one user mark another user's notice as read", async () => {
    const demoAlert = await alertOf('demo');
    expect(await markRead('acme', demoAlert.id, 'zh')).toEqual(refused(Code.NOT_FOUND, '记录不存在'));
    // Not even a user of the same customer.
    expect(await markRead('demo_ops', { id: demoAlert.id })).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect(await markRead('admin', demoAlert.id)).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect(await alertOf('demo')).toMatchObject({ status: 2, readAt: null });
    expect((await alerts('demo')).data).toHaveLength(1);
  });

  it('marks the notice read given the bare id, as the spec sends it', async () => {
    const { id } = await alertOf('demo');
    expect(await markRead('demo', id)).toEqual({ success: true, code: Code.OK, desc: 'Success', data: { id, status: 1 } });
    expect(await alertOf('demo')).toMatchObject({ status: 1, readAt: expect.any(Date) });
    expect((await alerts('demo')).data).toEqual([]);
    // The other user's notice is untouched.
    expect((await alerts('demo_ops')).data).toHaveLength(1);
  });

  it('marks the notice read given {id}', async () => {
    const { id } = await alertOf('demo_ops');
    expect((await markRead('demo_ops', { id })).data).toEqual({ id, status: 1 });
    expect((await alerts('demo_ops')).data).toEqual([]);
  });

  it.each([
    ['a word', 'abc'],
    ['an object without an id', {}],
    ['a non-numeric id', { id: 'abc' }],
    ['zero', 0],
    ['a fraction', 1.5],
    ['an id beyond the integer column', 2 ** 31],
  ])('refuses %s with 400', async (_label, parameter) => {
    expect(await markRead('demo', parameter, 'zh')).toEqual(refused(Code.BAD_PARAMETER, '请求参数错误：parameter'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'mall/queryAlertMsg', {})).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'mall/alertMsgRead', 1)).toEqual(SESSION_EXPIRED);
  });
});
