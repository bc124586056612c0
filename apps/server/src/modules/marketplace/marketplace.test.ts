import { readFileSync } from 'node:fs';
import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import { Code } from '@portal/shared/codes';
import type { CommerceImportResult, CommerceOrderRow, CommerceShipResult } from '@portal/shared/marketplace';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxFile } from '../../../test/files.ts';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { commerceOrders, customers, orders, walletLedger, wallets } from '../../db/schema/index.ts';

let t: TestApp;
let demoId: number;
const token = (who = 'demo') => t.sessionOf(who);

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
  demoId = demo!.id;
  // The import settings give every shipment its sender, product, service and payment (paid from the wallet).
  const settings = {
    templateId: null,
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
    // Shop exports name no goods type or brand (spec 5 requires both): the settings give them.
    goodsType: 'APPAREL',
    brandName: 'Demo Trading',
  };
  expect(await call(t.app, 'saveImportSetting', settings, { token: await token() })).toMatchObject({ success: true });
});
afterAll(() => t.close());

/** Shopee's seller-centre export: one row per item, the order's columns repeated on each. */
const SHOPEE_HEADERS = [
  'Order ID',
  'Order Status',
  'Tracking Number*',
  'Product Name',
  'Variation Name',
  'Quantity',
  'Grand Total',
  'Username (Buyer)',
  'Receiver Name',
  'Phone Number',
  'Delivery Address',
  'Town',
  'District',
  'State',
  'Country',
  'Zip Code',
  'Remark from buyer',
];
let serial = 0;
/** A Shopee row: a buyer in Kuala Lumpur. */
const shopeeRow = (orderId: string, over: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    'Order ID': orderId,
    'Order Status': 'To ship',
    'Tracking Number*': '',
    'Product Name': 'Tudung bawal satin',
    'Variation Name': 'Dusty pink',
    Quantity: '1',
    'Grand Total': 'RM 25.90',
    'Username (Buyer)': `buyer${++serial}`,
    'Receiver Name': `Nur Aisyah ${serial}`,
    'Phone Number': '60123456789',
    'Delivery Address': `No. ${serial}, Jalan Bukit Bintang, 55100 Kuala Lumpur`,
    Town: 'Bukit Bintang',
    District: 'Kuala Lumpur',
    State: 'Kuala Lumpur',
    Country: 'Malaysia',
    'Zip Code': '55100',
    'Remark from buyer': '',
    ...over,
  };
  return SHOPEE_HEADERS.map((h) => row[h] ?? '');
};
const shopeeFile = (rows: string[][]) => xlsxFile([SHOPEE_HEADERS, ...rows]);

const importExport = async (platform: string, data: Buffer, who = 'demo') =>
  upload<CommerceImportResult & { summary: string }>(
    t.app,
    'importCommerceOrders',
    { name: 'Order.all.xlsx', data },
    { token: await token(who), parameter: { platform } },
  );
const list = async (parameter: Record<string, unknown> = {}, who = 'demo') =>
  call<{ list: CommerceOrderRow[]; total: number }>(
    t.app,
    'getCommerceOrders',
    { pageSize: 100, ...parameter },
    { token: await token(who) },
  );
const ship = async (parameter: Record<string, unknown>, who = 'demo') =>
  call<{ placed: number; refused: number; results: CommerceShipResult[] }>(t.app, 'shipCommerceOrders', parameter, {
    token: await token(who),
  });
const idsOf = async (shopOrderIds: string[]) =>
  (
    await t.database.db
      .select({ id: commerceOrders.id })
      .from(commerceOrders)
      .where(and(eq(commerceOrders.customerId, demoId), inArray(commerceOrders.shopOrderId, shopOrderIds)))
      .orderBy(commerceOrders.id)
  ).map((r) => r.id);
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
const balance = async () => (await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId)))[0]!.balanceSen;

describe('marketplace mappings', () => {
  it('offers the built-in mapping of each shop, keeps an edited one, and goes back to the built-in', async () => {
    const tok = await token();
    const mappings = await call<{ platform: string; mapping: Record<string, string>; custom: boolean }[]>(
      t.app,
      'getMarketplaceMappings',
      {},
      { token: tok },
    );
    expect(mappings.data!.map((m) => [m.platform, m.mapping.shopOrderId, m.custom])).toEqual([
      ['SHOPEE', 'Order ID', false],
      ['LAZADA', 'Order Number', false],
      ['TIKTOK', 'Order ID', false],
    ]);
    const edited: Record<string, string> = { ...mappings.data![2]!.mapping, receiverName: 'Recipient Name' };
    expect(await call(t.app, 'saveMarketplaceMapping', { platform: 'TIKTOK', mapping: edited }, { token: tok })).toMatchObject({
      success: true,
    });
    const after = await call<{ platform: string; mapping: Record<string, string>; custom: boolean }[]>(
      t.app,
      'getMarketplaceMappings',
      {},
      { token: tok },
    );
    expect(after.data![2]).toMatchObject({ custom: true, mapping: { receiverName: 'Recipient Name' } });
    // Another customer still reads the built-in one.
    const acme = await call<{ custom: boolean }[]>(t.app, 'getMarketplaceMappings', {}, { token: await token('acme') });
    expect(acme.data!.every((m) => !m.custom)).toBe(true);
    // A mapping without a required column is refused with the template message.
    const { shopOrderId: _gone, ...missing } = edited;
    expect(await call(t.app, 'saveMarketplaceMapping', { platform: 'TIKTOK', mapping: missing }, { token: tok })).toMatchObject({
      success: false,
      desc: 'Template header fields marked * are required',
    });
    expect(await call(t.app, 'resetMarketplaceMapping', { platform: 'TIKTOK' }, { token: tok })).toMatchObject({ success: true });
    const reset = await call<{ custom: boolean }[]>(t.app, 'getMarketplaceMappings', {}, { token: tok });
    expect(reset.data![2]!.custom).toBe(false);
  });
});

describe('importCommerceOrders', () => {
  it('reads a Shopee export through the built-in mapping: an order of two items is one, a row without an id is reported', async () => {
    const file = await shopeeFile([
      shopeeRow('2511260AAA01'),
      shopeeRow('2511260AAA02', { 'Product Name': 'Baju kurung', Quantity: '2', 'Grand Total': 'RM 1,059.80' }),
      shopeeRow('2511260AAA02', { 'Product Name': 'Selendang', Quantity: '1', 'Grand Total': 'RM 1,059.80' }),
      shopeeRow(''),
      shopeeRow('2511260AAA03', { 'Zip Code': '10200', 'Delivery Address': '22, Lebuh Chulia, George Town' }),
    ]);
    const first = await importExport('SHOPEE', file);
    expect(first).toMatchObject({
      success: true,
      data: { added: 3, existing: 0, bad: [{ rowNumber: 5, message: 'The order ID is missing' }] },
    });
    expect(first.data!.summary).toBe('New orders: 3, already here: 0, rows with errors: 1');
    const rows = (await list({ platform: 'SHOPEE' })).data!.list;
    const two = rows.find((r) => r.shopOrderId === '2511260AAA02')!;
    // Shopee repeats the order's total on each item row: it is the order's amount once, not twice.
    expect(two).toMatchObject({
      goodsName: 'Baju kurung; Selendang',
      quantity: 3,
      amountSen: 105_980,
      codSen: 0,
      status: 'NEW',
      weightKg: null,
    });

    // The same export again adds nothing.
    expect(await importExport('SHOPEE', file)).toMatchObject({ success: true, data: { added: 0, existing: 3 } });
    expect((await list({ platform: 'SHOPEE' })).data!.total).toBe(3);
  });

  it('reads a Lazada export: one row per item, amounts added up, cash on delivery collected', async () => {
    const headers = [
      'Order Item Id',
      'Order Number',
      'Item Name',
      'Paid Price',
      'Payment Method',
      'Shipping Name',
      'Shipping Address',
      'Shipping Phone Number',
      'Shipping Postcode',
    ];
    const line = (item: string, name: string, price: string) => [
      item,
      '3012345678901',
      name,
      price,
      'COD',
      'Tan Wei Ming',
      '8, Jalan Ampang',
      '0167778888',
      '50450',
    ];
    const done = await importExport('LAZADA', await xlsxFile([headers, line('1', 'Powerbank', '59.00'), line('2', 'Cable', '12.50')]));
    expect(done).toMatchObject({ success: true, data: { added: 1, bad: [] } });
    const [row] = (await list({ platform: 'LAZADA' })).data!.list;
    expect(row).toMatchObject({ shopOrderId: '3012345678901', quantity: 2, amountSen: 7_150, codSen: 7_150 });
  });

  it("finds the header under the export's title rows, takes either Lazada phone header, and keeps a postcode's leading 0", async () => {
    // An older Lazada export: a merged title and a date line above the header, `Shipping Phone`, and
    // Kangar's 01000 written as the number 1000.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    const headers = [
      'Order Number',
      'Item Name',
      'Paid Price',
      'Payment Method',
      'Shipping Name',
      'Shipping Address',
      'Shipping Phone',
      'Shipping Postcode',
    ];
    sheet.addRow(['Lazada Seller Center: Orders']);
    sheet.mergeCells(1, 1, 1, headers.length);
    sheet.addRow(['Exported 2026-12-01 10:00']);
    sheet.addRow(headers);
    sheet.addRow(['3012345670001', 'Songkok', 35, 'Credit Card', 'Siti Hajar', '5, Jalan Bukit Lagi', '0194445566', 1000]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await importExport('LAZADA', xlsx)).toMatchObject({ success: true, data: { added: 1, bad: [] } });
    // The same in an .xls, with the newer `Shipping Phone Number`.
    const book = sheetUtils.book_new();
    sheetUtils.book_append_sheet(
      book,
      sheetUtils.aoa_to_sheet([
        ['Lazada Seller Center: Orders'],
        headers.map((h) => (h === 'Shipping Phone' ? 'Shipping Phone Number' : h)),
        ['3012345670002', 'Kopiah', 20, 'COD', 'Ahmad Zaki', '7, Jalan Kangar', '0137778899', 1000],
      ]),
      'Orders',
    );
    const xls = writeSheet(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    expect(await importExport('LAZADA', xls)).toMatchObject({ success: true, data: { added: 1, bad: [] } });

    const shown = (await list({ platform: 'LAZADA' })).data!.list.filter((r) => r.shopOrderId.startsWith('301234567000'));
    expect(shown.map((r) => [r.shopOrderId, r.receiverTel, r.receiverPostcode])).toEqual([
      ['3012345670002', '0137778899', '01000'],
      ['3012345670001', '0194445566', '01000'],
    ]);
    const stored = await t.database.db
      .select({ postcode: commerceOrders.receiverPostcode })
      .from(commerceOrders)
      .where(inArray(commerceOrders.shopOrderId, ['3012345670001', '3012345670002']));
    expect(stored).toEqual([{ postcode: '01000' }, { postcode: '01000' }]);
  });

  it('puts back the 0 of a postcode kept before, by its migration', async () => {
    const [kept] = await t.database.db
      .insert(commerceOrders)
      .values({
        customerId: demoId,
        platform: 'LAZADA',
        shopOrderId: '3012345670099',
        receiverName: 'Lim Ah Kow',
        receiverTel: '0124445566',
        receiverPostcode: '2600',
        receiverAddress: '3, Jalan Arau',
        goodsName: 'Belacan',
      })
      .returning({ id: commerceOrders.id });
    const migration = readFileSync(new URL('../../../drizzle/0036_commerce_postcode_text.sql', import.meta.url), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const [row] = await t.database.db.select().from(commerceOrders).where(eq(commerceOrders.id, kept!.id));
    expect(row!.receiverPostcode).toBe('02600');
  });

  it('refuses a file that is not the shop export, and a bad number, writing nothing of it', async () => {
    const before = (await list()).data!.total;
    const wrong = await importExport('TIKTOK', await shopeeFile([shopeeRow('2511269ZZZ01')]));
    expect(wrong).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Template header fields marked * are required' });
    const badAmount = await importExport('SHOPEE', await shopeeFile([shopeeRow('2511269ZZZ02', { 'Grand Total': 'twenty' })]));
    expect(badAmount).toMatchObject({
      success: true,
      data: { added: 0, bad: [{ rowNumber: 2, message: 'Grand Total is not a valid number' }] },
    });
    expect(await importExport('SHOPEE', Buffer.from('not a spreadsheet'))).toMatchObject({ success: false });
    expect((await list()).data!.total).toBe(before);
  });
});

describe('getCommerceOrders', () => {
  it('filters by shop, status and search, and shows one customer nothing of another', async () => {
    expect((await list({ keyword: '2511260AAA03' })).data!.list.map((r) => r.shopOrderId)).toEqual(['2511260AAA03']);
    expect((await list({ status: 'SHIPPED', platform: 'LAZADA' })).data!.total).toBe(0);
    expect(await list({}, 'acme')).toMatchObject({ success: true, data: { list: [], total: 0 } });
    // A sub-account without the page is refused.
    expect(await list({}, 'demo_ops')).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });
});

describe('shipCommerceOrders', () => {
  it('ships the selected orders through the order rules once, with the shop order id as the customer order number', async () => {
    const ids = await idsOf(['2511260AAA01', '2511260AAA03']);
    // Shopee's export gives no weight: without one the row's weight rule refuses it and nothing is placed.
    const before = await orderCount();
    const noWeight = await ship({ ids });
    expect(noWeight).toMatchObject({ success: true, data: { placed: 0, refused: 2 } });
    expect(noWeight.data!.results[0]!.desc).toBe('Please enter the goods weight');
    expect(await orderCount()).toBe(before);

    const wallet = await balance();
    const shipped = await ship({ ids, weightKg: 1.5 });
    expect(shipped, JSON.stringify(shipped.data)).toMatchObject({ success: true, data: { placed: 2, refused: 0 } });
    const waybills = shipped.data!.results.map((r) => r.waybillNo!);
    const placed = await t.database.db.select().from(orders).where(inArray(orders.waybillNo, waybills)).orderBy(orders.id);
    expect(placed.map((o) => [o.orderCode, o.receiverPostcode, o.weightG, o.senderCity, o.payMethod])).toEqual([
      ['2511260AAA01', '55100', 1_500, 'Subang Jaya', 'PP_PM'],
      ['2511260AAA03', '10200', 1_500, 'Subang Jaya', 'PP_PM'],
    ]);
    expect(placed[1]!.receiverProv).toBe('Pulau Pinang');
    const charged = placed.reduce((sum, o) => sum + o.totalSen, 0);
    expect(await balance()).toBe(wallet - charged);
    expect((await list({ status: 'SHIPPED' })).data!.list.map((r) => r.waybillNo).sort()).toEqual([...waybills].sort());

    // Shipping them again answers the same waybills and places and charges nothing.
    const again = await ship({ ids, weightKg: 1.5 });
    expect(again.data!.results.map((r) => r.waybillNo)).toEqual(waybills);
    expect(await orderCount()).toBe(before + 2);
    expect(await balance()).toBe(wallet - charged);
  });

  it('places each order once when the same rows are shipped by 20 calls at once', async () => {
    const file = await shopeeFile([shopeeRow('2511261RACE1'), shopeeRow('2511261RACE2')]);
    expect(await importExport('SHOPEE', file)).toMatchObject({ data: { added: 2 } });
    const ids = await idsOf(['2511261RACE1', '2511261RACE2']);
    const before = await orderCount();
    const wallet = await balance();
    const replies = await Promise.all(Array.from({ length: 20 }, () => ship({ ids, weightKg: 1 })));
    for (const reply of replies) expect(reply, JSON.stringify(reply)).toMatchObject({ success: true, data: { placed: 2 } });
    const waybills = new Set(replies.flatMap((r) => r.data!.results.map((x) => x.waybillNo)));
    expect(waybills.size).toBe(2);
    expect(await orderCount()).toBe(before + 2);
    const lines = await t.database.db
      .select({ n: count() })
      .from(walletLedger)
      .where(and(eq(walletLedger.customerId, demoId), inArray(walletLedger.reference, [...waybills] as string[])));
    expect(lines[0]!.n).toBe(2);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.waybillNo, [...waybills] as string[]));
    expect(await balance()).toBe(wallet - placed.reduce((sum, o) => sum + o.totalSen, 0));
  });

  it('refuses the orders the wallet cannot cover, in the selection order, and debits the others once', async () => {
    const shopIds = ['2511262HALF1', '2511262HALF2', '2511262HALF3', '2511262HALF4'];
    await importExport('SHOPEE', await shopeeFile(shopIds.map((id) => shopeeRow(id))));
    const ids = await idsOf(shopIds);
    const wallet = await balance();
    // 1.5 kg Standard from Subang Jaya to Kuala Lumpur is RM 8.00: the wallet covers two of four.
    await t.database.db.update(wallets).set({ balanceSen: 1_600 }).where(eq(wallets.customerId, demoId));
    try {
      const reply = await ship({ ids, weightKg: 1.5 });
      expect(reply).toMatchObject({ success: true, data: { placed: 2, refused: 2 } });
      expect(reply.data!.results.map((r) => r.success)).toEqual([true, true, false, false]);
      expect(reply.data!.results[2]!.desc).toContain('Not enough prepaid balance');
      expect(await balance()).toBe(0);
      expect((await list({ keyword: '2511262HALF3' })).data!.list[0]!.status).toBe('NEW');
    } finally {
      await t.database.db.update(wallets).set({ balanceSen: wallet }).where(eq(wallets.customerId, demoId));
    }
  });

  it("answers another customer's ids, an empty selection and too many with a clear refusal, placing nothing", async () => {
    const ids = await idsOf(['2511262HALF3']);
    const before = await orderCount();
    expect(await ship({ ids, weightKg: 1 }, 'acme')).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await ship({ ids: [] })).toMatchObject({ success: false, desc: 'Please select orders first' });
    expect(await ship({ ids: Array.from({ length: 501 }, (_, i) => i + 1) })).toMatchObject({
      success: false,
      desc: 'At most 500 orders can be shipped at once',
    });
    expect(await ship({ ids, weightKg: -1 })).toMatchObject({ success: false, desc: 'The weight must be more than 0 and at most 1000 kg' });
    expect(await orderCount()).toBe(before);
  });
});
