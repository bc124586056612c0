import { Code } from '@portal/shared/codes';
import { isWaybillNumber } from '@portal/shared/order';
import type { PriceBreakdown } from '@portal/shared/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { orderCustoms, orders, wallets } from '../../db/schema/index.ts';
import { customsLine, internationalOrder } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A 30 kg parcel abroad costs hundreds of ringgit: the demo wallet must carry this file's orders.
  await t.database.db.update(wallets).set({ balanceSen: 10_000_000 });
});
afterAll(() => t.close());

const as = async (loginCode: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(loginCode), lang });
/** Subang Jaya to Singapore, 1.2 kg, Standard, two customs lines, paid from the wallet. */
const order = (over: Record<string, unknown> = {}) =>
  internationalOrder({
    customs: [customsLine(), customsLine({ description: 'Silk scarf', hsCode: '6214.10', unitPriceSen: 8_000, quantity: 1, weightG: 100 })],
    ...over,
  });

const insert = async (over: Record<string, unknown> = {}, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<{ waybillNo: string; price: PriceBreakdown }>(t.app, 'insertInternationalOrder', order(over), await as(who, lang));

describe('international orders', () => {
  it('offers the destinations of a country and no COD abroad', async () => {
    expect((await call(t.app, 'getDestination', { countryCode: 'BRN' }, await as('demo'))).data).toEqual([
      { id: 'Bandar Seri Begawan', name: 'Bandar Seri Begawan' },
      { id: 'Kuala Belait', name: 'Kuala Belait' },
      { id: 'Tutong', name: 'Tutong' },
    ]);
    expect((await call(t.app, 'internationaDecideCod', { countryCode: 'SGP' }, await as('demo'))).data).toMatchObject({
      codAllowed: false,
    });
  });

  it('prices by the country zone and the chargeable weight', async () => {
    const price = await call<PriceBreakdown>(
      t.app,
      'getInternationalFreight',
      { expressType: 'EZ', receiverCountry: 'SGP', weightG: 1_200, lengthCm: 30, widthCm: 20, heightCm: 10 },
      await as('demo'),
    );
    // INT1 Standard: first 500 g RM 18.00, each further 500 g RM 6.00; 1.2 kg = 2 further steps.
    expect(price.data).toMatchObject({ zone: 'INT1', chargeableWeightG: 1_200, freightSen: 3_000, insuranceSen: 0, totalSen: 3_000 });
  });

  it('places an order with its customs lines, the declared value their total', async () => {
    const reply = await insert();
    expect(reply).toMatchObject({ success: true, data: { price: { totalSen: 3_000 } } });
    const { waybillNo } = reply.data!;
    expect(isWaybillNumber(waybillNo)).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(stored).toMatchObject({
      kind: 'international',
      receiverCountry: 'SGP',
      receiverTel: '+6591234567',
      destination: 'Singapore',
      shippingTerms: 'DDP',
      goodsValueSen: 17_000,
      goodsNumber: 3,
      sortCode: 'SGP INT',
    });
    const lines = await t.database.db.select().from(orderCustoms).where(eq(orderCustoms.orderId, stored!.id));
    expect(lines.map((l) => [l.lineNo, l.totalSen])).toEqual([
      [1, 9_000],
      [2, 8_000],
    ]);
    const customs = await call<unknown[]>(t.app, 'getOrderCustoms', { waybillNo }, await as('demo'));
    expect(customs.data).toHaveLength(2);
    expect(await call(t.app, 'getOrderCustoms', { waybillNo }, await as('acme'))).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('deletes a customs line of a PENDING order but keeps the last one', async () => {
    const { waybillNo } = (await insert()).data!;
    expect(await call(t.app, 'delCustoms', { waybillNo, lineNo: 2 }, await as('acme'))).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'delCustoms', { waybillNo, lineNo: 2 }, await as('demo'))).toMatchObject({
      success: true,
      data: { lines: 1 },
    });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo));
    expect(stored).toMatchObject({ goodsValueSen: 9_000, goodsNumber: 2 });
    expect(await call(t.app, 'delCustoms', { waybillNo, lineNo: 1 }, await as('demo'))).toMatchObject({
      success: false,
      desc: 'The customs declaration needs at least one line',
    });
  });

  it('holds the country limits, just inside and just outside', async () => {
    // Singapore for the demo customer: 30 kg, 120 x 80 x 80 cm.
    expect(await insert({ weightG: 30_000 })).toMatchObject({ success: true });
    expect(await insert({ weightG: 30_001 })).toMatchObject({ success: false, desc: 'Over the limit for SGP: 30 KG' });
    expect(await insert({ lengthCm: 120 })).toMatchObject({ success: true });
    expect(await insert({ lengthCm: 120.01 })).toMatchObject({ success: false, desc: 'Over the limit for SGP: 120 cm' });
    expect(await insert({ receiverCountry: 'JPN', destination: 'Tokyo' })).toMatchObject({
      success: false,
      desc: expect.stringMatching(/.+/),
      data: { issues: [{ field: 'receiverCountry' }] },
    });
  });

  it('needs a passport for Brunei, an e-mail for Thailand, sizes, customs lines and an allowed shipping term', async () => {
    const brunei = { receiverCountry: 'BRN', destination: 'Tutong', receiverPostcode: 'TA1141' };
    expect(await insert(brunei)).toMatchObject({ success: false, data: { issues: [{ field: 'receiverPassport' }] } });
    expect(await insert({ ...brunei, receiverPassport: 'P12-34' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await insert({ ...brunei, receiverPassport: 'p1234567' })).toMatchObject({ success: true });
    const thailand = { receiverCountry: 'THA', destination: 'Bangkok', receiverPostcode: '10110', weightG: 2_000 };
    expect(await insert(thailand)).toMatchObject({ success: false, data: { issues: [{ field: 'receiverEmail' }] } });
    expect(await insert({ ...thailand, receiverEmail: 'somchai@example.co.th' })).toMatchObject({ success: true });
    expect(await insert({ lengthCm: undefined })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await insert({ customs: [] })).toMatchObject({ success: false, desc: 'Please fill in the customs information' });
    expect(await insert({ customs: [customsLine({ hsCode: 'ABC' })] })).toMatchObject({
      success: false,
      desc: 'The HS code is 4 to 10 digits, dots allowed',
    });
    expect(await insert({ receiverAddress: '新加坡乌节路10号' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    // Acme may only ship DDU (shippingTermsFlag 0).
    const acme = { payMethod: 'PM', shippingTerms: 'DDP' };
    expect(await insert(acme, 'acme')).toMatchObject({ success: false, desc: 'Only DDU is available for this account' });
    expect(await insert({ ...acme, shippingTerms: 'DDU' }, 'acme')).toMatchObject({ success: true });
    expect(await insert({ destination: 'Kuala Lumpur' })).toMatchObject({ success: false, desc: 'Please choose the destination' });
  });

  it('is one order for one request id, and refused to a frozen customer', async () => {
    const same = order();
    const session = await as('demo');
    const replies = await Promise.all([1, 2].map(() => call<{ waybillNo: string }>(t.app, 'insertInternationalOrder', same, session)));
    expect(new Set(replies.map((r) => r.data!.waybillNo)).size).toBe(1);
    expect(await insert({ payMethod: 'CASH' }, 'frozen')).toMatchObject({ code: Code.ACCOUNT_FROZEN });
  });
});
