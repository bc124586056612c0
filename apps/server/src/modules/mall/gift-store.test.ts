// The courier's gift store (admin menu 909): gifts added and edited by the administrator, stock received
// as conditional updates that add up with each other and with exchanges, never below zero.
import { Code } from '@portal/shared/codes';
import type { GiftRecord } from '@portal/shared/mall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const admin = async () => ({ token: await t.sessionOf('admin'), lang: 'en' as const });
const gift = {
  code: 'CAP-RED',
  nameZh: '快递员帽子',
  nameEn: 'Courier cap, red',
  nameMl: 'Topi kurier, merah',
  category: 'LIFESTYLE',
  pointsPrice: 150,
  minLevel: 'SILVER',
};
const listed = async (code: string) =>
  (await call<GiftRecord[]>(t.app, 'mall/listGifts', {}, await admin())).data!.find((g) => g.code === code);

describe('the gift store', () => {
  it('adds a gift with no stock, edits it, and refuses a code another gift has', async () => {
    const added = await call<{ id: number }>(t.app, 'mall/saveGift', gift, await admin());
    expect(added.success).toBe(true);
    expect(await listed('CAP-RED')).toMatchObject({ nameEn: 'Courier cap, red', stock: 0, active: true, exchanged: 0 });
    const edited = await call(t.app, 'mall/saveGift', { ...gift, id: added.data!.id, pointsPrice: 180, active: false }, await admin());
    expect(edited.success).toBe(true);
    expect(await listed('CAP-RED')).toMatchObject({ pointsPrice: 180, active: false });
    expect(await call(t.app, 'mall/saveGift', { ...gift, code: 'TAPE-6' }, await admin())).toMatchObject({
      success: false,
      desc: 'Another gift has this code',
    });
    for (const [bad, desc] of [
      [{ pointsPrice: 0 }, 'The points price must be a whole number from 1 to 1,000,000'],
      [{ code: 'cap red' }, 'The gift code is 2 to 30 capital letters, digits or hyphens'],
      [{ nameEn: ' ' }, "Please enter the gift's name"],
    ] as const) {
      expect((await call(t.app, 'mall/saveGift', { ...gift, code: 'CAP-NEW', ...bad }, await admin())).desc).toBe(desc);
    }
    expect(await listed('CAP-NEW')).toBeUndefined();
  });

  it('adds stock from 20 parallel deliveries exactly, and never takes it below zero', async () => {
    const { id } = (await listed('CAP-RED'))!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () => call(t.app, 'mall/addGiftStock', { id, quantity: 5 }, await admin())),
    );
    expect(replies.every((r) => r.success)).toBe(true);
    expect((await listed('CAP-RED'))!.stock).toBe(100);
    const takes = await Promise.all(
      Array.from({ length: 20 }, async () => call(t.app, 'mall/addGiftStock', { id, quantity: -30 }, await admin())),
    );
    expect(takes.filter((r) => r.success)).toHaveLength(3);
    expect(takes.filter((r) => !r.success).every((r) => r.desc === 'The stock cannot go below zero (10 in stock)')).toBe(true);
    expect((await listed('CAP-RED'))!.stock).toBe(10);
    expect(await call(t.app, 'mall/addGiftStock', { id: 999_999, quantity: 1 }, await admin())).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('counts what each gift was exchanged', async () => {
    const tape = (await listed('TAPE-6'))!;
    const demo = { token: await t.sessionOf('demo'), lang: 'en' as const };
    const receiver = {
      receiverName: 'Tan Wei Ming',
      receiverTel: '+60123456789',
      receiverPost: '47500',
      receiverAddress: 'No. 12, Jalan SS 15/4',
    };
    expect((await call(t.app, 'mall/createGiftOrder', { giftId: tape.id, quantity: 2, ...receiver }, demo)).success).toBe(true);
    expect(await listed('TAPE-6')).toMatchObject({ exchanged: tape.exchanged + 2, stock: tape.stock - 2 });
    expect((await listed('FLYER-A4-100'))!.exchanged).toBe(0);
  });

  it("is the administrator's alone", async () => {
    const token = { token: await t.sessionOf('demo'), lang: 'en' as const };
    expect(await call(t.app, 'mall/listGifts', {}, token)).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect(await call(t.app, 'mall/saveGift', gift, token)).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});
