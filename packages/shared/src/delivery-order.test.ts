import { describe, expect, it } from 'vitest';
import {
  bindingParameter,
  canBindDo,
  canCancelDo,
  canPrintDo,
  doImportRowSchema,
  doNoSchema,
  receiverKey,
  splitNumbers,
} from './delivery-order.ts';

describe('delivery order rules', () => {
  it('reads DO and packing numbers as scanners send them, upper-cased, and refuses spaces and symbols', () => {
    expect(doNoSchema.parse(' do-2026/001 ')).toBe('DO-2026/001');
    expect(doNoSchema.safeParse('DO 1').error?.issues[0]?.message).toBe('doNoRule');
    expect(doNoSchema.safeParse('').error?.issues[0]?.message).toBe('doNoRequired');
    expect(doNoSchema.safeParse('D'.repeat(31)).error?.issues[0]?.message).toBe('doNoRule');
    expect(splitNumbers('ctn-1\nCTN-2, ctn-3;  ctn-4 ')).toEqual(['CTN-1', 'CTN-2', 'CTN-3', 'CTN-4']);
  });

  it('takes a quantity as a whole number from 1 to 999999, as a spreadsheet cell gives it', () => {
    const row = {
      doNo: 'DO-1',
      receiverName: 'Giant DC',
      receiverTel: '03-5123 4567',
      receiverPostcode: '40150',
      receiverAddress: 'Lot 2',
      itemName: 'Kettle',
    };
    expect(doImportRowSchema.parse({ ...row, quantity: '24' }).quantity).toBe(24);
    for (const bad of ['0', '1.5', 'ten', '1000000'])
      expect(doImportRowSchema.safeParse({ ...row, quantity: bad }).error?.issues[0]?.message).toBe('doQuantityRule');
  });

  it('sees one receiver however its name is spaced or cased and its phone typed', () => {
    const a = { receiverName: 'Giant  DC', receiverTel: '+60 3-5123 4567', receiverPostcode: '40150', receiverAddress: 'Lot 2' };
    const b = { receiverName: 'giant dc', receiverTel: '0351234567', receiverPostcode: '40150', receiverAddress: 'LOT 2 ' };
    expect(receiverKey(a)).toBe(receiverKey(b));
    expect(receiverKey({ ...b, receiverPostcode: '40151' })).not.toBe(receiverKey(a));
  });

  it('binds until printed, prints once packed, cancels once', () => {
    expect(
      ['WAITING_PACK', 'PACKED', 'PRINTED', 'CANCELLED'].map((s) => [
        canBindDo(s as never),
        canPrintDo(s as never),
        canCancelDo(s as never),
      ]),
    ).toEqual([
      [true, false, true],
      [true, true, true],
      [false, true, true],
      [false, false, false],
    ]);
  });

  it('names one box and its DOs, or one DO and its boxes', () => {
    expect(bindingParameter.parse({ mode: 'oneBoxMoreDo', packingNo: 'ctn-1', doNos: ['do-1'] })).toEqual({
      mode: 'oneBoxMoreDo',
      packingNo: 'CTN-1',
      doNos: ['DO-1'],
    });
    expect(bindingParameter.safeParse({ mode: 'oneDoMoreBox', doNo: 'DO-1', packingNos: [] }).error?.issues[0]?.message).toBe(
      'packingNoRequired',
    );
    expect(
      bindingParameter.safeParse({ mode: 'oneDoMoreBox', doNo: 'DO-1', packingNos: Array.from({ length: 201 }, (_, i) => `B${i}`) }).error
        ?.issues[0]?.message,
    ).toBe('bindingTooMany');
  });
});
