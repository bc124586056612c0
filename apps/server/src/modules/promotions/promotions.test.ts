import { Code } from '@portal/shared/codes';
import type { OrderDetail } from '@portal/shared/order-manage';
import type { PriceBreakdown } from '@portal/shared/pricing';
import type { PromotionRow } from '@portal/shared/promotions';
import type { MonthlyBill, MonthlyBillLine } from '@portal/shared/statements';
import { malaysiaDate } from '@portal/shared/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, invoiceLines, invoices, orders, wallets } from '../../db/schema/index.ts';
import { domesticOrder, storedOrderRow } from '../orders/testing.ts';
import { closeMonth } from '../statements/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Priced = PriceBreakdown & { promotion: { id: number; name: string; rateBp: number } | null };
const as = async (loginCode: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(loginCode), lang });
/** 2.5 kg of Standard from Subang Jaya to Kota Kinabalu: RM 12.00 + 2 x RM 7.00 = RM 26.00 of freight. */
const toSabah = (over: Record<string, unknown> = {}) =>
  domesticOrder({ receiverPostcode: '88000', receiverProv: 'Sabah', receiverCity: 'Kota Kinabalu', weightG: 2_500, ...over }, 'promo');
const freight = async (over: Record<string, unknown> = {}, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  (await call<Priced>(t.app, 'getFreight', toSabah(over), await as(who, lang))).data!;
const customerId = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!.id;
const desk = async () => (await call<PromotionRow[]>(t.app, 'promotions/list', {}, await as('admin'))).data!;
const add = async (parameter: Record<string, unknown>, who = 'admin') =>
  call<{ id: number }>(t.app, 'promotions/add', parameter, await as(who));
const today = malaysiaDate();
const name = { zh: '大客户七折', en: 'Key account 30% off', ml: 'Akaun utama diskaun 30%' };

describe('the promotion the dashboard banner promises', () => {
  it('takes 15% off the freight of Standard to East Malaysia, as a line of the breakdown in the reader’s language', async () => {
    const price = await freight();
    expect(price).toMatchObject({ zone: 'WM_EM', freightSen: 2_600, discountSen: 390, insuranceSen: 0, totalSen: 2_210 });
    expect(price.promotion).toMatchObject({ name: 'East Malaysia Standard 15% off', rateBp: 1_500 });
    expect((await freight({}, 'demo', 'zh')).promotion?.name).toBe('东马标准快递八五折');
    // Insurance is not discounted: RM 100.00 declared is RM 1.00 of insurance on top.
    expect(await freight({ goodsValueSen: 10_000 })).toMatchObject({ insuranceSen: 100, discountSen: 390, totalSen: 2_310 });
  });

  it('leaves other products and Peninsular routes at their tariff', async () => {
    expect(await freight({ expressType: 'EX' })).toMatchObject({ discountSen: 0, promotion: null, totalSen: 3_400 });
    const kl = await freight({ receiverPostcode: '55100', receiverProv: 'W.P. Kuala Lumpur', receiverCity: 'Kuala Lumpur' });
    expect(kl).toMatchObject({ zone: 'WM', discountSen: 0, promotion: null, totalSen: 1_000 });
  });

  it('charges the discounted total once, and the order, its detail and the desk keep the discount', async () => {
    const demo = await customerId('MY10001');
    const [before] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo));
    const placed = await call<{ waybillNo: string; price: PriceBreakdown }>(t.app, 'insertOrder', toSabah(), await as('demo'));
    expect(placed).toMatchObject({ success: true, data: { price: { discountSen: 390, totalSen: 2_210 } } });
    const [after] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo));
    expect(before!.balanceSen - after!.balanceSen).toBe(2_210);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, placed.data!.waybillNo));
    expect(row).toMatchObject({ freightSen: 2_600, discountSen: 390, totalSen: 2_210 });
    expect(row!.promotionId).not.toBeNull();
    const detail = await call<OrderDetail>(t.app, 'getOrderDetail', { waybillNo: row!.waybillNo }, await as('demo', 'ml'));
    expect(detail.data).toMatchObject({ freightSen: 2_600, discountSen: 390, promotion: 'Standard Malaysia Timur diskaun 15%' });
    const seeded = (await desk()).find((p) => p.id === row!.promotionId)!;
    expect(seeded).toMatchObject({ rateBp: 1_500, product: 'EZ', zones: ['EM', 'WM_EM'], customerCode: null });
    expect(seeded.orders).toBeGreaterThanOrEqual(1);
    expect(seeded.discountSen).toBeGreaterThanOrEqual(390);
  });
});

describe('the administrator’s promotions desk', () => {
  it('adds a customer’s own promotion, priced from at once; promotions never stack, the largest applies', async () => {
    const added = await add({
      name,
      rateBp: 3_000,
      product: 'EZ',
      zones: ['WM_EM'],
      customerCode: 'MY10002',
      startsOn: today,
      endsOn: today,
    });
    expect(added).toMatchObject({ success: true, desc: 'Promotion added: matching orders are priced with it from now on' });
    expect(await freight({}, 'acme')).toMatchObject({ discountSen: 780, totalSen: 1_820, promotion: { name: 'Key account 30% off' } });
    // Demo Trading is not that customer: still 15%.
    expect(await freight({}, 'demo')).toMatchObject({ discountSen: 390 });

    const ended = await call(t.app, 'promotions/end', { id: added.data!.id }, await as('admin'));
    expect(ended).toMatchObject({ success: true, desc: 'Promotion ended; orders already placed keep their discount' });
    expect(await freight({}, 'acme')).toMatchObject({ discountSen: 390 });
    expect(await call(t.app, 'promotions/end', { id: added.data!.id }, await as('admin'))).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'This promotion has already ended',
    });
    expect(await call(t.app, 'promotions/end', { id: 999_999 }, await as('admin'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await desk()).find((p) => p.id === added.data!.id)).toMatchObject({ customerCode: 'MY10002', endedAt: expect.any(String) });
  });

  it('refuses a bad promotion with its reason, writing nothing', async () => {
    const count = (await desk()).length;
    const valid = { name, rateBp: 1_000, startsOn: today, endsOn: today };
    expect(await add({ ...valid, rateBp: 9_000 })).toMatchObject({ success: false, desc: 'A promotion takes 1% to 50% off' });
    expect(await add({ ...valid, customerCode: 'MY99999' })).toMatchObject({ success: false, desc: 'No such customer' });
    expect(await add({ ...valid, startsOn: '2026-13-45' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await add({ ...valid, endsOn: malaysiaDate(-1) })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect((await desk()).length).toBe(count);
  });

  it('is the administrator’s alone', async () => {
    for (const who of ['demo', 'demo_ops']) {
      expect((await call(t.app, 'promotions/list', {}, await as(who))).success).toBe(false);
      const reply = await add({ name, rateBp: 5_000, startsOn: today, endsOn: today }, who);
      expect(reply.success).toBe(false);
    }
    expect(await freight({}, 'acme')).toMatchObject({ discountSen: 390 });
  });
});

describe('a discount on the monthly statement and its invoice', () => {
  it('shows on the statement’s line and figures, the total is what was charged, and the invoice line says so', async () => {
    const acme = await customerId('MY10002');
    await t.database.db.insert(orders).values(
      storedOrderRow(acme, {
        payMethod: 'PM',
        status: 'SIGNED',
        statusAt: new Date('2025-06-10T04:00:00Z'),
        zone: 'WM_EM',
        freightSen: 2_600,
        discountSen: 390,
        totalSen: 2_210,
      }),
    );
    await closeMonth(t.database.db, '2025-06');
    const bills = await call<{ list: MonthlyBill[] }>(
      t.app,
      'getMonthlyBills',
      { monthFrom: '2025-06', monthTo: '2025-06' },
      await as('acme'),
    );
    const bill = bills.data!.list[0]!;
    expect(bill).toMatchObject({ freightSen: 2_600, discountSen: 390, shipmentsSen: 2_210, totalSen: 2_210 });
    const lines = await call<{ list: MonthlyBillLine[] }>(t.app, 'getMonthlyBillDetails', { billNo: bill.billNo }, await as('acme'));
    expect(lines.data!.list).toEqual([expect.objectContaining({ freightSen: 2_600, discountSen: 390, amountSen: 2_210 })]);
    const regenerated = await call<{ same: boolean }>(t.app, 'statements/regenerate', { billNo: bill.billNo }, await as('admin'));
    expect(regenerated.data).toMatchObject({ same: true });

    const printed = await call(t.app, 'printInvoiceNewAsync', { billNos: [bill.billNo] }, await as('acme'));
    expect(printed.success, printed.desc).toBe(true);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.customerId, acme));
    const invoiced = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(invoiced.map((l) => l.description)).toEqual([
      `Courier service EZ, shipments: 1, statement ${bill.billNo}, after promotion discounts (RM 3.90 on all EZ shipments of this statement)`,
    ]);
  });
});
