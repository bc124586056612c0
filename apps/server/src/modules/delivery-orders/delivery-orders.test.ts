import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import { Code } from '@portal/shared/codes';
import type { AssembledBoxPrint, BindingResult, DoImportResult, DoList } from '@portal/shared/delivery-order';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxFile } from '../../../test/files.ts';
import { call, callAt, login, type MsgReply, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customerFunctions, customers, deliveryOrderBoxes, deliveryOrders, packingBoxes } from '../../db/schema/index.ts';

let t: TestApp;
let demo: string;
let acme: string;
let dir: string;

const HEADERS = [
  'DO number*',
  'Receiver*',
  'Receiver phone*',
  'Postcode*',
  'Delivery address*',
  'Item code',
  'Item description*',
  'Quantity*',
];
const GIANT = ['Giant Hypermarket DC Shah Alam', '03-5123 4567', '40150', 'Lot 2, Jalan Utarid U5/14'];
const MYDIN = ['Mydin Wholesale Subang', '03-8024 1111', '47610', '2, Jalan USJ 1/1C'];
const line = (doNo: string, receiver: string[], item: string, qty: number | string) => [doNo, ...receiver, `SKU-${item}`, item, qty];

beforeAll(async () => {
  for (const tool of ['pdftoppm', 'pdftotext', 'zbarimg']) execFileSync('which', [tool], { stdio: 'ignore' }); // apt-get install -y poppler-utils zbar-tools
  dir = mkdtempSync(join(tmpdir(), 'do-test-'));
  t = await startTestApp();
  // Acme has no DO pages in the seed; granted here so that what it is refused below is not found, not the page.
  const [acmeRow] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10002'));
  await t.database.db
    .insert(customerFunctions)
    .values([1001, 1002, 1003, 1004, 1005].map((functionId) => ({ customerId: acmeRow!.id, functionId })));
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const importDo = (rows: (string | number)[][], token = demo, name = 'do.xlsx', headers = HEADERS) =>
  xlsxFile([headers, ...rows]).then((data) => upload<DoImportResult>(t.app, 'doinfoOrder/batchSave', { name, data }, { token }));
const bind = (name: 'Validate' | 'BatchSave', parameter: object, token = demo) =>
  call<BindingResult>(t.app, `doinfoOrder/packingNumberBinding${name}`, parameter, { token });
const list = (parameter: object = {}, token = demo) => call<DoList>(t.app, 'doinfoOrder/list', parameter, { token });
const statusOf = async (doNo: string) => (await list({ keyword: doNo })).data!.list.find((r) => r.doNo === doNo)?.status;
const autoMatch = async (packingNo: string, token = demo) =>
  (await callAt(
    t.app,
    '/lpt/cmn/print/getPrintedDataOfAssembledForAutoMatch',
    { packingNo },
    { token },
  )) as unknown as MsgReply<AssembledBoxPrint>;
const print = (doNos: string[], token = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/doinfoOrder/packingPrintValidateAndUpdate.do',
    headers: { authtoken: token, lang: 'en' },
    payload: { parameter: { doNos } },
  });
const rowsIn = async (table: typeof deliveryOrders | typeof packingBoxes | typeof deliveryOrderBoxes) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('doinfoOrder/template and batchSave (doInfoImport)', () => {
  it('downloads a template whose headers import as they are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/doinfoOrder/template.do',
      headers: { authtoken: demo, lang: 'ml' },
      payload: {},
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Nombor DO*');
    // The example rows, numbered anew, import through the template's own (Malay) headers.
    sheet.getRow(2).getCell(1).value = 'TPL-1';
    sheet.getRow(3).getCell(1).value = 'TPL-1';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const reply = await upload<DoImportResult>(t.app, 'doinfoOrder/batchSave', { name: 'template.xlsx', data }, { token: demo });
    expect(reply).toMatchObject({ success: true, data: { total: 2, bad: 0, imported: 1 } });
  });

  it('imports DOs of several lines, and refuses the same numbers again', async () => {
    const rows = [line('DO-A1', GIANT, 'Kettle', 24), line('DO-A1', GIANT, 'Rice cooker', 12), line('do-a2', MYDIN, 'Fan', '6')];
    const first = await importDo(rows);
    expect(first).toMatchObject({ success: true, desc: 'You imported 3 in total, of which 0 do not match the template' });
    expect(first.data).toMatchObject({ total: 3, bad: 0, imported: 2, errors: [] });
    const a1 = (await list({ keyword: 'DO-A1' })).data!.list[0]!;
    expect(a1).toMatchObject({ doNo: 'DO-A1', status: 'WAITING_PACK', lines: 2, quantity: 36, packingNos: [] });
    expect(await statusOf('DO-A2')).toBe('WAITING_PACK');
    const before = await rowsIn(deliveryOrders);
    const again = await importDo(rows);
    expect(again).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'No DO could be imported' });
    expect(again.data!.errors).toContainEqual({ row: 2, field: 'DO number', message: 'DO number DO-A1 already exists' });
    expect(await rowsIn(deliveryOrders)).toBe(before);
  });

  it('saves each DO once when the same file is sent five times at once (a double click)', async () => {
    const data = await xlsxFile([
      HEADERS,
      line('DO-D1', GIANT, 'Kettle', 1),
      line('DO-D1', GIANT, 'Iron', 2),
      line('DO-D2', MYDIN, 'Fan', 3),
    ]);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => upload<DoImportResult>(t.app, 'doinfoOrder/batchSave', { name: 'do.xlsx', data }, { token: demo })),
    );
    expect(replies.reduce((sum, r) => sum + r.data!.imported, 0)).toBe(2);
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect((await list({ keyword: 'DO-D1' })).data!.list).toMatchObject([{ doNo: 'DO-D1', lines: 2, quantity: 3 }]);
  });

  it('keeps a DO with one bad row out whole, tells each row why, and saves the good DOs', async () => {
    const reply = await importDo([
      line('DO-B1', GIANT, 'Kettle', 5),
      line('DO-B1', GIANT, 'Iron', 0),
      line('DO-B2', MYDIN, 'Fan', 3),
      line('DO-B2', GIANT, 'Fan', 3),
      line('DO-B3', ['Tesco DC', '12345', '40150', 'Klang'], 'Toaster', 1),
      line('DO-B4', MYDIN, 'Fan', 3),
    ]);
    expect(reply.success).toBe(true);
    expect(reply.data).toMatchObject({ total: 6, bad: 5, imported: 1 });
    expect(reply.data!.errors).toEqual([
      { row: 2, field: 'DO number', message: 'Another row of this DO has an error, so the DO was not imported' },
      { row: 3, field: 'Quantity', message: 'The quantity must be a whole number from 1 to 999999' },
      { row: 4, field: 'DO number', message: 'Another row of this DO has an error, so the DO was not imported' },
      { row: 5, field: 'Receiver', message: 'Every row of one DO must name the same receiver (see row 4)' },
      { row: 6, field: 'Receiver phone', message: expect.any(String) },
    ]);
    expect(await statusOf('DO-B4')).toBe('WAITING_PACK');
    expect(await statusOf('DO-B1')).toBeUndefined();
  });

  it('reads .xls too, and refuses a file without a required column', async () => {
    const book = sheetUtils.book_new();
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet([HEADERS, line('DO-X1', GIANT, 'Kettle', 2)]), 'DO');
    const xls = writeSheet(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(await upload(t.app, 'doinfoOrder/batchSave', { name: 'do.xls', data: xls }, { token: demo })).toMatchObject({ success: true });
    const noQuantity = await importDo([line('DO-X2', GIANT, 'Kettle', 2).slice(0, 7)], demo, 'do.xlsx', HEADERS.slice(0, 7));
    expect(noQuantity).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: expect.stringContaining('*') });
    const text = await upload(t.app, 'doinfoOrder/batchSave', { name: 'do.csv', data: Buffer.from('a,b') }, { token: demo });
    expect(text).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});

describe('packing number bindings (oneDoMoreBox, oneBoxMoreDo)', () => {
  beforeAll(async () => {
    const reply = await importDo([
      line('DO-C1', GIANT, 'Kettle', 40),
      line('DO-C2', GIANT, 'Fan', 10),
      line('DO-C3', GIANT, 'Iron', 10),
      line('DO-C4', MYDIN, 'Fan', 10),
      line('DO-C5', MYDIN, 'Fan', 10),
    ]);
    expect(reply.data!.imported).toBe(5);
  });

  it('validates without writing, then saves one DO into two boxes; saving again binds nothing twice', async () => {
    const parameter = { mode: 'oneDoMoreBox', doNo: 'DO-C1', packingNos: ['ctn-001', 'CTN-002', 'CTN-001'] };
    const before = [await rowsIn(packingBoxes), await rowsIn(deliveryOrderBoxes)];
    const checked = await bind('Validate', parameter);
    expect(checked.data).toEqual({
      ok: true,
      bound: 0,
      pairs: [
        { doNo: 'DO-C1', packingNo: 'CTN-001', result: 'new' },
        { doNo: 'DO-C1', packingNo: 'CTN-002', result: 'new' },
      ],
    });
    expect([await rowsIn(packingBoxes), await rowsIn(deliveryOrderBoxes)]).toEqual(before);
    expect(await bind('BatchSave', parameter)).toMatchObject({ success: true, data: { ok: true, bound: 2 } });
    expect(await statusOf('DO-C1')).toBe('PACKED');
    expect((await list({ keyword: 'DO-C1' })).data!.list[0]!.packingNos).toEqual(['CTN-001', 'CTN-002']);
    const again = await bind('BatchSave', parameter);
    expect(again.data).toMatchObject({ ok: true, bound: 0, pairs: [{ result: 'bound' }, { result: 'bound' }] });
  });

  it('binds once when twenty identical saves arrive together', async () => {
    // The box exists already, so no save waits on creating it: the locks and the pair's key must hold.
    await bind('BatchSave', { mode: 'oneBoxMoreDo', packingNo: 'CTN-100', doNos: ['DO-C2'] });
    const parameter = { mode: 'oneBoxMoreDo', packingNo: 'CTN-100', doNos: ['DO-C2', 'DO-C3'] };
    const replies = await Promise.all(Array.from({ length: 20 }, () => bind('BatchSave', parameter)));
    expect(replies.every((r) => r.success)).toBe(true);
    expect(replies.reduce((sum, r) => sum + r.data!.bound, 0)).toBe(1);
    const [box] = await t.database.db.select().from(packingBoxes).where(eq(packingBoxes.packingNo, 'CTN-100'));
    expect((await t.database.db.select().from(deliveryOrderBoxes).where(eq(deliveryOrderBoxes.boxId, box!.id))).length).toBe(2);
  });

  it('refuses the whole batch when a pair breaks a rule, and writes nothing', async () => {
    const before = [await rowsIn(packingBoxes), await rowsIn(deliveryOrderBoxes)];
    const mixed = await bind('BatchSave', { mode: 'oneBoxMoreDo', packingNo: 'CTN-200', doNos: ['DO-C4', 'DO-C2', 'DO-NONE'] });
    expect(mixed).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'Some bindings did not pass the checks, so nothing was saved',
    });
    expect(mixed.data!.pairs).toEqual([
      { doNo: 'DO-C4', packingNo: 'CTN-200', result: 'new' },
      { doNo: 'DO-C2', packingNo: 'CTN-200', result: 'refused', message: 'The DOs of one box must go to one receiver (DO-C2 does not)' },
      { doNo: 'DO-NONE', packingNo: 'CTN-200', result: 'refused', message: 'DO DO-NONE not found' },
    ]);
    const otherReceiver = await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-C4', packingNos: ['CTN-100'] });
    expect(otherReceiver.data!.pairs[0]).toMatchObject({
      result: 'refused',
      message: 'Box CTN-100 already holds DOs for another receiver',
    });
    const badNumber = await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-C4', packingNos: ['CTN 1'] });
    expect(badNumber).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'A packing number has up to 30 letters, digits and - _ /',
    });
    expect([await rowsIn(packingBoxes), await rowsIn(deliveryOrderBoxes)]).toEqual(before);
  });
});

/** Each page of a PDF as a 300 dpi image and the Code 128 symbols zbarimg reads on it; the text pdftotext reads. */
function readPdf(pdf: Buffer, name: string): { codes: string[]; text: string } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', file, join(dir, name)]);
  const image = join(dir, `${name}-1.png`);
  let codes: string[] = [];
  try {
    codes = execFileSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Scode128.enable', image], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    codes = [];
  }
  return { codes, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

describe('printing DO sheets (doOrderPrint) and the auto-match', () => {
  beforeAll(async () => {
    await importDo([line('DO-P1', GIANT, 'Kettle', 7), line('DO-P1', GIANT, 'Toaster', 3), line('DO-P2', GIANT, 'Fan', 1)]);
    await bind('BatchSave', { mode: 'oneDoMoreBox', doNo: 'DO-P1', packingNos: ['PK-1', 'PK-2'] });
  });

  it('refuses a DO in no box yet, and an unknown one, printing nothing', async () => {
    const unpacked = (await print(['DO-P1', 'DO-P2'])).json();
    expect(unpacked).toMatchObject({ success: false, code: Code.CONFLICT, desc: 'DO DO-P2 is in no box yet and cannot be printed' });
    expect((await print(['DO-ZZ'])).json()).toMatchObject({ code: Code.NOT_FOUND, desc: 'DO DO-ZZ not found' });
    expect(await statusOf('DO-P1')).toBe('PACKED');
  });

  it('prints a sheet whose barcode reads as the DO number, and marks it printed', async () => {
    const res = await print(['DO-P1']);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { codes, text } = readPdf(res.rawPayload, 'p1');
    expect(codes).toEqual(['DO-P1']);
    for (const word of [
      'DELIVERY ORDER',
      'Giant Hypermarket DC Shah Alam',
      'Kettle',
      'Toaster',
      'PK-1, PK-2',
      'Boxes (2)',
      'Print 1',
      'Page 1',
    ])
      expect(text).toContain(word);
    expect((await list({ keyword: 'DO-P1' })).data!.list[0]).toMatchObject({ status: 'PRINTED', printCount: 1 });
    // A printed DO takes no new box: its sheet lists them.
    const more = await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-P1', packingNos: ['PK-3'] });
    expect(more.data!.pairs[0]).toMatchObject({ result: 'refused', message: 'DO DO-P1 is printed already and takes no more boxes' });
  });

  it('continues a long DO on further pages, each headed by the DO number and its barcode', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => line('DO-LONG', MYDIN, `Part ${i + 1}`, i + 1));
    expect((await importDo(rows)).data).toMatchObject({ imported: 1 });
    await bind('BatchSave', { mode: 'oneDoMoreBox', doNo: 'DO-LONG', packingNos: ['PL-1'] });
    const res = await print(['DO-LONG']);
    const file = join(dir, 'long.pdf');
    writeFileSync(file, res.rawPayload);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+3\n/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const word of ['Page 3', 'Part 60', String((60 * 61) / 2)]) expect(text).toContain(word);
    expect(text.split('DO-LONG').length - 1).toBe(3);
    expect(text.split('Received in good order').length - 1).toBe(1);
  });

  it('finds the printed data of an assembled box', async () => {
    const found = await autoMatch('pk-2');
    expect(found).toMatchObject({
      code: Code.OK,
      data: { packingNo: 'PK-2', dos: [{ doNo: 'DO-P1', boxIndex: 2, boxCount: 2, printCount: 1 }] },
    });
    expect(found.data.dos[0]!.lines).toHaveLength(2);
    expect(await autoMatch('PK-404')).toMatchObject({ code: Code.NOT_FOUND, msg: 'Packing number PK-404 not found' });
    await bind('BatchSave', { mode: 'oneDoMoreBox', doNo: 'DO-P2', packingNos: ['PK-9'] });
    expect(await autoMatch('PK-9')).toMatchObject({ code: Code.CONFLICT, msg: 'The DOs of box PK-9 are not printed yet' });
  });
});

describe('doinfoOrder/cancelOrder and the list (doOrderManager)', () => {
  it('cancels all or none, frees the boxes, and refuses cancelling twice', async () => {
    await importDo([line('DO-K1', MYDIN, 'Fan', 1), line('DO-K2', MYDIN, 'Fan', 1)]);
    await bind('BatchSave', { mode: 'oneBoxMoreDo', packingNo: 'BOX-K', doNos: ['DO-K1'] });
    expect(await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-K1', 'DO-K9'] }, { token: demo })).toMatchObject({
      code: Code.NOT_FOUND,
      desc: 'DO DO-K9 not found',
    });
    expect(await statusOf('DO-K1')).toBe('PACKED');
    expect(await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-K1', 'DO-K2'] }, { token: demo })).toMatchObject({
      success: true,
      data: { cancelled: 2 },
    });
    expect(await statusOf('DO-K1')).toBe('CANCELLED');
    expect(await t.database.db.select().from(packingBoxes).where(eq(packingBoxes.packingNo, 'BOX-K'))).toEqual([]);
    expect(await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-K1'] }, { token: demo })).toMatchObject({
      code: Code.CONFLICT,
      desc: 'DO DO-K1 is cancelled',
    });
    const rebind = await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-K2', packingNos: ['BOX-K'] });
    expect(rebind.data!.pairs[0]).toMatchObject({ result: 'refused', message: 'DO DO-K2 is cancelled' });
  });

  it('lists by status with counts, and finds a DO by its packing number', async () => {
    const all = (await list()).data!;
    expect(all.total).toBe(Object.values(all.statusCounts).reduce((a, b) => a + b, 0));
    // The demo's own DOs (seedDemoDeliveryOrders) are among them: one is cancelled.
    const cancelled = (await list({ status: 'CANCELLED' })).data!;
    expect(all.statusCounts.CANCELLED).toBe(cancelled.total);
    expect(cancelled.list.map((r) => r.doNo).sort()).toEqual(['DO-2611-0006', 'DO-K1', 'DO-K2']);
    expect(cancelled.list.every((r) => r.status === 'CANCELLED')).toBe(true);
    expect((await list({ keyword: 'PK-1' })).data!.list.map((r) => r.doNo)).toEqual(['DO-P1']);
  });
});

describe("the spec's paths without .do", () => {
  // Spec 8 names these five without `.do`; the portal's own client calls the `.do` forms: both answer alike.
  const bare = (name: string, parameter: object) => callAt(t.app, `/api/doinfoOrder/${name}`, parameter, { token: demo });

  it('imports, binds, prints and cancels at /api/doinfoOrder/<call> as at <call>.do', async () => {
    const data = await xlsxFile([HEADERS, line('DO-S1', GIANT, 'Kettle', 2), line('DO-S2', GIANT, 'Fan', 1)]);
    const imported = await upload<DoImportResult>(
      t.app,
      'doinfoOrder/batchSave',
      { name: 'do.xlsx', data },
      { token: demo, url: '/api/doinfoOrder/batchSave' },
    );
    expect(imported).toMatchObject({ success: true, data: { imported: 2 } });
    const again = await upload(t.app, 'doinfoOrder/batchSave', { name: 'do.xlsx', data }, { token: demo });
    expect(
      await upload(t.app, 'doinfoOrder/batchSave', { name: 'do.xlsx', data }, { token: demo, url: '/api/doinfoOrder/batchSave' }),
    ).toEqual(again);

    const pair = { mode: 'oneDoMoreBox', doNo: 'DO-S1', packingNos: ['BOX-S1'] };
    expect(await bare('packingNumberBindingValidate', pair)).toEqual(await bind('Validate', pair));
    expect(await bare('packingNumberBindingBatchSave', pair)).toMatchObject({ success: true, data: { bound: 1 } });
    expect(await bare('packingNumberBindingBatchSave', pair)).toEqual(await bind('BatchSave', pair));

    const printed = await t.app.inject({
      method: 'POST',
      url: '/api/doinfoOrder/packingPrintValidateAndUpdate',
      headers: { authtoken: demo, lang: 'en' },
      payload: { parameter: { doNos: ['DO-S1'] } },
    });
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect((await print(['DO-S2'])).json()).toEqual(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/doinfoOrder/packingPrintValidateAndUpdate',
          headers: { authtoken: demo, lang: 'en' },
          payload: { parameter: { doNos: ['DO-S2'] } },
        })
      ).json(),
    );

    expect(await bare('cancelOrder', { doNos: ['DO-S1', 'DO-S2'] })).toMatchObject({ success: true, data: { cancelled: 2 } });
    expect(await bare('cancelOrder', { doNos: ['DO-S1'] })).toEqual(
      await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-S1'] }, { token: demo }),
    );
  });

  it('guards the bare paths as the .do ones: no token, another customer', async () => {
    expect(await callAt(t.app, '/api/doinfoOrder/cancelOrder', { doNos: ['DO-S1'] })).toMatchObject({ code: Code.SESSION_EXPIRED });
    expect(await callAt(t.app, '/api/doinfoOrder/cancelOrder', { doNos: ['DO-S1'] }, { token: acme })).toMatchObject({
      code: Code.NOT_FOUND,
    });
  });
});

describe('who may', () => {
  it("answers another customer's DO numbers and boxes as not found, and lets it use the same numbers", async () => {
    expect((await list({}, acme)).data!.total).toBe(0);
    expect((await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-C1', packingNos: ['CTN-001'] }, acme)).data!.pairs[0]).toMatchObject({
      result: 'refused',
      message: 'DO DO-C1 not found',
    });
    expect((await print(['DO-P1'], acme)).json()).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-C1'] }, { token: acme })).toMatchObject({ code: Code.NOT_FOUND });
    expect(await autoMatch('PK-1', acme)).toMatchObject({ code: Code.NOT_FOUND });
    expect(await statusOf('DO-C1')).toBe('PACKED');
    expect((await importDo([line('DO-C1', GIANT, 'Kettle', 1)], acme)).data).toMatchObject({ imported: 1 });
  });

  it('refuses a sub-account without the page, and one holding only the other binding page', async () => {
    const ops = await t.sessionOf('demo_ops');
    const forbidden = { success: false, code: Code.FORBIDDEN };
    expect(await list({}, ops)).toMatchObject(forbidden);
    expect(await bind('BatchSave', { mode: 'oneDoMoreBox', doNo: 'DO-C5', packingNos: ['X-1'] }, ops)).toMatchObject(forbidden);
    expect(await call(t.app, 'doinfoOrder/cancelOrder', { doNos: ['DO-C5'] }, { token: ops })).toMatchObject(forbidden);
    expect((await print(['DO-P1'], ops)).json()).toMatchObject(forbidden);
    expect(await importDo([line('DO-S1', GIANT, 'Kettle', 1)], ops)).toMatchObject(forbidden);
    expect(await autoMatch('PK-1', ops)).toMatchObject({ code: Code.FORBIDDEN });
    const added = await call(
      t.app,
      'addUser',
      { subName: 'packer', name: 'Packer', password: 'Kl2026ab', funcIds: [1002] },
      { token: demo },
    );
    expect(added.success).toBe(true);
    const packer = await login(t.app, 'demo_packer', 'Kl2026ab');
    expect(await bind('Validate', { mode: 'oneDoMoreBox', doNo: 'DO-C5', packingNos: ['X-1'] }, packer)).toMatchObject(forbidden);
    expect(await bind('Validate', { mode: 'oneBoxMoreDo', packingNo: 'X-1', doNos: ['DO-C5'] }, packer)).toMatchObject({ success: true });
    expect(await statusOf('DO-C5')).toBe('WAITING_PACK');
    expect((await t.database.db.execute(sql`select 1 from packing_boxes where packing_no = 'X-1'`)) as unknown).toMatchObject({ rows: [] });
  });
});
