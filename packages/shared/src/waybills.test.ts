import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PRINTABLE_STATUSES } from './order.ts';
import {
  COD_STATE_LIST,
  COD_STATES,
  canChangeCod,
  receiverQuery,
  tabOf,
  WAYBILL_TAB_LIST,
  WAYBILL_TABS,
  waybillListParameter,
} from './waybills.ts';

describe('the status tabs of my waybills', () => {
  it('put every status in exactly one tab', () => {
    const shown = WAYBILL_TAB_LIST.flatMap((tab) => [...WAYBILL_TABS[tab]]);
    expect([...shown].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) expect(WAYBILL_TABS[tabOf(status)]).toContain(status);
  });

  it('wait for pick-up exactly where labels print', () => {
    expect(WAYBILL_TABS.waitingPickup).toEqual(PRINTABLE_STATUSES);
    expect(WAYBILL_TABS.problem).toEqual(['PROBLEM', 'PICKUP_FAILED']);
  });

  it('take the tab by name, all and empty as no tab, and refuse another', () => {
    expect(waybillListParameter.parse({ tab: 'returned' }).tab).toBe('returned');
    expect(waybillListParameter.parse({ tab: 'all', status: '' })).toMatchObject({ tab: undefined, status: undefined });
    expect(waybillListParameter.safeParse({ tab: 'lost' }).success).toBe(false);
  });
});

describe('the COD states', () => {
  it('hold every status but a cancelled one, once', () => {
    const held = COD_STATE_LIST.flatMap((state) => [...COD_STATES[state]]);
    expect([...held, 'CANCEL_ORDER'].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('let a COD amount change before pick-up, on a domestic waybill whose receiver does not pay', () => {
    expect(canChangeCod({ status: 'DISPATCH', kind: 'domestic', payMethod: 'PP_PM' })).toBe(true);
    expect(canChangeCod({ status: 'GOT', kind: 'domestic', payMethod: 'PP_PM' })).toBe(false);
    expect(canChangeCod({ status: 'PENDING', kind: 'international', payMethod: 'PP_PM' })).toBe(false);
    expect(canChangeCod({ status: 'PENDING', kind: 'domestic', payMethod: 'CC_CASH' })).toBe(false);
  });
});

describe('a receiver search', () => {
  it('reads a phone as the stored phone and anything else as the name beginning', () => {
    expect(receiverQuery('+60 12-345 6789')).toEqual({ tel: '0123456789' });
    expect(receiverQuery('(016) 777 8888')).toEqual({ tel: '0167778888' });
    expect(receiverQuery('+65 9123 4567')).toEqual({ tel: '+6591234567' });
    expect(receiverQuery(' Siti Nur ')).toEqual({ namePrefix: 'siti nur' });
    expect(receiverQuery('12345')).toEqual({ namePrefix: '12345' });
  });
});
