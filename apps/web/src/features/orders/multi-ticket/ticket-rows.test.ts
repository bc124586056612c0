import { describe, expect, it } from 'vitest';
import { rowParameter, rowsFromPaste } from './ticket-rows.ts';

describe('rowsFromPaste', () => {
  it('reads Excel rows (tabs) and typed rows (semicolons), parcels last and 1 when left empty', () => {
    const rows = rowsFromPaste(
      'Tan Mei Ling\t012-888 7766\t55100\tNo. 8, Jalan Bukit Bintang\t1.5\t\t\n' +
        '\n' +
        'Kedai Ah Kow; 05-254 1234; 30000; No. 3, Jalan Sultan Idris Shah; 24; 1,250.50; 3\n',
      'Kuih raya',
    );
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
      weightG: 24_000,
      codSen: 125_050,
      packageCount: 3,
    });
    // Each row is an order of its own, with a request id of its own.
    expect(rows[0]!.requestId).not.toBe(rows[1]!.requestId);
  });
});
