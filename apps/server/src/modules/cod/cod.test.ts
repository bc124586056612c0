import { execFileSync } from 'node:child_process';
import type { CodBillLine, CodBillRow, CodCounts, CodParcelRow } from '@portal/shared/cod';
import { Code } from '@portal/shared/codes';
import { formatRinggit } from '@portal/shared/money';
import { waybillNumberFor } from '@portal/shared/order';
import { DAY_MS } from '@portal/shared/time';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { codBills, codReceivables, codTerms, customers, exportTasks, orders } from '../../db/schema/index.ts';
import { browserOf, download, readSheet, signedQuery, waitForTask } from '../exports/testing.ts';
import { domesticOrder, storedOrderRow } from '../orders/testing.ts';
import { accrueSigned, gatherBill } from './remittance.ts';
import { runRemittance } from './run.ts';
import { setTerms } from './terms.ts';

let t: TestApp;
let key: string;
const ids = { demo: 0, acme: 0, kinabalu: 0 };

beforeAll(async () => {
  t = await startTestApp();
  key = (await t.context.opsKeys.create('cod test')).key;
  const rows = await t.database.db.select({ id: customers.id, code: customers.code }).from(customers);
  const idOf = (code: string) => rows.find((r) => r.code === code)!.id;
  ids.demo = idOf('MY10001');
  ids.acme = idOf('MY10002');
  ids.kinabalu = idOf('MY10003');
});
afterAll(() => t.close());

const db = () => t.database.db;
const bank = () => t.context.payoutBank;

const ops = (url: string, body: unknown, withKey: string | null = key) =>
  t.app.inject({ method: 'POST', url, headers: withKey ? { authorization: `Bearer ${withKey}` } : {}, payload: body as object });

let eventNo = 0;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
const signScan = (waybillNo: string, codCollectedSen: number, eventId = `cod-${Date.now()}-${++eventNo}`, scannedAt = at(-1)) => ({
  eventId,
  waybillNo,
  scanCode: 100,
  scannedAt,
  siteCode: 'KUL01',
  signerName: 'Lim Ah Kow',
  codCollectedSen,
});
const scans = async (events: unknown[]) => {
  const reply = await ops('/ops/v1/scans', { events });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ recorded: number; duplicates: number }>();
};

/** A COD order placed through the portal as the shipper places it. */
const place = async (codSen: number, login = 'demo', over: Record<string, unknown> = {}) => {
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({ codSen, ...over }, 'cod'), {
    token: await t.sessionOf(login),
  });
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};
const placeSigned = async (codSen: number, login = 'demo', over: Record<string, unknown> = {}) => {
  const waybillNo = await place(codSen, login, over);
  await scans([signScan(waybillNo, codSen)]);
  return waybillNo;
};
/** A signed COD parcel as the back office stores it (for a customer whose contract has no COD on the order form). */
const storedSigned = async (customerId: number, codSen: number) => {
  const [row] = await db()
    .insert(orders)
    .values(storedOrderRow(customerId, { codSen, status: 'SIGNED', signedAt: new Date(Date.now() - 3_600_000), codCollectedSen: codSen }))
    .returning({ waybillNo: orders.waybillNo });
  return row!.waybillNo;
};
const receivablesOf = (waybillNos: string[]) => db().select().from(codReceivables).where(inArray(codReceivables.waybillNo, waybillNos));
const billOfParcel = async (waybillNo: string) => {
  const [r] = await receivablesOf([waybillNo]);
  if (!r?.billId) return null;
  return (await db().select().from(codBills).where(eq(codBills.id, r.billId)))[0]!;
};

describe('COD terms and the remittance trigger on the operations API', () => {
  it('refuses a missing key, a bad body and an unknown customer, and changes nothing', async () => {
    expect((await ops('/ops/v1/cod/remit', {}, null)).statusCode).toBe(401);
    expect(
      (await ops('/ops/v1/cod/terms', { customerCode: 'MY10001', rateBp: 0, minSen: 0, cycle: 'daily', holdDays: 0 }, 'ops_nope'))
        .statusCode,
    ).toBe(401);
    expect(
      (await ops('/ops/v1/cod/terms', { customerCode: 'MY10001', rateBp: -1, minSen: 400, cycle: 'weekly', holdDays: 2 })).statusCode,
    ).toBe(400);
    expect(
      (await ops('/ops/v1/cod/terms', { customerCode: 'MY10001', rateBp: 300, minSen: 400, cycle: 'hourly', holdDays: 2 })).statusCode,
    ).toBe(400);
    expect(
      (await ops('/ops/v1/cod/terms', { customerCode: 'NOPE', rateBp: 300, minSen: 400, cycle: 'weekly', holdDays: 2 })).statusCode,
    ).toBe(404);
    expect((await ops('/ops/v1/cod/remit', { customerCode: 'NOPE' })).statusCode).toBe(404);
    // The operations API's own refusals (plugins/operations-api.ts), as the scans call gives them: a body that
    // is not JSON is a 400 saying what the body is, never an internal failure.
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/cod/terms',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{"customerCode": "MY10001",',
    });
    expect([notJson.statusCode, notJson.json()]).toEqual([400, { error: 'badRequest', message: 'The body must be JSON.' }]);
    const [terms] = await db().select().from(codTerms).where(eq(codTerms.customerId, ids.demo));
    expect(terms?.feeRateBp ?? null).toBeNull();
  });

  it("sets a customer's terms, and its orders are priced with their COD fee from then on", async () => {
    const token = await t.sessionOf('demo');
    const fee = async () =>
      (await call<{ codFeeSen: number }>(t.app, 'getFee', { goodsValueSen: 0, codSen: 20_000 }, { token })).data!.codFeeSen;
    // The standard fee: 1.5% of RM 200.00.
    expect(await fee()).toBe(300);
    const reply = await ops('/ops/v1/cod/terms', { customerCode: 'MY10001', rateBp: 300, minSen: 400, cycle: 'weekly', holdDays: 0 });
    expect(reply.statusCode, reply.body).toBe(200);
    const [terms] = await db().select().from(codTerms).where(eq(codTerms.customerId, ids.demo));
    expect(terms).toMatchObject({ feeRateBp: 300, feeMinSen: 400, cycle: 'weekly', holdDays: 0 });
    expect(await fee()).toBe(600);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.waybillNo, await place(20_000)));
    expect(order).toMatchObject({ codFeeSen: 600, totalSen: order!.freightSen + order!.insuranceSen + 600 });
  });
});

describe('receivables', () => {
  it('are made once per signed COD parcel however often the signing is replayed or swept', async () => {
    const big = await place(20_000);
    const small = await place(10_000);
    const first = signScan(big, 20_000);
    await scans([first, signScan(small, 10_000)]);
    // The same scan again, and another signed scan of the same parcel.
    expect(await scans([first, first])).toMatchObject({ recorded: 0, duplicates: 2 });
    await scans([signScan(big, 20_000)]);
    // Twenty sweeps at once.
    await Promise.all(Array.from({ length: 20 }, () => accrueSigned(db(), { customerId: ids.demo })));
    await scans([first]);
    await accrueSigned(db());
    const made = await receivablesOf([big, small]);
    expect(made).toHaveLength(2);
    const byWaybill = Object.fromEntries(made.map((r) => [r.waybillNo, r]));
    // The fee each order was charged (3% of RM 200.00 is RM 6.00; of RM 100.00 RM 3.00, below the RM 4.00
    // minimum), shown beside the cash, which is paid back whole.
    expect(byWaybill[big]).toMatchObject({ collectedSen: 20_000, feeSen: 600, netSen: 20_000, customerId: ids.demo });
    expect(byWaybill[small]).toMatchObject({ collectedSen: 10_000, feeSen: 400, netSen: 10_000 });
  });

  it('charge the COD fee once: the order carries it, the receivable shows it and pays the cash back whole', async () => {
    // MY10002 has no COD terms of its own: the standard fee, 1.5% of RM 80.00 below its RM 3.00 minimum.
    const waybillNo = await placeSigned(8_000, 'acme', { payMethod: 'PM' });
    const priced = async (w: string) => (await db().select().from(orders).where(eq(orders.waybillNo, w)))[0]!;
    const order = await priced(waybillNo);
    expect(order).toMatchObject({ codFeeSen: 300, totalSen: order.freightSen + order.insuranceSen + 300 });
    // A run makes the customer's terms row before this parcel's receivable is made (its table once defaulted to 3% / RM 4.00).
    await gatherBill(db(), ids.acme, new Date(), true);
    await accrueSigned(db(), { customerId: ids.acme });
    expect((await receivablesOf([waybillNo]))[0]).toMatchObject({ collectedSen: 8_000, feeSen: 300, netSen: 8_000 });
    // And the next order is still priced with the standard fee.
    expect(await priced(await place(8_000, 'acme', { payMethod: 'PM' }))).toMatchObject({ codFeeSen: 300 });
  });

  it('are not made for a parcel not yet signed, or signed without COD', async () => {
    const unsigned = await place(5_000);
    const noCod = await placeSigned(0);
    await accrueSigned(db());
    expect(await receivablesOf([unsigned, noCod])).toEqual([]);
  });
});

describe('the remittance run', () => {
  it('holds the cash for the holding days and gathers once per period of the schedule', async () => {
    await setTerms(db(), t.context.changes, ids.acme, { fee: { rateBp: 300, minSen: 400 }, cycle: 'weekly', holdDays: 2 });
    const waybillNo = await placeSigned(30_000, 'acme', { payMethod: 'PM' });
    await accrueSigned(db(), { customerId: ids.acme });
    const [held] = await receivablesOf([waybillNo]);
    expect(held!.releaseAt.getTime() - held!.signedAt.getTime()).toBe(2 * DAY_MS);
    // Not released yet: today's run leaves it.
    await gatherBill(db(), ids.acme, new Date(), false);
    expect(await billOfParcel(waybillNo)).toBeNull();
    // A week later it is released: the week's run gathers it, a second run in the same week does not.
    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const bill = await gatherBill(db(), ids.acme, nextWeek, false);
    expect(bill).toMatchObject({ parcels: expect.any(Number) });
    expect((await billOfParcel(waybillNo))?.billNo).toBe(bill!.billNo);
    const later = await placeSigned(15_000, 'acme', { payMethod: 'PM' });
    await accrueSigned(db(), { customerId: ids.acme });
    expect(await gatherBill(db(), ids.acme, new Date(nextWeek.getTime() + 60_000), false)).toBeNull();
    expect(await billOfParcel(later)).toBeNull();
    // The courier's trigger does not wait for the next period.
    expect(await gatherBill(db(), ids.acme, new Date(nextWeek.getTime() + 60_000), true)).not.toBeNull();
    expect(await billOfParcel(later)).not.toBeNull();
  });

  it('pays a bill out to the bank account on file and shows it on the pages', async () => {
    const a = await placeSigned(12_345);
    const b = await placeSigned(50_000);
    const reply = await ops('/ops/v1/cod/remit', { customerCode: 'MY10001' });
    expect(reply.statusCode, reply.body).toBe(200);
    const bill = (await billOfParcel(a))!;
    expect(bill.id).toBe((await billOfParcel(b))!.id);
    expect(bill).toMatchObject({ state: 'released', bankName: 'Maybank', bankAccount: '514012345678', attempts: 1 });
    expect(bill.bankReference).toMatch(/^SBX\d{8}[0-9A-F]{10}$/);
    // The bill's figures are its lines' sums.
    const lines = await db().select().from(codReceivables).where(eq(codReceivables.billId, bill.id));
    const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
    expect(bill).toMatchObject({ parcels: lines.length, collectedSen: sum((l) => l.collectedSen), feeSen: sum((l) => l.feeSen) });
    // The cash is paid back whole: the COD fee was charged with each order.
    expect(bill.netSen).toBe(bill.collectedSen);

    const token = await t.sessionOf('demo');
    const list = await call<{ list: CodBillRow[]; total: number }>(t.app, 'getCodBills', { state: 'released' }, { token });
    const row = list.data!.list.find((r) => r.billNo === bill.billNo)!;
    expect(row).toMatchObject({ state: 'released', netSen: bill.netSen, bankAccount: '********5678', bankReference: bill.bankReference });
    const details = await call<{ bill: CodBillRow; list: CodBillLine[]; total: number }>(
      t.app,
      'getCodBillDetails',
      { billNo: bill.billNo, pageSize: 100 },
      { token },
    );
    expect(details.data!.total).toBe(bill.parcels);
    expect(details.data!.list.find((l) => l.waybillNo === a)).toMatchObject({ collectedSen: 12_345, feeSen: 400, netSen: 12_345 });
    expect(details.data!.list.find((l) => l.waybillNo === b)).toMatchObject({ collectedSen: 50_000, feeSen: 1_500, netSen: 50_000 });

    const parcels = await call<{ list: CodParcelRow[]; total: number }>(t.app, 'codManagement', { waybillNos: `${a}\n${b}` }, { token });
    expect(parcels.data!.total).toBe(2);
    for (const p of parcels.data!.list) expect(p).toMatchObject({ state: 'released', billNo: bill.billNo, releaseAt: null });
    const released = await call<{ list: CodParcelRow[]; total: number }>(
      t.app,
      'codManagement',
      { state: 'released', pageSize: 100 },
      { token },
    );
    expect(released.data!.list.map((p) => p.waybillNo)).toEqual(expect.arrayContaining([a, b]));
    expect(released.data!.list.every((p) => p.state === 'released')).toBe(true);
  });

  it('puts each parcel in one bill when 20 runs go at once', async () => {
    const waybillNos = await Promise.all([placeSigned(11_000), placeSigned(22_000), placeSigned(33_000)]);
    await Promise.all(
      // The finance desk's trigger, the job's run and the bare gathering, all at once.
      Array.from({ length: 20 }, (_, i) =>
        i % 3 === 0
          ? ops('/ops/v1/cod/remit', { customerCode: 'MY10001' })
          : i % 3 === 1
            ? runRemittance(db(), bank(), { force: true, only: { customerId: ids.demo } })
            : gatherBill(db(), ids.demo, new Date(), true),
      ),
    );
    const mine = await receivablesOf(waybillNos);
    expect(mine).toHaveLength(3);
    expect(mine.every((r) => r.billId !== null)).toBe(true);
    // Every bill of the customer holds exactly the parcels its figures count, none empty.
    const check = (await db().execute(sql`
      select b.bill_no, b.parcels, b.collected_sen, count(r.id)::int as lines, coalesce(sum(r.collected_sen), 0)::bigint as sum
      from cod_bills b left join cod_receivables r on r.bill_id = b.id
      where b.customer_id = ${ids.demo} group by b.id`)) as unknown as {
      rows: { parcels: number; collected_sen: string; lines: number; sum: string }[];
    };
    for (const b of check.rows) {
      expect(b.lines).toBe(b.parcels);
      expect(Number(b.sum)).toBe(Number(b.collected_sen));
      expect(b.parcels).toBeGreaterThan(0);
    }
    // Paid out once each: one transfer (attempt 1) however many rounds went at once.
    await runRemittance(db(), bank(), { only: { customerId: ids.demo } });
    for (const waybillNo of waybillNos) expect(await billOfParcel(waybillNo)).toMatchObject({ state: 'released', attempts: 1 });
  });
});

describe('the sandbox payout bank', () => {
  const account = (bankAccount: string | null) => db().update(customers).set({ bankAccount }).where(eq(customers.id, ids.kinabalu));
  const remit = () => runRemittance(db(), bank(), { force: true, only: { customerId: ids.kinabalu } });

  it('answers later, refuses a closed account, and waits for an account on file', async () => {
    await setTerms(db(), t.context.changes, ids.kinabalu, { fee: { rateBp: 300, minSen: 400 }, cycle: 'weekly', holdDays: 0 });
    // Processed later: releasing after the first run, released at the next.
    await account('8001234569');
    const later = await storedSigned(ids.kinabalu, 40_000);
    await remit();
    expect(await billOfParcel(later)).toMatchObject({ state: 'releasing', bankReference: null, payoutId: expect.any(String) });
    await remit();
    expect(await billOfParcel(later)).toMatchObject({ state: 'released', bankReference: expect.any(String) });

    // Refused: back to pending with the bank's reason; not sent again to the same account.
    await account('8001234560');
    const refused = await storedSigned(ids.kinabalu, 40_000);
    await remit();
    expect(await billOfParcel(refused)).toMatchObject({ state: 'pending', note: 'Account closed', attempts: 1, payoutId: null });
    await remit();
    expect(await billOfParcel(refused)).toMatchObject({ state: 'pending', attempts: 1 });
    await account('8001234561');
    await remit();
    expect(await billOfParcel(refused)).toMatchObject({ state: 'released', attempts: 2, bankAccount: '8001234561' });

    // No account on file: the bill waits, saying why.
    await account(null);
    const waiting = await storedSigned(ids.kinabalu, 40_000);
    await remit();
    expect(await billOfParcel(waiting)).toMatchObject({ state: 'pending', note: 'codNoBankAccount', attempts: 0 });
    await account('8001234567');
    await remit();
    expect(await billOfParcel(waiting)).toMatchObject({ state: 'released' });
  });
});

describe('COD management and bill calls', () => {
  it('count each state and refuse bad filters with a message', async () => {
    const token = await t.sessionOf('demo');
    const awaiting = await place(7_000);
    const counts = await call<CodCounts>(t.app, 'codCount', {}, { token });
    expect(counts.success).toBe(true);
    expect(counts.data!.awaiting.parcels).toBeGreaterThanOrEqual(1);
    expect(counts.data!.released.parcels).toBeGreaterThanOrEqual(2);
    const one = await call<CodCounts>(t.app, 'codCount', { waybillNos: awaiting }, { token });
    expect(one.data!.awaiting).toEqual({ parcels: 1, codSen: 7_000 });
    expect(one.data!.collected).toEqual({ parcels: 0, codSen: 0 });
    // A total over the states equals the list's total.
    const all = await call<{ total: number }>(t.app, 'codManagement', {}, { token });
    const sum = Object.values(counts.data!).reduce((s, c) => s + c.parcels, 0);
    expect(all.data!.total).toBe(sum);

    const bad = await call(t.app, 'codManagement', { state: 'lost' }, { token });
    expect(bad).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    const dates = await call(t.app, 'codManagement', { signTimeStart: '26/11/2026' }, { token });
    expect(dates).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: expect.stringMatching(/date/i) });
    const eleven = Array.from({ length: 11 }, (_, i) => waybillNumberFor(8_000_000_000 + i)).join(',');
    expect(await call(t.app, 'codManagement', { waybillNos: eleven }, { token })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
    });
    const zh = await call(t.app, 'getCodBillDetails', { billNo: 'CB1' }, { token, lang: 'zh' });
    expect(zh).toMatchObject({ success: false, code: Code.NOT_FOUND, desc: '代收货款账单不存在' });
  });

  it("answer another customer's bill as not found and show none of its parcels", async () => {
    const waybillNo = await placeSigned(8_800);
    await ops('/ops/v1/cod/remit', { customerCode: 'MY10001' });
    const bill = (await billOfParcel(waybillNo))!;
    const acme = await t.sessionOf('acme');
    const tasksBefore = await db().select().from(exportTasks);
    for (const [name, parameter] of [
      ['getCodBillDetails', { billNo: bill.billNo }],
      ['printCodInvoiceAsync', { billNo: bill.billNo }],
      ['exportCodBillDetails', { params: { billNo: bill.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }],
      ['exportCodBillDetailsAsync', { params: { billNo: bill.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }],
    ] as const) {
      expect(await call(t.app, name, parameter, { token: acme }), name).toMatchObject({
        success: false,
        code: Code.NOT_FOUND,
        desc: 'COD bill not found',
      });
    }
    expect(await db().select().from(exportTasks)).toHaveLength(tasksBefore.length);
    const list = await call<{ list: CodBillRow[] }>(t.app, 'getCodBills', { pageSize: 100 }, { token: acme });
    expect(list.data!.list.some((b) => b.billNo === bill.billNo)).toBe(false);
    const parcels = await call<{ list: CodParcelRow[]; total: number }>(t.app, 'codManagement', { waybillNos: waybillNo }, { token: acme });
    expect(parcels.data).toEqual({ list: [], total: 0 });
  });

  it('export the bill details as xlsx and print the bill as a PDF in the download centre', async () => {
    const waybillNo = await placeSigned(13_334);
    await ops('/ops/v1/cod/remit', { customerCode: 'MY10001' });
    const bill = (await billOfParcel(waybillNo))!;
    const browser = await browserOf(t, 'demo');
    const exported = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportCodBillDetails',
      {
        params: { billNo: bill.billNo },
        columns: [
          { fieldName: 'waybillNo', header: 'Waybill' },
          { fieldName: 'collectedSen', header: 'Collected' },
          { fieldName: 'feeSen', header: 'Fee' },
          { fieldName: 'netSen', header: 'Net' },
        ],
      },
      { token: browser.token },
    );
    expect(exported.data!.mode).toBe('direct');
    const sheet = await readSheet((await download(t, signedQuery(browser, exported.data!.taskId))).rawPayload);
    expect(sheet.rows[0]).toEqual(['Waybill', 'Collected', 'Fee', 'Net']);
    // 3% of RM 133.34 is 400.02 sen, priced up to the sen: RM 4.01 on the order; the cash is paid back whole.
    expect(sheet.rows).toContainEqual([waybillNo, 133.34, 4.01, 133.34]);
    expect(sheet.rows).toHaveLength(bill.parcels + 1);

    const queued = await call<{ mode: string; taskId: string }>(
      t.app,
      'exportCodBillDetailsNewAsync',
      { params: { billNo: bill.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] },
      { token: browser.token },
    );
    expect(queued.data!.mode).toBe('task');
    await waitForTask(t, browser.token, queued.data!.taskId, ['DONE']);

    const printed = await call<{ mode: string; taskId: string }>(
      t.app,
      'printCodInvoiceAsync',
      { billNo: bill.billNo },
      { token: browser.token },
    );
    expect(printed).toMatchObject({ success: true, desc: 'The bill PDF is being made; find it in the download centre' });
    const task = await waitForTask(t, browser.token, printed.data!.taskId, ['DONE', 'FAILED']);
    expect(task).toMatchObject({ state: 'DONE', name: `${bill.billNo}.pdf` });
    const pdf = await download(t, signedQuery(browser, printed.data!.taskId));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain('COD remittance bill');
    expect(text).toContain(bill.billNo);
    expect(text).toContain(waybillNo);
    expect(text).toContain('Demo Trading');
    expect(text).toContain(formatRinggit(bill.netSen));
    expect(text).toContain('********5678');
  });
});
