import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CashBillLine, type CashBillRow, cashBillNo } from '@portal/shared/cash-bill';
import { Code } from '@portal/shared/codes';
import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import { splitSstInclusive } from '@portal/shared/money';
import { malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, invoiceSeries, invoices, orders } from '../../db/schema/index.ts';
import { browserOf, download, signedQuery, waitForTask } from '../exports/testing.ts';
import { storedOrderRow } from '../orders/testing.ts';

let t: TestApp;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoId = (await customerOf('MY10001')).id;
  acmeId = (await customerOf('MY10002')).id;
});
afterAll(() => t.close());

const customerOf = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!;
const as = async (who: string) => ({ token: await t.sessionOf(who) });

/** Shipments as the back office leaves them: taken in (picked up) at `day` 10:00 Malaysian time, plus `minutes`. */
async function shipments(customerId: number, day: string, rows: Record<string, unknown>[]): Promise<string[]> {
  const values = rows.map(({ minutes = 0, ...over }, i) =>
    storedOrderRow(customerId, {
      payMethod: 'CASH',
      status: 'GOT',
      pickedUpAt: new Date(malaysiaInstant(`${day} 10:00:00`).getTime() + ((minutes as number) + i) * 60_000),
      ...over,
    }),
  );
  await t.database.db.insert(orders).values(values);
  return values.map((v) => v.waybillNo);
}

const bills = async (parameter: Record<string, unknown> = {}, who = 'demo') =>
  call<{ list: CashBillRow[]; total: number }>(t.app, 'getCashBills', parameter, await as(who));
const details = async (billNo: string, who = 'demo') =>
  call<{ list: CashBillLine[]; total: number; day: string }>(t.app, 'getCashBillDetails', { billNo }, await as(who));
const post = async (name: string, parameter: unknown, who = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${name}.do`,
    headers: { authtoken: await t.sessionOf(who), lang: 'en', 'content-type': 'application/json' },
    payload: { parameter },
  });
const printCash = (billNo: string, who = 'demo') => post('printCashInvoice', { billNo }, who);

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-test-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DAY1 = malaysiaDate(-3);
const BILL1 = cashBillNo('MY10001', DAY1);

describe('cash bills (cashBill, cashBillNew)', () => {
  let day1: string[];
  beforeAll(async () => {
    day1 = await shipments(demoId, DAY1, [
      { totalSen: 1_060 },
      { totalSen: 900, payMethod: 'PP_CASH' },
      { totalSen: 2_345, serveType: 'PICK UP' },
      // Not on a cash bill: billed monthly, paid by the receiver, or not yet taken in.
      { totalSen: 5_000, payMethod: 'PP_PM' },
      { totalSen: 5_000, payMethod: 'CC_CASH' },
      { totalSen: 5_000, pickedUpAt: null, status: 'PENDING' },
    ]);
    await shipments(acmeId, DAY1, [{ totalSen: 777 }]);
  });

  it('gathers a day of cash-paid shipments into one bill, its SST inside the price paid', async () => {
    const reply = await bills({ dayStart: `${DAY1} 00:00:00`, dayEnd: `${DAY1} 23:59:59` });
    expect(reply.success).toBe(true);
    expect(reply.data!.total).toBe(1);
    expect(reply.data!.list[0]).toEqual({
      billNo: BILL1,
      day: DAY1,
      state: 'CLOSED',
      shipments: 3,
      // 1000 + 849 + 2212 before SST; 60 + 51 + 133 SST.
      amountSen: 4_061,
      sstSen: 244,
      totalSen: 4_305,
      uninvoiced: 3,
      invoiceNos: [],
    });
  });

  it('lists the bill’s shipments with their receipts, and its lines add up to the bill', async () => {
    const reply = await details(BILL1);
    expect(reply.data!.total).toBe(3);
    const lines = reply.data!.list;
    expect(lines.map((l) => [l.waybillNo, l.receiptNo, l.paidBy])).toEqual([
      [day1[0], `RC${day1[0]}`, 'counter'],
      [day1[1], `RC${day1[1]}`, 'wallet'],
      [day1[2], `RC${day1[2]}`, 'rider'],
    ]);
    for (const l of lines) expect(l.amountSen + l.sstSen).toBe(l.totalSen);
    expect(lines.reduce((s, l) => s + l.sstSen, 0)).toBe(244);
  });

  it('keeps customers apart: another customer’s bill is not found, its own list shows only its own', async () => {
    const acmeBill = cashBillNo('MY10002', DAY1);
    expect(await details(acmeBill)).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await printCash(acmeBill)).json()).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const theirs = await bills({ dayStart: `${DAY1} 00:00:00`, dayEnd: `${DAY1} 23:59:59` }, 'acme');
    expect(theirs.data!.list.map((b) => [b.billNo, b.totalSen])).toEqual([[acmeBill, 777]]);
  });

  it('refuses a malformed bill number with a message, and a sub-account without the pages', async () => {
    expect(await details('CB-MY10001-20261340')).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'This is not a cash bill number',
    });
    // The operations clerk holds no finance page.
    expect(await bills({}, 'demo_ops')).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });

  it('prints the bill’s invoice: issued once, with supplier, buyer, SST and total', async () => {
    const first = await printCash(BILL1);
    expect(first.headers['content-type']).toBe('application/pdf');
    const invoiceNo = first.headers['x-invoice-nos'] as string;
    expect(invoiceNo).toMatch(/^INV\d{4}\d{6}$/);
    const text = pdfText(first.rawPayload);
    for (const expected of [
      'Kurier Ekspres Malaysia Sdn Bhd',
      'W10-1808-32000123',
      'Demo Trading Sdn Bhd',
      'C24567890120',
      invoiceNo,
      BILL1,
      day1[2]!,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Service tax \(SST\) 6%\s+2\.44/);
    expect(text).toMatch(/Total \(RM\)\s+43\.05/);
    // Printed again: the same invoice, no new number.
    const again = await printCash(BILL1);
    expect(again.headers['x-invoice-nos']).toBe(invoiceNo);
    const listed = (await bills({ dayStart: `${DAY1} 00:00:00`, dayEnd: `${DAY1} 23:59:59` })).data!.list[0]!;
    expect(listed).toMatchObject({ invoiceNos: [invoiceNo], uninvoiced: 0 });
    expect((await details(BILL1)).data!.list.every((l) => l.invoiceNo === invoiceNo)).toBe(true);
  });

  it('invoices a parcel taken in later that day on a second invoice of the bill', async () => {
    const [late] = await shipments(demoId, DAY1, [{ totalSen: 530, minutes: 300 }]);
    const res = await printCash(BILL1);
    const [firstNo, secondNo] = (res.headers['x-invoice-nos'] as string).split(',');
    expect(secondNo).toBeDefined();
    const [second] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceNo, secondNo!));
    expect(second).toMatchObject({ documentRef: BILL1, lineCount: 1, amountSen: 500, sstSen: 30, totalSen: 530 });
    expect(firstNo).not.toBe(secondNo);
    expect(pdfText(res.rawPayload)).toContain(late!);
  });

  it('offers the invoice as a MyInvois document, and names what a buyer without a TIN lacks', async () => {
    const invoiceNo = (await bills({ dayStart: `${DAY1} 00:00:00`, dayEnd: `${DAY1} 23:59:59` })).data!.list[0]!.invoiceNos[0]!;
    const res = await post('getEInvoice', { invoiceNo });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json().Invoice[0];
    expect(doc.ID[0]._).toBe(invoiceNo);
    expect(doc.AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID[0]).toEqual({ _: 'C24567890120', schemeID: 'TIN' });
    expect(doc.LegalMonetaryTotal[0].PayableAmount[0]._).toBe(43.05);
    // Another customer's invoice number is not found.
    expect((await post('getEInvoice', { invoiceNo }, 'acme')).json()).toMatchObject({ success: false, code: Code.NOT_FOUND });
    const acmeInvoice = (await printCash(cashBillNo('MY10002', DAY1), 'acme')).headers['x-invoice-nos'] as string;
    const refused = (await post('getEInvoice', { invoiceNo: acmeInvoice }, 'acme')).json();
    expect(refused).toMatchObject({ success: false, code: Code.CONFLICT });
    expect(refused.desc).toContain('buyer.tin');
  });

  it('prints issued invoices into the download centre (printCashInvoiceAsync, printInvoiceAsync)', async () => {
    const day2 = malaysiaDate(-2);
    await shipments(demoId, day2, [{ totalSen: 1_590 }]);
    const reply = await call<InvoiceTaskStarted>(
      t.app,
      'printCashInvoiceAsync',
      { billNos: [BILL1, cashBillNo('MY10001', day2)] },
      await as('demo'),
    );
    expect(reply).toMatchObject({ success: true, desc: 'Export success, please check the download center' });
    expect(reply.data!.invoiceNos).toHaveLength(3);
    const browser = await browserOf(t, 'demo');
    const task = await waitForTask(t, browser.token, reply.data!.taskId, ['DONE', 'FAILED']);
    expect(task).toMatchObject({ state: 'DONE', rows: 3 });
    const file = await download(t, signedQuery(browser, task.id));
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    for (const no of reply.data!.invoiceNos) expect(text).toContain(no);

    const one = await call<InvoiceTaskStarted>(t.app, 'printInvoiceAsync', { invoiceNos: [reply.data!.invoiceNos[2]] }, await as('demo'));
    expect((await waitForTask(t, browser.token, one.data!.taskId, ['DONE', 'FAILED'])).state).toBe('DONE');
    // Another customer's number: refused before anything is recorded.
    expect(await call(t.app, 'printInvoiceAsync', { invoiceNos: reply.data!.invoiceNos }, await as('acme'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
  });

  it('numbers invoices without gaps or repeats when 20 bills are invoiced at once, and one bill printed 20 times at once has one invoice', async () => {
    const days = Array.from({ length: 20 }, (_, i) => malaysiaDate(-10 - i));
    for (const day of days) await shipments(demoId, day, [{ totalSen: 1_000 + days.indexOf(day) }]);
    // One session for the 20 calls (20 logins at once would be read as guessing).
    await t.sessionOf('demo');
    const series = async () => (await t.database.db.select().from(invoiceSeries))[0]?.lastNo ?? 0;
    const before = await series();
    const printed = await Promise.all(days.map((day) => printCash(cashBillNo('MY10001', day))));
    const numbers = printed.map((r) => r.headers['x-invoice-nos'] as string);
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await series()).toBe(before + 20);

    const day = malaysiaDate(-40);
    await shipments(demoId, day, [{ totalSen: 2_000 }, { totalSen: 3_000 }]);
    const same = await Promise.all(Array.from({ length: 20 }, () => printCash(cashBillNo('MY10001', day))));
    expect(new Set(same.map((r) => r.headers['x-invoice-nos'])).size).toBe(1);
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from invoices where document_ref = ${cashBillNo('MY10001', day)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]!.n).toBe(1);
    expect(await series()).toBe(before + 21);
  });

  it('sums the bill in SQL exactly as the shared SST split splits each line, half a sen either way', async () => {
    // Lines whose price before SST ends just under and just over half a sen (8.491, 41.509, 58.491,
    // 91.509), under a sen (0.943) and near a whole one (16.981): a floor, a ceiling or a split of the
    // sum instead of the lines each gives another figure.
    const totals = [1, 9, 44, 62, 97, 18, 44];
    const day = malaysiaDate(-80);
    await shipments(
      demoId,
      day,
      totals.map((totalSen) => ({ totalSen })),
    );
    const split = totals.map((total) => splitSstInclusive(total).amountSen);
    expect(split).toEqual([1, 8, 42, 58, 92, 17, 42]);
    const [bill] = (await bills({ dayStart: `${day} 00:00:00`, dayEnd: `${day} 23:59:59` })).data!.list;
    // Split once, the sum (RM 2.75) would be 259 sen before SST; floored lines 255, ceiled 262.
    expect(bill).toMatchObject({ amountSen: 260, sstSen: 15, totalSen: 275 });
    const lines = (await details(bill!.billNo)).data!.list;
    expect(lines.reduce((sum, l) => sum + l.amountSen, 0)).toBe(bill!.amountSen);
  });
});

describe("the company's e-invoice details (getEInvoiceDetails, saveEInvoiceDetails)", () => {
  const save = async (parameter: Record<string, unknown>, who = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') =>
    call(t.app, 'saveEInvoiceDetails', parameter, { token: await t.sessionOf(who), lang });
  const stored = async () => {
    const c = await customerOf('MY10001');
    return { tin: c.tin, brn: c.brn, sstNo: c.sstNo };
  };

  it("refuses a malformed TIN, BRN or SST number in the caller's language and a sub-account, writing nothing", async () => {
    const before = await stored();
    expect(await save({ tin: 'X123', brn: '202101012345' })).toEqual(
      refused(Code.BAD_PARAMETER, 'A TIN is its type letters and 8 to 13 digits, e.g. C24567890120'),
    );
    expect(await save({ tin: 'C24567890120', brn: '12345' }, 'demo', 'ml')).toEqual(
      refused(Code.BAD_PARAMETER, 'Nombor pendaftaran perniagaan mempunyai 12 digit, cth. 202101012345'),
    );
    expect(await save({ tin: 'C24567890120', brn: '202101012345', sstNo: 'W10 1808' }, 'demo', 'zh')).toEqual(
      refused(Code.BAD_PARAMETER, 'SST 注册号格式如 W10-1808-32000123'),
    );
    expect(await save({ tin: 'C24567890120', brn: '202101012345' }, 'demo_ops')).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect(await stored()).toEqual(before);
  });

  it('are carried by the invoices issued after they are saved, never by one issued before', async () => {
    const day = malaysiaDate(-60);
    await shipments(demoId, day, [{ totalSen: 1_060 }]);
    const earlierNo = (await printCash(cashBillNo('MY10001', day))).headers['x-invoice-nos'] as string;
    const [earlier] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceNo, earlierNo));

    const saved = await save({ tin: ' ig12345678901 ', brn: '201901000005', sstNo: 'w10-1808-32000123' });
    expect(saved).toMatchObject({ success: true, data: { tin: 'IG12345678901', brn: '201901000005', sstNo: 'W10-1808-32000123' } });
    expect((await call(t.app, 'getEInvoiceDetails', {}, await as('demo'))).data).toMatchObject({ tin: 'IG12345678901' });

    const later = malaysiaDate(-61);
    await shipments(demoId, later, [{ totalSen: 2_120 }]);
    const laterNo = (await printCash(cashBillNo('MY10001', later))).headers['x-invoice-nos'] as string;
    const doc = (await post('getEInvoice', { invoiceNo: laterNo })).json();
    const buyerIds = JSON.stringify(doc.Invoice[0].AccountingCustomerParty);
    expect(buyerIds).toContain('IG12345678901');
    expect(buyerIds).toContain('201901000005');
    // The invoice issued before keeps the details it was issued with.
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceNo, earlierNo));
    expect(kept!.buyer).toEqual(earlier!.buyer);
    expect((kept!.buyer as { tin: string }).tin).not.toBe('IG12345678901');
    // No SST number: the company is not SST-registered.
    expect(await save({ tin: 'C24567890120', brn: '202101012345', sstNo: '' })).toMatchObject({ success: true, data: { sstNo: null } });
  });
});
