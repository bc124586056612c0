import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxFile, zipBomb } from '../../test/files.ts';
import { crc32 } from './image-code.ts';
import { inspectXlsxZip, loadXlsx, rangeCells, readSheetText, readXlsxTable } from './xlsx-import.ts';

/** A deflated zip of these entries; `declared` makes the directory state another uncompressed size. */
function zipOf(entries: { name: string; content: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declared = content.length } of entries) {
    const data = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sheetXml = (extra: string) =>
  Buffer.from(
    `<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>key</t></is></c></row></sheetData>${extra}</worksheet>`,
  );

const refused = (work: () => unknown) => expect(work).toThrow(expect.objectContaining({ messageKey: 'fileFormatError' }));

describe('inspectXlsxZip', () => {
  it('passes a real workbook', async () => {
    expect(() => inspectXlsxZip(Buffer.from(JSON.stringify({})))).toThrow();
    inspectXlsxZip(await xlsxFile([['key'], ['a']]));
  });

  it('refuses a zip bomb, also one whose directory declares less than its data inflates to', () => {
    refused(() => inspectXlsxZip(zipBomb(35)));
    // 40 MB of spaces declared as 1 KB: refused once 1 KB has come out, not after 40 MB.
    refused(() =>
      inspectXlsxZip(zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(40 * 1024 * 1024, 32), declared: 1024 }])),
    );
  });

  it('refuses a sheet whose validation or merged ranges the parser would expand cell by cell', () => {
    const validation = (range: string) =>
      sheetXml(
        `<dataValidations count="1"><dataValidation type="list" sqref="${range}"><formula1>"a"</formula1></dataValidation></dataValidations>`,
      );
    refused(() => inspectXlsxZip(zipOf([{ name: 'xl/worksheets/sheet1.xml', content: validation('A1:XFD1048576') }])));
    refused(() =>
      inspectXlsxZip(
        zipOf([{ name: 'xl/worksheets/sheet1.xml', content: sheetXml('<mergeCells><mergeCell ref="A2:Z10000"/></mergeCells>') }]),
      ),
    );
    inspectXlsxZip(zipOf([{ name: 'xl/worksheets/sheet1.xml', content: validation('D2:D1001 F2') }]));
  });

  it('counts the cells of A1 ranges', () => {
    expect(rangeCells('A1')).toBe(1);
    expect(rangeCells('A1:B2 D4')).toBe(5);
    expect(rangeCells('$D$2:$D$1001')).toBe(1000);
    expect(rangeCells('A1:XFD1048576')).toBe(16384 * 1048576);
  });
});

describe('reading a sheet', () => {
  it('reads only the rows the file holds, by their Excel row numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['key', 'zh']);
    sheet.getCell('A5').value = 'a';
    sheet.getCell('B1048576').value = 'last';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { rows } = readSheetText((await loadXlsx(file)).worksheets[0]!);
    expect(rows).toEqual([
      { rowNumber: 5, cells: ['a', ''] },
      { rowNumber: 1048576, cells: ['', 'last'] },
    ]);
    expect((await readXlsxTable(file)).rows.map((r) => r.values)).toEqual([
      { key: 'a', zh: '' },
      { key: '', zh: 'last' },
    ]);
  });

  it('refuses a sheet with far more named columns than any template', async () => {
    const file = await xlsxFile([Array.from({ length: 300 }, (_, i) => `c${i}`)]);
    await expect(readXlsxTable(file)).rejects.toMatchObject({ messageKey: 'fileFormatError' });
  });

  it('refuses more rows than allowed', async () => {
    const file = await xlsxFile([['key'], ['a'], ['b'], ['c']]);
    await expect(readXlsxTable(file, 2)).rejects.toMatchObject({ messageKey: 'rowsExceedLimit' });
  });
});
