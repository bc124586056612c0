import { Readable } from 'node:stream';
import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import { ADDRESS_TEMPLATE_MARKER, ADDRESS_TEMPLATE_VERSION, type AddressImportResult } from '@portal/shared/address-import';
import { Code } from '@portal/shared/codes';
import { translate } from '@portal/shared/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxFile, zipBomb } from '../../../../test/files.ts';
import { call, startTestApp, type TestApp } from '../../../../test/helpers.ts';
import { addresses, storedFiles, users } from '../../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
type Reply = Awaited<ReturnType<typeof upload<AddressImportResult>>>;

/** Places that exist in the region data: state, city, postcode. */
const PLACES = [
  ['Selangor', 'Petaling Jaya', '47301'],
  ['Kedah', 'Alor Setar', '05000'],
  ['Perak', 'Ipoh', '30000'],
  ['Johor', 'Johor Bahru', '80000'],
  ['W.P. Kuala Lumpur', 'Kuala Lumpur', '50000'],
  ['Sabah', 'Kota Kinabalu', '88000'],
] as const;

/** n good rows (name, phone, postcode, state, city, detail address), distinct by `tag`. */
const goodRows = (n: number, tag: string): (string | number)[][] =>
  Array.from({ length: n }, (_, i) => {
    const [state, city, postcode] = PLACES[i % PLACES.length]!;
    return [`${tag} Customer ${i + 1}`, `012-${String(3_000_000 + i)}`, postcode, state, city, `${i + 1}, Jalan ${tag} ${i + 1}`];
  });

/** A POST to an endpoint that answers a file (or the envelope when it refuses). */
async function fetchFile(name: string, parameter: unknown, token: string, lang: Lang = 'en'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/${name}.do`, headers: { authtoken: token, lang }, payload: { parameter } });
}

const isXlsx = (res: LightMyRequestResponse) => String(res.headers['content-type']).includes('spreadsheetml');

const templates = new Map<Lang, Buffer>();
async function template(lang: Lang = 'en'): Promise<Buffer> {
  let file = templates.get(lang);
  if (!file) {
    const res = await fetchFile('downloadAddressTemplate', {}, await t.sessionOf('demo'), lang);
    expect(isXlsx(res)).toBe(true);
    file = res.rawPayload;
    templates.set(lang, file);
  }
  return file;
}

async function workbookOf(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

/** The template filled in the way a person does: rows from row 2 of the first sheet. */
async function filled(rows: (string | number)[][], opts: { lang?: Lang; change?: (wb: ExcelJS.Workbook) => void } = {}): Promise<Buffer> {
  const workbook = await workbookOf(await template(opts.lang));
  const sheet = workbook.worksheets[0]!;
  rows.forEach((row, i) => {
    sheet.getRow(i + 2).values = row;
  });
  opts.change?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importFile = async (data: Buffer, parameter: object, opts: { who?: string; lang?: Lang; name?: string } = {}): Promise<Reply> =>
  upload<AddressImportResult>(
    t.app,
    'importAddress',
    { name: opts.name ?? 'addresses.xlsx', data },
    { token: await t.sessionOf(opts.who ?? 'demo'), lang: opts.lang ?? 'en', parameter },
  );

const demoCustomer = async () =>
  (await t.database.db.select({ id: users.customerId }).from(users).where(eq(users.loginCode, 'demo')))[0]!.id!;

async function bookSize(book: 'userAddress' | '1'): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.customerId, await demoCustomer()), eq(addresses.book, book)));
  return Number(row!.n);
}

/** The first sheet as rows of text, header first. */
async function sheetRows(data: Buffer): Promise<string[][]> {
  const sheet = (await workbookOf(data)).worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/**
 * The template saved as Excel 97-2003 (.xls, BIFF8), as a person with an old Excel does: the
 * template's own headers and hidden marker sheet, written by SheetJS.
 */
async function xlsFile(rows: (string | number)[][], opts: { version?: string } = {}): Promise<Buffer> {
  const [headers] = await sheetRows(await template());
  const book = sheetUtils.book_new();
  sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet([headers!, ...rows]), 'Addresses');
  sheetUtils.book_append_sheet(
    book,
    sheetUtils.aoa_to_sheet([[ADDRESS_TEMPLATE_MARKER.kind, opts.version ?? ADDRESS_TEMPLATE_VERSION]]),
    ADDRESS_TEMPLATE_MARKER.sheet,
  );
  return writeSheet(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

describe('downloadAddressTemplate', () => {
  it('is an xlsx in the caller language with required headers marked, a guide and a hidden version marker', async () => {
    const res = await fetchFile('downloadAddressTemplate', {}, await t.sessionOf('demo'), 'zh');
    expect(isXlsx(res)).toBe(true);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('地址导入模板.xlsx'));
    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((s) => [s.name, s.state])).toEqual([
      ['地址', 'visible'],
      ['填写说明', 'visible'],
      ['template', 'veryHidden'],
    ]);
    expect((await sheetRows(res.rawPayload))[0]).toEqual(['姓名*', '电话*', '邮编*', '州属*', '城市*', '详细地址*']);
    // Nothing to import in an untouched template: the example is on the guide sheet.
    expect(await sheetRows(res.rawPayload)).toHaveLength(1);
    const marker = workbook.getWorksheet('template')!;
    expect([marker.getCell('A1').value, marker.getCell('B1').value]).toEqual(['addressImport', 'v1']);
    // Phone and postcode are text cells, so Excel keeps 05000 and 012... as typed.
    expect(workbook.worksheets[0]!.getColumn(2).numFmt).toBe('@');
    expect(workbook.worksheets[0]!.getColumn(3).numFmt).toBe('@');
  });

  it('is refused without the addressImport page', async () => {
    const res = await fetchFile('downloadAddressTemplate', {}, await t.sessionOf('demo_ops'));
    expect(res.json()).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});

describe('importAddress', () => {
  let first: Reply;
  const file50 = async () => {
    const rows = goodRows(50, 'Fifty');
    rows[4] = ['Bad Phone', '01a2345678', '47301', 'Selangor', 'Petaling Jaya', '5, Jalan Fifty 5'];
    rows[19] = ['Bad Place', '0123456789', '47301', 'Perak', 'Ipoh', '20, Jalan Fifty 20'];
    rows[36] = ['', '0123456780', '99999', 'Selangor', 'Petaling Jaya', '37, Jalan Fifty 37'];
    return filled(rows);
  };

  it('saves the good rows of 50 with 3 bad, and answers the summary and each bad row and field', async () => {
    const before = await bookSize('1');
    first = await importFile(await file50(), { addressType: '1', mode: 'valid' });
    expect(first).toMatchObject({
      success: true,
      code: 200,
      desc: 'You imported 50 in total, of which 3 do not match the template',
      data: { total: 50, bad: 3, imported: 47, duplicates: 0, errorFileId: expect.any(String) },
    });
    // Rows as Excel numbers them: the header is row 1.
    expect(first.data!.errors).toEqual([
      { row: 6, field: 'Phone', message: 'The phone number must start with 0 or +60 and have 8 to 11 digits' },
      { row: 21, field: 'State / City / Postcode', message: 'The postcode 47301 does not belong to Ipoh, Perak' },
      { row: 38, field: 'Name', message: 'Please enter the name' },
      { row: 38, field: 'Postcode', message: 'The postcode 99999 was not found' },
    ]);
    expect(await bookSize('1')).toBe(before + 47);
    const [saved] = await t.database.db.select().from(addresses).where(eq(addresses.name, 'Fifty Customer 2'));
    expect(saved).toMatchObject({ book: '1', contacts: '0123000001', postcode: '05000', prov: 'Kedah', city: 'Alor Setar', area: '05000' });
  });

  it('gives an error file naming each bad row, its field and problem, with the values as they were', async () => {
    const res = await fetchFile('downloadAddressImportErrors', { fileId: first.data!.errorFileId }, await t.sessionOf('demo'));
    expect(isXlsx(res)).toBe(true);
    expect(res.headers['content-disposition']).toContain('Address import errors.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Row', 'Problem', 'Name*', 'Phone*', 'Postcode*', 'State*', 'City*', 'Detail address*']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['6', '21', '38']);
    expect(rows[1]).toEqual([
      '6',
      'Phone: The phone number must start with 0 or +60 and have 8 to 11 digits',
      'Bad Phone',
      '01a2345678',
      '47301',
      'Selangor',
      'Petaling Jaya',
      '5, Jalan Fifty 5',
    ]);
    expect(rows[3]![1]).toBe('Name: Please enter the name\nPostcode: The postcode 99999 was not found');
  });

  it('imports the corrected error file as it is (it is the template with two more columns)', async () => {
    const res = await fetchFile('downloadAddressImportErrors', { fileId: first.data!.errorFileId }, await t.sessionOf('demo'));
    const workbook = await workbookOf(res.rawPayload);
    const sheet = workbook.worksheets[0]!;
    sheet.getCell('D2').value = '012-345 6789';
    sheet.getCell('F3').value = 'Selangor';
    sheet.getCell('G3').value = 'Petaling Jaya';
    sheet.getCell('C4').value = 'Fixed Name';
    sheet.getCell('E4').value = '47301';
    const reply = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), { addressType: '1', mode: 'all' });
    expect(reply).toMatchObject({ success: true, data: { total: 3, bad: 0, imported: 3, duplicates: 0, errors: [] } });
    expect(reply.data).not.toHaveProperty('errorFileId');
  });

  it('adds nothing when the same file is imported again, and says they are duplicates', async () => {
    const before = await bookSize('1');
    const again = await importFile(await file50(), { addressType: '1', mode: 'valid' });
    expect(again).toMatchObject({ success: true, data: { total: 50, bad: 3, imported: 0, duplicates: 47 } });
    expect(await bookSize('1')).toBe(before);
  });

  it('counts a row repeating an earlier one as a duplicate, and two imports at once add each address once', async () => {
    const rows = goodRows(20, 'Twice');
    const data = await filled([...rows, rows[0]!]);
    const before = await bookSize('userAddress');
    const replies = await Promise.all([
      importFile(data, { addressType: 'userAddress', mode: 'valid' }),
      importFile(data, { addressType: 'userAddress', mode: 'valid' }),
    ]);
    expect(replies.map((r) => r.data!.imported + r.data!.duplicates)).toEqual([21, 21]);
    expect(replies[0]!.data!.imported + replies[1]!.data!.imported).toBe(20);
    expect(await bookSize('userAddress')).toBe(before + 20);
    const third = await importFile(data, { addressType: 'userAddress', mode: 'valid' });
    expect(third).toMatchObject({ success: true, desc: 'All these addresses are already in the address book' });
  });

  it("'all' writes nothing when any row is bad, and still offers the error file", async () => {
    const before = await bookSize('userAddress');
    const rows = goodRows(10, 'AllOrNothing');
    rows[2] = ['Letters', '012345678x', '47301', 'Selangor', 'Petaling Jaya', 'Somewhere 1'];
    const reply = await importFile(await filled(rows), { addressType: 'userAddress', mode: 'all' });
    expect(reply).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'Some rows do not match the template, so nothing was imported',
      data: { total: 10, bad: 1, imported: 0, duplicates: 0, errors: [{ row: 4, field: 'Phone' }], errorFileId: expect.any(String) },
    });
    expect(await bookSize('userAddress')).toBe(before);
    const res = await fetchFile('downloadAddressImportErrors', { fileId: reply.data!.errorFileId }, await t.sessionOf('demo'));
    expect((await sheetRows(res.rawPayload)).slice(1).map((r) => r[0])).toEqual(['4']);
  });

  it("'valid' with no good row at all saves nothing and is refused", async () => {
    const reply = await importFile(await filled([['Only Bad', '12', '47301', 'Selangor', 'Petaling Jaya', 'x']]), {
      addressType: '1',
      mode: 'valid',
    });
    expect(reply).toMatchObject({ success: false, desc: 'Some rows do not match the template, so nothing was imported', data: { bad: 1 } });
  });

  it('tells a state, city and postcode that do not agree, and a phone with letters, in the caller language', async () => {
    const reply = await importFile(
      await filled([
        ['Wrong Town', '0123456789', '05000', 'Kedah', 'Ipoh', '1, Jalan Satu'],
        ['Letters', '01a2345678', '47301', 'Selangor', 'Petaling Jaya', '2, Jalan Dua'],
      ]),
      { addressType: '1', mode: 'all' },
      { lang: 'zh' },
    );
    expect(reply).toMatchObject({ desc: '文件中有不符合模板的行，未导入任何数据' });
    expect(reply.data!.errors).toEqual([
      { row: 2, field: '州属 / 城市 / 邮编', message: '邮编05000不属于Ipoh，Kedah' },
      { row: 3, field: '电话', message: translate('phoneValidLength', 'zh') },
    ]);
  });

  it('reads numbers Excel made of a phone and a postcode, headers in another language, and columns in another order', async () => {
    const data = await filled([], {
      lang: 'zh',
      change: (wb) => {
        const sheet = wb.worksheets[0]!;
        // The columns swapped: detail address first.
        sheet.getRow(1).values = ['详细地址*', '电话*', '邮编*', '州属*', '城市*', '姓名*'];
        sheet.getRow(2).values = ['9, Lorong Numbers', 123456789, 5000, 'kedah', 'alor setar', 'Number Cells'];
      },
    });
    const reply = await importFile(data, { addressType: '1', mode: 'all' });
    expect(reply).toMatchObject({ success: true, desc: 'You imported 1 in total, of which 0 do not match the template' });
    const [saved] = await t.database.db.select().from(addresses).where(eq(addresses.name, 'Number Cells'));
    expect(saved).toMatchObject({
      contacts: '0123456789',
      postcode: '05000',
      prov: 'Kedah',
      city: 'Alor Setar',
      address: '9, Lorong Numbers',
    });
  });
});

describe('importAddress refuses a file that is not the current template', () => {
  const refusedWith = async (data: Buffer, desc: string, name = 'addresses.xlsx') =>
    expect(await importFile(data, { addressType: '1' }, { name })).toMatchObject({ success: false, desc, data: null });

  it('1001 rows', async () => {
    await refusedWith(await filled(goodRows(1001, 'Many')), 'The data cannot exceed 1000 rows');
  });

  it('a text file renamed .xlsx, another extension, a binary .xls, more than 1 MB', async () => {
    await refusedWith(Buffer.from('name,phone\nAli,0123456789\n'), 'Wrong file format, cannot import');
    await refusedWith(await filled(goodRows(2, 'Csv')), 'Wrong file format, cannot import', 'addresses.csv');
    // A compound file that is no workbook (the signature, then nothing a spreadsheet holds).
    const biff = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]);
    await refusedWith(biff, 'Wrong file format, cannot import', 'addresses.xls');
    const reply = await importFile(Buffer.alloc(1024 * 1024 + 1, 1), { addressType: '1' });
    expect(reply).toMatchObject({ success: false, code: Code.BODY_TOO_LARGE, desc: 'The upload cannot exceed 1 MB' });
  });

  it('an .xls that is an old template, or has more than 1000 rows', async () => {
    await refusedWith(
      await xlsFile(goodRows(2, 'Old'), { version: 'v0' }),
      'Old templates no longer apply, please download the latest template',
      'addresses.xls',
    );
    await refusedWith(await xlsFile(goodRows(1001, 'Many')), 'The data cannot exceed 1000 rows', 'addresses.xls');
  });

  it('a zip bomb, unread', async () => {
    await refusedWith(zipBomb(), 'Wrong file format, cannot import');
  });

  it('an old template, or a spreadsheet that is no template', async () => {
    const old = await filled(goodRows(2, 'Old'), {
      change: (wb) => {
        wb.getWorksheet('template')!.getCell('B1').value = 'v0';
      },
    });
    await refusedWith(old, 'Old templates no longer apply, please download the latest template');
    const plain = await xlsxFile([['Name*', 'Phone*', 'Postcode*', 'State*', 'City*', 'Detail address*'], ...goodRows(2, 'Plain')]);
    await refusedWith(plain, 'Old templates no longer apply, please download the latest template');
  });

  it('a required header missing', async () => {
    const data = await filled(goodRows(2, 'Headless'), {
      change: (wb) => {
        wb.worksheets[0]!.getCell('B1').value = 'Mobile';
      },
    });
    await refusedWith(data, 'Template header fields marked * are required');
  });

  it('no rows', async () => {
    await refusedWith(await template(), 'The file holds no rows to import');
  });

  it('no book, or a book that is not domestic', async () => {
    const data = await filled(goodRows(1, 'NoBook'));
    expect(await importFile(data, {})).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await importFile(data, { addressType: 'interAddress' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});

describe('who may import and fetch the error file', () => {
  let errorFileId: string;
  beforeAll(async () => {
    const reply = await importFile(await filled([['Bad', 'x', '47301', 'Selangor', 'Petaling Jaya', 'y'], ...goodRows(1, 'Grant')]), {
      addressType: '1',
    });
    errorFileId = reply.data!.errorFileId!;
  });

  it('another customer, or another account of the same customer, cannot download the error file', async () => {
    for (const who of ['acme', 'admin']) {
      const res = await fetchFile('downloadAddressImportErrors', { fileId: errorFileId }, await t.sessionOf(who));
      expect(isXlsx(res)).toBe(false);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await fetchFile('downloadAddressImportErrors', { fileId: errorFileId }, await t.sessionOf('acme'))).json()).toMatchObject({
      code: Code.NOT_FOUND,
      desc: 'The error file is no longer available; import the file again to get a new one',
    });
  });

  it('a sub-account needs the import page, and the page of the book it imports into', async () => {
    const data = await filled(goodRows(2, 'Clerk'));
    expect(await importFile(data, { addressType: '1' }, { who: 'demo_ops' })).toMatchObject({ success: false, code: Code.FORBIDDEN });
    const added = await call(
      t.app,
      'addUser',
      { subName: 'importer', name: 'Importer', password: 'Kl2026ab', funcIds: [402, 404] },
      { token: await t.sessionOf('demo') },
    );
    expect(added).toMatchObject({ success: true });
    const token = (await call<{ token: string }>(t.app, 'login', { loginCode: 'demo_importer', loginPassword: 'Kl2026ab' })).data!.token;
    const asImporter = (parameter: object) =>
      upload<AddressImportResult>(t.app, 'importAddress', { name: 'a.xlsx', data }, { token, parameter });
    expect(await asImporter({ addressType: 'userAddress' })).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: expect.any(String),
    });
    expect(await asImporter({ addressType: '1' })).toMatchObject({ success: true, data: { imported: 2 } });
    // A colleague's error file is not theirs.
    const res = await fetchFile('downloadAddressImportErrors', { fileId: errorFileId }, token);
    expect(res.json()).toMatchObject({ success: false, code: Code.NOT_FOUND });
  });

  it('the error file expires', async () => {
    await t.database.db.update(storedFiles).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(storedFiles.id, errorFileId));
    const res = await fetchFile('downloadAddressImportErrors', { fileId: errorFileId }, await t.sessionOf('demo'));
    expect(res.json()).toMatchObject({ success: false, code: Code.NOT_FOUND });
  });
});

describe('importAddress reads a binary .xls (spec 5: xls or xlsx)', () => {
  it('imports the template saved as Excel 97-2003, with the same rules and row numbers as an .xlsx', async () => {
    const before = await bookSize('1');
    const rows = [...goodRows(3, 'Xls'), ['Xls Bad', 'not a phone', '47301', 'Selangor', 'Petaling Jaya', '9, Jalan Xls']];
    const data = await xlsFile(rows);
    expect(data.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const reply = await importFile(data, { addressType: '1', mode: 'valid' }, { name: 'addresses.xls' });
    expect(reply).toMatchObject({ success: true, data: { total: 4, bad: 1, imported: 3 } });
    expect(reply.data!.errors).toEqual([expect.objectContaining({ row: 5, field: expect.any(String) })]);
    expect(await bookSize('1')).toBe(before + 3);
  });
});

describe('importAddress refuses an upload it cannot read, and an oversized one always as too large', () => {
  const BOUNDARY = 'portalLimits';
  const multipart = (data: Buffer, opts: { name?: string; parameter?: string } = {}) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="parameter"\r\n\r\n${opts.parameter ?? '{"addressType":"1"}'}\r\n`,
      ),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${opts.name ?? 'addresses.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const post = async (payload: Buffer | Readable, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/importAddress.do',
      headers: {
        authtoken: await t.sessionOf('demo'),
        lang: 'en',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...headers,
      },
      payload: payload as Buffer,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const TOO_LARGE = { success: false, code: Code.BODY_TOO_LARGE, desc: 'The upload cannot exceed 1 MB' };
  const over = Buffer.alloc(1024 * 1024 + 1, 1);

  it('a multipart content type without a boundary, or a form cut off, is a 4xx that says so', async () => {
    const malformed = {
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'The upload could not be read (it is not a complete multipart/form-data request); choose the file and upload it again',
    };
    expect(await post(multipart(Buffer.from('PK')), { 'content-type': 'multipart/form-data' })).toMatchObject(malformed);
    const whole = multipart(Buffer.alloc(2048, 1));
    expect(await post(whole.subarray(0, whole.length - 1500))).toMatchObject(malformed);
  });

  it('a file part over 1 MB, whatever its name says', async () => {
    expect(await post(multipart(over))).toMatchObject(TOO_LARGE);
    expect(await post(multipart(over, { name: 'addresses.txt' }))).toMatchObject(TOO_LARGE);
    expect(await post(multipart(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), over]), { name: 'addresses.xls' }))).toMatchObject(
      TOO_LARGE,
    );
  });

  it('a body streamed without a length, and one whose declared length is over the limit', async () => {
    expect(await post(Readable.from([multipart(Buffer.alloc(3 * 1024 * 1024, 1))]))).toMatchObject(TOO_LARGE);
    const declared = multipart(Buffer.alloc(3 * 1024 * 1024, 1));
    expect(await post(declared, { 'content-length': String(declared.length) })).toMatchObject(TOO_LARGE);
    // A length declared far beyond what arrives is refused before anything is read.
    expect(await post(multipart(Buffer.from('PK')), { 'content-length': String(50 * 1024 * 1024) })).toMatchObject(TOO_LARGE);
  });

  it('a parameter field over its limit is too large, not malformed JSON', async () => {
    const parameter = JSON.stringify({ addressType: '1', note: 'x'.repeat(200_000) });
    expect(await post(multipart(Buffer.from('PK'), { parameter }))).toMatchObject({ success: false, code: Code.BODY_TOO_LARGE });
  });
});
