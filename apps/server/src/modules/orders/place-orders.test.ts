import { insertOrderParameter } from '@portal/shared/order-rules';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { orders, trackingEvents, users, walletLedger, wallets } from '../../db/schema/index.ts';
import type { PlaceDeps } from './place-order.ts';
import { type BatchOutcome, placeDomesticOrders } from './place-orders.ts';
import { domesticOrder } from './testing.ts';
import { WaybillNumbers } from './waybill-numbers.ts';

let t: TestApp;
let deps: PlaceDeps;
let demo: { customerId: number; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  deps = { ...t.context, translate: t.context.texts.translate };
  const [user] = await t.database.db
    .select({ userId: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.loginCode, 'demo'));
  demo = { userId: user!.userId, customerId: user!.customerId! };
});
afterAll(() => t.close());

const order = (over: Record<string, unknown> = {}) => insertOrderParameter.parse(domesticOrder(over, 'batch'));
const balance = async () => (await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo.customerId)))[0]!.balanceSen;
const waybillOf = (o: BatchOutcome) => ('placed' in o ? o.placed.waybillNo : null);

describe('placeDomesticOrders', () => {
  it('places the good orders of a batch in one go, refuses the broken one, and answers a repeated request id once', async () => {
    const paid = order();
    const cash = order({ payMethod: 'CC_CASH' });
    const broken = order({ receiverPostcode: '99999' });
    const before = await balance();
    const outcomes = await placeDomesticOrders(deps, demo, [paid, broken, cash, paid], 'en', null);
    expect(outcomes.map((o) => ('placed' in o ? 'placed' : o.refused.messageKey))).toEqual([
      'placed',
      'receiverRegionNotFound',
      'placed',
      'placed',
    ]);
    expect(waybillOf(outcomes[3]!)).toBe(waybillOf(outcomes[0]!));
    const waybills = [waybillOf(outcomes[0]!)!, waybillOf(outcomes[2]!)!];
    // One block of numbers: consecutive in the batch's order.
    expect(Number(waybills[1]!.slice(0, -1)) - Number(waybills[0]!.slice(0, -1))).toBe(1);
    const placed = await t.database.db.select().from(orders).where(inArray(orders.waybillNo, waybills)).orderBy(orders.id);
    expect(placed.map((o) => [o.payMethod, o.status, o.totalSen > 0])).toEqual([
      ['PP_PM', 'PENDING', true],
      ['CC_CASH', 'PENDING', true],
    ]);
    // Only the wallet-paid order is debited, with its ledger line; each order has its PENDING event.
    expect(await balance()).toBe(before - placed[0]!.totalSen);
    const ledger = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.customerId, demo.customerId), inArray(walletLedger.reference, waybills)));
    expect(ledger.map((l) => [l.reference, l.amountSen, l.balanceAfterSen])).toEqual([
      [waybills[0], -placed[0]!.totalSen, before - placed[0]!.totalSen],
    ]);
    const events = await t.database.db
      .select({ n: count() })
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(events[0]!.n).toBe(2);

    // The same batch again places and charges nothing: every order is answered as placed before.
    const again = await placeDomesticOrders(deps, demo, [paid, cash], 'en', null);
    expect(again.map((o) => 'placed' in o && !o.placed.created)).toEqual([true, true]);
    expect(await balance()).toBe(before - placed[0]!.totalSen);
  });

  it('debits each order once when 20 batches of the same orders run at once, and never overdraws', async () => {
    const batch = [order(), order({ payMethod: 'CC_CASH' }), order()];
    const before = await balance();
    const runs = await Promise.all(Array.from({ length: 20 }, () => placeDomesticOrders(deps, demo, batch, 'en', null)));
    const waybills = new Set(runs.flatMap((r) => r.map(waybillOf)));
    expect(waybills.size).toBe(3);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, demo.customerId),
          inArray(
            orders.clientRequestId,
            batch.map((b) => b.clientRequestId),
          ),
        ),
      );
    expect(placed).toHaveLength(3);
    const walletPaid = placed.filter((o) => o.payMethod === 'PP_PM');
    const lines = await t.database.db
      .select({ n: count() })
      .from(walletLedger)
      .where(
        inArray(
          walletLedger.reference,
          walletPaid.map((o) => o.waybillNo),
        ),
      );
    expect(lines[0]!.n).toBe(2);
    expect(await balance()).toBe(before - walletPaid.reduce((sum, o) => sum + o.totalSen, 0));
  });

  it('covers the orders in order while the balance lasts and refuses the rest with the balance left', async () => {
    const before = await balance();
    // 1.5 kg Standard from Subang Jaya to Kuala Lumpur is RM 8.00; RM 20.00 covers two of three.
    await t.database.db.update(wallets).set({ balanceSen: 2_000 }).where(eq(wallets.customerId, demo.customerId));
    try {
      const outcomes = await placeDomesticOrders(deps, demo, [order(), order(), order()], 'en', null);
      expect(outcomes.map((o) => 'placed' in o)).toEqual([true, true, false]);
      const refused = outcomes[2] as { refused: { messageKey: string; params?: Record<string, string | number> } };
      expect(refused.refused).toMatchObject({ messageKey: 'walletInsufficient', params: { needed: 'RM 8.00', balance: 'RM 4.00' } });
      expect(await balance()).toBe(400);
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: before }).where(eq(wallets.customerId, demo.customerId));
    }
  });
});

describe('WaybillNumbers.reserve', () => {
  const lastTaken = async () =>
    Number(
      ((await t.database.db.execute(sql`select last_value from waybill_seq`)) as unknown as { rows: { last_value: string }[] }).rows[0]!
        .last_value,
    );

  it("takes a whole file's numbers in one round trip: its batches then take theirs from the block", async () => {
    const numbers = new WaybillNumbers(t.database.db);
    await numbers.reserve(600);
    const taken = await lastTaken();
    const first = await numbers.many(250);
    const second = await numbers.many(250);
    expect(await lastTaken()).toBe(taken);
    expect(new Set([...first, ...second]).size).toBe(500);
    // Beyond what was reserved, the block is topped up as before.
    await numbers.many(200);
    expect(await lastTaken()).toBeGreaterThan(taken);
  });
});
