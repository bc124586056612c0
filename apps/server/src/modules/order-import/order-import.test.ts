import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import { Code } from '@portal/shared/codes';
import {
  type ImportSender,
  type ImportSettings,
  ORDER_IMPORT_COLUMNS,
  ORDER_TEMPLATE_MARKER,
  ORDER_TEMPLATE_VERSION,
  type OrderImportView,
} from '@portal/shared/order-import';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/files.ts';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { pollUntil } from '../../../test/poll.ts';
import { addresses, customers, importSettings, orderImports, orders, users, wallets } from '../../db/schema/index.ts';
import { findImportToShow } from './repository.ts';

let t: TestApp;
let demoScope: { customerId: number };
beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.database.db.select({ customerId: users.customerId }).from(users).where(eq(users.loginCode, 'demo'));
  demoScope = { customerId: demo!.customerId! };
});
afterAll(() => t.close());

type Lang = 'en' | 'zh' | 'ml';
const token = (who = 'demo') => t.sessionOf(who);

async function templateFile(lang: Lang = 'en', who = 'demo') {
  return t.app.inject({
    method: 'POST',
    url: '/api/innerOrderTempDownload.do',
    headers: { authtoken: await token(who), lang },
    payload: { parameter: {} },
  });
}

async function workbookOf(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

/** A good row by the template's columns: Kuala Lumpur, 1.5 kg, from the demo shop in Subang Jaya. */
let tag = 0;
const good = (over: Record<string, string | number> = {}): Record<string, string | number> => ({
  receiverName: `Receiver ${++tag}`,
  receiverTel: '012-888 7766',
  receiverPostcode: '55100',
  receiverProv: 'W.P. Kuala Lumpur',
  receiverCity: 'Kuala Lumpur',
  receiverAddress: `No. ${tag}, Jalan Bukit Bintang`,
  goodsName: 'Kuih raya',
  goodsType: 'FOOD',
  brandName: 'Dapur Mak',
  goodsNumber: 1,
  declaredValue: 60,
  weightKg: 1.5,
  expressType: 'EZ',
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  ...over,
});

/** The downloaded template with its example rows replaced by these. */
async function filled(rows: Record<string, string | number>[], lang: Lang = 'en'): Promise<Buffer> {
  const workbook = await workbookOf((await templateFile(lang)).rawPayload);
  const sheet = workbook.worksheets[0]!;
  // The two example rows go (spliceRows alone left the second one behind a single row written over the first).
  for (const r of [2, 3]) sheet.getRow(r).values = [];
  rows.forEach((row, i) => {
    sheet.getRow(i + 2).values = ORDER_IMPORT_COLUMNS.map((c) => row[c.field] ?? null);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Started = { importId: string; state: string; total: number };
const send = async (data: Buffer, opts: { name?: string; who?: string; parameter?: unknown; lang?: Lang } = {}) =>
  upload<Started>(
    t.app,
    'importOrders',
    { name: opts.name ?? 'orders.xlsx', data },
    { token: await token(opts.who), parameter: opts.parameter, lang: opts.lang },
  );

const view = async (importId: string, who = 'demo') =>
  call<OrderImportView>(t.app, 'getOrderImport', { importId }, { token: await token(who) });

/** Polls as the page does until the job has finished. */
async function finished(importId: string): Promise<OrderImportView> {
  const ended = (v: OrderImportView | undefined): v is OrderImportView => v?.state === 'IMPORTED' || v?.state === 'FAILED';
  const last = await pollUntil<OrderImportView | undefined>(async () => (await view(importId)).data, ended, { withinMs: 60_000 });
  if (!ended(last)) throw new Error('import did not finish');
  return last;
}

const importCount = async () => (await t.database.db.select({ n: count() }).from(orderImports))[0]!.n;
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

describe('innerOrderTempDownload', () => {
  it('gives the template in each language: required headers marked *, allowed values, examples, marker', async () => {
    for (const lang of ['zh', 'en', 'ml'] as const) {
      const res = await templateFile(lang);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = await workbookOf(res.rawPayload);
      const [orders, values, marker] = workbook.worksheets;
      const headers = (orders!.getRow(1).values as string[]).slice(1);
      expect(headers.filter((h) => h.endsWith('*'))).toHaveLength(ORDER_IMPORT_COLUMNS.filter((c) => c.required).length);
      expect(orders!.getRow(2).getCell(1).value).toBeTruthy();
      expect(orders!.getRow(3).getCell(1).value).toBeTruthy();
      expect(values!.getColumn(1).values).toContain('EZ');
      expect(marker!.name).toBe(ORDER_TEMPLATE_MARKER.sheet);
      expect(marker!.state).toBe('veryHidden');
    }
    expect((await templateFile('en')).rawPayload.toString('latin1')).not.toContain('<f>');
  });

  it('is refused to a sub-account without the page', async () => {
    const res = await templateFile('en', 'demo_ops');
    expect(res.json()).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});

describe('importOrders', () => {
  it('places the good rows, reports each bad cell, and fixes in place', async () => {
    const before = await orderCount();
    const rows = [good(), good({ receiverTel: '12345' }), good(), good({ weightKg: 'heavy' })];
    const started = await send(await filled(rows));
    expect(started).toMatchObject({ success: true, data: { state: 'WAITING', total: 4 } });
    const done = await finished(started.data!.importId);
    expect(done).toMatchObject({ state: 'IMPORTED', total: 4, placed: 2, bad: 2, done: 4 });
    expect(done.summary).toBe('You imported 4 in total, of which 2 do not match the template');
    expect(done.errors).toEqual([
      { row: 3, field: 'Receiver phone', message: expect.any(String) },
      { row: 5, field: 'Weight (KG)', message: 'Please enter the goods weight' },
    ]);
    expect(await orderCount()).toBe(before + 2);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, done.rows[0]!.waybillNo!));
    expect(placed).toMatchObject({ receiverCity: 'Kuala Lumpur', weightG: 1500, status: 'PENDING', senderCity: 'Subang Jaya' });
    // A row keeps the cells it has: blank columns (packages, value, sizes...) are not stored as ''.
    expect(done.rows[0]!.cells).toMatchObject({ receiverTel: '012-888 7766', weightKg: '1.5' });
    expect(Object.values(done.rows[0]!.cells)).not.toContain('');
    expect(done.rows[0]!.cells).not.toHaveProperty('packageCount');

    // While its job runs the import shows its progress alone: rows and problems come with the result.
    await t.database.db.update(orderImports).set({ state: 'IMPORTING' }).where(eq(orderImports.id, done.importId));
    expect((await view(done.importId)).data).toMatchObject({ state: 'IMPORTING', done: 4, bad: 2, rows: [], errors: [] });
    // ...and does not read them (some 500 KB for 1,000 rows) on every poll.
    expect((await findImportToShow(t.database.db, demoScope, done.importId))?.rows).toEqual([]);
    await t.database.db.update(orderImports).set({ state: 'IMPORTED' }).where(eq(orderImports.id, done.importId));
    expect((await view(done.importId)).data).toMatchObject({ rows: done.rows, errors: done.errors });

    // The error rows as a file, then one cell fixed on the page and submitted again.
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/downloadOrderImportErrors.do',
      headers: { authtoken: await token(), lang: 'en' },
      payload: { parameter: { importId: done.importId } },
    });
    const errorSheet = (await workbookOf(file.rawPayload)).worksheets[0]!;
    expect(errorSheet.getRow(2).getCell(1).value).toBe(3);
    expect(String(errorSheet.getRow(3).getCell(2).value)).toContain('Weight (KG)');
    const again = await call(
      t.app,
      'resubmitOrderImport',
      { importId: done.importId, rows: [{ rowNumber: 3, cells: { receiverTel: '013-222 1111' } }] },
      { token: await token() },
    );
    expect(again).toMatchObject({ success: true, data: { state: 'WAITING' } });
    const fixed = await finished(done.importId);
    expect(fixed).toMatchObject({ placed: 3, bad: 1 });
    expect(fixed.rows[0]!.waybillNo).toBe(done.rows[0]!.waybillNo);
    expect(await orderCount()).toBe(before + 3);
  });

  it('creates nothing on a second upload of the same file or a double click', async () => {
    const file = await filled([good(), good()]);
    const first = await finished((await send(file)).data!.importId);
    expect(first).toMatchObject({ placed: 2, existing: 0 });
    const before = await orderCount();
    const [a, b] = await Promise.all([send(file), send(file)]);
    const [second, third] = await Promise.all([finished(a.data!.importId), finished(b.data!.importId)]);
    expect(second).toMatchObject({ placed: 0, existing: 2 });
    expect(third).toMatchObject({ placed: 0, existing: 2 });
    expect(second.rows.map((r) => r.waybillNo)).toEqual(first.rows.map((r) => r.waybillNo));
    expect(await orderCount()).toBe(before);
  });

  it('gives each field its row message', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ receiverName: '' }, 'Receiver name', 'Please enter the name'],
      [
        { receiverPostcode: '99999', receiverProv: '', receiverCity: '' },
        'Receiver postcode',
        "The receiver's state, city or area was not found",
      ],
      [{ goodsName: '' }, 'Goods name', ''],
      [{ weightKg: 250 }, 'Weight (KG)', 'The weight cannot exceed 200 KG'],
      [{ goodsValue: 'abc' }, 'Item value (RM)', 'The item value must be a number'],
      [{ cod: 'x' }, 'COD (RM)', 'The COD amount must be a number'],
      [{ cod: 100_000_000 }, 'COD (RM)', ''],
      [{ expressType: 'ZZ' }, 'Product', 'Wrong express type'],
      [{ serveType: 'FLY' }, 'Service type', 'Service type not found'],
      [{ payMethod: 'GOLD' }, 'Payment method', 'Wrong payment method type'],
      [{ packageCount: 11 }, 'Parcels', ''],
      [{ lengthCm: -1 }, 'Length (cm)', ''],
    ];
    const done = await finished((await send(await filled(cases.map(([over]) => good(over))))).data!.importId);
    expect(done.bad).toBe(cases.length);
    cases.forEach(([, field, message], i) => {
      const errors = done.errors.filter((e) => e.row === i + 2);
      expect(
        errors.map((e) => e.field),
        JSON.stringify(errors),
      ).toContain(field);
      if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
    });
  });

  it("says spec 8's row messages of the goods declaration: goods class, items, goods value, insurance format, COD over the limit", async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ goodsType: 'WEAPONS' }, 'Goods type', 'Goods class not found'],
      [{ brandName: '' }, 'Brand', 'Please enter the brand name'],
      [{ goodsNumber: '' }, 'Items', 'Please enter the number of items'],
      [{ declaredValue: '' }, 'Goods value (RM)', 'Please enter the goods value (documents excepted)'],
      [{ goodsValue: '10.555' }, 'Item value (RM)', 'Wrong insurance format'],
      [{ goodsValue: 61 }, 'Item value (RM)', 'The insured value cannot be more than the goods value, RM 60.00'],
      [{ cod: 100_000_000 }, 'COD (RM)', 'COD cannot exceed 99999999'],
    ];
    const papers = good({ goodsType: 'document', goodsName: 'Contracts', declaredValue: '' });
    const done = await finished((await send(await filled([...cases.map(([over]) => good(over)), papers]))).data!.importId);
    expect(done).toMatchObject({ bad: cases.length, placed: 1 });
    cases.forEach(([, field, message], i) => {
      const errors = done.errors.filter((e) => e.row === i + 2);
      expect(errors.find((e) => e.field === field)?.message, JSON.stringify(errors)).toBe(message);
    });
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, done.rows[cases.length]!.waybillNo!));
    expect(placed).toMatchObject({ goodsType: 'DOCUMENT', brandName: 'Dapur Mak', goodsNumber: 1, declaredValueSen: null });
  });

  it('fills state and city from the postcode', async () => {
    const done = await finished(
      (await send(await filled([good({ receiverProv: '', receiverCity: '', receiverPostcode: '10200' })]))).data!.importId,
    );
    expect(done.placed).toBe(1);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, done.rows[0]!.waybillNo!));
    expect(placed).toMatchObject({ receiverProv: 'Pulau Pinang', receiverPostcode: '10200' });
  });

  it('takes the state and town from the postcode, written as Malaysians write them, and names both when they contradict', async () => {
    const written: [string, string, string][] = [
      ['10200', 'Pulau Pinang', 'George Town'],
      ['10200', 'Penang', 'Georgetown'],
      ['50450', '', 'KL'],
      ['80000', 'Johor', 'JB'],
      ['15200', 'Kelantan', 'Kota Bahru'],
      ['43000', 'Selangor', 'Cheras'],
      ['81750', 'Johor', 'Plentong'],
      ['10200', 'Pulau Pinang', 'Johor Bahru'],
      ['10200', 'Johor', ''],
    ];
    const rows = written.map(([receiverPostcode, receiverProv, receiverCity]) => good({ receiverPostcode, receiverProv, receiverCity }));
    // Kangar's 01000 typed into a number cell: five-digit text from the read on.
    rows.push(good({ receiverPostcode: 1000, receiverProv: 'Perlis', receiverCity: 'Kangar' }));
    const done = await finished((await send(await filled(rows))).data!.importId);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ placed: 8, bad: 2 });
    expect(done.rows[9]!.cells.receiverPostcode).toBe('01000');
    const placed = await t.database.db
      .select({ waybillNo: orders.waybillNo, prov: orders.receiverProv, city: orders.receiverCity })
      .from(orders)
      .where(
        inArray(
          orders.waybillNo,
          done.rows.flatMap((r) => r.waybillNo ?? []),
        ),
      );
    const byRow = done.rows.map((r) => placed.find((o) => o.waybillNo === r.waybillNo));
    expect(byRow.slice(0, 7).map((o) => o && `${o.prov}/${o.city}`)).toEqual([
      'Pulau Pinang/Pulau Pinang',
      'Pulau Pinang/Pulau Pinang',
      'W.P. Kuala Lumpur/Kuala Lumpur',
      'Johor/Johor Bahru',
      'Kelantan/Kota Bharu',
      'Selangor/Kajang',
      'Johor/Masai',
    ]);
    expect(done.errors).toEqual([
      {
        row: 9,
        field: 'Receiver city',
        message: 'The postcode 10200 is in Pulau Pinang, Pulau Pinang, not Johor Bahru: check the postcode or the town',
      },
      {
        row: 10,
        field: 'Receiver state',
        message: 'The postcode 10200 is in Pulau Pinang, Pulau Pinang, not Johor: check the postcode or the town',
      },
    ]);
    // In the uploader's language.
    for (const [lang, message] of [
      ['zh', '邮编10200属于Pulau PinangPulau Pinang，不是Johor Bahru：请核对邮编或城市'],
      ['ml', 'Poskod 10200 terletak di Pulau Pinang, Pulau Pinang, bukan Johor Bahru: semak poskod atau bandar'],
    ] as const) {
      const one = await finished((await send(await filled([rows[7]!]), { lang })).data!.importId);
      expect(one.errors.map((e) => e.message)).toEqual([message]);
    }
  });

  it("places a file of two batches in the file's order, each row once, the wallet covering rows in order", async () => {
    const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo!.id));
    // 600 rows of RM 8.00 (a batch of 500, then 100, the second checked while the first is written);
    // RM 4,000.00 covers 500 of them: the last 100 are refused, whatever batch they are in.
    await t.database.db.update(wallets).set({ balanceSen: 400_000 }).where(eq(wallets.customerId, demo!.id));
    try {
      const rows = Array.from({ length: 600 }, (_, i) => good(i === 0 ? { receiverTel: '12345' } : {}));
      const done = await finished((await send(await filled(rows))).data!.importId);
      expect(done).toMatchObject({ total: 600, done: 600, placed: 500, bad: 100 });
      expect(done.errors.map((e) => e.row)).toEqual([2, ...Array.from({ length: 99 }, (_, i) => 503 + i)]);
      const placedRows = done.rows.filter((r) => r.waybillNo);
      const placed = await t.database.db
        .select({ id: orders.id, waybillNo: orders.waybillNo })
        .from(orders)
        .where(
          inArray(
            orders.waybillNo,
            placedRows.map((r) => r.waybillNo!),
          ),
        );
      expect(placed).toHaveLength(500);
      // The orders' ids and waybill numbers follow the rows' order.
      const idOf = new Map(placed.map((o) => [o.waybillNo, o.id]));
      const ids = placedRows.map((r) => idOf.get(r.waybillNo!)!);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const numbers = placedRows.map((r) => r.waybillNo!);
      expect(numbers).toEqual([...numbers].sort());
      const [after] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo!.id));
      expect(after!.balanceSen).toBe(0);
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: wallet!.balanceSen }).where(eq(wallets.customerId, demo!.id));
    }
  });

  it('refuses the rows the wallet cannot cover, and debits each placed row once', async () => {
    const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo!.id));
    // Four rows of RM 8.00 each; the wallet holds RM 16.00.
    await t.database.db.update(wallets).set({ balanceSen: 1_600 }).where(eq(wallets.customerId, demo!.id));
    try {
      const done = await finished((await send(await filled([good(), good(), good(), good()]))).data!.importId);
      expect(done).toMatchObject({ placed: 2, bad: 2 });
      expect(done.errors.map((e) => e.row)).toEqual([4, 5]);
      expect(done.errors[0]!.message).toContain('Not enough prepaid balance');
      const [after] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demo!.id));
      expect(after!.balanceSen).toBe(0);
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: wallet!.balanceSen }).where(eq(wallets.customerId, demo!.id));
    }
  });

  it('accepts 1000 rows and refuses 1001, and a file of 1 MB, writing nothing', async () => {
    const bad = { weightKg: '' };
    const thousand = await send(await filled(Array.from({ length: 1000 }, () => good(bad))));
    expect(thousand).toMatchObject({ success: true, data: { total: 1000 } });
    const before = await importCount();
    const tooMany = await send(await filled(Array.from({ length: 1001 }, () => good(bad))));
    expect(tooMany).toMatchObject({ success: false, desc: 'The data cannot exceed 1000 rows' });
    const big = await send(Buffer.alloc(1024 * 1024 + 1, 1));
    expect(big).toMatchObject({ success: false, desc: 'The upload cannot exceed 1 MB' });
    expect(await importCount()).toBe(before);
    await finished(thousand.data!.importId);
  });

  it('reads an old .xls, and refuses an old or a wrong template', async () => {
    const headers = ORDER_IMPORT_COLUMNS.map((c) => (c.required ? `${c.field}*` : c.field));
    const row = good();
    const book = sheetUtils.book_new();
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet([headers, ORDER_IMPORT_COLUMNS.map((c) => row[c.field] ?? '')]), 'Orders');
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet([['orderImport', ORDER_TEMPLATE_VERSION]]), 'template');
    const xls = writeSheet(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const done = await finished((await send(xls, { name: 'orders.xls' })).data!.importId);
    expect(done.placed).toBe(1);

    const before = await importCount();
    const old = sheetUtils.book_new();
    sheetUtils.book_append_sheet(old, sheetUtils.aoa_to_sheet([headers]), 'Orders');
    sheetUtils.book_append_sheet(old, sheetUtils.aoa_to_sheet([['orderImport', 'v0']]), 'template');
    const oldFile = writeSheet(old, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await send(oldFile)).toMatchObject({
      success: false,
      desc: 'Old templates no longer apply, please download the latest template',
    });
    const wrong = sheetUtils.book_new();
    sheetUtils.book_append_sheet(
      wrong,
      sheetUtils.aoa_to_sheet([
        ['Name', 'Phone'],
        ['A', '1'],
      ]),
      'Sheet1',
    );
    expect(await send(writeSheet(wrong, { type: 'buffer', bookType: 'xlsx' }) as Buffer)).toMatchObject({
      success: false,
      desc: 'Template header fields marked * are required',
    });
    expect(await send(Buffer.from('not a spreadsheet'))).toMatchObject({ success: false, desc: 'Wrong file format, cannot import' });
    expect(await importCount()).toBe(before);
  });

  it("keeps one customer's import and templates from another, and a sub-account without the page out", async () => {
    const mine = await send(await filled([good({ weightKg: '' })]));
    await finished(mine.data!.importId);
    expect(await view(mine.data!.importId, 'acme')).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const resubmit = await call(t.app, 'resubmitOrderImport', { importId: mine.data!.importId, rows: [] }, { token: await token('acme') });
    expect(resubmit).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await send(await filled([good()]), { who: 'demo_ops' })).toMatchObject({ success: false, code: Code.FORBIDDEN });
    // A frozen customer orders nothing, by the page or by the API.
    expect(await send(await filled([good()]), { who: 'frozen' })).toMatchObject({ success: false, code: Code.ACCOUNT_FROZEN });
    const tpl = await call<{ id: number }>(
      t.app,
      'addExcelTemplate',
      {
        name: 'Mine',
        mapping: {
          receiverName: 'Nama',
          receiverTel: 'Tel',
          receiverAddress: 'Alamat',
          goodsName: 'Item',
          goodsNumber: 'Qty',
          declaredValue: 'Nilai',
          weightKg: 'Kg',
        },
      },
      { token: await token() },
    );
    expect(await send(await filled([good()]), { who: 'acme', parameter: { templateId: tpl.data!.id } })).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
    expect(await call(t.app, 'deleteExcelTemplate', { id: tpl.data!.id }, { token: await token('acme') })).toMatchObject({
      code: Code.NOT_FOUND,
    });
  });

  it('writes no cell of its files as a formula', async () => {
    const done = await finished(
      (await send(await filled([good({ receiverName: '=HYPERLINK("http://x","y")', weightKg: '' })]))).data!.importId,
    );
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/downloadOrderImportErrors.do',
      headers: { authtoken: await token(), lang: 'en' },
      payload: { parameter: { importId: done.importId } },
    });
    const sheet = (await workbookOf(file.rawPayload)).worksheets[0]!;
    const cell = sheet.getRow(2).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x","y")');
    expect(cell.numFmt).toBe('@');
  });
});

describe('a row without a sender', () => {
  /** The template's receiver columns alone, as a new shipper fills them. */
  const receiverOnly = () => {
    const row = good();
    for (const f of ['senderName', 'senderTel', 'senderPostcode', 'senderProv', 'senderCity', 'senderAddress']) delete row[f];
    return row;
  };

  it("ships from the address book's default sender, and Import settings start on it", async () => {
    await t.database.db.delete(importSettings).where(eq(importSettings.customerId, demoScope.customerId));
    const [book] = await t.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, demoScope.customerId), eq(addresses.book, 'userAddress'), eq(addresses.isDefault, true)));
    const shown = await call<ImportSettings & { bookSender: ImportSender | null }>(t.app, 'getImportSetting', {}, { token: await token() });
    const bookSender = {
      name: book!.name,
      tel: book!.contacts,
      postcode: book!.postcode,
      prov: book!.prov,
      city: book!.city,
      address: book!.address,
    };
    expect(shown.data).toMatchObject({ sender: null, bookSender });

    const done = await finished((await send(await filled([receiverOnly(), receiverOnly(), receiverOnly()]))).data!.importId);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ placed: 3, bad: 0 });
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.waybillNo,
          done.rows.map((r) => r.waybillNo!),
        ),
      );
    for (const order of placed)
      expect(order).toMatchObject({
        senderName: book!.name,
        senderPostcode: book!.postcode,
        senderCity: book!.city,
        senderAddress: book!.address,
      });
  });

  it('says where a sender comes from when there is none to fall back on', async () => {
    await t.database.db.delete(importSettings).where(eq(importSettings.customerId, demoScope.customerId));
    const book = and(eq(addresses.customerId, demoScope.customerId), eq(addresses.book, 'userAddress'), eq(addresses.isDefault, true));
    const [entry] = await t.database.db.select().from(addresses).where(book);
    await t.database.db.update(addresses).set({ isDefault: false }).where(eq(addresses.id, entry!.id));
    try {
      const done = await finished((await send(await filled([receiverOnly()]))).data!.importId);
      expect(done.errors).toEqual([
        {
          row: 2,
          field: 'Sender name',
          message: 'No sender: fill in the sender columns, or choose a default sender in the sender address book or Import settings',
        },
      ]);
    } finally {
      await t.database.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, entry!.id));
    }
  });
});

describe('customer templates and import settings', () => {
  it('imports a sheet of its own columns through a saved mapping, with the settings as defaults and smart paste for one address column', async () => {
    const tok = await token();
    const mapping = {
      receiverName: 'Buyer',
      receiverTel: 'Phone No',
      receiverAddress: 'Shipping Address',
      goodsName: 'Product',
      goodsNumber: 'Qty',
      declaredValue: 'Item price',
      weightKg: 'Weight',
    };
    const added = await call<{ id: number }>(t.app, 'addExcelTemplate', { name: 'Shop export', mapping }, { token: tok });
    expect(added).toMatchObject({ success: true, data: { name: 'Shop export', mapping } });
    expect(await call(t.app, 'addExcelTemplate', { name: 'Shop export', mapping }, { token: tok })).toMatchObject({
      success: false,
      desc: 'A template with this name exists already',
    });
    expect(await call(t.app, 'addExcelTemplate', { name: 'No weight', mapping: { receiverName: 'Buyer' } }, { token: tok })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
    const renamed = await call(t.app, 'updateExcelTemplate', { id: added.data!.id, name: 'Shopee export', mapping }, { token: tok });
    expect(renamed).toMatchObject({ success: true, data: { name: 'Shopee export' } });
    const list = await call<{ id: number; name: string }[]>(t.app, 'getExcelTemplateList', {}, { token: tok });
    expect(list.data!.map((x) => x.name)).toContain('Shopee export');

    const settings = {
      templateId: added.data!.id,
      sender: {
        name: 'Demo Trading Sdn Bhd',
        tel: '03-5632 1188',
        postcode: '47500',
        prov: 'Selangor',
        city: 'Subang Jaya',
        address: 'No. 12, Jalan SS 15/4',
      },
      expressType: 'EZ',
      serveType: 'DROP OFF',
      payMethod: 'PP_PM',
      goodsType: 'BOOKS',
      brandName: 'MPH',
    };
    expect(await call(t.app, 'saveImportSetting', settings, { token: tok })).toMatchObject({ success: true });
    expect(await call(t.app, 'getImportSetting', {}, { token: tok })).toMatchObject({ data: settings });

    // A seller-centre export: its own headers, extra columns, the whole address in one cell.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('orders');
    sheet.addRow(['Order ID', 'Buyer', 'Phone No', 'Shipping Address', 'Product', 'Qty', 'Item price', 'Weight']);
    sheet.addRow([
      '240101ABC',
      'Lim Mei Ling',
      '0167778888',
      '22, Lebuh Chulia, 10200 George Town, Pulau Pinang',
      'Books',
      '2',
      '59.90',
      '1',
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const done = await finished((await send(file, { parameter: { templateId: added.data!.id } })).data!.importId);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ placed: 1, bad: 0 });
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.waybillNo, done.rows[0]!.waybillNo!));
    expect(placed).toMatchObject({
      receiverPostcode: '10200',
      receiverProv: 'Pulau Pinang',
      senderCity: 'Subang Jaya',
      payMethod: 'PP_PM',
    });

    // The standard template is refused by a customer template: its columns are not the mapping's.
    expect(await send(await filled([good()]), { parameter: { templateId: added.data!.id } })).toMatchObject({
      success: false,
      desc: 'Template header fields marked * are required',
    });
    expect(await call(t.app, 'deleteExcelTemplate', { id: added.data!.id }, { token: tok })).toMatchObject({ success: true });
    expect(await call(t.app, 'getImportSetting', {}, { token: tok })).toMatchObject({ data: { templateId: null } });
  });
});
