import { PROBLEM_REASONS } from '@portal/shared/scans';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { opsKeys, orders, simulatorLives, trackingEvents } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import { seedDemoHistory } from './history.ts';
import { isForcedOutcome, type LifeOrder, planLife } from './plan.ts';
import { LIVE_START_DELAY_MS, loadNetwork, runSimulator, SIMULATOR_KEY_NAME, scanTime } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

const place = async (app: TestApp, over: Record<string, unknown> = {}) => {
  const reply = await call<{ waybillNo: string }>(app.app, 'insertOrder', domesticOrder(over, 'sim'), {
    token: await app.sessionOf('demo'),
  });
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const orderOf = async (app: TestApp, waybillNo: string) =>
  (await app.database.db.select().from(orders).where(eq(orders.waybillNo, waybillNo)))[0]!;
const scansOf = async (orderId: number) =>
  (await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId)).orderBy(asc(trackingEvents.id))).filter(
    (e) => e.scanCode !== null,
  );

/** The life the runner plans for an order, and when each of its scans falls at the life's pace. */
async function plannedOf(orderId: number) {
  const [life] = await t.database.db.select().from(simulatorLives).where(eq(simulatorLives.orderId, orderId));
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const lifeOrder: LifeOrder = {
    ...o!,
    senderState: o!.senderProv,
    receiverState: o!.receiverProv,
  };
  const plan = planLife(lifeOrder, await loadNetwork(t.database.db), isForcedOutcome(life!.outcome) ? life!.outcome : null);
  return { life: life!, plan, times: plan.scans.map((s) => scanTime({ ...life!, createdAt: o!.createdAt }, s.at)) };
}

describe('the simulator runner', () => {
  it('moves a placed order to the end of its planned life through the scan ingest, in time order', async () => {
    const waybillNo = await place(t, { codSen: 5_000, payMethod: 'PP_PM' });
    const order = await orderOf(t, waybillNo);
    const first = await runSimulator(t.context, { pace: 240 });
    expect(first.adopted).toBeGreaterThanOrEqual(1);
    // The life starts a minute after placing: nothing yet, the visitor may still cancel.
    expect((await orderOf(t, waybillNo)).status).toBe('PENDING');
    // A life without mishaps, whatever this waybill number draws (the planner test covers the draws).
    await t.database.db.update(simulatorLives).set({ outcome: 'clean' }).where(eq(simulatorLives.orderId, order.id));

    const { plan, times } = await plannedOf(order.id);
    const end = times[times.length - 1]!;
    // 240 simulated minutes a minute: a month of its life passes in three hours.
    expect(end.getTime() - order.createdAt.getTime()).toBeLessThan(3 * 3_600_000);
    const run = await runSimulator(t.context, { pace: 240, now: new Date(end.getTime() + MINUTE) });
    expect(run.recorded).toBeGreaterThanOrEqual(plan.scans.length);
    expect(run.rejected).toBe(0);

    const after = await orderOf(t, waybillNo);
    const last = plan.scans[plan.scans.length - 1]!;
    expect(after.status).toBe('SIGNED');
    expect(after.signerName).toBe(last.signerName);
    expect(after.signedAt).toEqual(times[times.length - 1]);
    expect(after.codCollectedSen).toBe(5_000);
    expect(after.pickedUpAt).toEqual(times[0]);
    const scans = await scansOf(order.id);
    expect(scans.map((s) => s.eventId)).toEqual(plan.scans.map((s) => `sim-${waybillNo}-${s.step}`));
    expect(scans.map((s) => s.at)).toEqual(times);
    for (let i = 1; i < scans.length; i++) expect(scans[i]!.at.getTime()).toBeGreaterThan(scans[i - 1]!.at.getTime());
    expect(scans[0]!.at.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime() + LIVE_START_DELAY_MS);
    // Sent with the simulator's own ops key, as any courier system's scans are.
    const [key] = await t.database.db.select().from(opsKeys).where(eq(opsKeys.name, SIMULATOR_KEY_NAME));
    expect(scans.every((s) => s.detail?.key === key!.id)).toBe(true);
  });

  it('records nothing new when run again, even from the start of a life', async () => {
    const waybillNo = await place(t);
    const order = await orderOf(t, waybillNo);
    await runSimulator(t.context, { pace: 240 });
    const { times } = await plannedOf(order.id);
    const middle = times[Math.floor(times.length / 2)]!;
    await runSimulator(t.context, { pace: 240, now: middle });
    const halfway = await orderOf(t, waybillNo);
    expect(await runSimulator(t.context, { pace: 240, now: middle })).toMatchObject({ adopted: 0, sent: 0, recorded: 0 });
    // As if the runner had lost its notes: every scan due is sent again and each is a duplicate.
    await t.database.db.update(simulatorLives).set({ sentSteps: 0 }).where(eq(simulatorLives.orderId, order.id));
    const due = times.filter((at) => at <= middle).length;
    expect(await runSimulator(t.context, { pace: 240, now: middle })).toMatchObject({
      sent: due,
      recorded: 0,
      duplicates: due,
      rejected: 0,
    });
    expect(await orderOf(t, waybillNo)).toMatchObject({ status: halfway.status, statusAt: halfway.statusAt, updatedAt: halfway.updatedAt });
    expect(await scansOf(order.id)).toHaveLength(due);
    // To the end, twice: the second run has nothing to send.
    const later = new Date(times[times.length - 1]!.getTime() + MINUTE);
    expect((await runSimulator(t.context, { pace: 240, now: later })).recorded).toBe(times.length - due);
    expect(await runSimulator(t.context, { pace: 240, now: later })).toMatchObject({ sent: 0, recorded: 0 });
  });

  it('sends exactly the scans whose time has come, at the life’s pace', async () => {
    const waybillNo = await place(t);
    const order = await orderOf(t, waybillNo);
    await runSimulator(t.context, { pace: 60 });
    const { times, life } = await plannedOf(order.id);
    expect(life.pace).toBe(60);
    const middle = times[Math.floor(times.length / 2)]!;
    await runSimulator(t.context, { pace: 60, now: middle });
    expect(await scansOf(order.id)).toHaveLength(times.filter((at) => at <= middle).length);
    const [noted] = await t.database.db.select().from(simulatorLives).where(eq(simulatorLives.orderId, order.id));
    expect(noted!.sentSteps).toBe(times.filter((at) => at <= middle).length);
  });

  it('leaves a cancelled order alone', async () => {
    const waybillNo = await place(t);
    await runSimulator(t.context, { pace: 240 });
    const cancel = await call(t.app, 'cancelOrder', { waybillNo }, { token: await t.sessionOf('demo') });
    expect(cancel.success).toBe(true);
    const order = await orderOf(t, waybillNo);
    await runSimulator(t.context, { pace: 240, now: new Date(Date.now() + 3 * 3_600_000) });
    expect((await orderOf(t, waybillNo)).status).toBe('CANCEL_ORDER');
    expect(await scansOf(order.id)).toHaveLength(0);
    const [life] = await t.database.db.select().from(simulatorLives).where(eq(simulatorLives.orderId, order.id));
    expect(life!.done).toBe(true);
  });
});

describe('the demo history', { timeout: 90_000 }, () => {
  it('places a month of orders with lives in every status, through the same ingest, once', async () => {
    const history = await startTestApp();
    try {
      const now = new Date();
      const result = await seedDemoHistory(history.context, { now, days: 8, perDay: 3 });
      expect(result).not.toBeNull();
      for (const status of [
        'PENDING',
        'GOT',
        'IN_TRANSIT',
        'DELIVERING',
        'UNSIGNED',
        'SIGNED',
        'PICKUP_FAILED',
        'RETURNING',
        'RETURNED',
        'PROBLEM',
        'CANCEL_ORDER',
      ])
        expect(result!.statuses[status], status).toBeGreaterThanOrEqual(1);
      expect(result!.scans).toBeGreaterThan(result!.orders);
      const db = history.database.db;
      const events = await db.select().from(trackingEvents).where(like(trackingEvents.eventId, 'sim-%'));
      expect(events).toHaveLength(result!.scans);
      expect(events.every((e) => e.at <= now)).toBe(true);
      // Each order's placing is in the past, and its PENDING event with it.
      const [oldest] = await db.select().from(orders).orderBy(asc(orders.createdAt)).limit(1);
      expect(now.getTime() - oldest!.createdAt.getTime()).toBeGreaterThan(7 * 86_400_000);
      const [placed] = await db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.orderId, oldest!.id))
        .orderBy(asc(trackingEvents.at))
        .limit(1);
      expect(placed).toMatchObject({ status: 'PENDING', at: oldest!.createdAt });
      // A problem parcel carries its reason.
      const [problem] = await db.select().from(orders).where(eq(orders.status, 'PROBLEM')).limit(1);
      expect(PROBLEM_REASONS[problem!.problemReason as keyof typeof PROBLEM_REASONS].status).toBe('PROBLEM');
      // Nothing more is due at the same instant; and a second seeding does nothing.
      expect(await runSimulator(history.context, { pace: 240, now, adopt: false })).toMatchObject({ sent: 0 });
      expect(await seedDemoHistory(history.context, { now })).toBeNull();
    } finally {
      await history.close();
    }
  });
});

describe('started by the server', { timeout: 90_000 }, () => {
  const lifeOf = async (app: TestApp, waybillNo: string) => {
    const order = await orderOf(app, waybillNo);
    return (await app.database.db.select().from(simulatorLives).where(eq(simulatorLives.orderId, order.id)))[0];
  };

  it('takes up a new demo order by itself with the demo data on', async () => {
    const on = await startTestApp({ env: { SIMULATOR: '1', SEED_DEMO: '1', SIMULATOR_PACE: '600' } });
    try {
      const waybillNo = await place(on);
      // The run at start may come before the order; the next comes SIMULATOR_TICK_SECONDS (20) later, plus the queue's polling.
      expect(await pollUntil(async () => !!(await lifeOf(on, waybillNo)), Boolean, { withinMs: 50_000, everyMs: 250 })).toBe(true);
      expect((await lifeOf(on, waybillNo))!.pace).toBe(600);
    } finally {
      await on.close();
    }
  });

  for (const env of [{ SIMULATOR: '0' }, { SEED_DEMO: '0', SIMULATOR: '1' }] as Record<string, string>[]) {
    it(`moves nothing by itself with ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`, async () => {
      const off = await startTestApp({ env });
      try {
        const waybillNo = await place(off);
        expect(await pollUntil(async () => !!(await lifeOf(off, waybillNo)), Boolean, { withinMs: 5_000, everyMs: 250 })).toBe(false);
        expect((await orderOf(off, waybillNo)).status).toBe('PENDING');
      } finally {
        await off.close();
      }
    });
  }
});
