import { Code } from '@portal/shared/codes';
import type { MessageList } from '@portal/shared/notifications';
import type { MonthlyBill, Paged } from '@portal/shared/statements';
import type { PaymentResult, PaymentStarted } from '@portal/shared/topup';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, revokePage, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import {
  billAdjustments,
  customers,
  monthlyStatements,
  notifications,
  orders,
  payments,
  walletLedger,
  wallets,
} from '../../db/schema/index.ts';
import { storedOrderRow } from '../orders/testing.ts';
import { xSignature } from '../payments/gateway.ts';
import type { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { answerAtBank, postCallback as postPaymentCallback } from '../payments/testing.ts';
import { closeMonth } from './close-month.ts';

// Paying a monthly statement online (getPaymentPage.do, docs/decisions.md "Paying a statement online"):
// the top-ups' gateway and callback, the statement paid once, the wallet never touched.
let t: TestApp;
let acme: number;
let demo: number;
/** Acme's statements by month, one for each test that pays one; Demo's has only a credit note. */
const bills: Record<string, MonthlyBill['billNo']> = {};

beforeAll(async () => {
  t = await startTestApp();
  const ids = await t.database.db.select({ id: customers.id, code: customers.code }).from(customers);
  acme = ids.find((c) => c.code === 'MY10002')!.id;
  demo = ids.find((c) => c.code === 'MY10001')!.id;
  const months = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
  for (const [i, month] of months.entries()) {
    // RM 120.00 and RM 3.45 delivered on account in the month: a RM 123.45 statement.
    for (const freightSen of [12_000, 345 + i])
      await t.database.db.insert(orders).values(
        storedOrderRow(acme, {
          payMethod: 'PM',
          status: 'SIGNED',
          statusAt: new Date(`${month}-10T10:00:00+08:00`),
          freightSen,
          totalSen: freightSen,
        }),
      );
    await closeMonth(t.database.db, month);
    bills[month] = (await statementOf(acme, month)).billNo;
  }
  // A month of nothing but a credit note: RM 5.00 owed back, nothing to pay.
  await t.database.db.insert(billAdjustments).values({
    customerId: demo,
    kind: 'CREDIT_NOTE',
    amountSen: -500,
    reason: 'Late delivery goodwill',
    createdAt: new Date('2025-07-10T02:00:00Z'),
  });
  await closeMonth(t.database.db, '2025-07');
  bills.demoCredit = (await statementOf(demo, '2025-07')).billNo;
});
afterAll(() => t.close());

async function statementOf(customerId: number, month: string) {
  const [row] = await t.database.db
    .select()
    .from(monthlyStatements)
    .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.billMonth, month)));
  return row!;
}
const as = async (login: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });
const payPage = async (billNo: string, login = 'acme_ops', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<PaymentStarted>(t.app, 'getPaymentPage', { billNo }, await as(login, lang));
const result = async (paymentId: string, login = 'acme_ops') =>
  call<PaymentResult>(t.app, 'prepay/queryPayment', { paymentId }, await as(login));
const sandbox = () => t.context.payments.gateway as SandboxGateway;
const billIdOf = (paymentURL: string) => paymentURL.split('/').pop()!;
const postCallback = (fields: Record<string, string>) => postPaymentCallback(t.app, fields);
/** Paid at the sandbox bank's page, its callback not yet arrived: the fields it will carry. */
const paidAtBank = async (paymentURL: string) =>
  sandbox().callbackFields((await sandbox().decide(billIdOf(paymentURL), 'paid', 'Maybank2u'))!);
const paymentsOf = (billNo: string) => t.database.db.select().from(payments).where(eq(payments.statementBillNo, billNo));
const noticesOf = (billNo: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'statementPaid'), eq(notifications.reference, billNo)));
/** Every wallet and every ledger line, summed: a statement's payment must move neither. */
const money = async () => {
  const [ledger] = await t.database.db
    .select({ n: sql<string>`coalesce(sum(${walletLedger.amountSen}), 0)`, lines: sql<string>`count(*)` })
    .from(walletLedger);
  const [balances] = await t.database.db.select({ n: sql<string>`coalesce(sum(${wallets.balanceSen}), 0)` }).from(wallets);
  return { ledger: Number(ledger!.n), lines: Number(ledger!.lines), balances: Number(balances!.n) };
};

describe('paying a statement online', () => {
  it('sends the shipper to the bank for the total, and the verified callback marks the statement paid, telling it once', async () => {
    const billNo = bills['2025-01']!;
    const before = await money();
    const started = await payPage(billNo);
    expect(started.success).toBe(true);
    expect(started.data!.paymentURL).toMatch(/^http:\/\/portal\.test\/sandbox-bank\/bills\/sb[0-9a-f]{16}$/);
    const { paymentId, paymentURL } = started.data!;
    // A second click pays the same bill.
    expect((await payPage(billNo)).data).toEqual({ paymentId, paymentURL });
    expect((await result(paymentId)).data).toMatchObject({
      status: 'CREATED',
      amountSen: 12_345,
      statementBillNo: billNo,
      statementOutcome: null,
      balanceSen: null,
    });

    const path = new URL(paymentURL).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('RM 123.45');
    expect(page.body).toContain(`Monthly statement ${billNo} (2025-01)`);
    const answered = await answerAtBank(t.app, paymentURL, 'bank=CIMB+Clicks&outcome=paid');
    expect(answered.statusCode).toBe(303);
    expect(new URL(answered.headers.location as string).searchParams.get('paymentId')).toBe(paymentId);

    expect(await pollUntil(async () => (await statementOf(acme, '2025-01')).status === 'PAID', Boolean, { withinMs: 10_000 })).toBe(true);
    expect(await statementOf(acme, '2025-01')).toMatchObject({ status: 'PAID', paymentId, paidAt: expect.any(Date) });
    expect((await result(paymentId)).data).toMatchObject({ status: 'PAID', statementOutcome: 'SETTLED', balanceSen: null });
    const listed = await call<Paged<MonthlyBill>>(t.app, 'getMonthlyBills', { billNo }, await as('acme_ops'));
    expect(listed.data!.list[0]).toMatchObject({ status: 'PAID', overdue: false });
    const notices = await noticesOf(billNo);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ customerId: acme, msgType: 3, params: { billNo, amount: 'RM 123.45' } });
    // Read in the finance tab, in the reader's language.
    const finance = await call<MessageList>(
      t.app,
      'getMessageList',
      { msgType: 3, type: 2, page: 1, pageSize: 20 },
      await as('acme_ops', 'zh'),
    );
    expect(finance.data!.list.flatMap((d) => d.messageList).map((m) => m.msgdtl)).toContain(
      `月结账单 ${billNo} 已通过网上银行付款 RM 123.45`,
    );
    expect(await money()).toEqual(before);
    // Paid: nothing more to pay, in the shipper's language.
    expect(await payPage(billNo, 'acme_ops', 'zh')).toEqual(refused(Code.BAD_PARAMETER, '该账单已付款'));
    expect(await paymentsOf(billNo)).toHaveLength(1);
  });

  it("refuses another customer's statement, a sub-account without the statement pages, nothing to pay and a bad number, making no payment", async () => {
    const [{ n: before }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments)) as [{ n: number }];
    expect(await payPage(bills['2025-02']!, 'demo')).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect(await payPage(bills['2025-02']!, 'demo_ops')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    const restore = [await revokePage(t, 'acme', 'acme_ops', 503), await revokePage(t, 'acme', 'acme_ops', 504)];
    try {
      expect(await payPage(bills['2025-02']!, 'acme_ops')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    } finally {
      for (const r of restore) await r();
    }
    expect((await statementOf(demo, '2025-07')).totalSen).toBe(-500);
    expect(await payPage(bills.demoCredit!, 'demo', 'ml')).toEqual(
      refused(Code.BAD_PARAMETER, 'Hanya penyata RM 1.00 atau lebih boleh dibayar dalam talian'),
    );
    expect(await payPage('MS1', 'acme_ops')).toEqual(refused(Code.BAD_PARAMETER, 'A statement number is MS followed by 10 digits'));
    const [{ n: after }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('a callback replayed 10 times and 10 at once pays the statement once; the browser coming back alone changes nothing', async () => {
    const billNo = bills['2025-02']!;
    const before = await money();
    const { paymentId, paymentURL } = (await payPage(billNo)).data!;
    const fields = await paidAtBank(paymentURL);
    // Back from the bank, no callback yet: the result page still waits and the statement is unpaid.
    expect((await result(paymentId)).data).toMatchObject({ status: 'CREATED', statementBillNo: billNo });
    expect((await statementOf(acme, '2025-02')).status).toBe('UNPAID');

    const replies = await Promise.all(Array.from({ length: 10 }, () => postCallback(fields)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await postCallback(fields)).statusCode).toBe(200);
    expect(await statementOf(acme, '2025-02')).toMatchObject({ status: 'PAID', paymentId });
    expect((await paymentsOf(billNo))[0]).toMatchObject({ status: 'PAID', callbacks: 20, statementOutcome: 'SETTLED' });
    expect(await noticesOf(billNo)).toHaveLength(1);
    expect(await money()).toEqual(before);
  });

  it('a forged or altered callback changes nothing', async () => {
    const billNo = bills['2025-03']!;
    const { paymentId, paymentURL } = (await payPage(billNo)).data!;
    const genuine = await paidAtBank(paymentURL);
    const forgedKey = { ...genuine, x_signature: xSignature(genuine, 'not-the-key') };
    const altered = { ...genuine, amount: '1' };
    const unsigned = Object.fromEntries(Object.entries(genuine).filter(([k]) => k !== 'x_signature'));
    const underpaid = { ...genuine, amount: '100', x_signature: xSignature({ ...genuine, amount: '100' }, sandbox().key) };
    for (const fields of [forgedKey, altered, unsigned, underpaid]) expect((await postCallback(fields)).statusCode).toBe(403);
    expect((await statementOf(acme, '2025-03')).status).toBe('UNPAID');
    expect((await result(paymentId)).data).toMatchObject({ status: 'CREATED', statementOutcome: null });
    expect(await noticesOf(billNo)).toHaveLength(0);
  });

  it('money arriving for a statement the courier recorded paid meanwhile is kept as owed back, the statement untouched', async () => {
    const billNo = bills['2025-04']!;
    const before = await money();
    const { paymentId, paymentURL } = (await payPage(billNo)).data!;
    const fields = await paidAtBank(paymentURL);
    expect((await call(t.app, 'statements/markPaid', { billNo }, await as('admin'))).success).toBe(true);
    const marked = await statementOf(acme, '2025-04');
    expect((await postCallback(fields)).statusCode).toBe(200);
    expect((await postCallback(fields)).statusCode).toBe(200);
    expect(await statementOf(acme, '2025-04')).toEqual(marked);
    expect(marked.paymentId).toBeNull();
    expect((await result(paymentId)).data).toMatchObject({ status: 'PAID', statementOutcome: 'ALREADY_PAID' });
    expect(await noticesOf(billNo)).toHaveLength(0);
    expect(await money()).toEqual(before);
  });

  it('20 clicks at once make one open bill; a failed one gives way to a fresh bill, and only one payment ever settles the statement', async () => {
    const billNo = bills['2025-05']!;
    const clicks = await Promise.all(Array.from({ length: 20 }, () => payPage(billNo)));
    expect(clicks.every((c) => c.success)).toBe(true);
    expect(new Set(clicks.map((c) => c.data!.paymentId)).size).toBe(1);
    expect(new Set(clicks.map((c) => c.data!.paymentURL)).size).toBe(1);
    expect(await paymentsOf(billNo)).toHaveLength(1);

    // The bank fails it: the next click makes a fresh bill, which is paid.
    const failed = clicks[0]!.data!;
    const failedBill = (await sandbox().decide(billIdOf(failed.paymentURL), 'failed', 'RHB Now'))!;
    expect((await postCallback(sandbox().callbackFields(failedBill))).statusCode).toBe(200);
    expect((await result(failed.paymentId)).data?.status).toBe('FAILED');
    const fresh = (await payPage(billNo)).data!;
    expect(fresh.paymentId).not.toBe(failed.paymentId);
    expect((await postCallback(await paidAtBank(fresh.paymentURL))).statusCode).toBe(200);
    expect(await statementOf(acme, '2025-05')).toMatchObject({ status: 'PAID', paymentId: fresh.paymentId });

    // Should the bank still pay the failed bill later (a gateway's late word), it pays nothing twice.
    const late = { ...sandbox().callbackFields(failedBill), paid: 'true', state: 'paid' };
    expect((await postCallback({ ...late, x_signature: xSignature(late, sandbox().key) })).statusCode).toBe(200);
    expect((await result(failed.paymentId)).data).toMatchObject({ status: 'PAID', statementOutcome: 'ALREADY_PAID' });
    expect(await statementOf(acme, '2025-05')).toMatchObject({ paymentId: fresh.paymentId });
    expect(await noticesOf(billNo)).toHaveLength(1);
  });

  it('a cancelled bill at the bank leaves the statement unpaid and the next click pays a new bill', async () => {
    const billNo = bills['2025-06']!;
    const first = (await payPage(billNo)).data!;
    const cancelled = (await sandbox().decide(billIdOf(first.paymentURL), 'cancelled', 'Maybank2u'))!;
    expect((await postCallback(sandbox().callbackFields(cancelled))).statusCode).toBe(200);
    expect((await statementOf(acme, '2025-06')).status).toBe('UNPAID');
    const second = (await payPage(billNo)).data!;
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await paymentsOf(billNo)).map((p) => p.status).sort()).toEqual(['CANCELLED', 'CREATED']);
  });
});
