import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/portal.ts';
import { COLUMNS, generatedSource, TEST_ROWS } from './testing.ts';
import { EXPORT_PAGE_ROWS, writeXlsx } from './xlsx-writer.ts';

// The generated source needs no database: the writer on its own, without a server.
describe('writeXlsx', () => {
  it('hands the file on as it goes, not all at the end (memory stays flat however long the list)', async () => {
    let received = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    const receivedAfterPage: number[] = [];
    const rows = await writeXlsx(sink, {
      db: {} as Db,
      source: generatedSource('exportTestList'),
      caller: { loginCode: 'demo' } as Caller,
      query: { params: {}, ids: null, lang: 'en' },
      columns: COLUMNS,
      afterPage: async () => void receivedAfterPage.push(received),
    });
    expect(rows).toBe(TEST_ROWS);
    expect(receivedAfterPage).toHaveLength(Math.ceil(TEST_ROWS / EXPORT_PAGE_ROWS));
    // Left to itself, exceljs keeps the sheet's XML until the workbook is committed; by the last page
    // most of the file must have gone out (some stays inside the compressor).
    expect(receivedAfterPage.at(-1)).toBeGreaterThan(received / 2);
  });
});
