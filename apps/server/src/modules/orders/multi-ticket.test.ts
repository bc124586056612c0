import { Code } from '@portal/shared/codes';
import type { MultiTicketResult } from '@portal/shared/order-multi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orders, wallets } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (loginCode: string) => ({ token: await t.sessionOf(loginCode), lang: 'en' as const });
let n = 0;
const row = (over: Record<string, unknown> = {}) => ({
  clientRequestId: `multi-${Date.now()}-${++n}`,
  receiverName: 'Tan Mei Ling',
  receiverTel: '012-888 7766',
  receiverPostcode: '55100',
  receiverProv: 'W.P. Kuala Lumpur',
  receiverCity: 'Kuala Lumpur',
  receiverAddress: 'No. 8, Jalan Bukit Bintang',
  goodsName: 'Kuih raya',
  goodsType: 'FOOD',
  brandName: 'Dapur Mak',
  goodsNumber: 1,
  declaredValueSen: 6_000,
  weightG: 1_500,
  ...over,
});
const common = (rows: unknown[], over: Record<string, unknown> = {}) => ({
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  expressType: 'EZ',
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  rows,
  ...over,
});
type Reply = { placed: number; refused: number; results: MultiTicketResult[] };
const send = async (body: unknown, who = 'demo') => call<Reply>(t.app, 'getMultipleVotes', body, await as(who));

describe('getMultipleVotes', () => {
  it('places each good row and says why each bad one was refused', async () => {
    const rows = [
      row(),
      row({ receiverTel: '12345' }),
      row({ receiverPostcode: '88000', receiverProv: 'Sabah', receiverCity: 'Kota Kinabalu' }),
      row({ weightG: 31_000 }),
    ];
    const reply = await send(common(rows));
    expect(reply).toMatchObject({ success: true, data: { placed: 2, refused: 2 } });
    const [first, second, third, fourth] = reply.data!.results;
    expect(first).toMatchObject({ index: 0, success: true, totalSen: 800 });
    expect(second).toMatchObject({ index: 1, success: false, issues: [{ field: 'receiverTel' }] });
    // RM 19.00 to Sabah, less the demo's East Malaysia promotion (15%, RM 2.85).
    expect(third).toMatchObject({ index: 2, success: true, totalSen: 1_615 });
    expect(fourth).toMatchObject({ index: 3, success: false, desc: 'The actual weight must be between 0.01 KG and 30 KG' });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, first!.waybillNo!));
    expect(stored).toMatchObject({ senderCity: 'Subang Jaya', receiverName: 'Tan Mei Ling', status: 'PENDING' });
  });

  it("says how the batch went (spec 8: order failed, some orders have a wrong format) and needs each row's goods declared", async () => {
    expect(await send(common([row()]))).toMatchObject({ success: true, desc: 'Order placed' });
    const some = await send(common([row(), row({ goodsNumber: undefined, goodsType: 'WEAPONS' })]));
    expect(some).toMatchObject({ success: true, desc: 'Some orders have a wrong format', data: { placed: 1, refused: 1 } });
    expect(some.data!.results[1]!.issues!.map((i) => i.desc)).toEqual(['Goods class not found', 'Please enter the number of items']);
    const none = await send(common([row({ declaredValueSen: undefined })]));
    expect(none).toMatchObject({ success: true, desc: 'The order could not be placed', data: { placed: 0, refused: 1 } });
    expect(none.data!.results[0]!.desc).toBe('Please enter the goods value (documents excepted)');
  });

  it('takes the parcel count of each row: several parcels only with the multi-parcel product', async () => {
    const three = row({ packageCount: 3, weightG: 6_000 });
    const reply = await send(common([three, row({ packageCount: 11 })], { expressType: 'JS' }));
    const [placed, tooMany] = reply.data!.results;
    expect(placed?.success).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, placed!.waybillNo!));
    expect(stored?.packageCount).toBe(3);
    expect(tooMany?.success).toBe(false);
    expect(tooMany?.issues?.map((i) => i.field)).toContain('packageCount');
    // Standard is one parcel a waybill: a row of three is refused and says why.
    const standard = await send(common([row({ packageCount: 3 })]));
    expect(standard.data?.results[0]?.issues).toContainEqual({
      field: 'packageCount',
      desc: 'EZ carries one parcel a waybill: for 3 parcels choose a multi-parcel product (JS)',
    });
  });

  it('sending the rows again places only the ones not yet placed', async () => {
    const rows = [row(), row({ receiverTel: '12345' })];
    const firstTry = await send(common(rows));
    rows[1] = { ...rows[1]!, receiverTel: '013-222 1111' };
    const again = await send(common(rows));
    expect(again.data!.results.map((r) => r.success)).toEqual([true, true]);
    expect(again.data!.results[0]!.waybillNo).toBe(firstTry.data!.results[0]!.waybillNo);
  });

  it('stops at the wallet, row by row, and refuses a common part that is wrong', async () => {
    const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo!.id));
    await t.database.db.update(wallets).set({ balanceSen: 1_000 }).where(eq(wallets.customerId, demo!.id));
    try {
      const reply = await send(common([row(), row()]));
      expect(reply.data!.results.map((r) => r.success)).toEqual([true, false]);
      expect(reply.data!.results[1]!.desc).toContain('Not enough prepaid balance');
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: wallet!.balanceSen }).where(eq(wallets.customerId, demo!.id));
    }
    expect(await send(common([row()], { senderPostcode: 'ABCDE' }))).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await send(common([]))).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await send(common(Array.from({ length: 201 }, () => row())))).toMatchObject({
      success: false,
      desc: 'Send at most 200 receivers at once',
    });
    expect(await send(common([row()], { payMethod: 'CASH' }), 'frozen')).toMatchObject({ code: Code.ACCOUNT_FROZEN });
  });
});
