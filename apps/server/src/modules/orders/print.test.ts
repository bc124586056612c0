import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { domesticOrder } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const order = (over: Record<string, unknown> = {}) =>
  domesticOrder({ receiverName: '陈嘉欣', receiverTel: '011-1088 2233', ...over }, 'print');
const place = async (over: Record<string, unknown> = {}) =>
  (await call<{ waybillNo: string }>(t.app, 'insertOrder', order(over), { token: await t.sessionOf('demo') })).data!.waybillNo;

/** printOrder.do as the browser posts it; the reply is the PDF (or the ZPL), or the envelope when refused. */
async function print(waybillNos: string[], who = 'demo', format = 'thermal', dpi?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/printOrder.do',
    headers: { authtoken: await t.sessionOf(who), lang: 'en', 'content-type': 'application/json' },
    payload: { parameter: { waybillNos, format, dpi } },
  });
  return res;
}

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('printOrder', () => {
  it('prints one PDF: a label a parcel, whose barcodes read the waybill number', async () => {
    const one = await place({ codSen: 12_345 });
    const three = await place({ expressType: 'JS', packageCount: 3, weightG: 6_000 });
    const res = await print([one, three]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(4);
    // What the browser's progress bar counts against.
    expect(res.headers['x-label-count']).toBe('4');
    expect(res.headers['x-page-count']).toBe('4');
    const dir = mkdtempSync(join(tmpdir(), 'print-test-'));
    try {
      writeFileSync(join(dir, 'labels.pdf'), pdf);
      execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '2', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
      const decoded = readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort()
        .map((f) =>
          execFileSync('zbarimg', ['--raw', '-q', join(dir, f)])
            .toString()
            .trim()
            .split('\n'),
        );
      expect(decoded[0]).toEqual([one, one]);
      expect(decoded[1]).toEqual([three, three]);
      const text = execFileSync('pdftotext', [join(dir, 'labels.pdf'), '-']).toString();
      expect(text).toContain('陈嘉欣');
      expect(text).toContain('COD RM 123.45');
      expect(text).toContain('3/3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const a4 = await print([one, three], 'demo', 'a4');
    expect(pages(a4.rawPayload)).toBe(1);
    expect(a4.headers['x-page-count']).toBe('1');
  });

  it('refuses what it may not print, saying which waybill', async () => {
    const mine = await place();
    expect((await print([mine], 'acme')).json()).toMatchObject({ success: false, code: Code.FORBIDDEN });
    const unknown = await print([mine, '600000000000']);
    expect(unknown.json()).toMatchObject({ success: false, code: Code.NOT_FOUND });
    await t.database.db.update(orders).set({ status: 'GOT' }).where(eq(orders.waybillNo, mine));
    expect((await print([mine])).json()).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: `Waybill ${mine} cannot be printed in its current status`,
    });
    expect((await print([])).json()).toMatchObject({ success: false, desc: 'Please select at least one order' });
    expect((await print(Array.from({ length: 1001 }, (_, i) => String(i)))).json()).toMatchObject({
      success: false,
      desc: 'Print at most 1000 waybills at once',
    });
  });

  it("never prints another customer's waybill, even with that customer's printing switched on", async () => {
    const mine = await place();
    // Acme's switch on: its refusal must come from whose order it is, not from the switch.
    await t.database.db.update(customers).set({ printCustomerCodes: true }).where(eq(customers.code, 'MY10002'));
    try {
      const res = await print([mine], 'acme');
      expect(res.headers['content-type']).not.toBe('application/pdf');
      expect(res.json()).toMatchObject({ success: false, code: Code.NOT_FOUND, desc: 'Record not found' });
    } finally {
      await t.database.db.update(customers).set({ printCustomerCodes: false }).where(eq(customers.code, 'MY10002'));
    }
  });

  it('names the PDF by the Malaysian day: printed at 01:30 on 26 November in Kuala Lumpur (17:30 UTC the day before)', async () => {
    const mine = await place();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T17:30:00Z') });
    try {
      const res = await print([mine]);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="waybills-2026-11-26.pdf"');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The labels of a ZPL file: each ^XA..^XZ format, with the data of its Code 128 (^BC) field. */
function zplLabels(zpl: string): { format: string; code128: string | undefined }[] {
  const formats = zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
  // Nothing outside the formats but line breaks.
  expect(zpl.replace(/\^XA[\s\S]*?\^XZ/g, '').trim()).toBe('');
  return formats.map((format) => ({ format, code128: /\^BC[^^]*\^FH\^FD([^^]*)\^FS/.exec(format)?.[1] }));
}

describe('printOrder as ZPL for thermal printers', () => {
  it('prints one .zpl file: one ^XA..^XZ label a parcel, in the order asked, with the waybill number in its ^BC field', async () => {
    const one = await place({ codSen: 12_345 });
    const three = await place({ expressType: 'JS', packageCount: 3, weightG: 6_000 });
    const res = await print([three, one], 'demo', 'zpl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zpl; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="waybills-\d{4}-\d{2}-\d{2}\.zpl"/);
    expect(res.headers['x-label-count']).toBe('4');
    expect(res.headers['x-page-count']).toBe('4');
    const labels = zplLabels(res.body);
    expect(labels.map((l) => l.code128)).toEqual([three, three, three, one]);
    expect(labels[0]!.format).toContain('^PW812');
    expect(labels[1]!.format).toContain('^FD2/3^FS');
    expect(labels[3]!.format).toContain('^FDCOD RM 123.45^FS');
    // 陈嘉欣 is beyond the printer's font: a picture of the name, not text the printer would drop.
    expect(labels[3]!.format).toMatch(/\^GFA,\d+,\d+,\d+,[0-9A-F]+\^FS/);
    // For a 300 dpi printer: its canvas and its dots.
    const fine = await print([one], 'demo', 'zpl', 300);
    expect(zplLabels(fine.body)[0]!.format).toContain('^PW1200');
    expect(zplLabels(fine.body)[0]!.format).toContain('^BY9^BC');
    expect((await print([one], 'demo', 'zpl', 600)).json()).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it("never prints another customer's waybill, even with that customer's printing switched on", async () => {
    const mine = await place();
    await t.database.db.update(customers).set({ printCustomerCodes: true }).where(eq(customers.code, 'MY10002'));
    try {
      const res = await print([mine], 'acme', 'zpl');
      expect(res.headers['content-type']).not.toContain('zpl');
      expect(res.json()).toMatchObject({ success: false, code: Code.NOT_FOUND, desc: 'Record not found' });
    } finally {
      await t.database.db.update(customers).set({ printCustomerCodes: false }).where(eq(customers.code, 'MY10002'));
    }
  });

  it('refuses a customer whose print switch is off, and a waybill past pick-up, as the PDF does', async () => {
    const mine = await place();
    await t.database.db.update(customers).set({ printCustomerCodes: false }).where(eq(customers.code, 'MY10001'));
    try {
      const res = await print([mine], 'demo', 'zpl');
      expect(res.headers['content-type']).not.toContain('zpl');
      expect(res.json()).toMatchObject({ success: false, code: Code.FORBIDDEN });
    } finally {
      await t.database.db.update(customers).set({ printCustomerCodes: true }).where(eq(customers.code, 'MY10001'));
    }
    await t.database.db.update(orders).set({ status: 'GOT' }).where(eq(orders.waybillNo, mine));
    expect((await print([mine], 'demo', 'zpl')).json()).toMatchObject({ success: false, code: Code.CONFLICT });
  });

  it('prints a batch of 30 waybills as one file of 30 labels, streamed as it is written', async () => {
    const placed = await call<{ results: { success: boolean; waybillNo?: string }[] }>(
      t.app,
      'getMultipleVotes',
      {
        senderName: 'Demo Trading Sdn Bhd',
        senderTel: '03-5632 1188',
        senderPostcode: '47500',
        senderProv: 'Selangor',
        senderCity: 'Subang Jaya',
        senderAddress: 'No. 12, Jalan SS 15/4',
        expressType: 'EZ',
        serveType: 'DROP OFF',
        payMethod: 'PP_PM',
        rows: Array.from({ length: 30 }, (_, i) => ({
          clientRequestId: `zpl-batch-${Date.now()}-${i}`,
          receiverName: `Penerima ${i}`,
          receiverTel: '012-345 6789',
          receiverPostcode: '55100',
          receiverProv: 'W.P. Kuala Lumpur',
          receiverCity: 'Kuala Lumpur',
          receiverAddress: `No. ${i}, Jalan Bukit Bintang`,
          goodsName: 'Baju kurung',
          goodsType: 'APPAREL',
          brandName: 'Butik Ana',
          goodsNumber: 1,
          declaredValueSen: 12_000,
          weightG: 800,
        })),
      },
      { token: await t.sessionOf('demo') },
    );
    const waybills = placed.data!.results.map((r) => r.waybillNo!);
    expect(waybills.filter(Boolean)).toHaveLength(30);
    const res = await print(waybills, 'demo', 'zpl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const labels = zplLabels(res.body);
    expect(labels.map((l) => l.code128)).toEqual(waybills);
    expect(labels.every((l, i) => l.format.includes(`^FDPenerima ${i}^FS`))).toBe(true);
  });
});
