// The advance payment page (issue 17): the wallet's ledger with its types, filters, totals and export, and
// closing the prepaid account. Every test ends by checking that the ledger adds up to the balance.
import type { CloseApply, FeeType, LedgerCategoryEntry, LedgerRow, LedgerTotals } from '@portal/shared/advance-payment';
import { Code } from '@portal/shared/codes';
import type { MessageList } from '@portal/shared/notifications';
import type { Page } from '@portal/shared/table-config';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, notifications, orders, walletLedger, wallets } from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery } from '../exports/testing.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await t.database.db.select().from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
});
afterAll(() => t.close());

const as = async (login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });

/** The balance and the sum of the ledger: always equal, whatever happened. */
async function expectLedgerAddsUp(customerId = demoId): Promise<number> {
  const [w] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  const [sum] = await t.database.db
    .select({ n: sql<string>`coalesce(sum(${walletLedger.amountSen}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId));
  expect(Number(sum!.n)).toBe(w?.balanceSen ?? 0);
  return w?.balanceSen ?? 0;
}

const flow = async (filter: Record<string, unknown> = {}, login = 'demo') =>
  call<Page<LedgerRow>>(t.app, 'prepay/queryBillFlow', { page: 1, pageSize: 50, ...filter }, await as(login));

describe('the ledger', () => {
  it('names every movement type and category in the reader language', async () => {
    const types = await call<FeeType[]>(t.app, 'prepay/selectFeeTypeEnum', {}, await as('demo', 'ml'));
    expect(types.data!.map((x) => x.code)).toEqual(['OPENING', 'TOPUP', 'ORDER', 'ORDER_EDIT', 'REFUND', 'ADJUST', 'CLOSE', 'CLAIM']);
    expect(types.data!.find((x) => x.code === 'TOPUP')).toEqual({ code: 'TOPUP', name: 'Tambah nilai', category: 'recharge' });
    const categories = await t.app.inject({
      method: 'POST',
      url: '/api/prepay/queryCategoryCode',
      headers: { authtoken: await t.sessionOf('demo'), lang: 'zh' },
      payload: { parameter: {} },
    });
    const entries = categories.json<{ data: LedgerCategoryEntry[] }>().data;
    expect(entries.find((c) => c.code === 'shipping')).toEqual({
      code: 'shipping',
      name: '运费',
      kinds: ['ORDER', 'ORDER_EDIT', 'REFUND'],
    });
  });

  it('lists every movement newest first with the balance after it, and filters by type, category, direction and reference', async () => {
    const session = await as();
    const placed = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'ledger'), session);
    expect(placed.success).toBe(true);
    const cancelled = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'ledger-2'), session);
    expect((await call(t.app, 'cancelOrder', { waybillNo: cancelled.data!.waybillNo }, session)).success).toBe(true);

    const all = (await flow()).data!;
    expect(all.list[0]).toMatchObject({ feeType: 'REFUND', feeTypeName: 'Cancellation refund', reference: cancelled.data!.waybillNo });
    expect(all.list[1]).toMatchObject({ feeType: 'ORDER', reference: cancelled.data!.waybillNo });
    expect(all.list[0]!.amountSen).toBe(-all.list[1]!.amountSen);
    expect(all.list[0]!.balanceAfterSen).toBe(await expectLedgerAddsUp());
    expect(all.list.at(-1)).toMatchObject({ feeType: 'OPENING' });

    const mine = (await flow({ reference: placed.data!.waybillNo })).data!;
    expect(mine.list).toHaveLength(1);
    const [order] = await t.database.db
      .select({ totalSen: orders.totalSen })
      .from(orders)
      .where(eq(orders.waybillNo, placed.data!.waybillNo));
    expect(mine.list[0]).toMatchObject({ feeType: 'ORDER', amountSen: -order!.totalSen });
    expect((await flow({ feeType: 'REFUND' })).data!.list.every((r) => r.feeType === 'REFUND')).toBe(true);
    const shipping = (await flow({ category: 'shipping' })).data!;
    expect(shipping.total).toBe(3);
    expect((await flow({ direction: 'in' })).data!.list.every((r) => r.amountSen > 0)).toBe(true);
    expect((await flow({ direction: 'out' })).data!.list.every((r) => r.amountSen < 0)).toBe(true);
    // A day before anything happened has nothing; a bad type is refused in words.
    expect((await flow({ createTimeStart: '2020-01-01 00:00:00', createTimeEnd: '2020-01-01 23:59:59' })).data!.total).toBe(0);
    expect(await flow({ feeType: 'GIFTS' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });

    const totals = await call<LedgerTotals>(t.app, 'prepay/queryBillFlowTotal', {}, session);
    expect(totals.data!.inSen - totals.data!.outSen).toBe(await expectLedgerAddsUp());
    expect(totals.data!.lines).toBe(all.total);
  });

  it('shows a customer its own lines only, and a sub-account without the page none', async () => {
    const acme = (await flow({}, 'acme')).data!;
    const demoRefs = new Set((await flow()).data!.list.map((r) => r.id));
    expect(acme.list.some((r) => demoRefs.has(r.id))).toBe(false);
    expect(await flow({}, 'demo_ops')).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });

  it('exports the lines in ringgit with their type names', async () => {
    const browser = await browserOf(t, 'demo');
    const started = await call<{ mode: string; taskId: string }>(
      t.app,
      'prepay/exportBillFlow',
      {
        params: { category: 'shipping' },
        columns: [
          { fieldName: 'reference', header: 'Reference' },
          { fieldName: 'feeType', header: 'Type' },
          { fieldName: 'amountSen', header: 'Amount' },
        ],
      },
      { token: browser.token },
    );
    expect(started.data?.mode).toBe('direct');
    const file = await download(t, signedQuery(browser, started.data!.taskId));
    const { rows } = await readSheet(file.rawPayload);
    expect(rows[0]).toEqual(['Reference', 'Type', 'Amount']);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Cancellation refund', 'Order charge', 'Order charge']);
    expect(Number(rows[1]![2])).toBeGreaterThan(0);
  });
});

describe('closing the prepaid account', () => {
  const bank = {
    reason: 'Moving to a monthly account',
    bankName: 'Maybank',
    bankAccount: '5140 1234 5678',
    accountHolder: 'Demo Trading Sdn Bhd',
  };

  it('refuses a bad application in words, and a sub-account', async () => {
    const bad = await call(t.app, 'prepay/closeAccount', { ...bank, bankAccount: '12-34' }, await as());
    expect(bad).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'A bank account number has 6 to 20 digits' });
    const noReason = await call(t.app, 'prepay/closeAccount', { ...bank, reason: ' ' }, await as('demo', 'zh'));
    expect(noReason.desc).toBe('请填写销户原因');
    expect(await call(t.app, 'prepay/closeAccount', bank, await as('demo_ops'))).toMatchObject({ success: false });
    expect((await call<CloseApply[]>(t.app, 'prepay/selectCloseApply', {}, await as())).data).toEqual([]);
  });

  it('takes one application of twenty sent at once, takes no top-up meanwhile, and can be withdrawn', async () => {
    const session = await as();
    const replies = await Promise.all(Array.from({ length: 20 }, () => call<CloseApply>(t.app, 'prepay/closeAccount', bank, session)));
    const taken = replies.filter((r) => r.success);
    expect(taken).toHaveLength(1);
    expect(replies.filter((r) => r.desc === 'An application to close the account is already awaiting review')).toHaveLength(19);
    expect(taken[0]!.data).toMatchObject({ status: 'PENDING', bankAccount: '********5678', refundedSen: null });
    const topup = await call(t.app, 'prepay/pay', { amount: 100, transactionMethod: 0 }, session);
    expect(topup).toMatchObject({
      success: false,
      desc: 'The account is being closed: top-ups are not taken until the application is decided',
    });

    expect((await call<CloseApply>(t.app, 'prepay/withdrawCloseApply', { id: taken[0]!.data!.id }, session)).data).toMatchObject({
      status: 'WITHDRAWN',
    });
    expect(await call(t.app, 'prepay/withdrawCloseApply', { id: taken[0]!.data!.id }, session)).toMatchObject({
      success: false,
      desc: 'This application has already been decided',
    });
    // Another customer's application is not found, whatever its id.
    expect(await call(t.app, 'prepay/withdrawCloseApply', { id: taken[0]!.data!.id }, await as('acme'))).toMatchObject({
      success: false,
      desc: 'Closing application not found',
    });
  });

  it('pays the whole balance out once when approved, however many decisions arrive, and closes the prepaid account', async () => {
    const session = await as();
    const applied = await call<CloseApply>(t.app, 'prepay/closeAccount', bank, session);
    expect(applied.success).toBe(true);
    const admin = await as('admin');
    const queue = await call<(CloseApply & { customerCode: string; bankAccountFull: string })[]>(t.app, 'getPrepayCloseApplies', {}, admin);
    expect(queue.data![0]).toMatchObject({ id: applied.data!.id, customerCode: 'MY10001', bankAccountFull: '514012345678' });
    expect(await call(t.app, 'getPrepayCloseApplies', {}, session)).toMatchObject({ success: false });

    const balance = await expectLedgerAddsUp();
    expect(balance).toBeGreaterThan(0);
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => call<CloseApply>(t.app, 'decidePrepayClose', { id: applied.data!.id, approve: true }, admin)),
    );
    expect(decisions.filter((d) => d.success)).toHaveLength(1);
    expect(decisions.find((d) => d.success)!.data).toMatchObject({ status: 'APPROVED', refundedSen: balance });
    expect(await expectLedgerAddsUp()).toBe(0);
    const closeLines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.kind, 'CLOSE'));
    expect(closeLines).toHaveLength(1);
    expect(closeLines[0]).toMatchObject({ customerId: demoId, amountSen: -balance, balanceAfterSen: 0 });
    const [demo] = await t.database.db.select({ openPrepay: customers.openPrepay }).from(customers).where(eq(customers.id, demoId));
    expect(demo!.openPrepay).toBe(2);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'prepayCloseApproved'));
    expect(notices).toMatchObject([{ customerId: demoId, msgType: 2, params: { amount: expect.stringMatching(/^RM /) } }]);
    expect((await call<CloseApply[]>(t.app, 'prepay/selectCloseApply', {}, session)).data![0]).toMatchObject({
      status: 'APPROVED',
      refundedSen: balance,
    });
    // Closed: no new application and no top-up.
    expect(await call(t.app, 'prepay/closeAccount', bank, session)).toMatchObject({
      success: false,
      desc: 'Prepayment is not open for your account',
    });
  });

  it('a rejected application changes no money', async () => {
    await t.database.db.update(customers).set({ openPrepay: 1 }).where(eq(customers.id, demoId));
    const applied = await call<CloseApply>(t.app, 'prepay/closeAccount', bank, await as());
    const before = await expectLedgerAddsUp();
    const rejected = await call<CloseApply>(
      t.app,
      'decidePrepayClose',
      { id: applied.data!.id, approve: false, note: 'Unpaid COD' },
      await as('admin'),
    );
    expect(rejected.data).toMatchObject({ status: 'REJECTED', decisionNote: 'Unpaid COD', refundedSen: null });
    const told = await call<MessageList>(t.app, 'getMessageList', { msgType: 2, page: 1, pageSize: 5 }, await as());
    expect(told.data!.list[0]!.messageList[0]!.msgdtl).toBe('Your application to close the prepaid account was rejected: Unpaid COD');
    expect(await expectLedgerAddsUp()).toBe(before);
    expect(await call(t.app, 'decidePrepayClose', { id: 999_999, approve: true }, await as('admin'))).toMatchObject({
      success: false,
      desc: 'Closing application not found',
    });
  });
});
