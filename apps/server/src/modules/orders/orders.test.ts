import { Code } from '@portal/shared/codes';
import { isWaybillNumber } from '@portal/shared/order';
import { nextPickupSlot } from '@portal/shared/pickup-slots';
import type { PriceBreakdown } from '@portal/shared/pricing';
import { malaysiaDate } from '@portal/shared/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orders, tariffs, trackingEvents, walletLedger, wallets } from '../../db/schema/index.ts';
import { domesticOrder } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (loginCode: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(loginCode), lang });

const order = (over: Record<string, unknown> = {}) => domesticOrder(over, 'test');

const freight = async (over: Record<string, unknown> = {}, who = 'demo') =>
  call<PriceBreakdown>(t.app, 'getFreight', order(over), await as(who));
const insert = async (over: Record<string, unknown> = {}, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<{ waybillNo: string; created: boolean; price: PriceBreakdown }>(t.app, 'insertOrder', order(over), await as(who, lang));
const customerOf = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!;
const balanceOf = async (customerId: number) =>
  (await t.database.db.select().from(wallets).where(eq(wallets.customerId, customerId)))[0]!.balanceSen;
const setBalance = (customerId: number, balanceSen: number) =>
  t.database.db.update(wallets).set({ balanceSen }).where(eq(wallets.customerId, customerId));

describe('products and prices', () => {
  it('lists the products open to the customer, with names in the caller language', async () => {
    const reply = await call<{ code: string; name: string; maxWeight: number }[]>(t.app, 'getBusinessProducts', {}, await as('demo', 'zh'));
    expect(reply.data!.map((p) => p.code)).toEqual(['EZ', 'EX', 'SF', 'SC', 'JS']);
    expect(reply.data![0]).toMatchObject({ code: 'EZ', name: '标准快递', maxWeight: 30_000 });
    const acme = await call<{ code: string }[]>(t.app, 'getBusinessProducts', {}, await as('acme'));
    expect(acme.data!.map((p) => p.code)).not.toContain('SC');
    expect((await call(t.app, 'validExpressType', { expressType: 'SC' }, await as('acme'))).data).toEqual({ valid: false });
  });

  it('prices by zone and chargeable weight, with insurance and the COD fee', async () => {
    expect((await freight()).data).toMatchObject({ zone: 'WM', chargeableWeightG: 1500, freightSen: 800, totalSen: 800 });
    // 40 x 30 x 20 cm is 4 kg by volume: it is charged as 4 kg.
    expect((await freight({ lengthCm: 40, widthCm: 30, heightCm: 20 })).data).toMatchObject({
      volumetricWeightG: 4000,
      chargeableWeightG: 4000,
      freightSen: 1200,
    });
    expect((await freight({ goodsValueSen: 10_000, codSen: 5_000 })).data).toMatchObject({
      insuranceSen: 100,
      codFeeSen: 300,
      totalSen: 1200,
    });
    const toSabah = await freight({ receiverPostcode: '88000', receiverProv: 'Sabah', receiverCity: 'Kota Kinabalu' });
    expect(toSabah.data).toMatchObject({ zone: 'WM_EM', freightSen: 1900 });
  });

  it('refuses a route without a tariff and a place that does not exist', async () => {
    const sameDayToSabah = await freight({
      expressType: 'SF',
      receiverPostcode: '88000',
      receiverProv: 'Sabah',
      receiverCity: 'Kota Kinabalu',
    });
    expect(sameDayToSabah).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(sameDayToSabah.desc).toContain('no tariff');
    const wrongTown = await freight({ receiverCity: 'Ipoh' });
    expect(wrongTown).toMatchObject({ success: false, data: { issues: [{ field: 'receiverPostcode' }] } });
  });

  it('answers the fee, insurance rate, COD decision and the customer configuration', async () => {
    expect((await call(t.app, 'getFee', { goodsValueSen: 10_000, codSen: 100_000 }, await as('demo'))).data).toEqual({
      insuranceSen: 100,
      codFeeSen: 1500,
    });
    expect((await call(t.app, 'getInsuranceRate', {}, await as('demo'))).data).toEqual({ rateBp: 100, rate: '1%' });
    expect((await call(t.app, 'decideCod', {}, await as('demo'))).data).toMatchObject({ codAllowed: true, codLimitSen: 5_000_000 });
    expect((await call(t.app, 'getCommonConfig', {}, await as('demo'))).data).toMatchObject({
      payMethods: ['PP_CASH', 'CC_CASH', 'PP_PM'],
      maxMultiPacks: 10,
    });
  });
});

describe('the order rules, each just inside and just outside', () => {
  const issueOf = async (over: Record<string, unknown>, who = 'demo') => {
    const reply = await freight(over, who);
    return reply.success
      ? null
      : { code: reply.code, desc: reply.desc, field: (reply.data as { issues?: { field: string }[] })?.issues?.[0]?.field };
  };

  it('weight: the product limits, the user limit and 200 kg', async () => {
    expect(await issueOf({ weightG: 30_000 })).toBeNull();
    expect(await issueOf({ weightG: 30_001 })).toMatchObject({
      field: 'weightG',
      desc: 'The actual weight must be between 0.01 KG and 30 KG',
    });
    expect(await issueOf({ expressType: 'SC', weightG: 999 })).toMatchObject({ field: 'weightG' });
    expect(await issueOf({ expressType: 'SC', weightG: 200_000 })).toBeNull();
    expect(await issueOf({ expressType: 'SC', weightG: 200_001 })).toMatchObject({ desc: 'The weight cannot exceed 200 KG' });
    expect(await issueOf({ expressType: 'EX', weightG: 50_000 }, 'acme')).toBeNull();
    expect(await issueOf({ expressType: 'EX', weightG: 50_001 }, 'acme')).toMatchObject({ desc: 'The weight cannot exceed 50 KG' });
    expect(await issueOf({ weightG: 0 })).toMatchObject({ desc: 'Please enter the goods weight' });
  });

  it('parcels: 2 to 10 of a multi-parcel product, with its limits times the count', async () => {
    expect(await issueOf({ packageCount: 2 })).toMatchObject({
      field: 'packageCount',
      // Issue 14: it names the product chosen and the ones that carry several parcels.
      desc: 'EZ carries one parcel a waybill: for 2 parcels choose a multi-parcel product (JS)',
    });
    expect(await issueOf({ expressType: 'JS', packageCount: 3, weightG: 90_000 })).toBeNull();
    expect(await issueOf({ expressType: 'JS', packageCount: 3, weightG: 90_001 })).toMatchObject({ field: 'weightG' });
    expect(await issueOf({ expressType: 'JS', packageCount: 3, weightG: 1_499 })).toMatchObject({ field: 'weightG' });
    expect(await issueOf({ expressType: 'JS', packageCount: 10, weightG: 10_000 })).toBeNull();
    expect(await issueOf({ expressType: 'JS', packageCount: 11, weightG: 10_000 })).toMatchObject({
      desc: 'The number of parcels must be between 1 and 10',
    });
    expect(await issueOf({ expressType: 'JS', packageCount: 3, weightG: 3_000, lengthCm: 300 })).toBeNull();
    expect(await issueOf({ expressType: 'JS', packageCount: 3, weightG: 3_000, lengthCm: 300.01 })).toMatchObject({ field: 'lengthCm' });
  });

  it('sizes: positive, two decimals, within the product', async () => {
    // 120 x 50 x 30 cm / 6000 = 30 kg volumetric: EZ's longest side and exactly its 30 kg.
    expect(await issueOf({ lengthCm: 120, widthCm: 50, heightCm: 30, weightG: 30_000 })).toBeNull();
    // Each side within EZ's, yet 128 kg by volume for a 2 kg parcel (spec 5: the chargeable weight is checked too).
    expect(await issueOf({ lengthCm: 120, widthCm: 80, heightCm: 80, weightG: 2_000 })).toMatchObject({
      field: 'weightG',
      desc: "The chargeable weight 128 KG (the greater of the actual and the volumetric weight) is over this product's 30 KG for one parcel: make the parcel smaller or choose another product",
    });
    expect(await issueOf({ lengthCm: 120.01 })).toMatchObject({ field: 'lengthCm', desc: 'Cannot exceed 120 cm' });
    expect(await issueOf({ lengthCm: 10.123 })).toMatchObject({ desc: 'Enter a number above 0 with at most 2 decimals' });
    expect(await issueOf({ lengthCm: -1 })).toMatchObject({ code: Code.BAD_PARAMETER });
  });

  it('value and COD: at least RM 1, the customer maximum, the COD limit', async () => {
    expect(await issueOf({ goodsValueSen: 100 })).toBeNull();
    expect(await issueOf({ goodsValueSen: 99 })).toMatchObject({ desc: 'The item value cannot be below RM 1.00' });
    expect(await issueOf({ goodsValueSen: 2_000_000 })).toBeNull();
    expect(await issueOf({ goodsValueSen: 2_000_001 })).toMatchObject({ desc: 'Cannot exceed RM 20,000.00' });
    expect(await issueOf({ codSen: 5_000_000 })).toBeNull();
    expect(await issueOf({ codSen: 5_000_001 })).toMatchObject({ field: 'codSen', desc: 'Cannot exceed RM 50,000.00' });
    expect(await issueOf({ codSen: 9_999_999_901 })).toMatchObject({ desc: 'The COD amount cannot exceed 99999999' });
    expect(await issueOf({ codSen: 'abc' })).toMatchObject({ desc: 'The COD amount must be a number' });
  });

  it('refuses letters in a phone, in the caller language', async () => {
    const reply = await call(t.app, 'getFreight', order({ receiverTel: '012-ABC 6789' }), await as('demo', 'ml'));
    expect(reply).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(reply.desc).toMatch(/telefon/i);
  });
});

describe('the goods declaration (spec 5: goods type, brand, pieces and goods value required; issue 28)', () => {
  const refusal = async (over: Record<string, unknown>) => {
    const reply = await insert(over);
    expect(reply.success, JSON.stringify(over)).toBe(false);
    return reply.desc;
  };

  it('needs a goods type of the courier, a brand and the number of items: no silent 1', async () => {
    expect(await refusal({ goodsType: undefined })).toBe('Please select the goods type');
    expect(await refusal({ goodsType: 'WEAPONS' })).toBe('Goods class not found');
    expect(await refusal({ brandName: ' ' })).toBe('Please enter the brand name');
    expect(await refusal({ goodsNumber: undefined })).toBe('Please enter the number of items');
    expect(await refusal({ goodsNumber: 0 })).toBe('The number of items must be a whole number from 1 to 999999');
    expect(await refusal({ goodsNumber: 1_000_000 })).toBe('The number of items must be a whole number from 1 to 999999');
  });

  it('needs the goods value unless the parcel holds documents (entry type noRequired), at least RM 1, the customer maximum', async () => {
    const missing = await insert({ declaredValueSen: undefined });
    expect(missing).toMatchObject({ success: false, desc: 'Please enter the goods value (documents excepted)' });
    expect((missing.data as unknown as { issues: { field: string }[] }).issues[0]).toMatchObject({ field: 'declaredValueSen' });
    expect(await refusal({ declaredValueSen: 99 })).toBe('The item value cannot be below RM 1.00');
    expect(await refusal({ declaredValueSen: 2_000_001 })).toBe('Cannot exceed RM 20,000.00');
    expect(await refusal({ declaredValueSen: 'abc' })).toBe('The item value must be a number');
    const papers = await insert({ goodsType: 'DOCUMENT', goodsName: 'Contract papers', declaredValueSen: undefined });
    expect(papers.success, papers.desc).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, papers.data!.waybillNo));
    expect(stored).toMatchObject({ goodsType: 'DOCUMENT', brandName: 'Jakel', goodsNumber: 1, declaredValueSen: null, insuranceSen: 0 });
  });

  it('insures at most what the goods are declared to be worth; an insured value that is no amount is a format error', async () => {
    expect(await refusal({ goodsValueSen: 50_001 })).toBe('The insured value cannot be more than the goods value, RM 500.00');
    expect(await refusal({ goodsValueSen: 100.5 })).toBe('Wrong insurance format');
    const insured = await insert({ goodsValueSen: 50_000 });
    expect(insured.data!.price).toMatchObject({ insuranceSen: 500 });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, insured.data!.waybillNo));
    expect(stored).toMatchObject({ goodsType: 'APPAREL', brandName: 'Jakel', declaredValueSen: 50_000, goodsValueSen: 50_000 });
  });

  it('prices before the goods are declared (the freight query asks without them)', async () => {
    const bare = await freight({ goodsType: undefined, brandName: undefined, goodsNumber: undefined, declaredValueSen: undefined });
    expect(bare).toMatchObject({ success: true, data: { totalSen: 800 } });
  });
});

describe('insertOrder', () => {
  it('gives a waybill number, stores the order PENDING with its first event, and takes the price from the wallet', async () => {
    const demo = await customerOf('MY10001');
    const before = await balanceOf(demo.id);
    const reply = await insert();
    expect(reply).toMatchObject({ success: true, desc: 'Order placed', data: { created: true, price: { totalSen: 800 } } });
    const { waybillNo } = reply.data!;
    expect(isWaybillNumber(waybillNo)).toBe(true);
    expect(await balanceOf(demo.id)).toBe(before - 800);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(stored).toMatchObject({
      status: 'PENDING',
      receiverTel: '0123456789',
      sortCode: 'KUL 55100',
      totalSen: 800,
      customerId: demo.id,
    });
    const events = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, stored!.id));
    expect(events.map((e) => e.status)).toEqual(['PENDING']);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, waybillNo));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'ORDER', amountSen: -800, balanceAfterSen: before - 800 })]);
  });

  it('takes phones as people type them (spaces, hyphens, brackets) and stores them domestic', async () => {
    const reply = await insert({ receiverTel: '+60 (12) 345-6789', senderTel: '(03) 5632-1188' });
    expect(reply.success).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, reply.data!.waybillNo));
    expect(stored).toMatchObject({ receiverTel: '0123456789', senderTel: '0356321188' });
  });

  it('the same request id twice, even at once, is one order charged once', async () => {
    const demo = await customerOf('MY10001');
    const before = await balanceOf(demo.id);
    const same = order();
    const replies = await Promise.all([1, 2, 3].map(async () => call<{ waybillNo: string }>(t.app, 'insertOrder', same, await as('demo'))));
    expect(replies.every((r) => r.success)).toBe(true);
    expect(new Set(replies.map((r) => r.data!.waybillNo)).size).toBe(1);
    expect(await balanceOf(demo.id)).toBe(before - 800);
  });

  it('refuses what the wallet cannot cover and writes nothing', async () => {
    const demo = await customerOf('MY10001');
    const before = await balanceOf(demo.id);
    await setBalance(demo.id, 799);
    try {
      const reply = await insert({}, 'demo', 'zh');
      expect(reply).toMatchObject({ success: false, code: Code.WALLET_INSUFFICIENT });
      expect(reply.desc).toContain('RM 8.00');
      expect(await balanceOf(demo.id)).toBe(799);
    } finally {
      await setBalance(demo.id, before);
    }
  });

  it('50 wallet-paid orders at once against a balance that covers 10: exactly 10 are placed', async () => {
    const demo = await customerOf('MY10001');
    const before = await balanceOf(demo.id);
    await setBalance(demo.id, 8_000);
    try {
      const session = await as('demo');
      const replies = await Promise.all(Array.from({ length: 50 }, () => call(t.app, 'insertOrder', order(), session)));
      expect(replies.filter((r) => r.success)).toHaveLength(10);
      expect(replies.filter((r) => !r.success).every((r) => r.code === Code.WALLET_INSUFFICIENT)).toBe(true);
      expect(await balanceOf(demo.id)).toBe(0);
    } finally {
      await setBalance(demo.id, before);
    }
  });

  it('pay method, pick-up time and product must be the customer own', async () => {
    expect(await insert({ payMethod: 'CASH' })).toMatchObject({ success: false, desc: 'Payment method not found' });
    expect(await insert({ serveType: 'PICK UP' })).toMatchObject({ success: false, desc: 'Please choose the pick-up time' });
    // The riders' slots (shared/pickup-slots.ts): the first bookable one is taken; a time no rider works is not.
    const slot = nextPickupSlot();
    expect(await insert({ serveType: 'PICK UP', pickupTime: slot.toISOString() })).toMatchObject({ success: true });
    const refusal = {
      success: false,
      desc: 'Choose a pick-up slot a rider can take: Monday to Saturday, 09:00 to 18:45, at least an hour from now and within 7 days',
    };
    const atNight = new Date(`${malaysiaDate(0, nextPickupSlot(new Date(), 7, new Date(Date.now() + 86_400_000)))}T22:00:00+08:00`);
    expect(await insert({ serveType: 'PICK UP', pickupTime: atNight.toISOString() })).toMatchObject(refusal);
    const offSlot = new Date(nextPickupSlot(new Date(), 7, new Date(Date.now() + 86_400_000)).getTime() + 7 * 60_000);
    expect(await insert({ serveType: 'PICK UP', pickupTime: offSlot.toISOString() })).toMatchObject(refusal);
    expect(await insert({ serveType: 'PICK UP', pickupTime: new Date(Date.now() + 10 * 60_000).toISOString() })).toMatchObject(refusal);
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect(await insert({ serveType: 'PICK UP', pickupTime: nextMonth })).toMatchObject({ success: false });
    // A time PostgreSQL cannot keep is a clear refusal wherever it is sent, also to the price preview.
    for (const serveType of ['PICK UP', 'DROP OFF'])
      expect(await insert({ serveType, pickupTime: '0000-01-01T00:00:00Z' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await freight({ serveType: 'PICK UP', pickupTime: '0000-01-01T00:00:00Z' })).toMatchObject({ success: false });
    expect(await insert({ expressType: 'SC', weightG: 5000, payMethod: 'PM' }, 'acme')).toMatchObject({
      success: false,
      desc: 'This product is not open for your account',
    });
    expect(await insert({ payMethod: 'PM' }, 'acme')).toMatchObject({ success: true });
  });

  it('is refused to a frozen customer', async () => {
    expect(await insert({ payMethod: 'CASH' }, 'frozen')).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });
  });
});

describe('cancelOrder', () => {
  const eventsOf = async (waybillNo: string) =>
    (
      await t.database.db
        .select({ status: trackingEvents.status })
        .from(trackingEvents)
        .innerJoin(orders, eq(orders.id, trackingEvents.orderId))
        .where(eq(orders.waybillNo, waybillNo))
    ).map((e) => e.status);
  const ledgerOf = async (waybillNo: string) =>
    (await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, waybillNo))).map((l) => l.kind).sort();
  const alreadyCancelled = { success: false, code: Code.CONFLICT, desc: 'This order is already cancelled' };

  it('cancels a PENDING order and refunds a wallet payment once; a second cancel is refused and writes nothing', async () => {
    const demo = await customerOf('MY10001');
    const { waybillNo } = (await insert({ weightG: 2500 })).data!;
    const afterOrder = await balanceOf(demo.id);
    const session = await as('demo');
    expect(await call(t.app, 'cancelOrder', { waybillNo }, session)).toMatchObject({ success: true, data: { refundedSen: 1000 } });
    expect(await call(t.app, 'cancelOrder', { waybillNo }, session)).toMatchObject(alreadyCancelled);
    expect(await call(t.app, 'cancelOrder', { waybillNo }, await as('demo', 'zh'))).toMatchObject({ desc: '该订单已取消' });
    expect(await balanceOf(demo.id)).toBe(afterOrder + 1000);
    expect(await ledgerOf(waybillNo)).toEqual(['ORDER', 'REFUND']);
    expect(await eventsOf(waybillNo)).toEqual(['PENDING', 'CANCEL_ORDER']);
  });

  it('20 cancels of one order at once: one cancels and refunds, 19 are refused, one event', async () => {
    const demo = await customerOf('MY10001');
    const { waybillNo } = (await insert({ weightG: 2500 })).data!;
    const afterOrder = await balanceOf(demo.id);
    const session = await as('demo');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call<{ refundedSen: number }>(t.app, 'cancelOrder', { waybillNo }, session)),
    );
    expect(replies.filter((r) => r.success).map((r) => r.data!.refundedSen)).toEqual([1000]);
    expect(replies.filter((r) => !r.success)).toEqual(Array.from({ length: 19 }, () => expect.objectContaining(alreadyCancelled)));
    expect(await balanceOf(demo.id)).toBe(afterOrder + 1000);
    expect(await ledgerOf(waybillNo)).toEqual(['ORDER', 'REFUND']);
    expect(await eventsOf(waybillNo)).toEqual(['PENDING', 'CANCEL_ORDER']);
  });

  it("refuses another customer's waybill and an order past PENDING", async () => {
    const placed = await insert();
    const { waybillNo } = placed.data!;
    expect(await call(t.app, 'cancelOrder', { waybillNo }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    await t.database.db.update(orders).set({ status: 'GOT' }).where(eq(orders.waybillNo, waybillNo));
    expect(await call(t.app, 'cancelOrder', { waybillNo }, await as('demo'))).toMatchObject({
      success: false,
      desc: 'Only PENDING orders can be cancelled',
    });
  });
});

describe('a tariff change', () => {
  it('prices new orders from a new line at once, and leaves placed orders at their price', async () => {
    const placed = await insert();
    expect((await freight({ weightG: 2500 })).data).toMatchObject({ freightSen: 1000 });
    await t.database.db
      .insert(tariffs)
      .values({ product: 'EZ', zone: 'WM', firstWeightG: 1000, firstPriceSen: 650, stepWeightG: 500, stepPriceSen: 150 });
    await t.database.db.insert(tariffs).values({
      product: 'EZ',
      zone: 'WM',
      firstWeightG: 1000,
      firstPriceSen: 9900,
      stepWeightG: 500,
      stepPriceSen: 9900,
      effectiveFrom: new Date(Date.now() + 86_400_000),
    });
    await t.database.db.execute(sql`select pg_notify('portal_changes', 'tariff')`);
    // 2.5 kg: first 1000 g RM 6.50 and three further 500 g steps of RM 1.50; tomorrow's line is not in force yet.
    await expect.poll(async () => (await freight({ weightG: 2500 })).data?.freightSen).toBe(1100);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, placed.data!.waybillNo));
    expect(stored!.freightSen).toBe(800);
  });
});

describe('a repeated request id, placed in one statement', () => {
  it('answers the first order when the rules or the wallet would refuse the repeat now, and charges nothing', async () => {
    const demo = await customerOf('MY10001');
    const first = order();
    const placed = await call<{ waybillNo: string; created: boolean }>(t.app, 'insertOrder', first, await as('demo'));
    expect(placed.data).toMatchObject({ created: true });
    const before = await balanceOf(demo.id);
    // A pay method the customer does not have: the rules refuse it, but the order was placed.
    const refusedByRules = await call(t.app, 'insertOrder', { ...first, payMethod: 'CASH' }, await as('demo'));
    expect(refusedByRules).toMatchObject({ success: true, data: { waybillNo: placed.data!.waybillNo, created: false } });
    await setBalance(demo.id, 0);
    try {
      // The wallet cannot cover the price any more: the repeat is still the order placed, not a refusal.
      const repeat = await call(t.app, 'insertOrder', first, await as('demo'));
      expect(repeat).toMatchObject({ success: true, data: { waybillNo: placed.data!.waybillNo, created: false } });
      expect(await balanceOf(demo.id)).toBe(0);
    } finally {
      await setBalance(demo.id, before);
    }
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, placed.data!.waybillNo));
    const events = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, stored!.id));
    expect(events).toHaveLength(1);
    const lines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, placed.data!.waybillNo));
    expect(lines).toHaveLength(1);
  });

  it('an order not paid from the wallet is written with its first event and no ledger line', async () => {
    const demo = await customerOf('MY10001');
    const before = await balanceOf(demo.id);
    const reply = await insert({ payMethod: 'CC_CASH' });
    expect(reply).toMatchObject({ success: true, data: { created: true } });
    expect(await balanceOf(demo.id)).toBe(before);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, reply.data!.waybillNo));
    expect(stored).toMatchObject({ payMethod: 'CC_CASH', status: 'PENDING' });
    const events = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, stored!.id));
    expect(events.map((e) => e.status)).toEqual(['PENDING']);
    expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, reply.data!.waybillNo))).toEqual([]);
  });
});

describe('the customer contract, kept per process', () => {
  it('a change with its customer notice reaches the next order at once', async () => {
    const demo = await customerOf('MY10001');
    expect(await insert({ payMethod: 'CC_CASH' })).toMatchObject({ success: true });
    await t.database.db
      .update(customers)
      .set({ payMethods: ['PP_PM', 'PP_CASH'] })
      .where(eq(customers.id, demo.id));
    try {
      await t.database.db.execute(sql`select pg_notify('portal_changes', ${`customer:${demo.id}`})`);
      await expect.poll(async () => (await insert({ payMethod: 'CC_CASH' })).desc).toBe('Payment method not found');
    } finally {
      await t.database.db.update(customers).set({ payMethods: demo.payMethods }).where(eq(customers.id, demo.id));
      await t.database.db.execute(sql`select pg_notify('portal_changes', ${`customer:${demo.id}`})`);
    }
    await expect.poll(async () => (await insert({ payMethod: 'CC_CASH' })).success).toBe(true);
  });
});
