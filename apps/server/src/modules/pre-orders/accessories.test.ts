import { Code } from '@portal/shared/codes';
import { ACCESSORY_MAX_BYTES, type Accessory } from '@portal/shared/pre-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/files.ts';
import { call, login, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { accessories, storedFiles } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';

let t: TestApp;
let demo: string;
let acme: string;
let normalOnly: string;
let waybillNo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  await call(t.app, 'addUser', { subName: 'accnormal', name: 'Normal only', password: 'Kl2026ab', funcIds: [101] }, { token: demo });
  normalOnly = await login(t.app, 'demo_accnormal', 'Kl2026ab');
  waybillNo = (await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(), { token: demo })).data!.waybillNo;
});
afterAll(() => t.close());

const as = (token: string) => ({ token, lang: 'en' as const });
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const send = (name: string, data: Buffer, token = demo) => upload<Accessory>(t.app, 'uploadFile', { name, data }, { token, lang: 'en' });

describe('accessory library', () => {
  it('keeps an upload under a generated name, shows the name it came with, lists and deletes it', async () => {
    const reply = await send('../../etc/Invoice 2026.pdf', pdf);
    expect(reply).toMatchObject({
      success: true,
      desc: 'Uploaded',
      data: { displayName: 'Invoice 2026.pdf', contentType: 'application/pdf' },
    });
    const [row] = await t.database.db.select().from(accessories).where(eq(accessories.id, reply.data!.id));
    const [file] = await t.database.db
      .select({ name: storedFiles.name, size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.id, row!.fileId));
    expect(file!.name).toMatch(/^accessory-[0-9a-f-]{36}\.pdf$/);
    expect(file!.size).toBe(pdf.length);
    const listed = await call<Accessory[]>(t.app, 'getAccessoryList', {}, as(demo));
    expect(listed.data!.map((a) => a.id)).toContain(reply.data!.id);
    expect((await call<Accessory[]>(t.app, 'getAccessoryList', {}, as(acme))).data!.map((a) => a.id)).not.toContain(reply.data!.id);
    expect(await call(t.app, 'updAccessory', { id: reply.data!.id, remark: 'October' }, as(demo))).toMatchObject({
      data: { remark: 'October' },
    });
    expect(await call(t.app, 'delAccessory', { id: reply.data!.id }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'delAccessory', { id: reply.data!.id }, as(demo))).toMatchObject({ success: true });
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId))).toEqual([]);
  });

  it('refuses a type not accepted, content that is not what its name says, and a file too large', async () => {
    expect(await send('tool.exe', pdf)).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await send('photo.png', pdf)).toMatchObject({ success: false, desc: 'The file type does not match' });
    expect((await send('photo.png', png)).success).toBe(true);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(ACCESSORY_MAX_BYTES)]);
    expect(await send('big.pdf', big)).toMatchObject({ success: false, code: Code.BODY_TOO_LARGE });
    expect(await send('doc.pdf', pdf, normalOnly)).toMatchObject({ code: Code.FORBIDDEN });
  });
});

describe('order appendixes', () => {
  it("attaches fields and the library's files to an order, and reads them back", async () => {
    const file = (await send('po.pdf', pdf)).data!;
    const fields = [{ name: 'PO number', value: 'PO-2026-118' }];
    const saved = await call(t.app, 'insOrUpdateOrderAppendixs', { waybillNo, fields, accessoryIds: [file.id] }, as(demo));
    expect(saved.success).toBe(true);
    const read = await call<{ fields: unknown[]; files: Accessory[] }>(t.app, 'getOrderAppendixs', { waybillNo }, as(demo));
    expect(read.data).toMatchObject({ fields, files: [{ id: file.id, displayName: 'po.pdf' }] });
    // A field is checked by the rule its row in the dialog is checked by (issue 28): nothing is written.
    expect(
      await call(t.app, 'insOrUpdateOrderAppendixs', { waybillNo, fields: [...fields, { name: ' ', value: 'no name' }] }, as(demo)),
    ).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Please enter the name' });
    expect((await call<{ fields: unknown[] }>(t.app, 'getOrderAppendixs', { waybillNo }, as(demo))).data!.fields).toEqual(fields);
    // Written again: replaced whole.
    await call(t.app, 'insOrUpdateOrderAppendixs', { waybillNo, fields: [], accessoryIds: [] }, as(demo));
    expect((await call(t.app, 'getOrderAppendixs', { waybillNo }, as(demo))).data).toMatchObject({ fields: [], files: [] });
  });

  it("refuses another customer's order or file", async () => {
    const file = (await send('po.pdf', pdf)).data!;
    expect(await call(t.app, 'getOrderAppendixs', { waybillNo }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    expect(await call(t.app, 'insOrUpdateOrderAppendixs', { waybillNo, fields: [] }, as(acme))).toMatchObject({ code: Code.NOT_FOUND });
    const acmeOrder = (await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({ payMethod: 'PM' }), as(acme))).data;
    if (acmeOrder)
      expect(
        await call(t.app, 'insOrUpdateOrderAppendixs', { waybillNo: acmeOrder.waybillNo, accessoryIds: [file.id] }, as(acme)),
      ).toMatchObject({
        code: Code.NOT_FOUND,
      });
    expect(await call(t.app, 'getOrderAppendixs', { waybillNo }, as(normalOnly))).toMatchObject({ code: Code.FORBIDDEN });
  });
});
