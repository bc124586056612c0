// The gift store's dispatch desk (admin menu 909): an exchange goes out under a waybill, then is delivered,
// one step at a time however many clerks press at once, each step told to the member once.
import { Code } from '@portal/shared/codes';
import type { AdminGiftOrderRow, GiftOrderRow, GiftRecord } from '@portal/shared/mall';
import type { MessageList } from '@portal/shared/notifications';
import type { Page } from '@portal/shared/table-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (login: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });
const receiver = {
  receiverName: 'Tan Wei Ming',
  receiverTel: '+60123456789',
  receiverPost: '47500',
  receiverAddress: 'No. 12, Jalan SS 15/4',
};
const exchange = async () => {
  const tape = (await call<GiftRecord[]>(t.app, 'mall/listGifts', {}, await as('admin'))).data!.find((g) => g.code === 'TAPE-6')!;
  const made = await call<{ orderNo: string; id?: number }>(
    t.app,
    'mall/createGiftOrder',
    { giftId: tape.id, ...receiver },
    await as('demo'),
  );
  expect(made.success, made.desc).toBe(true);
  const mine = await call<Page<GiftOrderRow>>(t.app, 'mall/queryGiftOrderRecordRaw', { page: 1, pageSize: 1 }, await as('demo'));
  return mine.data!.list[0]!;
};
const move = async (id: number, status: string, waybillNo?: string, lang: 'en' | 'zh' = 'en') =>
  call<{ deliveryStatus: string; waybillNo: string }>(t.app, 'mall/moveGiftDelivery', { id, status, waybillNo }, await as('admin', lang));
const giftNotices = async (lang: 'en' | 'zh' = 'en') =>
  (await call<MessageList>(t.app, 'getMessageList', { msgType: 2, page: 1, pageSize: 50 }, await as('demo', lang)))
    .data!.list.flatMap((d) => d.messageList)
    .filter((m) => /gift|礼品/i.test(m.msgdtl));

describe('gift dispatch', () => {
  it('lists every customer’s exchanges for the desk, oldest waiting first, by state or customer', async () => {
    const first = await exchange();
    const second = await exchange();
    const waiting = await call<Page<AdminGiftOrderRow>>(
      t.app,
      'mall/listGiftOrders',
      { page: 1, pageSize: 100, deliveryStatus: 'PENDING' },
      await as('admin'),
    );
    const ids = waiting.data!.list.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(waiting.data!.list.find((r) => r.id === first.id)).toMatchObject({
      customerCode: 'MY10001',
      deliveryStatus: 'PENDING',
      giftCode: 'TAPE-6',
    });
    const acme = await call<Page<AdminGiftOrderRow>>(
      t.app,
      'mall/listGiftOrders',
      { page: 1, pageSize: 100, customerCode: 'my10002' },
      await as('admin'),
    );
    expect(acme.data!.list.map((r) => r.id)).not.toContain(first.id);
  });

  it('ships once under a waybill and delivers once, with 20 clerks pressing at once; the member is told each step once', async () => {
    const order = await exchange();
    expect(await move(order.id, 'SHIPPED')).toMatchObject({ success: false, desc: 'Please enter the waybill the gift went out under' });
    expect(await move(order.id, 'DELIVERED')).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'This exchange is Awaiting dispatch: it cannot become Delivered',
    });

    const shipped = await Promise.all(Array.from({ length: 20 }, () => move(order.id, 'SHIPPED', 'MY900000001')));
    expect(shipped.filter((r) => r.success)).toHaveLength(1);
    expect(shipped.filter((r) => !r.success).every((r) => r.desc === 'This exchange is Shipped: it cannot become Shipped')).toBe(true);
    const mine = await call<Page<GiftOrderRow>>(
      t.app,
      'mall/queryGiftOrderRecordRaw',
      { page: 1, pageSize: 5, orderNo: order.orderNo },
      await as('demo'),
    );
    expect(mine.data!.list[0]).toMatchObject({ deliveryStatus: 'SHIPPED', deliveryStatusName: 'Shipped', waybillNo: 'MY900000001' });

    const delivered = await Promise.all(Array.from({ length: 20 }, () => move(order.id, 'DELIVERED')));
    expect(delivered.filter((r) => r.success)).toHaveLength(1);
    const zh = await move(order.id, 'DELIVERED', undefined, 'zh');
    expect(zh.desc).toBe('该兑换当前为“已签收”，不能改为“已签收”');

    const told = (await giftNotices()).filter((m) => m.msgdtl.includes(order.orderNo)).map((m) => m.msgdtl);
    expect(told.sort()).toEqual([
      `Your gift ${order.orderNo} (Branded packing tape, 6 rolls) has been delivered`,
      `Your gift ${order.orderNo} (Branded packing tape, 6 rolls) is on its way under waybill MY900000001`,
    ]);
    expect((await giftNotices('zh')).some((m) => m.msgdtl.startsWith(`您兑换的礼品 ${order.orderNo}（`))).toBe(true);
  });

  it("is the administrator's alone, and an unknown exchange is not found", async () => {
    const order = await exchange();
    expect(
      await call(t.app, 'mall/moveGiftDelivery', { id: order.id, status: 'SHIPPED', waybillNo: 'X1' }, await as('demo')),
    ).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
    });
    expect(await call(t.app, 'mall/listGiftOrders', { page: 1, pageSize: 10 }, await as('demo'))).toMatchObject({ code: Code.FORBIDDEN });
    expect(await move(2_000_000_000, 'SHIPPED', 'MY1')).toMatchObject({ success: false, code: Code.NOT_FOUND, desc: 'No such exchange' });
    expect(await move(order.id, 'LOST', 'MY1')).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});
