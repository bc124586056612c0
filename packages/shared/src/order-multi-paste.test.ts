import { describe, expect, it } from 'vitest';
import { columnOfHeading, MULTI_PASTE_COLUMNS, readMultiTicketPaste } from './order-multi-paste.ts';

const tsv = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n');

describe('readMultiTicketPaste without a header', () => {
  it("reads the cells in the table's own column order: name, phone, postcode, address, goods, weight, parcels, COD", () => {
    const reading = readMultiTicketPaste(
      tsv(['Tan Mei Ling', '012-888 7766', '55100', 'No. 8, Jalan Bukit Bintang', 'Baju', '0.80', '', '12.50']),
    );
    expect(reading).toEqual({
      ok: true,
      header: false,
      headings: [],
      mapping: [...MULTI_PASTE_COLUMNS],
      rows: [
        {
          receiverName: 'Tan Mei Ling',
          receiverTel: '012-888 7766',
          receiverPostcode: '55100',
          receiverAddress: 'No. 8, Jalan Bukit Bintang',
          goodsName: 'Baju',
          weightKg: 0.8,
          packageCount: null,
          codRm: 12.5,
        },
      ],
    });
  });

  it('takes the first columns only (the rest left off), typed rows with semicolons, and spreadsheet trailing tabs', () => {
    const reading = readMultiTicketPaste(
      'Kedai Ah Kow; 05-254 1234; 30000; No. 3, Jalan Sultan Idris Shah; ; 24\nAli\t0123456789\t55100\tNo 1\t\t\t\t\n',
    );
    expect(reading.ok && reading.mapping).toEqual(MULTI_PASTE_COLUMNS.slice(0, 6));
    expect(reading.ok && reading.rows.map((r) => [r.receiverName, r.goodsName, r.weightKg, r.codRm])).toEqual([
      ['Kedai Ah Kow', '', 24, null],
      ['Ali', '', null, null],
    ]);
  });

  it('refuses one column too many instead of shifting the weight into COD (the issue-14 paste)', () => {
    // An order number in front: without the refusal 0.80 kg became COD RM 0.80.
    const reading = readMultiTicketPaste(
      tsv(['SO-1001', 'Tan Mei Ling', '012-888 7766', '55100', 'No. 8, Jalan Bukit Bintang', 'Baju', '0.80', '1', '12.50']),
    );
    expect(reading).toEqual({ ok: false, key: 'multiPasteTooManyColumns', params: { line: 1, count: 9, max: 8 } });
  });

  it('refuses a shifted column that puts text where a number goes, naming the line and the column', () => {
    // The old order (weight straight after the address) pasted one column short of goods.
    const reading = readMultiTicketPaste(tsv(['Tan Mei Ling', '012-888 7766', '55100', 'No. 8, Jalan Bukit Bintang', '0.80', 'Baju']));
    expect(reading).toEqual({ ok: false, key: 'multiPasteNotNumber', params: { line: 1, value: 'Baju' }, column: 'weightKg' });
  });

  it('refuses too few columns, any line too wide, and an empty paste', () => {
    expect(readMultiTicketPaste('Ali\t0123456789\t55100')).toMatchObject({ ok: false, key: 'multiPasteTooFewColumns' });
    const second = tsv(['Ali', '012', '55100', 'No 1'], ['Abu', '013', '55100', 'No 2', 'Baju', '1', '1', '0', 'extra']);
    expect(readMultiTicketPaste(second)).toEqual({ ok: false, key: 'multiPasteTooManyColumns', params: { line: 2, count: 9, max: 8 } });
    expect(readMultiTicketPaste(' \n\t\n')).toMatchObject({ ok: false, key: 'multiPasteEmpty' });
  });
});

describe('readMultiTicketPaste with a header row', () => {
  it('maps columns by their headings in any order, and leaves out the ones the table has no place for', () => {
    const reading = readMultiTicketPaste(
      tsv(
        ['Order date', 'Weight (kg)', 'COD (RM)', 'Receiver name', 'Phone', 'Postcode', 'Address'],
        ['2026-11-25', '0.80', '', 'Tan Mei Ling', '012-888 7766', '55100', 'No. 8, Jalan Bukit Bintang'],
      ),
    );
    expect(reading).toMatchObject({
      ok: true,
      header: true,
      headings: ['Order date', 'Weight (kg)', 'COD (RM)', 'Receiver name', 'Phone', 'Postcode', 'Address'],
      mapping: [null, 'weightKg', 'codRm', 'receiverName', 'receiverTel', 'receiverPostcode', 'receiverAddress'],
      rows: [{ receiverName: 'Tan Mei Ling', weightKg: 0.8, codRm: null, goodsName: '' }],
    });
  });

  it.each([
    [['姓名', '电话', '邮编', '地址', '重量（公斤）', '代收货款', '件数', '物品名称']],
    [['Nama', 'No. Tel', 'Poskod', 'Alamat', 'Berat (kg)', 'COD (RM)', 'Bungkusan', 'Barang']],
    [['Name', 'Phone', 'Postcode', 'Address', 'Actual weight', 'Cash on delivery', 'Parcels', 'Goods']],
  ])('knows the headings in Chinese, Malay and English: %j', (headings) => {
    const reading = readMultiTicketPaste(tsv(headings, ['陈小明', '0123456789', '55100', 'No 1', '2', '30', '1', 'Kuih']));
    expect(reading).toMatchObject({
      ok: true,
      header: true,
      mapping: ['receiverName', 'receiverTel', 'receiverPostcode', 'receiverAddress', 'weightKg', 'codRm', 'packageCount', 'goodsName'],
      rows: [{ receiverName: '陈小明', weightKg: 2, codRm: 30, packageCount: 1, goodsName: 'Kuih' }],
    });
  });

  it('refuses two columns with one heading, and a row wider than the header', () => {
    expect(readMultiTicketPaste(tsv(['Name', 'Phone', 'Tel'], ['Ali', '012', '013']))).toMatchObject({
      ok: false,
      key: 'multiPasteTwoColumns',
      column: 'receiverTel',
    });
    expect(readMultiTicketPaste(tsv(['Name', 'Phone'], ['Ali', '012', 'extra']))).toMatchObject({ ok: false, key: 'multiPasteUneven' });
  });

  it('reads a heading whatever its case, marks and unit', () => {
    expect(columnOfHeading(' *WEIGHT (KG): ')).toBe('weightKg');
    expect(columnOfHeading('COD（RM）')).toBe('codRm');
    expect(columnOfHeading('Tan Mei Ling')).toBeUndefined();
  });
});
