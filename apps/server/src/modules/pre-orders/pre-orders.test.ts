import { Code } from '@portal/shared/codes';
import type { PreOrderRow, PreOrderSubmitResult } from '@portal/shared/pre-orders';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orders, preOrders, walletLedger, wallets } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let demo: string;
let acme: string;
let normalOnly: string;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  const added = await call(
    t.app,
    'addUser',
    { subName: 'preonly', name: 'Normal only', password: 'Kl2026ab', funcIds: [101] },
    { token: demo },
  );
  expect(added.success).toBe(true);
  normalOnly = await login(t.app, 'demo_preonly', 'Kl2026ab');
  const [c] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
  demoId = c!.id;
});
afterAll(() => t.close());

/** A pre-order's fields: the order fixture without its request id (a pre-order has its own). */
const draft = (over: Record<string, unknown> = {}) => {
  const { clientRequestId: _, ...order } = domesticOrder(over);
  return order;
};
const as = (token: string) => ({ token, lang: 'en' as const });
const save = async (order: Record<string, unknown>, token = demo) => call<{ id: number }>(t.app, 'saveVipOrder', { order }, as(token));
type Submit = { placed: number; refused: number; results: PreOrderSubmitResult[] };
const submit = (ids: number[], token = demo) => call<Submit>(t.app, 'batchSubmitVipOrder', { ids }, as(token));
const balance = async () => (await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId)))[0]!.balanceSen;

describe('pre-orders', () => {
  it('saves without submitting, lists with the receiver masked, reveals it on request', async () => {
    const before = await call<{ SAVED: number }>(t.app, 'getVipOrderCount', {}, as(demo));
    const saved = await save(draft({ receiverTel: '012-345 6789' }));
    expect(saved).toMatchObject({ success: true, desc: 'Pre-order saved' });
    // Half a form is saved too: nothing is required until it is submitted.
    expect((await save({ receiverName: 'Only a name' })).success).toBe(true);
    const count = await call<{ SAVED: number }>(t.app, 'getVipOrderCount', {}, as(demo));
    expect(count.data!.SAVED).toBe(before.data!.SAVED + 2);
    const list = await call<{ list: PreOrderRow[] }>(t.app, 'getVipOrderList', {}, as(demo));
    const row = list.data!.list.find((r) => r.id === saved.data!.id)!;
    expect(row).toMatchObject({ status: 'SAVED', receiverTel: '012****789', receiverAddress: 'No. 8,***' });
    expect(JSON.stringify(list.data)).not.toContain('Jalan Bukit Bintang');
    const plain = await call<{ text: string }>(t.app, 'getVipOrderPlainText', { id: row.id, queryType: 'receiverAddress' }, as(demo));
    expect(plain.data!.text).toBe('No. 8, Jalan Bukit Bintang');
    // Another customer's pre-order is not found, whatever the call.
    for (const [name, p] of [
      ['getVipOrderPlainText', { id: row.id, queryType: 'receiverTel' }],
      ['getVipOrderById', { id: row.id }],
      ['editVipOrder', { id: row.id, order: draft() }],
      ['batchEditVipOrder', { ids: [row.id], changes: { weightG: 2_000 } }],
      ['batchRemoveVipOrder', { ids: [row.id] }],
      ['batchSubmitVipOrder', { ids: [row.id] }],
    ] as const)
      expect(await call(t.app, name, p, as(acme)), name).toMatchObject({ success: false, code: Code.NOT_FOUND });
  });

  it('checks each field given when saved', async () => {
    const bad = await save({ receiverTel: '12345', weightG: -1 });
    expect(bad).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it('edits one, edits a batch, removes, and refuses to change a placed one', async () => {
    const a = (await save(draft())).data!.id;
    const b = (await save(draft())).data!.id;
    const edited = await call(t.app, 'editVipOrder', { id: a, order: draft({ receiverName: 'Lim Ah Kow' }) }, as(demo));
    expect(edited.success).toBe(true);
    const one = await call<{ order: { receiverName: string } }>(t.app, 'getVipOrderById', { id: a }, as(demo));
    expect(one.data!.order.receiverName).toBe('Lim Ah Kow');
    const batch = await call(t.app, 'batchEditVipOrder', { ids: [a, b], changes: { weightG: 2_500, expressType: 'EZ' } }, as(demo));
    expect(batch).toMatchObject({ success: true, data: { edited: 2 } });
    const both = await t.database.db
      .select()
      .from(preOrders)
      .where(inArray(preOrders.id, [a, b]));
    expect(both.map((p) => p.fields.weightG)).toEqual([2_500, 2_500]);
    expect(both.find((p) => p.id === a)!.fields.receiverName).toBe('Lim Ah Kow');
    // A batch edit that names a pre-order not found changes none.
    expect(await call(t.app, 'batchEditVipOrder', { ids: [a, 999_999], changes: { weightG: 100 } }, as(demo))).toMatchObject({
      code: Code.NOT_FOUND,
    });
    expect((await submit([a])).data!.placed).toBe(1);
    expect(await call(t.app, 'editVipOrder', { id: a, order: draft() }, as(demo))).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'This pre-order has been submitted and can no longer be changed or removed',
    });
    expect(await call(t.app, 'batchRemoveVipOrder', { ids: [a, b] }, as(demo))).toMatchObject({ code: Code.CONFLICT });
    expect(await call(t.app, 'batchRemoveVipOrder', { ids: [b] }, as(demo))).toMatchObject({ success: true, data: { removed: 1 } });
    expect(await call(t.app, 'getVipOrderById', { id: b }, as(demo))).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('edits one row in place: the fields sent change, the others stay; a bad or empty field is refused in words', async () => {
    const id = (await save(draft({ remark: 'Fragile' }))).data!.id;
    const edit = (changes: Record<string, unknown>, token = demo) => call(t.app, 'editVipOrderRow', { id, changes }, as(token));
    expect(await edit({ goodsName: 'Kuih lapis', weightG: 2_250 })).toMatchObject({ success: true, desc: 'Saved' });
    const one = await call<{ order: Record<string, unknown> }>(t.app, 'getVipOrderById', { id }, as(demo));
    expect(one.data!.order).toMatchObject({
      goodsName: 'Kuih lapis',
      weightG: 2_250,
      receiverName: 'Siti Nurhaliza binti Ahmad',
      receiverTel: '+6012-345 6789',
      remark: 'Fragile',
    });
    // The order's own rules, with their messages; nothing written.
    expect(await edit({ receiverName: '  ' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Please enter the name' });
    expect(await edit({ weightG: 0 })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await edit({ weightG: 200_001 })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await edit({})).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    // Only the row's own fields: the receiver's phone is not changed from the list.
    await edit({ receiverTel: '019-000 0000', goodsName: 'Kuih bahulu' });
    const after = await call<{ order: Record<string, unknown> }>(t.app, 'getVipOrderById', { id }, as(demo));
    expect(after.data!.order).toMatchObject({ receiverTel: '+6012-345 6789', goodsName: 'Kuih bahulu', weightG: 2_250 });
    // Another customer's row is not found, and stays as it was.
    expect(await edit({ goodsName: 'Taken over' }, acme)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await edit({ goodsName: 'Sub' }, normalOnly)).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect((await call<{ order: Record<string, unknown> }>(t.app, 'getVipOrderById', { id }, as(demo))).data!.order.goodsName).toBe(
      'Kuih bahulu',
    );
    // Submitted, it is no longer edited.
    expect((await submit([id])).data!.placed).toBe(1);
    expect(await edit({ goodsName: 'Late' })).toMatchObject({ success: false, code: Code.CONFLICT });
  });

  it('sets one drop-off site on a batch (the network picker), refusing one they cannot all be handed in at', async () => {
    const a = (await save(draft())).data!.id;
    const b = (await save(draft({ expressType: 'SC', weightG: 40_000 }))).data!.id;
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(preOrders)
          .where(inArray(preOrders.id, [a, b]))
      ).map((p) => p.fields.dropPointCode ?? null);
    const edit = (ids: number[], changes: Record<string, unknown>, token = demo) =>
      call(t.app, 'batchEditVipOrder', { ids, changes }, as(token));
    // A branch takes no Cargo (SC): refused for the batch holding a Cargo pre-order, and nothing is written.
    expect(await edit([a, b], { serveType: 'DROP OFF', dropPointCode: 'KUL02' })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: expect.stringContaining('Cheras Branch'),
    });
    expect(await stored()).toEqual([null, null]);
    // A collection point, a closed outlet, a site that is none, and a pick-up: refused alike.
    for (const changes of [
      { serveType: 'DROP OFF', dropPointCode: 'KUL05' },
      { serveType: 'DROP OFF', dropPointCode: 'SBJ03' },
      { serveType: 'DROP OFF', dropPointCode: 'ZZZ99' },
    ])
      expect(await edit([a], changes), changes.dropPointCode).toMatchObject({
        code: Code.BAD_PARAMETER,
        desc: 'That drop-off point does not exist or is closed; please choose another',
      });
    expect(await edit([a], { serveType: 'PICK UP', dropPointCode: 'SBJ01' })).toMatchObject({
      code: Code.BAD_PARAMETER,
      desc: 'A drop-off point is chosen only for parcels you drop off',
    });
    expect(await stored()).toEqual([null, null]);
    // The hub takes every product: both are handed in there, and a submit places them with it.
    expect(await edit([a, b], { serveType: 'DROP OFF', dropPointCode: 'sbj01' })).toMatchObject({ success: true, data: { edited: 2 } });
    expect(await stored()).toEqual(['SBJ01', 'SBJ01']);
    // Another customer's pre-orders are not found; nothing changes.
    expect(await edit([a], { serveType: 'DROP OFF', dropPointCode: 'KUL02' }, acme)).toMatchObject({ code: Code.NOT_FOUND });
    expect(await stored()).toEqual(['SBJ01', 'SBJ01']);
    const placed = await submit([a]);
    expect(placed.data!.results[0]).toMatchObject({ success: true });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, placed.data!.results[0]!.waybillNo!));
    expect(order!.dropPointCode).toBe('SBJ01');
  });

  it('submits a batch with a result per row, through the single order rules, price and wallet', async () => {
    const good = (await save(draft())).data!.id;
    const badPhone = (await save(draft({ receiverTel: undefined }))).data!.id;
    const heavy = (await save(draft({ weightG: 31_000 }))).data!.id;
    const start = await balance();
    const reply = await submit([good, badPhone, heavy]);
    expect(reply.data).toMatchObject({ placed: 1, refused: 2 });
    const [first, second, third] = reply.data!.results;
    expect(first).toMatchObject({ id: good, success: true, totalSen: 800 });
    expect(second).toMatchObject({ id: badPhone, success: false, issues: [{ field: 'receiverTel' }] });
    expect(third).toMatchObject({ id: heavy, success: false, desc: 'The actual weight must be between 0.01 KG and 30 KG' });
    expect(await balance()).toBe(start - 800);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, first!.waybillNo!));
    expect(order).toMatchObject({ status: 'PENDING', customerId: demoId, totalSen: 800 });
    const [stored] = await t.database.db.select().from(preOrders).where(eq(preOrders.id, good));
    expect(stored).toMatchObject({ status: 'PLACED', waybillNo: first!.waybillNo });
  });

  it('refuses the rows the wallet cannot cover and debits nothing twice', async () => {
    const ids = [(await save(draft())).data!.id, (await save(draft())).data!.id, (await save(draft())).data!.id];
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId));
    await t.database.db.update(wallets).set({ balanceSen: 1_700 }).where(eq(wallets.customerId, demoId));
    try {
      const reply = await submit(ids);
      expect(reply.data!.results.map((r) => r.success)).toEqual([true, true, false]);
      expect(reply.data!.results[2]!.desc).toMatch(/balance/i);
      expect(await balance()).toBe(100);
      // Submitted again: the two placed answer their waybills, the third is refused again; nothing moves.
      const again = await submit(ids);
      expect(again.data!.results.map((r) => r.waybillNo)).toEqual([
        reply.data!.results[0]!.waybillNo,
        reply.data!.results[1]!.waybillNo,
        undefined,
      ]);
      expect(await balance()).toBe(100);
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: wallet!.balanceSen }).where(eq(wallets.customerId, demoId));
    }
  });

  it('places each pre-order once when the same batch is submitted 20 times at once', async () => {
    const ids = [(await save(draft())).data!.id, (await save(draft())).data!.id];
    const start = await balance();
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(ids)));
    const waybills = new Set(replies.flatMap((r) => r.data!.results.map((x) => x.waybillNo)));
    expect(replies.every((r) => r.data!.placed === 2)).toBe(true);
    expect(waybills.size).toBe(2);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.waybillNo, [...waybills] as string[]));
    expect(placed).toHaveLength(2);
    const debits = await t.database.db
      .select()
      .from(walletLedger)
      .where(inArray(walletLedger.reference, [...waybills] as string[]));
    expect(debits).toHaveLength(2);
    expect(await balance()).toBe(start - 1_600);
  });

  it('keeps default settings per customer and fills new pre-orders from them', async () => {
    const setting = { senderName: 'Gudang Demo', expressType: 'EZ', payMethod: 'PP_PM', serveType: 'DROP OFF' };
    expect(await call(t.app, 'saveOrderSetting', { setting }, as(demo))).toMatchObject({ success: true });
    expect((await call(t.app, 'getOrderSetting', {}, as(demo))).data).toEqual(setting);
    // Acme has its own (none).
    expect((await call(t.app, 'getOrderSetting', {}, as(acme))).data).toEqual({});
    const id = (await save({ receiverName: 'Aminah' })).data!.id;
    const one = await call<{ order: Record<string, unknown> }>(t.app, 'getVipOrderById', { id }, as(demo));
    expect(one.data!.order).toMatchObject({ senderName: 'Gudang Demo', payMethod: 'PP_PM', receiverName: 'Aminah' });
    expect(await call(t.app, 'saveOrderSetting', { setting: { payMethod: 'BITCOIN' } }, as(demo))).toMatchObject({
      code: Code.BAD_PARAMETER,
    });
  });

  it('refuses a sub-account without the pre-order page, and changes nothing', async () => {
    const before = await t.database.db.select().from(preOrders);
    for (const [name, p] of [
      ['saveVipOrder', { order: draft() }],
      ['getVipOrderList', {}],
      ['batchSubmitVipOrder', { ids: [before[0]!.id] }],
      ['saveOrderSetting', { setting: {} }],
    ] as const)
      expect(await call(t.app, name, p, as(normalOnly)), name).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
        desc: 'You do not have permission to do this',
      });
    expect(await t.database.db.select().from(preOrders)).toEqual(before);
  });
});
