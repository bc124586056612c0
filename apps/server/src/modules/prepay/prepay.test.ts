import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { PrepayAccount } from '@portal/shared/user-info';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, userFunctions, users, wallets } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const selectAccount = async (as: string, lang: Lang = 'en') =>
  call<PrepayAccount>(t.app, 'prepay/selectAccount', {}, { token: await t.sessionOf(as), lang });

/** Sets a customer's wallet balance directly, as a top-up or an order debit would. */
async function setBalance(customerCode: string, balanceSen: number): Promise<void> {
  const [customer] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, customerCode));
  await t.database.db.update(wallets).set({ balanceSen }).where(eq(wallets.customerId, customer!.id));
}

describe('prepay/selectAccount', () => {
  it("gives demo its open wallet's balance in sen and formatted", async () => {
    expect(await selectAccount('demo', 'zh')).toEqual({
      success: true,
      code: Code.OK,
      desc: '操作成功',
      data: { accountAmount: 500_000, accountAmountFormat: 'RM 5,000.00', openPrepay: 1 },
    });
  });

  it("gives a sub-account its customer's wallet only while it holds the wallet's page, and so its top-up", async () => {
    // demo_ops places and follows orders: no finance page.
    const refused = { success: false, code: Code.FORBIDDEN, desc: 'You do not have permission to do this', data: null };
    expect(await selectAccount('demo_ops')).toEqual(refused);
    const token = { token: await t.sessionOf('demo_ops') };
    expect(await call(t.app, 'prepay/queryRechargeGoods', {}, token)).toEqual(refused);
    expect(await call(t.app, 'prepay/pay', { transactionMethod: 0, amount: '500.00' }, token)).toEqual(refused);
    // Granted Advance payment (id 508), it sees the balance.
    const [ops] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_ops'));
    await t.database.db.insert(userFunctions).values({ userId: ops!.id, functionId: 508 });
    await t.context.changes.publish(t.database.db, `user:${ops!.id}`);
    try {
      expect((await selectAccount('demo_ops')).data).toEqual({ accountAmount: 500_000, accountAmountFormat: 'RM 5,000.00', openPrepay: 1 });
    } finally {
      await t.database.db.delete(userFunctions).where(and(eq(userFunctions.userId, ops!.id), eq(userFunctions.functionId, 508)));
      await t.context.changes.publish(t.database.db, `user:${ops!.id}`);
    }
  });

  it('gives customers with the wallet closed a zero balance and openPrepay 2', async () => {
    expect((await selectAccount('acme')).data).toEqual({ accountAmount: 0, accountAmountFormat: 'RM 0.00', openPrepay: 2 });
    // The frozen customer's contract has no Advance payment page at all: not even its main account asks.
    expect(await selectAccount('frozen')).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });

  it("reads the balance fresh on every call and never another customer's", async () => {
    await setBalance('MY10001', 123_456_789);
    try {
      expect((await selectAccount('demo')).data).toEqual({
        accountAmount: 123_456_789,
        accountAmountFormat: 'RM 1,234,567.89',
        openPrepay: 1,
      });
      expect((await selectAccount('acme')).data?.accountAmount).toBe(0);
    } finally {
      await setBalance('MY10001', 500_000);
    }
  });

  it('answers a customer without a wallet row with zero', async () => {
    const [acme] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10002'));
    await t.database.db.delete(wallets).where(eq(wallets.customerId, acme!.id));
    expect((await selectAccount('acme')).data).toEqual({ accountAmount: 0, accountAmountFormat: 'RM 0.00', openPrepay: 2 });
  });

  it('refuses the administrator: it is a customer call', async () => {
    expect(await selectAccount('admin', 'ml')).toEqual({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'Anda tiada kebenaran untuk melakukan ini',
      data: null,
    });
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'prepay/selectAccount', {})).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'prepay/selectAccount', {}, { token: 'not-a-token' })).toEqual(SESSION_EXPIRED);
  });
});
