import { describe, expect, it } from 'vitest';
import { editWalletChangeSen, updateOrderParameter, walletChargeSen } from './order-edit.ts';

describe('what an edit does to the wallet', () => {
  it('moves the difference of a wallet-paid order, and nothing for an order paid otherwise', () => {
    expect(editWalletChangeSen({ payMethod: 'PP_PM', totalSen: 800 }, { payMethod: 'PP_PM', totalSen: 1_200 })).toBe(400);
    expect(editWalletChangeSen({ payMethod: 'PP_CASH', totalSen: 1_200 }, { payMethod: 'PP_PM', totalSen: 700 })).toBe(-500);
    expect(editWalletChangeSen({ payMethod: 'CC_CASH', totalSen: 800 }, { payMethod: 'CASH', totalSen: 5_000 })).toBe(0);
  });

  it('moves the whole price when the pay method changes to or from the wallet', () => {
    expect(editWalletChangeSen({ payMethod: 'PP_PM', totalSen: 800 }, { payMethod: 'CC_CASH', totalSen: 1_000 })).toBe(-800);
    expect(editWalletChangeSen({ payMethod: 'PM', totalSen: 800 }, { payMethod: 'PP_CASH', totalSen: 1_000 })).toBe(1_000);
    expect(walletChargeSen({ payMethod: 'PAYMONTHLY', totalSen: 900 })).toBe(0);
  });

  it('takes the waybill number with the order fields, and no request id', () => {
    const parsed = updateOrderParameter.safeParse({ waybillNo: ' 600000000017 ', clientRequestId: 'ignored-123' });
    expect(parsed.success).toBe(false);
    expect(updateOrderParameter.shape.waybillNo.parse(' 600000000017 ')).toBe('600000000017');
    expect('clientRequestId' in updateOrderParameter.shape).toBe(false);
  });
});
