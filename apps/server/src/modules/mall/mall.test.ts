// The member mall (issue 18): points follow the prepaid wallet (orders earn, refunds take back, once per
// wallet line), growth decides the level, gifts are exchanged for points and stock in one transaction,
// and the points ledger always adds up to the balance row.
import { Code } from '@portal/shared/codes';
import type { GiftOrderRow, GiftRow, GrowInfo, MallStatistic, PointsLogRow } from '@portal/shared/mall';
import type { Page } from '@portal/shared/table-config';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, mallGifts, memberPoints, monthlyStatements, pointsLedger, walletLedger } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import { PointsService } from './service.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
});
afterAll(() => t.close());

async function as(login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') {
  return { token: await t.sessionOf(login), lang };
}
const statistic = async (login = 'demo') => (await call<MallStatistic>(t.app, 'mall/statistic', {}, await as(login))).data!;
const receiver = {
  receiverName: 'Tan Wei Ming',
  receiverTel: '+60123456789',
  receiverPost: '47500',
  receiverAddress: 'No. 12, Jalan SS 15/4',
};
const gift = async (code: string) => (await t.database.db.select().from(mallGifts).where(eq(mallGifts.code, code)))[0]!;
const addGift = async (code: string, pointsPrice: number, stock: number, minLevel = 'SILVER') =>
  (
    await t.database.db
      .insert(mallGifts)
      .values({ code, nameZh: code, nameEn: code, nameMl: code, category: 'PACKING', pointsPrice, stock, minLevel })
      .returning()
  )[0]!;

/** Every customer's points ledger adds up to its balance row, points and growth alike, and each line's balances run on. */
async function ledgerAddsUp() {
  const rows = await t.database.db.execute(sql`
    select m.customer_id, m.points, m.growth, coalesce(sum(l.points), 0)::int as ledger_points, coalesce(sum(l.growth), 0)::int as ledger_growth,
      bool_and(l.points_after = (select sum(x.points) from points_ledger x where x.customer_id = l.customer_id and x.id <= l.id)) as runs_on
    from member_points m left join points_ledger l on l.customer_id = m.customer_id
    group by m.customer_id, m.points, m.growth`);
  for (const r of (rows as unknown as { rows: Record<string, number | boolean>[] }).rows) {
    expect(r.points).toBe(r.ledger_points);
    expect(r.growth).toBe(r.ledger_growth);
    expect(r.runs_on).not.toBe(false);
  }
}

describe('points follow the wallet', () => {
  it('starts the demo at its carried-over points, Gold, with the levels and their benefits in the reader language', async () => {
    const s = await statistic();
    expect(s).toMatchObject({ points: 1500, growth: 1500, level: 'GOLD', levelName: 'Gold', nextLevel: 'PLATINUM', growthToNext: 3500 });
    const info = (await call<GrowInfo>(t.app, 'mall/queryGrowInfo', {}, await as('demo', 'ml'))).data!;
    expect(info.levels.map((l) => [l.level, l.name, l.growthFrom, l.current])).toEqual([
      ['SILVER', 'Perak', 0, false],
      ['GOLD', 'Emas', 1000, true],
      ['PLATINUM', 'Platinum', 5000, false],
      ['DIAMOND', 'Berlian', 20000, false],
    ]);
    expect(info.levels[1]!.benefits).toContain('Sehingga 2 hadiah setiap penukaran');
  });

  it('earns a point per whole ringgit of a paid order and takes them back when it is cancelled, once each however often accrual runs', async () => {
    const before = await statistic();
    const placed = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'mall'), await as());
    expect(placed.success).toBe(true);
    const waybillNo = placed.data!.waybillNo;
    const [paid] = await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, waybillNo));
    const earned = Math.trunc(-paid!.amountSen / 100);
    expect(earned).toBeGreaterThan(0);
    const after = await statistic();
    expect(after.points - before.points).toBe(earned);
    expect(after.growth - before.growth).toBe(earned);
    // The scheduled job and the pages catch up again and again: nothing counts twice.
    const points = new PointsService();
    await Promise.all(Array.from({ length: 20 }, () => points.accrue(t.database.db, { customerId: demoId })));
    await points.accrueEveryone(t.database.db);
    expect((await statistic()).points).toBe(after.points);

    const log = (await call<Page<PointsLogRow>>(t.app, 'mall/queryIntegralLog', {}, await as())).data!;
    expect(log.list[0]).toMatchObject({
      kind: 'ORDER',
      kindName: 'Order paid',
      reference: waybillNo,
      points: earned,
      balanceAfter: after.points,
    });

    expect((await call(t.app, 'cancelOrder', { waybillNo }, await as())).success).toBe(true);
    const cancelled = await statistic();
    expect(cancelled.points).toBe(before.points);
    expect(cancelled.growth).toBe(before.growth);
    const growthLog = (await call<Page<PointsLogRow>>(t.app, 'mall/queryGrowthLog', {}, await as())).data!;
    expect(growthLog.list.slice(0, 2).map((r) => [r.kind, r.growth])).toEqual([
      ['REFUND', -earned],
      ['ORDER', earned],
    ]);
    await ledgerAddsUp();
  });

  it('looks only at the wallet lines since the marks: the job and the pages take in new lines, not ones before a mark', async () => {
    const [frozen] = await t.database.db.select().from(customers).where(eq(customers.code, 'MY10003'));
    const line = (reference: string, createdAt: Date) => ({
      customerId: frozen!.id,
      amountSen: -2_550,
      balanceAfterSen: 0,
      kind: 'ORDER',
      reference,
      createdAt,
    });
    const taken = async (reference: string) =>
      (await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.reference, reference))).length;
    const points = new PointsService();
    await t.database.db.insert(walletLedger).values(line('MARK-NEW-1', new Date()));
    // The scheduled job finds it without the customer opening the mall, and moves both marks.
    expect(await points.accrueEveryone(t.database.db)).toBeGreaterThan(0);
    expect(await taken('MARK-NEW-1')).toBe(1);
    const [mark] = await t.database.db.select().from(memberPoints).where(eq(memberPoints.customerId, frozen!.id));
    const hourAgo = Date.now() - 3_600_000;
    expect(Math.abs(mark!.takenBefore!.getTime() - hourAgo)).toBeLessThan(120_000);
    // A line dated before the marks (as no committed line can newly appear) is not looked at again.
    await t.database.db.insert(walletLedger).values(line('MARK-OLD-1', new Date(hourAgo - 3_600_000)));
    await points.accrueEveryone(t.database.db);
    await points.accrue(t.database.db, { customerId: frozen!.id });
    expect(await taken('MARK-OLD-1')).toBe(0);
    // A line within the last hour is still looked at, and taken once.
    await t.database.db.insert(walletLedger).values(line('MARK-NEW-2', new Date(Date.now() - 600_000)));
    await Promise.all([points.accrueEveryone(t.database.db), points.accrue(t.database.db, { customerId: frozen!.id })]);
    expect(await taken('MARK-NEW-2')).toBe(1);
  });

  it('gives a customer without the mall switched on nothing: its calls are refused', async () => {
    // Acme's grayscale flag is off (isMallShow), so the menu hides the mall and the server refuses it.
    expect(await call(t.app, 'mall/statistic', {}, await as('acme'))).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});

describe('exchanging a gift', () => {
  it('takes the points and the stock, writes the order with its delivery, and lists it in the exchange log', async () => {
    const tape = await gift('TAPE-6');
    const before = await statistic();
    const reply = await call<{ orderNo: string; points: number; stock: number }>(
      t.app,
      'mall/createGiftOrder',
      { giftId: tape.id, quantity: 2, ...receiver },
      await as(),
    );
    expect(reply).toMatchObject({ success: true, desc: 'Exchanged: the gift will be sent to you' });
    expect(reply.data).toMatchObject({ points: before.points - 400, stock: tape.stock - 2 });
    expect((await statistic()).growth).toBe(before.growth);
    const orders = (await call<Page<GiftOrderRow>>(t.app, 'mall/queryGiftOrderRecordRaw', {}, await as('demo', 'zh'))).data!;
    expect(orders.list[0]).toMatchObject({
      orderNo: reply.data!.orderNo,
      giftName: '品牌封箱胶带（6卷）',
      quantity: 2,
      points: 400,
      deliveryStatus: 'PENDING',
      deliveryStatusName: '待发货',
      receiverName: 'Tan Wei Ming',
    });
    const goods = (await call<Page<GiftRow>>(t.app, 'mall/queryGoodsPage', { keyword: 'tape' }, await as())).data!;
    expect(goods.list).toEqual([expect.objectContaining({ code: 'TAPE-6', stock: tape.stock - 2, allowed: true })]);
    const log = (await call<Page<PointsLogRow>>(t.app, 'mall/queryIntegralLog', {}, await as())).data!;
    expect(log.list[0]).toMatchObject({ kind: 'EXCHANGE', reference: reply.data!.orderNo, points: -400 });
    await ledgerAddsUp();
  });

  it('refuses bad input, a gift above the level, more than the level allows, and writes nothing', async () => {
    const before = await statistic();
    const tape = await gift('TAPE-6');
    const printer = await gift('PRINTER-TH');
    const cases: [Record<string, unknown>, string][] = [
      [{ giftId: tape.id, quantity: 0, ...receiver }, 'The quantity must be a whole number from 1 to 5'],
      [{ giftId: tape.id, quantity: 1.5, ...receiver }, 'The quantity must be a whole number from 1 to 5'],
      [{ giftId: tape.id, ...receiver, receiverTel: '12' }, ''],
      [{ giftId: 999_999, ...receiver }, 'This gift is not in the mall'],
      [{ giftId: printer.id, ...receiver }, 'This gift is for Platinum members and above'],
      [{ giftId: tape.id, quantity: 3, ...receiver }, 'Your level allows up to 2 per exchange'],
      [{ giftId: tape.id, ...receiver, receiverName: 'Tan\u0000' }, ''],
    ];
    for (const [parameter, desc] of cases) {
      const reply = await call(t.app, 'mall/createGiftOrder', parameter, await as());
      expect(reply.success).toBe(false);
      expect(reply.code).toBeLessThan(500);
      if (desc) expect(reply.desc).toBe(desc);
    }
    expect(await statistic()).toEqual(before);
    expect((await gift('TAPE-6')).stock).toBe(tape.stock);
  });

  it('lets exactly one of 20 exchanges racing for the last gift take it', async () => {
    const last = await addGift('RACE-LAST', 10, 1);
    const before = await statistic();
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () => call(t.app, 'mall/createGiftOrder', { giftId: last.id, ...receiver }, await as())),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success).every((r) => r.desc === 'Not enough of this gift left (0 in stock)')).toBe(true);
    expect((await gift('RACE-LAST')).stock).toBe(0);
    expect((await statistic()).points).toBe(before.points - 10);
    await ledgerAddsUp();
  });

  it('never takes the points below zero when 20 exchanges of different gifts race for points enough for one', async () => {
    const before = await statistic();
    const gifts = await Promise.all(Array.from({ length: 20 }, (_, n) => addGift(`RACE-PTS-${n}`, before.points, 5)));
    const replies = await Promise.all(
      gifts.map(async (g) => call(t.app, 'mall/createGiftOrder', { giftId: g.id, ...receiver }, await as())),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success).every((r) => r.desc?.startsWith('Not enough points'))).toBe(true);
    const [row] = await t.database.db.select().from(memberPoints).where(eq(memberPoints.customerId, demoId));
    expect(row!.points).toBe(0);
    // Only the winner's gift lost stock: the refused exchanges rolled theirs back.
    const stocks = await t.database.db.select({ stock: mallGifts.stock }).from(mallGifts).where(sql`${mallGifts.code} like 'RACE-PTS-%'`);
    expect(stocks.map((s) => s.stock).sort()).toEqual([4, ...Array(19).fill(5)]);
    await ledgerAddsUp();
  });
});

describe('isolation', () => {
  it('shows a customer only its own ledger and gift orders', async () => {
    const [acme] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10002'));
    await t.database.db.update(customers).set({ isMallShow: true }).where(eq(customers.id, acme!.id));
    try {
      const mine = await statistic('acme');
      expect(mine).toMatchObject({ points: 0, exchanges: 0 });
      const token = await as('acme');
      const orders = (await call<Page<GiftOrderRow>>(t.app, 'mall/queryGiftOrderRecordRaw', {}, token)).data!;
      expect(orders.total).toBe(0);
      const log = (await call<Page<PointsLogRow>>(t.app, 'mall/queryIntegralLog', {}, token)).data!;
      expect(log.total).toBe(0);
      // A monthly-account customer earns on a statement once it is paid, once.
      const statement = {
        customerId: acme!.id,
        billMonth: '2026-09',
        periodStart: new Date('2026-08-31T16:00:00Z'),
        periodEnd: new Date('2026-09-30T16:00:00Z'),
        dueDate: '2026-10-31',
        totalSen: 123_456,
      };
      await t.database.db.insert(monthlyStatements).values([
        { ...statement, billNo: 'MS2026TEST01', status: 'PAID', paidAt: new Date() },
        { ...statement, billNo: 'MS2026TEST02', billMonth: '2026-10', status: 'UNPAID' },
      ]);
      expect(await statistic('acme')).toMatchObject({ points: 1234, growth: 1234 });
      await new PointsService().accrueEveryone(t.database.db);
      expect(await statistic('acme')).toMatchObject({ points: 1234, growth: 1234 });
      const acmeLog = (await call<Page<PointsLogRow>>(t.app, 'mall/queryGrowthLog', {}, token)).data!;
      expect(acmeLog.list).toEqual([
        expect.objectContaining({ kind: 'STATEMENT', kindName: 'Monthly statement paid', reference: 'MS2026TEST01' }),
      ]);
      // Neither sees the other's lines.
      expect(JSON.stringify(acmeLog)).not.toContain('GF');
      const demoLog = (await call<Page<PointsLogRow>>(t.app, 'mall/queryGrowthLog', { pageSize: 100 }, await as())).data!;
      expect(JSON.stringify(demoLog)).not.toContain('MS2026TEST01');
      await ledgerAddsUp();
      const [demoLines] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pointsLedger)
        .where(eq(pointsLedger.customerId, demoId));
      expect(demoLines!.n).toBeGreaterThan(0);
    } finally {
      await t.database.db.update(customers).set({ isMallShow: false }).where(eq(customers.id, acme!.id));
    }
  });
});
