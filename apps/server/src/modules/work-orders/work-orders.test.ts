// Work orders (issue 18): raised with files about the customer's own waybills or from Excel, answered at
// the courier's desk, each step seen by the shipper; one customer's work orders and files never another's.
import { Code } from '@portal/shared/codes';
import type { MessageList } from '@portal/shared/notifications';
import type { Page } from '@portal/shared/table-config';
import type { WorkOrderDetail, WorkOrderFile, WorkOrderImportResult, WorkOrderRow, WorkOrderStatusCount } from '@portal/shared/work-orders';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, uploadFiles, xlsxFile } from '../../../test/files.ts';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { storedFiles, workOrderFiles, workOrders } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import { workOrderTemplate } from './import.ts';

let t: TestApp;
let demo: string;
let acme: string;
let admin: string;
let waybillNo: string;
let secondWaybill: string;
let acmeWaybill: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  admin = await t.sessionOf('admin');
  const place = async (token: string, tag: string, over = {}) =>
    (await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, tag), { token })).data!.waybillNo;
  waybillNo = await place(demo, 'wo-1');
  secondWaybill = await place(demo, 'wo-2');
  acmeWaybill = await place(acme, 'wo-acme', { payMethod: 'PM' });
});
afterAll(() => t.close());

const as = (token: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token, lang });
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const sendFiles = (files: { name: string; data: Buffer }[], token = demo) =>
  uploadFiles<WorkOrderFile[]>(t.app, 'uploadWorkOrderFiles', files, as(token));
const order = (over: Record<string, unknown> = {}) => ({
  type: 'ADDRESS_CHANGE',
  waybillNo,
  content: 'The receiver moved: please deliver to No. 3, Jalan Ampang, 50450 Kuala Lumpur.',
  ...over,
});
async function download(name: string, parameter: unknown, token: string) {
  return t.app.inject({ method: 'POST', url: `/api/${name}.do`, headers: { authtoken: token, lang: 'en' }, payload: { parameter } });
}

describe('work order files', () => {
  it('keeps pictures and PDFs under generated names, shown by a cleaned name, and hands them back as downloads', async () => {
    const reply = await sendFiles([
      { name: '../../x.pdf', data: pdf },
      { name: '<script>.png', data: png },
      { name: 'C:\\Users\\me\\door.JPG', data: jpg },
    ]);
    expect(reply).toMatchObject({ success: true });
    expect(reply.data!.map((f) => [f.displayName, f.contentType])).toEqual([
      ['x.pdf', 'application/pdf'],
      ['script.png', 'image/png'],
      ['door.JPG', 'image/jpeg'],
    ]);
    const [row] = await t.database.db.select().from(workOrderFiles).where(eq(workOrderFiles.id, reply.data![0]!.id));
    const [stored] = await t.database.db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(stored!.name).toMatch(/^work-order-[0-9a-f-]{36}\.pdf$/);
    const res = await download('getWorkOrderFile', { id: reply.data![1]!.id }, demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload.equals(png)).toBe(true);
    // Another customer's file is not found, by the customer call or by naming it on a work order.
    expect((await download('getWorkOrderFile', { id: reply.data![1]!.id }, acme)).json()).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'addWorkOrder', order({ waybillNo: acmeWaybill, fileIds: [reply.data![0]!.id] }), as(acme))).toMatchObject({
      success: false,
    });
    expect(
      await call(t.app, 'addWorkOrder', { type: 'OTHER', content: 'Mine now', fileIds: [reply.data![0]!.id] }, as(acme)),
    ).toMatchObject({ success: false, desc: 'A file was not found or is already on another work order: please upload it again' });
  });

  it('judges a file by its content, not only its name, and refuses other types', async () => {
    const before = (await t.database.db.select().from(workOrderFiles)).length;
    expect(await sendFiles([{ name: 'photo.png', data: pdf }])).toMatchObject({
      success: false,
      desc: 'Only pictures (JPG, PNG) or PDF files can be attached: photo.png',
    });
    expect(await sendFiles([{ name: 'invoice.pdf', data: Buffer.from('<html><script>alert(1)</script></html>') }])).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
    // One bad file refuses the upload: the good one before it is not kept.
    expect(
      await sendFiles([
        { name: 'ok.pdf', data: pdf },
        { name: 'run.exe', data: pdf },
      ]),
    ).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect((await t.database.db.select().from(workOrderFiles)).length).toBe(before);
  });

  it('refuses a file over 1 MB and an eleventh file, keeping nothing', async () => {
    const before = (await t.database.db.select().from(workOrderFiles)).length;
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(1024 * 1024)]);
    expect(await sendFiles([{ name: 'big.pdf', data: big }])).toMatchObject({ success: false, code: Code.BODY_TOO_LARGE });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: png }));
    expect(await sendFiles(eleven)).toMatchObject({ success: false, desc: 'At most 10 files can be uploaded at once' });
    expect((await sendFiles(eleven.slice(0, 10))).data).toHaveLength(10);
    expect((await t.database.db.select().from(workOrderFiles)).length).toBe(before + 10);
  });
});

describe('raising a work order', () => {
  it('offers the types in the reader language', async () => {
    const types = await call<{ code: string; name: string; needsWaybill: boolean }[]>(t.app, 'workOrderTypeList', {}, as(demo, 'ml'));
    expect(types.data!.map((x) => x.code)).toEqual([
      'ADDRESS_CHANGE',
      'REDELIVERY',
      'URGENT_DELIVERY',
      'RETURN_TO_SENDER',
      'INTERCEPT',
      'PICKUP',
      'OTHER',
    ]);
    expect(types.data![4]).toEqual({ code: 'INTERCEPT', name: 'Pintas bungkusan', needsWaybill: true });
  });

  it("refuses another customer's waybill, a missing waybill or text, and more than 10 files; writes nothing", async () => {
    const before = (await t.database.db.select().from(workOrders)).length;
    expect(await call(t.app, 'addWorkOrder', order({ waybillNo: acmeWaybill }), as(demo))).toMatchObject({
      success: false,
      desc: 'Wrong waybill number: no waybill of yours has this number',
    });
    expect((await call(t.app, 'addWorkOrder', order({ waybillNo: '' }), as(demo))).desc).toBe(
      'Please enter the waybill number this work order is about',
    );
    expect((await call(t.app, 'addWorkOrder', order({ content: '  ' }), as(demo))).desc).toBe('Please describe what you need');
    const ids = Array.from({ length: 11 }, () => crypto.randomUUID());
    expect((await call(t.app, 'addWorkOrder', order({ fileIds: ids }), as(demo))).desc).toBe('At most 10 files per work order');
    expect((await t.database.db.select().from(workOrders)).length).toBe(before);
  });

  it('raises one work order with its files; twenty sent at once for the same waybill and type raise one', async () => {
    const files = (await sendFiles([{ name: 'new-address.pdf', data: pdf }])).data!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call<WorkOrderRow>(t.app, 'addWorkOrder', order({ fileIds: files.map((f) => f.id) }), as(demo))),
    );
    const raised = replies.filter((r) => r.success);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.data).toMatchObject({ workOrderNo: expect.stringMatching(/^WO\d{8}$/), status: 'UNTREATED', fileCount: 1 });
    expect(replies.filter((r) => !r.success).every((r) => r.desc === 'A work order of this type about this waybill is already open')).toBe(
      true,
    );
    const detail = (await call<WorkOrderDetail>(t.app, 'getWorkOrder', { id: raised[0]!.data!.id }, as(demo))).data!;
    expect(detail.entries[0]!.files.map((f) => f.displayName)).toEqual(['new-address.pdf']);
  });

  it('attaches a file once: twenty work orders at once naming the same upload, one takes it', async () => {
    const [file] = (await sendFiles([{ name: 'once.png', data: png }])).data!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<WorkOrderRow>(t.app, 'addWorkOrder', { type: 'OTHER', content: `Question ${i}`, fileIds: [file!.id] }, as(demo)),
      ),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    const rows = await t.database.db.select().from(workOrderFiles).where(eq(workOrderFiles.id, file!.id));
    expect(rows[0]!.workOrderId).toBe(replies.find((r) => r.success)!.data!.id);
  });

  it('keeps at most 10 files on a work order, whatever twenty follow-ups at once add', async () => {
    const raised = (await call<WorkOrderRow>(t.app, 'addWorkOrder', { type: 'PICKUP', content: 'Collect 30 cartons on Friday' }, as(demo)))
      .data!;
    const uploads = [
      ...(await sendFiles(Array.from({ length: 10 }, (_, i) => ({ name: `a${i}.png`, data: png })))).data!,
      ...(await sendFiles(Array.from({ length: 10 }, (_, i) => ({ name: `b${i}.png`, data: png })))).data!,
    ];
    const replies = await Promise.all(
      uploads.map((f) => call(t.app, 'addWorkOrderInfo', { id: raised.id, content: 'One more photo', fileIds: [f.id] }, as(demo))),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(10);
    expect(replies.filter((r) => !r.success).every((r) => r.desc === 'At most 10 files per work order')).toBe(true);
    expect((await t.database.db.select().from(workOrderFiles).where(eq(workOrderFiles.workOrderId, raised.id))).length).toBe(10);
  });
});

describe('a work order answered at the desk', () => {
  it('moves through the states, each step seen by the shipper, who is told of each answer and may close it', async () => {
    const raised = (
      await call<WorkOrderRow>(t.app, 'addWorkOrder', order({ type: 'INTERCEPT', waybillNo: secondWaybill, content: 'Stop it' }), as(demo))
    ).data!;
    const id = raised.id;
    const queue = await call<(WorkOrderRow & { customerCode: string })[]>(t.app, 'getWorkOrderQueue', { status: 'UNTREATED' }, as(admin));
    expect(queue.data!.some((w) => w.id === id && w.customerCode === 'MY10001')).toBe(true);
    expect((await call(t.app, 'answerWorkOrder', { id, content: 'Hub informed.', status: 'PROCESSING' }, as(admin))).data).toEqual({
      status: 'PROCESSING',
    });
    expect((await call(t.app, 'answerWorkOrder', { id, content: 'Parcel held at the hub.', status: 'PROCESSED' }, as(admin))).data).toEqual(
      {
        status: 'PROCESSED',
      },
    );
    const told = await call<MessageList>(t.app, 'getMessageList', { msgType: 2, page: 1, pageSize: 5 }, as(demo));
    expect(told.data!.list[0]!.messageList[0]!.msgdtl).toBe(`Your work order ${raised.workOrderNo} has a new answer (Processed)`);
    expect((await call(t.app, 'addWorkOrderInfo', { id, content: 'Please return it to us.' }, as(demo))).data).toEqual({
      status: 'PROCESSING',
    });
    expect((await call(t.app, 'closeWorkOrder', { id }, as(demo))).data).toEqual({ status: 'END' });
    const detail = (await call<WorkOrderDetail>(t.app, 'getWorkOrder', { id }, as(demo))).data!;
    expect(detail).toMatchObject({ status: 'END', statusName: 'Ended', open: false });
    expect(detail.entries.map((e) => [e.author, e.status])).toEqual([
      ['customer', 'UNTREATED'],
      ['staff', 'PROCESSING'],
      ['staff', 'PROCESSED'],
      ['customer', 'PROCESSING'],
      ['customer', 'END'],
    ]);
    expect(detail.entries.at(-1)!.content).toBe('Closed by the customer');
    expect(await call(t.app, 'addWorkOrderInfo', { id, content: 'One more thing' }, as(demo))).toMatchObject({
      success: false,
      desc: 'This work order has ended',
    });
    expect(await call(t.app, 'answerWorkOrder', { id, content: 'x', status: 'END' }, as(admin))).toMatchObject({ success: false });
  });

  it('counts the work orders in each state', async () => {
    const counts = (await call<WorkOrderStatusCount>(t.app, 'getWorkOrderStatusCount', {}, as(demo))).data!;
    const rows = await t.database.db.select().from(workOrders);
    const customerId = rows.find((r) => r.waybillNo === waybillNo)!.customerId;
    const mine = rows.filter((r) => r.customerId === customerId);
    expect(counts.total).toBe(mine.length);
    expect(counts.END).toBe(mine.filter((r) => r.status === 'END').length);
    expect(counts.UNTREATED + counts.PROCESSING + counts.PROCESSED + counts.END).toBe(counts.total);
    expect((await call<WorkOrderStatusCount>(t.app, 'getWorkOrderStatusCount', {}, as(acme))).data!.total).toBe(0);
  });

  it("keeps one customer's work orders from another, a sub-account without the pages, and shippers from the desk", async () => {
    const [first] = (await call<Page<WorkOrderRow>>(t.app, 'getWorkOrderList', { page: 1, pageSize: 1 }, as(demo))).data!.list;
    for (const [name, parameter] of [
      ['getWorkOrder', { id: first!.id }],
      ['addWorkOrderInfo', { id: first!.id, content: 'x' }],
      ['closeWorkOrder', { id: first!.id }],
    ] as const)
      expect(await call(t.app, name, parameter, as(acme))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await call<Page<WorkOrderRow>>(t.app, 'getWorkOrderList', { page: 1, pageSize: 50 }, as(acme))).data!.total).toBe(0);
    await call(t.app, 'addUser', { subName: 'wonone', name: 'No work orders', password: 'Kl2026ab', funcIds: [101] }, { token: demo });
    const clerk = await login(t.app, 'demo_wonone', 'Kl2026ab');
    expect(await call(t.app, 'getWorkOrderList', { page: 1, pageSize: 5 }, as(clerk))).toMatchObject({ code: Code.FORBIDDEN });
    expect(await call(t.app, 'answerWorkOrder', { id: first!.id, content: 'x', status: 'END' }, as(demo))).toMatchObject({
      success: false,
    });
    expect(await call(t.app, 'getWorkOrderQueue', {}, as(demo))).toMatchObject({ success: false });
  });
});

describe('work order import', () => {
  async function template(rows: string[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await workOrderTemplate('en')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    rows.forEach((r, i) => {
      sheet.getRow(i + 2).values = r;
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const importFile = (data: Buffer, token = demo) =>
    upload<WorkOrderImportResult>(t.app, 'importWorkOrders', { name: 'tickets.xlsx', data }, as(token));

  it('raises the good rows, names each bad cell, writes nothing of a bad row, and the same file twice raises nothing new', async () => {
    const file = await template([
      ['Delivery re-attempt', waybillNo, 'Nobody was home on Monday, please try again.'],
      ['Urgent delivery', acmeWaybill, 'Not ours'],
      ['Teleport', '', '=HYPERLINK("http://evil.example","click")'],
      ['Other', '', 'Please call us about the new tariff.'],
      ['Delivery re-attempt', waybillNo, 'Nobody was home on Monday, please try again.'],
      ['Return to sender', '', '+SUM(1,2)'],
    ]);
    const before = (await t.database.db.select().from(workOrders)).length;
    const first = await importFile(file);
    expect(first).toMatchObject({ success: true, desc: expect.stringContaining('6') });
    expect(first.data).toMatchObject({ total: 6, bad: 3, created: 2, existing: 1 });
    expect(first.data!.errors).toEqual([
      { row: 3, field: 'Waybill number', cell: 'B3', message: 'Wrong waybill number: no waybill of yours has this number' },
      { row: 4, field: 'Type', cell: 'A4', message: 'No such type of work order: choose one from the list' },
      { row: 7, field: 'Waybill number', cell: 'B7', message: 'Please enter the waybill number this work order is about' },
    ]);
    expect((await t.database.db.select().from(workOrders)).length).toBe(before + 2);
    const again = await importFile(file);
    expect(again.data).toMatchObject({ total: 6, bad: 3, created: 0, existing: 3 });
    expect((await t.database.db.select().from(workOrders)).length).toBe(before + 2);

    // The error file: the bad rows with their problems and cells as they were, formulas only as text.
    const res = await download('downloadWorkOrderImportErrors', { fileId: first.data!.errorFileId }, demo);
    expect(res.statusCode).toBe(200);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = errors.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe('B3 Waybill number: Wrong waybill number: no waybill of yours has this number');
    expect(sheet.getCell('E3').value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(sheet.getCell('E4').value).toBe('+SUM(1,2)');
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
    // Only the account that imported gets it.
    expect((await download('downloadWorkOrderImportErrors', { fileId: first.data!.errorFileId }, acme)).json()).toMatchObject({
      success: false,
    });
  });

  it('twenty imports of the same file at once raise each row once', async () => {
    const file = await template([
      ['Urgent delivery', secondWaybill, 'Needed by the shop before Friday.'],
      ['Other', '', 'Twenty at once'],
    ]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => importFile(file)));
    expect(replies.every((r) => r.success)).toBe(true);
    expect(replies.reduce((n, r) => n + r.data!.created, 0)).toBe(2);
  });

  it('refuses a file that is not the template, or not a spreadsheet at all', async () => {
    expect(
      await importFile(
        await xlsxFile([
          ['Type', 'Waybill number', 'What you need'],
          ['Other', '', 'x'],
        ]),
      ),
    ).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
    expect(await importFile(pdf)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });
});
