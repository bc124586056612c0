import { Code } from '@portal/shared/codes';
import { type PickupReservation, windowRefusal } from '@portal/shared/pickup-reservations';
import { malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let demo: string;
let acme: string;
let normalOnly: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  await call(t.app, 'addUser', { subName: 'resnormal', name: 'Normal only', password: 'Kl2026ab', funcIds: [101] }, { token: demo });
  normalOnly = await login(t.app, 'demo_resnormal', 'Kl2026ab');
});
afterAll(() => t.close());

const as = (token: string) => ({ token, lang: 'en' as const });
const booking = (over: Record<string, unknown> = {}) => ({
  day: malaysiaDate(2),
  window: '09-12',
  contactName: 'Ahmad',
  contactTel: '012-345 6789',
  postcode: '47500',
  address: 'No. 12, Jalan SS 15/4',
  parcels: 5,
  ...over,
});
const book = (over: Record<string, unknown> = {}, token = demo) =>
  call<PickupReservation>(t.app, 'addReserveInfo', booking(over), as(token));

describe('the pickup window rules', () => {
  it('close two hours before a window opens, and take days from today to seven ahead', () => {
    const now = malaysiaInstant('2026-03-02 10:00:00');
    expect(windowRefusal('2026-03-02', '12-15', now)).toBeNull();
    expect(windowRefusal('2026-03-02', '12-15', malaysiaInstant('2026-03-02 10:00:01'))).toBe('pickupPastCutoff');
    expect(windowRefusal('2026-03-02', '09-12', now)).toBe('pickupPastCutoff');
    expect(windowRefusal('2026-03-02', '15-18', now)).toBeNull();
    expect(windowRefusal('2026-03-01', '15-18', now)).toBe('pickupDayOutOfRange');
    expect(windowRefusal('2026-03-09', '09-12', now)).toBeNull();
    expect(windowRefusal('2026-03-10', '09-12', now)).toBe('pickupDayOutOfRange');
  });
});

describe('pickup reservations', () => {
  it('books, moves, cancels, and lists', async () => {
    const booked = await book();
    expect(booked).toMatchObject({
      success: true,
      desc: 'Pickup booked',
      data: { status: 'BOOKED', contactTel: '0123456789', changeable: true },
    });
    const id = booked.data!.id;
    const moved = await call<PickupReservation>(t.app, 'updateReserveInfo', { id, day: malaysiaDate(3), window: '15-18' }, as(demo));
    expect(moved.data).toMatchObject({ day: malaysiaDate(3), window: '15-18' });
    const listed = await call<PickupReservation[]>(t.app, 'findReserveInfo', {}, as(demo));
    expect(listed.data!.find((r) => r.id === id)).toMatchObject({ window: '15-18' });
    expect(await call(t.app, 'deletReserveInfo', { id }, as(demo))).toMatchObject({ success: true, data: { status: 'CANCELLED' } });
    expect(await call(t.app, 'deletReserveInfo', { id }, as(demo))).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('refuses a window taken, a full day, a day out of range, and a bad field', async () => {
    const day = malaysiaDate(4);
    expect((await book({ day, window: '09-12' })).success).toBe(true);
    expect(await book({ day, window: '09-12' })).toMatchObject({
      code: Code.CONFLICT,
      desc: 'You already have a pickup booked in this window',
    });
    expect((await book({ day, window: '12-15' })).success).toBe(true);
    expect((await book({ day, window: '15-18' })).success).toBe(true);
    expect(await book({ day: malaysiaDate(8) })).toMatchObject({
      code: Code.BAD_PARAMETER,
      desc: 'A pickup can be booked from today up to 7 days ahead',
    });
    expect(await book({ day: malaysiaDate(-1) })).toMatchObject({ code: Code.BAD_PARAMETER });
    expect(await book({ contactTel: '123' })).toMatchObject({ code: Code.BAD_PARAMETER });
    expect(await book({ window: '18-21' })).toMatchObject({ code: Code.BAD_PARAMETER });
    // Acme's day is its own.
    expect((await book({ day, window: '09-12' }, acme)).success).toBe(true);
  });

  it('books a window once when the same booking is sent 10 times at once', async () => {
    const day = malaysiaDate(5);
    const replies = await Promise.all(Array.from({ length: 10 }, () => book({ day, window: '12-15' })));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    const listed = await call<PickupReservation[]>(t.app, 'findReserveInfo', { from: day, to: day }, as(demo));
    expect(listed.data!.filter((r) => r.status === 'BOOKED')).toHaveLength(1);
  });

  it('keeps customers apart and refuses a sub-account without the page', async () => {
    const id = (await book({ day: malaysiaDate(6) })).data!.id;
    expect(await call(t.app, 'updateReserveInfo', { id, day: malaysiaDate(6), window: '15-18' }, as(acme))).toMatchObject({
      code: Code.NOT_FOUND,
    });
    expect(await call(t.app, 'deletReserveInfo', { id }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    expect((await call<PickupReservation[]>(t.app, 'findReserveInfo', {}, as(acme))).data!.some((r) => r.id === id)).toBe(false);
    expect(await book({}, normalOnly)).toMatchObject({ code: Code.FORBIDDEN, desc: 'You do not have permission to do this' });
  });
});
