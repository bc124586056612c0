import { execFileSync } from 'node:child_process';
import { Code } from '@portal/shared/codes';
import type { InvoiceTaskStarted } from '@portal/shared/invoice';
import type { MonthlyBill, MonthlyBillAdjustment, MonthlyBillLine, Paged, WaybillFee } from '@portal/shared/statements';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, startTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  billAdjustments,
  customers,
  invoiceLines,
  invoices,
  monthlyStatementLines,
  monthlyStatements,
  orders,
  statementNumberSeries,
  users,
} from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery, waitForTask } from '../exports/testing.ts';
import { storedOrderRow } from '../orders/testing.ts';
import { closeMonth } from './close-month.ts';
import { allocateSst } from './issue-statement-invoice.ts';

let t: TestApp;
let acme: number;
let demo: number;
let frozen: number;
beforeAll(async () => {
  t = await startTestApp();
  const ids = await t.database.db.select({ id: customers.id, code: customers.code }).from(customers);
  const of = (code: string) => ids.find((c) => c.code === code)!.id;
  acme = of('MY10002');
  demo = of('MY10001');
  frozen = of('MY10003');
});
afterAll(() => t.close());

const as = async (login: string, lang: 'en' | 'zh' | 'ml' = 'en') => ({ token: await t.sessionOf(login), lang });

/** A shipment as the back office left it: billed on account (PM), delivered at `statusAt` (Malaysian time given with its offset). */
async function ship(customerId: number, statusAt: string, over: Record<string, unknown> = {}): Promise<string> {
  const row = storedOrderRow(customerId, { payMethod: 'PM', status: 'SIGNED', statusAt: new Date(statusAt), ...over });
  await t.database.db.insert(orders).values(row);
  return row.waybillNo;
}
const charges = (freight: number, insurance = 0, codFee = 0) => ({
  freightSen: freight,
  insuranceSen: insurance,
  codFeeSen: codFee,
  totalSen: freight + insurance + codFee,
});

async function statementOf(customerId: number, month: string) {
  const [row] = await t.database.db
    .select()
    .from(monthlyStatements)
    .where(and(eq(monthlyStatements.customerId, customerId), eq(monthlyStatements.billMonth, month)));
  return row;
}

async function linesOf(statementId: number) {
  return t.database.db
    .select({ waybillNo: monthlyStatementLines.waybillNo, lineNo: monthlyStatementLines.lineNo })
    .from(monthlyStatementLines)
    .where(eq(monthlyStatementLines.statementId, statementId))
    .orderBy(monthlyStatementLines.lineNo);
}

/** The waybills of the first test, named by what happened to them. */
const january = { a: '', b: '', c: '', returned: '', lastSecond: '', wallet: '', cash: '', moving: '', february: '', demo: '' };

describe('the month-end run', () => {
  it("closes each customer's delivered and returned shipments billed on account into one statement, with SST and terms", async () => {
    january.a = await ship(acme, '2025-01-03T10:00:00+08:00', charges(800));
    january.b = await ship(acme, '2025-01-10T10:00:00+08:00', { ...charges(1_000, 34, 200), packageCount: 3 });
    january.c = await ship(acme, '2025-01-20T10:00:00+08:00', charges(56_789));
    january.returned = await ship(acme, '2025-01-21T10:00:00+08:00', { ...charges(4_500), payMethod: 'PAYMONTHLY', status: 'RETURNED' });
    january.lastSecond = await ship(acme, '2025-01-31T23:59:59+08:00', charges(1_000));
    // Not on January's statement: paid when placed, not yet delivered, delivered in February (Malaysian time).
    january.wallet = await ship(acme, '2025-01-05T10:00:00+08:00', { payMethod: 'PP_PM' });
    january.cash = await ship(acme, '2025-01-05T10:00:00+08:00', { payMethod: 'CASH' });
    january.moving = await ship(acme, '2025-01-05T10:00:00+08:00', { status: 'DELIVERING' });
    january.february = await ship(acme, '2025-02-01T00:00:00+08:00', charges(700));
    january.demo = await ship(demo, '2025-01-15T10:00:00+08:00', charges(1_500));

    expect(await closeMonth(t.database.db, '2025-01')).toEqual({ month: '2025-01', statements: 2, lines: 6 });
    const bill = (await statementOf(acme, '2025-01'))!;
    // Shipments RM 643.23, SST inside (shared/invoice.ts): 643.23 x 100 / 106 = 606.8208 taxable, RM 36.41 of SST.
    expect(bill).toMatchObject({
      billMonth: '2025-01',
      periodStart: new Date('2024-12-31T16:00:00Z'),
      periodEnd: new Date('2025-01-31T16:00:00Z'),
      dueDate: '2025-03-02',
      status: 'UNPAID',
      shipments: 5,
      pieces: 7,
      freightSen: 64_089,
      insuranceSen: 34,
      codFeeSen: 200,
      shipmentsSen: 64_323,
      adjustmentsSen: 0,
      taxableSen: 60_682,
      sstSen: 3_641,
      totalSen: 64_323,
    });
    // One line per waybill, numbered by delivery time.
    expect((await linesOf(bill.id)).map((l) => l.waybillNo)).toEqual([
      january.a,
      january.b,
      january.c,
      january.returned,
      january.lastSecond,
    ]);
    // The series: the two statements of the run take the first two numbers of 2025, by customer.
    const demoBill = (await statementOf(demo, '2025-01'))!;
    expect(demoBill).toMatchObject({ shipments: 1, shipmentsSen: 1_500, sstSen: 85, totalSen: 1_500 });
    expect([demoBill.billNo, bill.billNo].sort()).toEqual(['MS2025000001', 'MS2025000002']);
  });

  it('makes nothing on a second run of the month, and regenerating a statement gives the same totals', async () => {
    const before = (await statementOf(acme, '2025-01'))!;
    expect(await closeMonth(t.database.db, '2025-01')).toEqual({ month: '2025-01', statements: 0, lines: 0 });
    expect(await statementOf(acme, '2025-01')).toEqual(before);
    const regenerated = await call<{ same: boolean; stored: unknown; regenerated: unknown }>(
      t.app,
      'statements/regenerate',
      { billNo: before.billNo },
      await as('admin'),
    );
    expect(regenerated.data).toMatchObject({ same: true, billNo: before.billNo });
    expect(regenerated.data!.regenerated).toEqual(regenerated.data!.stored);
    expect(regenerated.data!.regenerated).toMatchObject({ shipmentsSen: 64_323, sstSen: 3_641, totalSen: 64_323 });
  });

  it('puts each shipment on one statement and numbers statements without gaps when 20 runs race', async () => {
    const made: string[] = [];
    for (let i = 0; i < 30; i++)
      made.push(await ship(acme, `2025-02-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00+08:00`, charges(900 + i)));
    for (let i = 0; i < 10; i++) made.push(await ship(demo, '2025-02-14T12:00:00+08:00', charges(1_100)));
    for (let i = 0; i < 5; i++) made.push(await ship(frozen, '2025-02-20T12:00:00+08:00', charges(600)));
    const runs = await Promise.all([
      ...Array.from({ length: 17 }, () => closeMonth(t.database.db, '2025-02')),
      ...Array.from({ length: 3 }, async () => call(t.app, 'statements/runBilling', { month: '2025-02' }, await as('admin'))),
    ]);
    const direct = runs.slice(0, 17) as { statements: number; lines: number }[];
    const viaAdmin = runs.slice(17) as { data?: { statements: number; lines: number } }[];
    const all = [...direct, ...viaAdmin.map((r) => r.data!)];
    expect(all.reduce((n, r) => n + r.statements, 0)).toBe(3);
    // February's 45 shipments and the one delivered at midnight on 1 February: each once.
    expect(all.reduce((n, r) => n + r.lines, 0)).toBe(46);
    const billed = await t.database.db
      .select({ waybillNo: monthlyStatementLines.waybillNo })
      .from(monthlyStatementLines)
      .where(inArray(monthlyStatementLines.waybillNo, [...made, january.february]));
    expect(billed).toHaveLength(46);
    expect((await linesOf((await statementOf(acme, '2025-02'))!.id))[0]!.waybillNo).toBe(january.february);
    const numbers = await t.database.db
      .select({ billNo: monthlyStatements.billNo })
      .from(monthlyStatements)
      .where(like(monthlyStatements.billNo, 'MS2025%'))
      .orderBy(monthlyStatements.billNo);
    expect(numbers.map((n) => n.billNo)).toEqual(['MS2025000001', 'MS2025000002', 'MS2025000003', 'MS2025000004', 'MS2025000005']);
    expect(await t.database.db.select().from(statementNumberSeries).where(eq(statementNumberSeries.year, 2025))).toEqual([
      { year: 2025, lastNo: 5 },
    ]);
  });
});

describe('adjustments by the courier staff', () => {
  const add = async (parameter: Record<string, unknown>, login = 'admin', lang: 'en' | 'zh' = 'en') =>
    call<{ id: number }>(t.app, 'statements/addAdjustment', { customerCode: 'MY10002', ...parameter }, await as(login, lang));

  it("refuses a zero, a wrong sign, an unknown customer, another customer's waybill and a customer account, writing nothing", async () => {
    expect(await add({ kind: 'SURCHARGE', amountSen: 0, reason: 'x' })).toEqual(
      refused(Code.BAD_PARAMETER, 'An adjustment cannot be zero'),
    );
    expect(await add({ kind: 'CREDIT_NOTE', amountSen: 500, reason: 'x' }, 'admin', 'zh')).toEqual(
      refused(Code.BAD_PARAMETER, '贷记单金额须为负数，附加费须为正数'),
    );
    expect(await add({ kind: 'SURCHARGE', amountSen: -1, reason: 'x' })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await add({ kind: 'SURCHARGE', amountSen: 100, reason: 'x', customerCode: 'MY99999' })).toEqual(
      refused(Code.NOT_FOUND, 'No such customer'),
    );
    expect(await add({ kind: 'REWEIGH', amountSen: 100, reason: 'x', waybillNo: january.demo })).toEqual(
      refused(Code.NOT_FOUND, `The customer has no waybill ${january.demo}`),
    );
    expect(await add({ kind: 'SURCHARGE', amountSen: 100, reason: 'x' }, 'acme')).toEqual(
      refused(Code.FORBIDDEN, 'Only the administrator can do this'),
    );
    expect(await t.database.db.select().from(billAdjustments)).toEqual([]);
  });

  it('puts the waiting adjustments on the next statement, taxed with its shipments', async () => {
    const reweigh = await add({ kind: 'REWEIGH', amountSen: 250, reason: 'Re-weighed at Bayan Lepas hub: 2.4 kg', waybillNo: january.c });
    const surcharge = await add({ kind: 'SURCHARGE', amountSen: 1_000, reason: 'Remote area: Pulau Tioman' });
    const credit = await add({ kind: 'CREDIT_NOTE', amountSen: -500, reason: 'Late delivery goodwill' });
    for (const r of [reweigh, surcharge, credit]) expect(r).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    // As if made in March 2025, the month the run below closes.
    await t.database.db.update(billAdjustments).set({ createdAt: new Date('2025-03-10T02:00:00Z') });
    const march = await ship(acme, '2025-03-05T10:00:00+08:00', charges(2_000));
    expect(await closeMonth(t.database.db, '2025-03')).toMatchObject({ statements: 1, lines: 1 });
    // RM 20.00 of shipments and RM 7.50 of adjustments: RM 27.50 with RM 1.56 of SST in it.
    const bill = (await statementOf(acme, '2025-03'))!;
    expect(bill).toMatchObject({ shipments: 1, shipmentsSen: 2_000, adjustmentsSen: 750, taxableSen: 2_594, sstSen: 156, totalSen: 2_750 });
    expect((await linesOf(bill.id)).map((l) => l.waybillNo)).toEqual([march]);

    const list = await call<Paged<MonthlyBillAdjustment>>(t.app, 'getMonthlyBillAdjustList', { billNo: bill.billNo }, await as('acme'));
    expect(list.data).toMatchObject({ total: 3 });
    expect(list.data!.list.map((r) => [r.kind, r.amountSen, r.waybillNo])).toEqual([
      ['REWEIGH', 250, january.c],
      ['SURCHARGE', 1_000, ''],
      ['CREDIT_NOTE', -500, ''],
    ]);
    // Issued statements keep their figures: January's has none of them.
    expect((await statementOf(acme, '2025-01'))!.adjustmentsSen).toBe(0);
    expect(await call(t.app, 'getMonthlyBillAdjustList', { billNo: bill.billNo }, await as('demo'))).toEqual(
      refused(Code.NOT_FOUND, 'Record not found'),
    );
  });
});

describe('the statement pages', () => {
  const bills = async (parameter: Record<string, unknown>, login = 'acme') =>
    call<Paged<MonthlyBill>>(t.app, 'getMonthlyBills', parameter, await as(login));
  const details = async (parameter: Record<string, unknown>, login = 'acme', lang: 'en' | 'zh' = 'en') =>
    call<Paged<MonthlyBillLine> & { bill: MonthlyBill }>(t.app, 'getMonthlyBillDetails', parameter, await as(login, lang));

  it("lists the customer's statements newest first, filtered and paged, and none of another customer's", async () => {
    const all = await bills({});
    expect(all.data!.total).toBe(3);
    expect(all.data!.list.map((b) => b.billMonth)).toEqual(['2025-03', '2025-02', '2025-01']);
    // Long past their due dates and unpaid.
    expect(all.data!.list.every((b) => b.overdue && b.status === 'UNPAID')).toBe(true);
    expect((await bills({ monthFrom: '2025-02' })).data!.list.map((b) => b.billMonth)).toEqual(['2025-03', '2025-02']);
    expect((await bills({ monthFrom: '2025-02', monthTo: '2025-02' })).data!.total).toBe(1);
    expect((await bills({ status: 'PAID' })).data!.total).toBe(0);
    expect((await bills({ page: 2, pageSize: 1 })).data).toMatchObject({ total: 3, list: [{ billMonth: '2025-02' }] });
    const acmeJanuary = all.data!.list[2]!.billNo;
    expect((await bills({ billNo: acmeJanuary })).data!.list).toHaveLength(1);
    // Demo Trading sees its own two and never acme's, asked by number or not.
    expect((await bills({}, 'demo')).data!.list.map((b) => b.billMonth)).toEqual(['2025-02', '2025-01']);
    expect((await bills({ billNo: acmeJanuary }, 'demo')).data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses bad filters with a translated message and a sub-account without the statement pages', async () => {
    expect(await bills({ monthFrom: '2025-13' })).toEqual(refused(Code.BAD_PARAMETER, 'A month is written YYYY-MM'));
    expect(await bills({ pageSize: 101 })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await details({ billNo: 'X1' }, 'acme', 'zh')).toEqual(refused(Code.BAD_PARAMETER, '账单号为 MS 加10位数字'));
    expect(await bills({}, 'demo_ops')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
  });

  it("pages a statement's lines by line number, finds one waybill, and answers another customer's statement not found", async () => {
    const february = (await statementOf(acme, '2025-02'))!;
    const first = await details({ billNo: february.billNo, pageSize: 10 });
    expect(first.data).toMatchObject({ total: 31, bill: { billNo: february.billNo, shipments: 31 } });
    expect(first.data!.list.map((l) => l.lineNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.data!.list[0]).toMatchObject({ waybillNo: january.february, status: 'SIGNED', amountSen: 700, pieces: 1 });
    const last = await details({ billNo: february.billNo, pageSize: 10, page: 4 });
    expect(last.data!.list.map((l) => l.lineNo)).toEqual([31]);
    const one = await details({ billNo: february.billNo, waybillNo: january.february });
    expect(one.data).toMatchObject({ total: 1, list: [{ lineNo: 1, waybillNo: january.february }] });
    expect(await details({ billNo: february.billNo }, 'demo')).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
  });

  it("gives the fees of any of the customer's waybills, with the statement each is on, and nothing of another customer's", async () => {
    const acmeJanuary = (await statementOf(acme, '2025-01'))!.billNo;
    const fees = await call<WaybillFee[]>(
      t.app,
      'getFeeByBillCodes',
      { billCodes: [january.b, january.wallet, january.demo, 'NOSUCH', january.b] },
      await as('acme'),
    );
    expect(fees.data).toEqual(
      [
        {
          waybillNo: january.b,
          status: 'SIGNED',
          freightSen: 1_000,
          insuranceSen: 34,
          codFeeSen: 200,
          discountSen: 0,
          totalSen: 1_234,
          payMethod: 'PM',
          billNo: acmeJanuary,
        },
        {
          waybillNo: january.wallet,
          status: 'SIGNED',
          freightSen: 800,
          insuranceSen: 0,
          codFeeSen: 0,
          discountSen: 0,
          totalSen: 800,
          payMethod: 'PP_PM',
          billNo: null,
        },
      ].sort((x, y) => x.waybillNo.localeCompare(y.waybillNo)),
    );
    expect(await call(t.app, 'getFeeByBillCodes', { billCodes: [] }, await as('acme'))).toEqual(
      refused(Code.BAD_PARAMETER, 'Please select at least one waybill'),
    );
    const many = Array.from({ length: 501 }, (_, i) => `W${i}`);
    expect(await call(t.app, 'getFeeByBillCodes', { billCodes: many }, await as('acme'))).toEqual(
      refused(Code.BAD_PARAMETER, 'At most 500 waybills at a time'),
    );
  });

  it("exports the statements and a statement's lines as spreadsheets, money in ringgit", async () => {
    const browser = await browserOf(t, 'acme');
    const started = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportBills',
      {
        params: { monthTo: '2025-02' },
        columns: [
          { fieldName: 'billNo', header: 'Statement' },
          { fieldName: 'billMonth', header: 'Month' },
          { fieldName: 'status', header: 'Status' },
          { fieldName: 'sstSen', header: 'SST' },
          { fieldName: 'totalSen', header: 'Total' },
        ],
        language: 'en',
      },
      { token: browser.token },
    );
    expect(started.data!.mode).toBe('direct');
    const sheet = (await readSheet((await download(t, signedQuery(browser, started.data!.taskId))).rawPayload)).rows;
    const january25 = (await statementOf(acme, '2025-01'))!;
    const february25 = (await statementOf(acme, '2025-02'))!;
    expect(sheet).toEqual([
      ['Statement', 'Month', 'Status', 'SST', 'Total'],
      [january25.billNo, '2025-01', 'Unpaid', 36.41, 643.23],
      [february25.billNo, '2025-02', 'Unpaid', february25.sstSen / 100, february25.totalSen / 100],
    ]);

    const lines = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportBillDetails',
      {
        params: { billNo: january25.billNo },
        columns: [
          { fieldName: 'lineNo', header: 'No.' },
          { fieldName: 'waybillNo', header: 'Waybill' },
          { fieldName: 'amountSen', header: 'Amount' },
        ],
      },
      { token: browser.token },
    );
    const lineRows = (await readSheet((await download(t, signedQuery(browser, lines.data!.taskId))).rawPayload)).rows;
    expect(lineRows).toEqual([
      ['No.', 'Waybill', 'Amount'],
      [1, january.a, 8],
      [2, january.b, 12.34],
      [3, january.c, 567.89],
      [4, january.returned, 45],
      [5, january.lastSecond, 10],
    ]);
    expect(
      await call(
        t.app,
        'exportBillDetails',
        { params: { billNo: january25.billNo }, columns: [{ fieldName: 'lineNo', header: 'No.' }] },
        await as('demo'),
      ),
    ).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
  });

  it("refuses a statement's lines to an account whose exportFlag is 1 (spec 6), here and through the download centre", async () => {
    const browser = await browserOf(t, 'acme');
    const january25 = (await statementOf(acme, '2025-01'))!;
    const request = { params: { billNo: january25.billNo }, columns: [{ fieldName: 'lineNo', header: 'No.' }] };
    await t.database.db.update(users).set({ exportFlag: 1 }).where(eq(users.loginCode, 'acme'));
    try {
      const refusal = refused(Code.FORBIDDEN, 'Exporting statement details is not open for your account');
      expect(await call(t.app, 'exportBillDetails', request, { token: browser.token })).toEqual(refusal);
      expect(await call(t.app, 'exportBillDetails', { ...request, apiType: 'task' }, { token: browser.token })).toEqual(refusal);
      expect(
        await call(t.app, 'export/saveExportTask', { source: 'exportBillDetails', ...request }, { token: browser.token }),
      ).toMatchObject(refusal);
      // The statements list itself is not among the spec's three: it still exports.
      expect(
        await call(t.app, 'exportBills', { params: {}, columns: [{ fieldName: 'billNo', header: 'Statement' }] }, { token: browser.token }),
      ).toMatchObject({ success: true });
    } finally {
      await t.database.db.update(users).set({ exportFlag: 0 }).where(eq(users.loginCode, 'acme'));
    }
  });
});

describe("a statement's invoice (printInvoiceNewAsync)", () => {
  const invoice = async (billNos: string[], login = 'acme_ops') =>
    call<InvoiceTaskStarted>(t.app, 'printInvoiceNewAsync', { billNos }, await as(login));
  const invoicesOf = (billNo: string) => t.database.db.select().from(invoices).where(eq(invoices.documentRef, billNo));

  it("is issued on the first print with the statement's totals exactly, one line per product and kind of adjustment, and printed as a PDF", async () => {
    const march = (await statementOf(acme, '2025-03'))!;
    const started = await invoice([march.billNo]);
    expect(started).toMatchObject({ success: true, data: { invoiceNos: [expect.stringMatching(/^INV\d{10}$/)] } });
    const [issued] = await invoicesOf(march.billNo);
    // The statement: RM 20.00 of shipments and RM 7.50 of adjustments, RM 1.56 of SST inside.
    expect(issued).toMatchObject({ documentKind: 'MONTHLY_STATEMENT', amountSen: 2_594, sstSen: 156, totalSen: 2_750, lineCount: 4 });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued!.id))
      .orderBy(invoiceLines.lineNo);
    expect(lines.map((l) => [l.description, l.quantity, l.totalSen])).toEqual([
      [`Courier service ${lines[0]!.itemRef.split('/')[1]}, shipments: 1, statement ${march.billNo}`, 1, 2_000],
      [`Credit notes (1), statement ${march.billNo}`, 1, -500],
      [`Re-weighs (1), statement ${march.billNo}`, 1, 250],
      [`Surcharges (1), statement ${march.billNo}`, 1, 1_000],
    ]);
    for (const l of lines) expect(l.amountSen + l.sstSen).toBe(l.totalSen);
    expect(lines.reduce((s, l) => s + l.sstSen, 0)).toBe(march.sstSen);

    const browser = await browserOf(t, 'acme_ops');
    const task = await waitForTask(t, browser.token, started.data!.taskId, ['DONE', 'FAILED']);
    expect(task.state).toBe('DONE');
    const pdf = await download(t, signedQuery(browser, task.id));
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain(issued!.invoiceNo);
    expect(text).toContain(march.billNo);
    expect(text).toContain('Billed on account');
    expect(text).toContain('27.50');

    // Printed again: the same invoice, no new number; the list names it.
    const again = await invoice([march.billNo]);
    expect(again.data!.invoiceNos).toEqual([issued!.invoiceNo]);
    expect(await invoicesOf(march.billNo)).toHaveLength(1);
    const listed = await call<Paged<MonthlyBill>>(t.app, 'getMonthlyBills', { billNo: march.billNo }, await as('acme_ops'));
    expect(listed.data!.list[0]!.invoiceNos).toEqual([issued!.invoiceNo]);
    // The invoice prints by its number for an account holding the statement pages.
    const printed = await t.app.inject({
      method: 'POST',
      url: '/api/printInvoice.do',
      headers: { authtoken: await t.sessionOf('acme_ops'), lang: 'en', 'content-type': 'application/json' },
      payload: { parameter: { invoiceNo: issued!.invoiceNo } },
    });
    expect(printed.headers['content-type']).toBe('application/pdf');
  });

  it("refuses another customer's statement, a sub-account without the pages and a bad number, issuing nothing", async () => {
    const february = (await statementOf(acme, '2025-02'))!;
    expect(await invoice([february.billNo], 'demo')).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect(await invoice([february.billNo], 'demo_ops')).toEqual(refused(Code.FORBIDDEN, 'You do not have permission to do this'));
    expect(await invoice([], 'acme_ops')).toEqual(refused(Code.BAD_PARAMETER, 'Please select at least one bill'));
    expect(await invoice(['MS1'], 'acme_ops')).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect(await invoicesOf(february.billNo)).toHaveLength(0);
  });

  it('issues one invoice when a statement is printed 20 times at once', async () => {
    const january25 = (await statementOf(acme, '2025-01'))!;
    await t.sessionOf('acme_ops');
    const replies = await Promise.all(Array.from({ length: 20 }, () => invoice([january25.billNo])));
    expect(replies.every((r) => r.success)).toBe(true);
    const issued = await invoicesOf(january25.billNo);
    expect(issued).toHaveLength(1);
    expect(new Set(replies.map((r) => r.data!.invoiceNos.join()))).toEqual(new Set([issued[0]!.invoiceNo]));
    expect(issued[0]).toMatchObject({ totalSen: january25.totalSen, sstSen: january25.sstSen });
  });
});

describe("the SST of a statement's invoice lines", () => {
  it("adds up to the statement's SST, the drift of splitting each line going to the largest", () => {
    const lines = [1, 2, 3].map((n) => ({ itemRef: `x/${n}`, description: () => `line ${n}`, quantity: 1 }));
    // 1,060 + 17 + 17 sen: alone they split 60 + 1 + 1 = 62; the total 1,094 splits 62 (1,032.08 before SST).
    expect(allocateSst(lines, [1_060, 17, 17], 62).map((l) => l.sstSen)).toEqual([60, 1, 1]);
    // Seventeen 1-sen lines split 0 each; their 17 sen together carry 1 sen of SST, on the largest line.
    const tiny = allocateSst(
      Array.from({ length: 17 }, (_, i) => ({ itemRef: `y/${i}`, description: () => '', quantity: 1 })),
      Array.from({ length: 17 }, (_, i) => (i === 5 ? 2 : 1)),
      1,
    );
    expect(tiny.reduce((s, l) => s + l.sstSen, 0)).toBe(1);
    expect(tiny[5]).toMatchObject({ amountSen: 1, sstSen: 1 });
    for (const l of tiny) expect(l.amountSen + l.sstSen).toBe(l.itemRef === 'y/5' ? 2 : 1);
  });
});
