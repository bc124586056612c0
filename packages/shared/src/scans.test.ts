// trackingTag: the AfterShip-style tag integrators read for a waybill.
import { describe, expect, it } from 'vitest';
import { EXPIRED_AFTER_DAYS, trackingTag } from './scans.ts';

const now = new Date('2026-12-04T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAYS = EXPIRED_AFTER_DAYS * 86_400_000;

describe('trackingTag', () => {
  it('is Pending when nothing is known of the waybill', () => {
    expect(trackingTag(null, null, now)).toBe('Pending');
    expect(trackingTag(null, ago(DAYS * 2), now)).toBe('Pending');
  });

  it("is the status's tag otherwise", () => {
    expect(trackingTag('PENDING', null, now)).toBe('InfoReceived');
    expect(trackingTag('IN_TRANSIT', ago(60_000), now)).toBe('InTransit');
    expect(trackingTag('DELIVERING', ago(60_000), now)).toBe('OutForDelivery');
    expect(trackingTag('UNSIGNED', ago(60_000), now)).toBe('AttemptFail');
    expect(trackingTag('SIGNED', ago(60_000), now)).toBe('Delivered');
    expect(trackingTag('RETURNING', ago(60_000), now)).toBe('Exception');
  });

  it('is Expired after 30 quiet days short of an end, not at 30 days exactly', () => {
    expect(trackingTag('IN_TRANSIT', ago(DAYS), now)).toBe('InTransit');
    expect(trackingTag('IN_TRANSIT', ago(DAYS + 1), now)).toBe('Expired');
    expect(trackingTag('RETURNING', ago(DAYS + 1), now)).toBe('Expired');
    // A problem reason does not keep a quiet waybill from expiring.
    expect(trackingTag('UNSIGNED', ago(DAYS + 1), now, 'HELD_AT_OUTLET')).toBe('Expired');
    // No scan time known: nothing to measure the quiet from.
    expect(trackingTag('IN_TRANSIT', null, now)).toBe('InTransit');
  });

  it('never expires a waybill at an end (signed, returned, cancelled)', () => {
    expect(trackingTag('SIGNED', ago(DAYS * 10), now)).toBe('Delivered');
    expect(trackingTag('RETURNED', ago(DAYS * 10), now)).toBe('Exception');
    expect(trackingTag('CANCEL_ORDER', ago(DAYS * 10), now)).toBe('Exception');
  });

  it("takes the problem reason's tag while the waybill is still in the status that reason left it in", () => {
    expect(trackingTag('UNSIGNED', ago(60_000), now, 'HELD_AT_OUTLET')).toBe('AvailableForPickup');
    expect(trackingTag('UNSIGNED', ago(60_000), now, 'RECEIVER_ABSENT')).toBe('AttemptFail');
    expect(trackingTag('PICKUP_FAILED', ago(60_000), now, 'SENDER_NOT_READY')).toBe('Exception');
  });

  it('ignores a reason a later scan has moved past, and a reason it does not know', () => {
    // Held at the outlet, then out for delivery again: the old reason says nothing any more.
    expect(trackingTag('DELIVERING', ago(60_000), now, 'HELD_AT_OUTLET')).toBe('OutForDelivery');
    expect(trackingTag('UNSIGNED', ago(60_000), now, 'ABDUCTED_BY_ALIENS')).toBe('AttemptFail');
    expect(trackingTag('UNSIGNED', ago(60_000), now, 'toString')).toBe('AttemptFail');
    expect(trackingTag('UNSIGNED', ago(60_000), now, null)).toBe('AttemptFail');
  });
});
