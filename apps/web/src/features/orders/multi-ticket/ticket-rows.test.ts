import { readMultiTicketPaste } from '@portal/shared/order-multi-paste';
import { describe, expect, it } from 'vitest';
import { rowParameter, rowsFromPaste } from './ticket-rows.ts';

describe('rowsFromPaste', () => {
  it("reads Excel rows (tabs) and typed rows (semicolons) in the table's order, parcels 1 and the default goods when left empty", () => {
    const reading = readMultiTicketPaste(
      'Tan Mei Ling\t012-888 7766\t55100\tNo. 8, Jalan Bukit Bintang\t\t1.5\t\t\n' +
        '\n' +
        'Kedai Ah Kow; 05-254 1234; 30000; No. 3, Jalan Sultan Idris Shah; Tin biskut; 24; 3; 1,250.50\n',
    );
    if (!reading.ok) throw new Error(reading.key);
    const rows = rowsFromPaste(reading.rows, 'Kuih raya');
    expect(rows).toHaveLength(2);
    expect(rowParameter(rows[0]!)).toMatchObject({
      receiverName: 'Tan Mei Ling',
      receiverPostcode: '55100',
      weightG: 1500,
      codSen: 0,
      packageCount: 1,
      goodsName: 'Kuih raya',
    });
    expect(rowParameter(rows[1]!)).toMatchObject({
      receiverName: 'Kedai Ah Kow',
      receiverAddress: 'No. 3, Jalan Sultan Idris Shah',
      goodsName: 'Tin biskut',
      weightG: 24_000,
      codSen: 125_050,
      packageCount: 3,
    });
    // Each row is an order of its own, with a request id of its own.
    expect(rows[0]!.requestId).not.toBe(rows[1]!.requestId);
  });
});
