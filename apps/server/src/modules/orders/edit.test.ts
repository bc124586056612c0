import { Code } from '@portal/shared/codes';
import type { UpdatedOrder } from '@portal/shared/order-edit';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, revokePage, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orderCustoms, orders, trackingEvents, walletLedger, wallets } from '../../db/schema/index.ts';
import { customsLine, domesticOrder, internationalOrder } from './testing.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await t.database.db.select().from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
const as = async (loginCode: string, lang: Lang = 'en') => ({ token: await t.sessionOf(loginCode), lang });

const place = async (over: Record<string, unknown> = {}, who = 'demo') => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'edit'), await as(who));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
/** updateOrder.do with the fixture's fields, `over` changing some. */
const edit = async (waybillNo: string, over: Record<string, unknown> = {}, who = 'demo', lang: Lang = 'en') => {
  const { clientRequestId: _unused, ...fields } = domesticOrder(over, 'edit');
  return call<UpdatedOrder>(t.app, 'updateOrder', { waybillNo, ...fields }, await as(who, lang));
};

const balance = async () => (await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId)))[0]!.balanceSen;
const stored = async (waybillNo: string) => (await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo)))[0]!;
/** The order's ledger lines: its charge, the edits' differences, a refund. */
const linesOf = (waybillNo: string) =>
  t.database.db
    .select()
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.customerId, demoId),
        sql`(${walletLedger.reference} = ${waybillNo} or ${walletLedger.reference} like ${`${waybillNo}#%`})`,
      ),
    )
    .orderBy(asc(walletLedger.id));
const netOf = async (waybillNo: string) => (await linesOf(waybillNo)).reduce((sum, l) => sum + l.amountSen, 0);
const eventsOf = async (waybillNo: string) =>
  (
    await t.database.db
      .select({ status: trackingEvents.status, detail: trackingEvents.detail })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, (await stored(waybillNo)).id))
      .orderBy(asc(trackingEvents.id))
  ).map((e) => e.status);
/** The ledger explains every sen of the balance (the seed opens it with a ledger line). */
const ledgerSum = async () => {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountSen}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, demoId));
  return Number(row!.sum);
};
/** Sets the balance as the back office would: an ADJUST line, so the ledger still explains it. */
const adjustBalanceTo = async (balanceSen: number) => {
  const moved = balanceSen - (await balance());
  await t.database.db.update(wallets).set({ balanceSen }).where(eq(wallets.customerId, demoId));
  await t.database.db.insert(walletLedger).values({
    customerId: demoId,
    amountSen: moved,
    balanceAfterSen: balanceSen,
    kind: 'ADJUST',
    reference: `test-${Date.now()}-${moved}`,
  });
};

describe('updateOrder', () => {
  it('reprices a wallet-paid order up and down, moving the wallet by the difference to the sen, once per edit', async () => {
    const waybillNo = await place(); // 1.5 kg: RM 8.00
    const before = await balance();
    const up = await edit(waybillNo, { weightG: 4_000, receiverName: 'Aminah binti Yusof', receiverAddress: 'Lot 21, Jalan Ampang' });
    expect(up).toMatchObject({
      success: true,
      desc: 'Order updated',
      data: { waybillNo, status: 'PENDING', previousTotalSen: 800, chargedSen: 400, refundedSen: 0, edit: 1, price: { totalSen: 1_200 } },
    });
    expect(await balance()).toBe(before - 400);
    expect(await stored(waybillNo)).toMatchObject({
      waybillNo,
      status: 'PENDING',
      weightG: 4_000,
      chargeableWeightG: 4_000,
      freightSen: 1_200,
      totalSen: 1_200,
      receiverName: 'Aminah binti Yusof',
      receiverAddress: 'Lot 21, Jalan Ampang',
      receiverTel: '0123456789',
    });

    // Down to 1 kg with RM 100.00 declared: RM 6.00 freight + RM 1.00 insurance.
    const down = await edit(waybillNo, { weightG: 1_000, goodsValueSen: 10_000 });
    expect(down.data).toMatchObject({ previousTotalSen: 1_200, chargedSen: 0, refundedSen: 500, edit: 2, price: { totalSen: 700 } });
    expect(await balance()).toBe(before - 400 + 500);
    expect((await linesOf(waybillNo)).map((l) => [l.kind, l.reference, l.amountSen])).toEqual([
      ['ORDER', waybillNo, -800],
      ['ORDER_EDIT', `${waybillNo}#1`, -400],
      ['ORDER_EDIT', `${waybillNo}#2`, 500],
    ]);
    expect(await netOf(waybillNo)).toBe(-700);
    expect(await eventsOf(waybillNo)).toEqual(['PENDING', 'ORDER_EDITED', 'ORDER_EDITED']);
    expect(await ledgerSum()).toBe(await balance());

    // The same edit again: nothing to move, but it is still an edit on the record.
    const again = await edit(waybillNo, { weightG: 1_000, goodsValueSen: 10_000 });
    expect(again.data).toMatchObject({ chargedSen: 0, refundedSen: 0, edit: 3 });
    expect(await netOf(waybillNo)).toBe(-700);
  });

  it('edits an order not paid from the wallet without touching the wallet', async () => {
    const waybillNo = await place({ payMethod: 'CC_CASH' });
    const before = await balance();
    const reply = await edit(waybillNo, { payMethod: 'CC_CASH', weightG: 2_500, remark: 'Call first' });
    expect(reply.data).toMatchObject({ chargedSen: 0, refundedSen: 0, price: { totalSen: 1_000 } });
    expect(await stored(waybillNo)).toMatchObject({ totalSen: 1_000, remark: 'Call first', payMethod: 'CC_CASH' });
    expect(await balance()).toBe(before);
    expect(await linesOf(waybillNo)).toEqual([]);
  });

  it('moves the whole price when the pay method changes between the wallet and another method', async () => {
    const waybillNo = await place(); // RM 8.00 from the wallet
    const before = await balance();
    const toReceiver = await edit(waybillNo, { payMethod: 'CC_CASH', weightG: 2_500 });
    expect(toReceiver.data).toMatchObject({ refundedSen: 800, chargedSen: 0, price: { totalSen: 1_000 } });
    expect(await balance()).toBe(before + 800);
    const backToWallet = await edit(waybillNo, { payMethod: 'PP_CASH', weightG: 2_500 });
    expect(backToWallet.data).toMatchObject({ chargedSen: 1_000, refundedSen: 0 });
    expect(await balance()).toBe(before - 200);
    expect(await netOf(waybillNo)).toBe(-1_000);
  });

  it('an edited order, cancelled, gives back exactly what it took', async () => {
    const waybillNo = await place();
    const before = await balance();
    await edit(waybillNo, { weightG: 5_000 }); // RM 14.00
    const cancelled = await call<{ refundedSen: number }>(t.app, 'cancelOrder', { waybillNo }, await as('demo'));
    expect(cancelled.data!.refundedSen).toBe(1_400);
    expect(await balance()).toBe(before + 800);
    expect(await netOf(waybillNo)).toBe(0);
  });

  it('refuses an order past PENDING, cancelled or picked up, in the caller language', async () => {
    const waybillNo = await place();
    const picked = await place();
    expect(await call(t.app, 'cancelOrder', { waybillNo }, await as('demo'))).toMatchObject({ success: true });
    const before = await balance();
    expect(await edit(waybillNo, { weightG: 2_500 })).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'Only PENDING orders can be edited',
    });
    expect((await edit(waybillNo, { weightG: 2_500 }, 'demo', 'zh')).desc).toBe('只有待揽收的订单可以修改');
    expect((await edit(waybillNo, { weightG: 2_500 }, 'demo', 'ml')).desc).toBe('Hanya pesanan PENDING boleh diubah');
    await t.database.db.update(orders).set({ status: 'GOT' }).where(eq(orders.waybillNo, picked));
    expect(await edit(picked, { weightG: 2_500 })).toMatchObject({ success: false, code: Code.CONFLICT });
    expect(await balance()).toBe(before);
    expect((await stored(picked)).weightG).toBe(1_500);
    expect(await eventsOf(waybillNo)).toEqual(['PENDING', 'CANCEL_ORDER']);
  });

  it("answers another customer's waybill and an unknown one as not found", async () => {
    const waybillNo = await place();
    const acmeEdit = await edit(waybillNo, { payMethod: 'PM', weightG: 2_500 }, 'acme');
    expect(acmeEdit).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await edit('600000000017', { weightG: 2_500 })).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await stored(waybillNo)).weightG).toBe(1_500);
  });

  it('refuses a broken rule with its field, and changes nothing', async () => {
    const waybillNo = await place();
    const before = await balance();
    const tooHeavy = await edit(waybillNo, { weightG: 30_001 });
    expect(tooHeavy).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'The actual weight must be between 0.01 KG and 30 KG',
      data: { issues: [{ field: 'weightG' }] },
    });
    expect(await edit(waybillNo, { receiverTel: '012-ABC 6789' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await edit(waybillNo, { payMethod: 'CASH' })).toMatchObject({ success: false, desc: 'Payment method not found' });
    expect(await call(t.app, 'updateOrder', { waybillNo: '' }, await as('demo'))).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
    expect(await stored(waybillNo)).toMatchObject({ weightG: 1_500, totalSen: 800 });
    expect(await balance()).toBe(before);
    expect(await eventsOf(waybillNo)).toEqual(['PENDING']);
  });

  it('refuses an increase the balance cannot cover and changes nothing', async () => {
    const waybillNo = await place();
    const before = await balance();
    await adjustBalanceTo(399);
    try {
      const reply = await edit(waybillNo, { weightG: 4_000, receiverName: 'Someone Else' });
      expect(reply).toMatchObject({ success: false, code: Code.WALLET_INSUFFICIENT });
      expect(reply.desc).toBe('Not enough prepaid balance: the change costs RM 4.00 more, the balance is RM 3.99. Please top up first');
      expect(await balance()).toBe(399);
      expect(await stored(waybillNo)).toMatchObject({ weightG: 1_500, totalSen: 800, receiverName: 'Siti Nurhaliza binti Ahmad' });
      expect(await linesOf(waybillNo)).toHaveLength(1);
      expect(await eventsOf(waybillNo)).toEqual(['PENDING']);
      // Exactly enough goes through.
      await adjustBalanceTo(400);
      expect(await edit(waybillNo, { weightG: 4_000 })).toMatchObject({ success: true, data: { chargedSen: 400 } });
      expect(await balance()).toBe(0);
    } finally {
      await adjustBalanceTo(before);
    }
    expect(await ledgerSum()).toBe(await balance());
  });

  it('is refused to a frozen customer, and to a sub-account without the orderManage grant', async () => {
    const frozen = await edit('600000000017', { payMethod: 'CASH' }, 'frozen');
    expect(frozen).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });
    const frozenAbroad = await call(t.app, 'updateInternationalOrder', { waybillNo: '600000000017' }, await as('frozen'));
    expect(frozenAbroad).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });

    const waybillNo = await place();
    expect(await edit(waybillNo, { weightG: 2_500 }, 'demo_ops')).toMatchObject({ success: true, data: { edit: 1 } });
    const restore = await revokePage(t, 'demo', 'demo_ops', 106);
    try {
      expect(await edit(waybillNo, { weightG: 3_500 }, 'demo_ops')).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
        desc: 'You do not have permission to do this',
      });
      expect((await stored(waybillNo)).weightG).toBe(2_500);
    } finally {
      await restore();
    }
  });

  it('records the edit as a tracking event the detail shows, and as an audit line', async () => {
    const waybillNo = await place();
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await edit(waybillNo, { weightG: 2_500 });
      const audits = info.mock.calls.filter(([entry]) => (entry as { event?: string }).event === 'order.edited');
      expect(audits.map(([entry]) => entry)).toEqual([
        expect.objectContaining({
          loginCode: 'demo',
          customerId: demoId,
          waybillNo,
          edit: 1,
          previousTotalSen: 800,
          totalSen: 1_000,
          chargedSen: 200,
        }),
      ]);
    } finally {
      info.mockRestore();
    }
    const detail = await call<{ events: { status: string }[] }>(t.app, 'getOrderDetail', { waybillNo }, await as('demo'));
    expect(detail.data!.events.map((e) => e.status)).toEqual(['PENDING', 'ORDER_EDITED']);
  });

  it('10 edits of one order at once: each applied once, in turn, and the wallet holds exactly the final price', async () => {
    const waybillNo = await place();
    const before = await balance();
    const session = await as('demo');
    const weights = [5_000, 1_000, 9_000, 2_000, 7_000, 1_500, 10_000, 3_000, 6_000, 4_000];
    const replies = await Promise.all(
      weights.map((weightG) => {
        const { clientRequestId: _unused, ...fields } = domesticOrder({ weightG }, 'edit');
        return call<UpdatedOrder>(t.app, 'updateOrder', { waybillNo, ...fields }, session);
      }),
    );
    expect(replies.map((r) => r.desc)).toEqual(weights.map(() => 'Order updated'));
    // Each edit saw the one before it: its number is new and its old price the previous edit's new one.
    const inTurn = replies.map((r) => r.data!).sort((a, b) => a.edit - b.edit);
    expect(inTurn.map((r) => r.edit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(inTurn[0]!.previousTotalSen).toBe(800);
    for (let i = 1; i < inTurn.length; i++) expect(inTurn[i]!.previousTotalSen).toBe(inTurn[i - 1]!.price.totalSen);
    const final = await stored(waybillNo);
    expect(final.totalSen).toBe(inTurn.at(-1)!.price.totalSen);
    expect(await netOf(waybillNo)).toBe(-final.totalSen);
    expect(await balance()).toBe(before + 800 - final.totalSen);
    expect(await ledgerSum()).toBe(await balance());
    expect((await eventsOf(waybillNo)).filter((s) => s === 'ORDER_EDITED')).toHaveLength(10);
  });

  it('edits racing a cancel: whatever wins, nothing is charged or given back twice', async () => {
    const waybillNo = await place();
    const before = await balance();
    const session = await as('demo');
    const racing = await Promise.all([
      ...[6_000, 9_000, 2_000].map((weightG) => {
        const { clientRequestId: _unused, ...fields } = domesticOrder({ weightG }, 'edit');
        return call(t.app, 'updateOrder', { waybillNo, ...fields }, session);
      }),
      call(t.app, 'cancelOrder', { waybillNo }, session),
      call(t.app, 'cancelOrder', { waybillNo }, session),
    ]);
    // An edit after the cancel is refused as past PENDING; none fails otherwise.
    expect(racing.every((r) => r.success || r.code === Code.CONFLICT)).toBe(true);
    expect((await stored(waybillNo)).status).toBe('CANCEL_ORDER');
    expect(await netOf(waybillNo)).toBe(0);
    expect(await balance()).toBe(before + 800);
    expect(await ledgerSum()).toBe(await balance());
  });
});

describe('updateInternationalOrder', () => {
  const placeAbroad = async (over: Record<string, unknown> = {}) => {
    const reply = await call<{ waybillNo: string; price: { totalSen: number } }>(
      t.app,
      'insertInternationalOrder',
      internationalOrder(over, 'edit-inter'),
      await as('demo'),
    );
    if (!reply.success) throw new Error(reply.desc);
    return reply.data!;
  };
  const editAbroad = async (waybillNo: string, over: Record<string, unknown> = {}, who = 'demo') => {
    const { clientRequestId: _unused, ...fields } = internationalOrder(over, 'edit-inter');
    return call<UpdatedOrder>(t.app, 'updateInternationalOrder', { waybillNo, ...fields }, await as(who));
  };

  it('replaces the customs lines whole and reprices, the wallet moving by the difference', async () => {
    const placed = await placeAbroad();
    const before = await balance();
    const lines = [
      customsLine({ description: 'Songket sampin', hsCode: '6214.90', unitPriceSen: 12_000, quantity: 1, weightG: 400 }),
      customsLine({ quantity: 3 }),
      customsLine({ description: 'Pewter mug', hsCode: '7007.00', unitPriceSen: 6_000, quantity: 2, weightG: 350 }),
    ];
    const reply = await editAbroad(placed.waybillNo, { weightG: 3_200, customs: lines, shippingTerms: 'DDU' });
    expect(reply).toMatchObject({ success: true, data: { previousTotalSen: placed.price.totalSen, edit: 1 } });
    const newTotal = reply.data!.price.totalSen;
    expect(newTotal).toBeGreaterThan(placed.price.totalSen);
    expect(reply.data!.chargedSen).toBe(newTotal - placed.price.totalSen);
    expect(await balance()).toBe(before - (newTotal - placed.price.totalSen));
    const order = await stored(placed.waybillNo);
    expect(order).toMatchObject({
      weightG: 3_200,
      totalSen: newTotal,
      goodsValueSen: 12_000 + 13_500 + 12_000,
      goodsNumber: 6,
      shippingTerms: 'DDU',
    });
    const customs = await t.database.db
      .select()
      .from(orderCustoms)
      .where(eq(orderCustoms.orderId, order.id))
      .orderBy(asc(orderCustoms.lineNo));
    expect(customs.map((l) => [l.lineNo, l.description, l.totalSen])).toEqual([
      [1, 'Songket sampin', 12_000],
      [2, 'Cotton batik shirt', 13_500],
      [3, 'Pewter mug', 12_000],
    ]);
    expect(await netOf(placed.waybillNo)).toBe(-newTotal);
  });

  it('opens for editing: the detail names the hub and terms, the e-mail and passport masked until revealed', async () => {
    const placed = await placeAbroad({ receiverEmail: 'lim.wei@example.sg', receiverPassport: 'k1234567' });
    const detail = await call<{ abroad: unknown }>(t.app, 'getOrderDetail', { waybillNo: placed.waybillNo }, await as('demo'));
    expect(detail.data!.abroad).toEqual({
      destination: 'Singapore',
      shippingTerms: 'DDP',
      receiverEmail: 'li***@example.sg',
      receiverPassport: 'K1***',
    });
    const reveal = async (queryType: string) =>
      (await call<{ text: string }>(t.app, 'getOrderPlainText', { billCode: placed.waybillNo, queryType }, await as('demo'))).data!.text;
    expect(await reveal('email')).toBe('lim.wei@example.sg');
    expect(await reveal('passport')).toBe('K1234567');
    const domestic = await place();
    expect(await call(t.app, 'getOrderPlainText', { billCode: domestic, queryType: 'passport' }, await as('demo'))).toMatchObject({
      data: { text: '' },
    });
    expect((await call<{ abroad: unknown }>(t.app, 'getOrderDetail', { waybillNo: domestic }, await as('demo'))).data!.abroad).toBeNull();
  });

  it('holds the international rules, and each call to its own kind of order', async () => {
    const placed = await placeAbroad();
    expect(await editAbroad(placed.waybillNo, { customs: [] })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await editAbroad(placed.waybillNo, { receiverCountry: 'BRN', destination: 'Tutong' })).toMatchObject({
      success: false,
      data: { issues: [{ field: 'receiverPassport' }] },
    });
    const domestic = await place();
    expect(await editAbroad(domestic)).toMatchObject({ success: false, desc: 'This is a domestic order: edit it as one' });
    expect(await edit(placed.waybillNo)).toMatchObject({ success: false, desc: 'This is an international order: edit it as one' });
    expect(await editAbroad(placed.waybillNo, {}, 'acme')).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await stored(placed.waybillNo)).totalSen).toBe(placed.price.totalSen);
  });
});
