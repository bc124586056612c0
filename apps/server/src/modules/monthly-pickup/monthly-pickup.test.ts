// Monthly pickup (issue 18): a standing weekly schedule books pickup reservations by itself, once per
// day, through the reservation page's own booking; and dedicated customer service beside it.
import { Code } from '@portal/shared/codes';
import type { DedicatedService } from '@portal/shared/dedicated-service';
import type { MonthlyPickupView } from '@portal/shared/monthly-pickup';
import type { PickupReservation } from '@portal/shared/pickup-reservations';
import { malaysiaInstant } from '@portal/shared/time';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { customers, pickupReservations, pickupScheduleRuns } from '../../db/schema/index.ts';
import { bookScheduledPickups } from './book-scheduled.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
  demoId = demo!.id;
});
afterAll(() => t.close());

const as = async (login = 'demo') => ({ token: await t.sessionOf(login), lang: 'en' as const });
const schedule = (over: Record<string, unknown> = {}) => ({
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  window: '15-18',
  contactName: 'Ahmad',
  contactTel: '012-345 6789',
  postcode: '47500',
  address: 'No. 12, Jalan SS 15/4',
  parcels: 20,
  ...over,
});

describe('monthly pickup', () => {
  it('refuses a schedule without days or with a day that is not one, and a sub-account without the page', async () => {
    expect(await call(t.app, 'saveMonthlyPickup', schedule({ weekdays: [] }), await as())).toMatchObject({
      success: false,
      desc: 'Please choose at least one pickup day',
    });
    expect((await call(t.app, 'saveMonthlyPickup', schedule({ weekdays: [8] }), await as())).success).toBe(false);
    expect(await call(t.app, 'getMonthlyPickup', {}, await as('demo_ops'))).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect((await call<MonthlyPickupView>(t.app, 'getMonthlyPickup', {}, await as())).data).toEqual({ schedule: null, runs: [] });
  });

  it('saves a schedule and books its coming days by itself, through the reservations', async () => {
    const saved = await call<MonthlyPickupView>(t.app, 'saveMonthlyPickup', schedule(), await as());
    expect(saved).toMatchObject({
      success: true,
      desc: 'Pickup schedule saved',
      data: { schedule: { window: '15-18', contactTel: '0123456789' } },
    });
    // The booking is the job queue's work: asked again until a day is booked (20 s at most).
    const view = await pollUntil(
      async () => (await call<MonthlyPickupView>(t.app, 'getMonthlyPickup', {}, await as())).data!,
      (v) => v.runs.some((r) => r.outcome === 'BOOKED'),
      { everyMs: 250 },
    );
    const booked = view.runs.filter((r) => r.outcome === 'BOOKED');
    expect(booked.length).toBeGreaterThan(0);
    const reservations = (await call<PickupReservation[]>(t.app, 'findReserveInfo', {}, await as())).data!;
    for (const run of booked)
      expect(reservations.find((r) => r.id === run.reservationId)).toMatchObject({ day: run.day, window: '15-18', parcels: 20 });
    // Another customer sees none of it.
    expect((await call<MonthlyPickupView>(t.app, 'getMonthlyPickup', {}, await as('acme'))).data).toEqual({ schedule: null, runs: [] });
  });

  it('books each day once however many runs meet, skips public holidays, and keeps why a day could not be booked', async () => {
    const db = t.database.db;
    // A week in December: Christmas is a public holiday; the 22nd already has the window booked by hand.
    await db.insert(pickupReservations).values({
      customerId: demoId,
      day: '2026-12-22',
      window: '15-18',
      contactName: 'Ahmad',
      contactTel: '0123456789',
      postcode: '47500',
      address: 'No. 12, Jalan SS 15/4',
      parcels: 3,
    });
    const now = malaysiaInstant('2026-12-21 09:00:00');
    const counts = await Promise.all(Array.from({ length: 20 }, () => bookScheduledPickups(db, now, demoId)));
    // 21st to 28th: eight days, less the holiday and the day taken by hand.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const runs = await db
      .select()
      .from(pickupScheduleRuns)
      .where(and(eq(pickupScheduleRuns.customerId, demoId), gte(pickupScheduleRuns.day, '2026-12-21')))
      .orderBy(asc(pickupScheduleRuns.day));
    expect(runs.map((r) => [r.day, r.outcome])).toEqual([
      ['2026-12-21', 'BOOKED'],
      ['2026-12-22', 'REFUSED'],
      ['2026-12-23', 'BOOKED'],
      ['2026-12-24', 'BOOKED'],
      ['2026-12-25', 'HOLIDAY'],
      ['2026-12-26', 'BOOKED'],
      ['2026-12-27', 'BOOKED'],
      ['2026-12-28', 'BOOKED'],
    ]);
    const december = await db
      .select()
      .from(pickupReservations)
      .where(and(eq(pickupReservations.customerId, demoId), gte(pickupReservations.day, '2026-12-21')));
    expect(december).toHaveLength(7);
    expect(runs.find((r) => r.day === '2026-12-22')!.reason).toBe('pickupWindowTaken');
  });
});

describe('dedicated customer service', () => {
  it('shows demo its account manager, and tells a customer without one that none is assigned', async () => {
    const mine = await call<DedicatedService>(t.app, 'getDedicatedService', {}, await as());
    expect(mine.data).toMatchObject({
      managerName: 'Siti Nurhaliza binti Ahmad',
      phone: '03-7880 2211',
      hours: 'Mon–Fri 09:00–18:00, Sat 09:00–13:00 (Malaysian time)',
      serviceLogo: 'vip-gold',
    });
    expect(await call(t.app, 'getDedicatedService', {}, await as('acme'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
      desc: 'No account manager has been assigned to you yet',
    });
  });
});
