import { createHmac } from 'node:crypto';
import { Code } from '@portal/shared/codes';
import type { PaymentResult, RechargeGoodsLists } from '@portal/shared/topup';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { customers, notifications, payments, sandboxBills, topupGifts, walletLedger, wallets } from '../../db/schema/index.ts';
import { BillplzGateway } from './billplz-gateway.ts';
import { xSignature } from './gateway.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { answerAtBank, postCallback as postPaymentCallback } from './testing.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  // The portal is served at a second address too (a load balancer's, or 127.0.0.1 beside localhost).
  t = await startTestApp({ env: { PORTAL_ORIGINS: 'http://127.0.0.1:8080' } });
  const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
  demoId = demo!.id;
});
afterAll(() => t.close());

const sandbox = () => t.context.payments.gateway as SandboxGateway;
const as = async (who: string) => ({ token: await t.sessionOf(who), lang: 'en' as const });
const pay = async (parameter: Record<string, unknown>, who = 'demo') =>
  call<{ paymentId: string; paymentURL: string }>(t.app, 'prepay/pay', { transactionMethod: 0, ...parameter }, await as(who));
const result = async (paymentId: string, who = 'demo') => call<PaymentResult>(t.app, 'prepay/queryPayment', { paymentId }, await as(who));
const balance = async () => (await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId)))[0]!.balanceSen;
const ledgerSum = async () =>
  Number(
    (
      await t.database.db
        .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountSen}), 0)` })
        .from(walletLedger)
        .where(eq(walletLedger.customerId, demoId))
    )[0]!.sum,
  );
const topups = async (paymentId: string) =>
  t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.kind, 'TOPUP'), eq(walletLedger.reference, paymentId)));
const billOf = async (paymentUrl: string) => (await sandbox().bill(paymentUrl.split('/').pop()!))!;
const postCallback = (fields: Record<string, string>) => postPaymentCallback(t.app, fields);

describe('top-up through the sandbox bank', () => {
  it('pays at the bank page; the signed callback credits the wallet once and the result page says so', async () => {
    const before = await balance();
    const started = await pay({ amount: 100 });
    expect(started.success).toBe(true);
    expect(started.data!.paymentURL).toMatch(/^http:\/\/portal\.test\/sandbox-bank\/bills\/sb[0-9a-f]{16}$/);
    const { paymentId } = started.data!;
    expect((await result(paymentId)).data).toMatchObject({ status: 'CREATED', amountSen: 10_000, balanceSen: null });

    const path = new URL(started.data!.paymentURL).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RM 100.00');
    const answered = await answerAtBank(t.app, started.data!.paymentURL, 'bank=CIMB+Clicks&outcome=paid');
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(back.pathname).toBe('/paymentResult');
    expect(back.searchParams.get('paymentId')).toBe(paymentId);
    expect(back.searchParams.get('billplz[paid]')).toBe('true');

    expect(await pollUntil(async () => (await result(paymentId)).data?.status === 'PAID', Boolean, { withinMs: 10_000 })).toBe(true);
    expect((await result(paymentId)).data).toMatchObject({ status: 'PAID', balanceSen: before + 10_000 });
    expect(await balance()).toBe(before + 10_000);
    expect(await topups(paymentId)).toHaveLength(1);
    expect(await ledgerSum()).toBe(await balance());
    // The bank page of a decided bill offers nothing more.
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('already paid');
  });

  it('a callback replayed 10 times and 10 at once credits once; the browser coming back alone credits nothing', async () => {
    const { paymentId, paymentURL } = (await pay({ amount: 250.5 })).data!;
    const before = await balance();
    // The shopper pays, but the bank's callback has not come: the return page shows it still open.
    const bill = (await sandbox().decide((await billOf(paymentURL)).id, 'paid', 'Maybank2u'))!;
    expect((await result(paymentId)).data?.status).toBe('CREATED');
    expect(await balance()).toBe(before);

    const fields = sandbox().callbackFields(bill);
    const replies = await Promise.all(Array.from({ length: 10 }, () => postCallback(fields)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await postCallback(fields)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 25_050);
    expect(await topups(paymentId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'PAID', callbacks: 20 });
    expect(await ledgerSum()).toBe(await balance());
    // The shipper hears of it once, in the finance tab (issue 18).
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.reference, paymentId));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'topupCredited', msgType: 3, params: { amount: 'RM 250.50' } });
  });

  it('a forged or altered callback credits nothing', async () => {
    const { paymentId, paymentURL } = (await pay({ amount: 300 })).data!;
    const before = await balance();
    const bill = (await sandbox().decide((await billOf(paymentURL)).id, 'paid', 'Maybank2u'))!;
    const genuine = sandbox().callbackFields(bill);
    const forgedKey = { ...genuine, x_signature: xSignature(genuine, 'not-the-key') };
    const altered = { ...genuine, amount: '3000000' };
    const unsigned = Object.fromEntries(Object.entries(genuine).filter(([k]) => k !== 'x_signature'));
    // Signed with the key, but for more than the bill: the amount must be the bill's.
    const overpaid = { ...genuine, amount: '30001', x_signature: xSignature({ ...genuine, amount: '30001' }, sandbox().key) };
    for (const fields of [forgedKey, altered, unsigned, overpaid]) expect((await postCallback(fields)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/payments/callback/billplz', payload: genuine })).statusCode).toBe(404);
    expect(await balance()).toBe(before);
    expect((await result(paymentId)).data?.status).toBe('CREATED');
    expect(await topups(paymentId)).toHaveLength(0);
  });

  it('a failed or cancelled payment credits nothing and stays so', async () => {
    for (const outcome of ['failed', 'cancelled'] as const) {
      const { paymentId, paymentURL } = (await pay({ amount: 100 })).data!;
      const before = await balance();
      const bill = (await sandbox().decide((await billOf(paymentURL)).id, outcome, 'RHB Now'))!;
      expect((await postCallback(sandbox().callbackFields(bill))).statusCode).toBe(200);
      expect((await result(paymentId)).data?.status).toBe(outcome === 'failed' ? 'FAILED' : 'CANCELLED');
      // The bank decides once: a later "paid" from the page changes nothing.
      expect((await sandbox().decide(bill.id, 'paid', 'RHB Now'))?.state).toBe(outcome);
      expect(await balance()).toBe(before);
    }
  });
});

describe('the way back from the bank', () => {
  const billOf = async (paymentURL: string) =>
    (
      await t.database.db
        .select()
        .from(sandboxBills)
        .where(eq(sandboxBills.id, paymentURL.split('/').at(-1)!))
    )[0]!;
  const payFrom = async (origin: string | null, referer?: string) =>
    call<{ paymentId: string; paymentURL: string }>(
      t.app,
      'prepay/pay',
      { transactionMethod: 0, amount: 100 },
      {
        ...(await as('demo')),
        headers: { ...(origin ? { origin } : {}), ...(referer ? { referer } : {}) },
      },
    );

  it('is the portal address the user started at, when it is one of the portal’s; PUBLIC_URL otherwise', async () => {
    const started = await payFrom('http://127.0.0.1:8080');
    expect(started.success, started.desc).toBe(true);
    const bill = await billOf(started.data!.paymentURL);
    expect(bill.redirectUrl).toBe(`http://127.0.0.1:8080/paymentResult?paymentId=${started.data!.paymentId}`);
    // The gateway's own callback is server to server: always the public address.
    expect(bill.callbackUrl).toBe('http://portal.test/payments/callback/sandbox');
    // The Referer serves when no Origin is sent.
    const fromReferer = await payFrom(null, 'http://127.0.0.1:8080/finance/advancePayment');
    expect((await billOf(fromReferer.data!.paymentURL)).redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/paymentResult\?/);
    // Any other address, or none, is never where the bank sends anyone back.
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'not a url', null]) {
      const other = await payFrom(origin);
      expect((await billOf(other.data!.paymentURL)).redirectUrl, String(origin)).toMatch(/^http:\/\/portal\.test\/paymentResult\?/);
    }
  });
});

describe('recharge packages and gifts', () => {
  it('offers the first-top-up package until a top-up is paid, then the normal ones only', async () => {
    const t2 = await startTestApp();
    try {
      const lists = async () =>
        (await call<RechargeGoodsLists>(t2.app, 'prepay/queryRechargeGoods', {}, { token: await t2.sessionOf('demo'), lang: 'zh' })).data!;
      const first = await lists();
      expect(first.firstRechargeVos.map((g) => g.goodsCode)).toEqual(['FIRST-200']);
      expect(first.firstRechargeVos[0]).toMatchObject({ chargeAmount: 20_000, sendGift: 1, describe: '首充 RM 200，送 50 个防水快递袋' });
      expect(first.normalRechargeVos.map((g) => g.goodsCode)).toEqual([
        'TOPUP-100',
        'TOPUP-500',
        'TOPUP-1000-GIFT',
        'TOPUP-2000',
        'TOPUP-5000-GIFT',
      ]);
      const started = await call<{ paymentURL: string }>(
        t2.app,
        'prepay/pay',
        { transactionMethod: 0, goodsCode: 'TOPUP-100' },
        { token: await t2.sessionOf('demo'), lang: 'en' },
      );
      const gateway = t2.context.payments.gateway as SandboxGateway;
      const bill = (await gateway.decide(started.data!.paymentURL.split('/').pop()!, 'paid', 'Maybank2u'))!;
      await t2.context.payments.settle(gateway.callbackFields(bill));
      expect((await lists()).firstRechargeVos).toEqual([]);
    } finally {
      await t2.close();
    }
  });

  it('a gift package needs its receiver, and a paid one books its gift once', async () => {
    expect(await pay({ goodsCode: 'TOPUP-1000-GIFT' })).toMatchObject({
      success: false,
      desc: 'This package comes with a gift: please fill in its receiver',
    });
    const receiverDTO = {
      receiverName: 'Tan Wei Ming',
      receiverTel: '0123456789',
      receiverPost: '50450',
      receiverState: 'Wilayah Persekutuan Kuala Lumpur',
      receiverAddressType: 2,
      receiverAddress: 'Level 8, Menara Demo, Jalan Ampang',
    };
    const started = await pay({ goodsCode: 'TOPUP-1000-GIFT', sendGift: 1, receiverDTO, amount: 5 });
    expect(started.success).toBe(true);
    // The package decides the amount, whatever the browser sent.
    expect((await result(started.data!.paymentId)).data?.amountSen).toBe(100_000);
    const bill = (await sandbox().decide((await billOf(started.data!.paymentURL)).id, 'paid', 'Maybank2u'))!;
    for (let i = 0; i < 3; i++) await postCallback(sandbox().callbackFields(bill));
    const gifts = await t.database.db.select().from(topupGifts).where(eq(topupGifts.paymentId, started.data!.paymentId));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      goodsCode: 'TOPUP-1000-GIFT',
      status: 'TO_SEND',
      receiver: { receiverName: 'Tan Wei Ming', receiverTel: '0123456789', receiverAddressType: 2 },
    });
  });

  it("refuses a gift receiver's phone written with +60 and its trunk 0, and an address type not in getAddressTypes", async () => {
    const receiverDTO = {
      receiverName: 'Tan Wei Ming',
      receiverTel: '0123456789',
      receiverPost: '50450',
      receiverAddress: 'Level 8, Menara Demo, Jalan Ampang',
    };
    const gift = (changes: object) => pay({ goodsCode: 'TOPUP-1000-GIFT', sendGift: 1, receiverDTO: { ...receiverDTO, ...changes } });
    // What the form once sent for a number picked from the address book: stored as 00123456789, a phone nobody answers.
    expect(await gift({ receiverTel: '+600123456789' })).toMatchObject({
      success: false,
      desc: 'The phone number must start with 0 or +60 and have 8 to 11 digits',
    });
    expect(await gift({ receiverAddressType: 'OFFICE' })).toMatchObject({
      success: false,
      desc: 'Please choose an address type from the list',
    });
    expect(await gift({ receiverAddressType: 9 })).toMatchObject({ success: false, desc: 'Please choose an address type from the list' });
    // Without a type, the usual one (residential); the spec's digits are read as the number.
    expect((await gift({ receiverTel: '+60123456789', receiverAddressType: '4' })).success).toBe(true);
    expect((await gift({})).success).toBe(true);
  });
});

describe('what pay.do refuses', () => {
  it('refuses bad amounts, a missing tool, an unknown package, each with its message, and makes no payment', async () => {
    const [{ n: before }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments)) as [{ n: number }];
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please enter the top-up amount'],
      [{ amount: 0 }, 'The top-up amount must be between RM 1 and RM 1000000'],
      [{ amount: 1_000_000.01 }, 'The top-up amount must be between RM 1 and RM 1000000'],
      [{ amount: 10.005 }, 'The top-up amount has at most 2 decimals'],
      [{ amount: 100, transactionMethod: undefined }, 'Please select a recharge tool'],
      [{ goodsCode: 'NO-SUCH' }, 'This recharge package does not exist or is no longer offered'],
      [{ goodsCode: 'TOPUP-1000-GIFT', sendGift: 1 }, 'This package comes with a gift: please fill in its receiver'],
    ];
    for (const [parameter, desc] of cases)
      expect(await pay(parameter), JSON.stringify(parameter)).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc });
    expect((await pay({ amount: 1_000_000 })).success).toBe(true);
    const [{ n: after }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments)) as [{ n: number }];
    expect(after).toBe(before + 1);
  });

  it('refuses a customer without prepay, and another customer cannot read a payment', async () => {
    expect(await pay({ amount: 100 }, 'acme')).toMatchObject({ success: false, desc: 'Prepayment is not open for your account' });
    const { paymentId } = (await pay({ amount: 100 })).data!;
    expect(await result(paymentId, 'acme')).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await result('not-a-uuid')).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});

describe('a bill the payer cannot be sent to (spec 8: payment could not be started)', () => {
  it('refuses a bill answered without a payment URL, says so, and leaves the payment failed, crediting nothing', async () => {
    const before = await balance();
    const spy = vi.spyOn(sandbox(), 'createBill').mockResolvedValueOnce({ billId: 'sb-no-url', url: '' });
    try {
      const started = await pay({ amount: 100 });
      expect(started).toMatchObject({ success: false, desc: 'The payment could not be started (no payment link was returned)' });
    } finally {
      spy.mockRestore();
    }
    const [last] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerId, demoId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    expect(last).toMatchObject({ status: 'FAILED', billUrl: null });
    expect(await balance()).toBe(before);
  });
});

describe('the gateways', () => {
  it("signs as Billplz does: HMAC-SHA256 over key+value pieces sorted and joined with '|'", () => {
    const fields = { paid: 'true', id: 'W_79pJDk', amount: '200', x_signature: 'ignored' };
    expect(xSignature(fields, 'S-key')).toBe(createHmac('sha256', 'S-key').update('amount200|idW_79pJDk|paidtrue').digest('hex'));
  });

  it('makes a Billplz bill with the API key and the collection, and verifies its callbacks with the X-Signature key', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ id: 'bp123', url: 'https://www.billplz.com/bills/bp123' }), { status: 200 });
    }) as unknown as typeof fetch;
    const billplz = new BillplzGateway(
      { apiUrl: 'https://www.billplz.com/api', apiKey: 'api-key', collectionId: 'col1', xSignatureKey: 'xs' },
      fake,
    );
    const made = await billplz.createBill({
      paymentId: 'p1',
      amountSen: 10_000,
      description: 'Prepaid top-up',
      payer: { name: 'Tan', email: 'a@b.my', mobile: '0123456789' },
      callbackUrl: 'https://portal.test/payments/callback/billplz',
      redirectUrl: 'https://portal.test/paymentResult?paymentId=p1',
    });
    expect(made).toEqual({ billId: 'bp123', url: 'https://www.billplz.com/bills/bp123' });
    expect(sent[0]!.url).toBe('https://www.billplz.com/api/v3/bills');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('api-key:').toString('base64')}`);
    const form = sent[0]!.init.body as URLSearchParams;
    expect(Object.fromEntries(form)).toMatchObject({ collection_id: 'col1', amount: '10000', reference_1: 'p1' });
    const callback = { id: 'bp123', paid: 'true', state: 'paid', amount: '10000', paid_at: '2026-11-26T10:00:00+08:00' };
    expect(billplz.verify({ ...callback, x_signature: xSignature(callback, 'xs') })).toMatchObject({
      billId: 'bp123',
      paid: true,
      amountSen: 10_000,
    });
    expect(billplz.verify({ ...callback, x_signature: xSignature(callback, 'other') })).toBeNull();
  });

  it('the sandbox bank keeps its own bills apart from our payments', async () => {
    const { paymentURL } = (await pay({ amount: 100 })).data!;
    const id = paymentURL.split('/').pop()!;
    expect((await t.database.db.select().from(sandboxBills).where(eq(sandboxBills.id, id)))[0]).toMatchObject({
      state: 'due',
      amountSen: 10_000,
    });
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-bank/bills/sbnope' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/sandbox-bank/bills/${id}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'outcome=steal',
        })
      ).statusCode,
    ).toBe(400);
  });
});
