// Claims for lost or damaged parcels (issue 18): filed for the customer's own picked-up waybills within
// the claim window, up to the ceiling insurance decides, one claim per waybill; decided at the courier's
// desk, the approved amount reaching the prepaid wallet or the next statement exactly once.
import { utils as sheetUtils, write as writeSheet } from '@e965/xlsx';
import type { ClaimImportResult, ClaimRow, ClaimScheduleStep, D10Data } from '@portal/shared/claims';
import { Code } from '@portal/shared/codes';
import { DAY_MS, malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxFile } from '../../../test/files.ts';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { billAdjustments, customers, notifications, orders, trackingEvents, walletLedger, wallets } from '../../db/schema/index.ts';
import { storedOrderRow } from '../orders/testing.ts';

let t: TestApp;
let demoId: number;
let acmeId: number;

beforeAll(async () => {
  t = await startTestApp();
  const idOf = async (code: string) =>
    (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, code)))[0]!.id;
  demoId = await idOf('MY10001');
  acmeId = await idOf('MY10002');
});
afterAll(() => t.close());

async function as(login = 'demo', lang: 'en' | 'zh' | 'ml' = 'en') {
  return { token: await t.sessionOf(login), lang };
}

/** A parcel the courier picked up, its last tracking event `lastEventAt` (a Date) or `days` ago. */
async function pickedUp(
  customerId: number,
  opts: { days?: number; lastEventAt?: Date; goodsValueSen?: number; insuranceSen?: number; over?: Record<string, unknown> } = {},
): Promise<string> {
  const at = opts.lastEventAt ?? new Date(Date.now() - (opts.days ?? 2) * DAY_MS);
  const [order] = await t.database.db
    .insert(orders)
    .values(
      storedOrderRow(customerId, {
        status: 'IN_TRANSIT',
        pickedUpAt: at,
        statusAt: at,
        goodsValueSen: opts.goodsValueSen ?? 0,
        insuranceSen: opts.insuranceSen ?? 0,
        ...opts.over,
      }),
    )
    .returning({ id: orders.id, waybillNo: orders.waybillNo });
  await t.database.db.insert(trackingEvents).values({ orderId: order!.id, status: 'GOT', location: 'SJY01', at, rank: 10 });
  return order!.waybillNo;
}

const claim = (waybillNo: string, over: Record<string, unknown> = {}) => ({
  waybillNo,
  claimType: 'LOST',
  claimAmountSen: 15_000,
  description: 'The parcel never arrived; the hub lost track of it.',
  bankCode: 'MBB',
  bankAccount: '5140 1234 5678',
  accountHolder: 'Demo Trading Sdn Bhd',
  ...over,
});

describe('banks and the holder on record', () => {
  it('lists Malaysian banks with their account lengths', async () => {
    const banks = await call<{ code: string; name: string; lengths: number[] }[]>(t.app, 'bankTypeList', {}, await as());
    expect(banks.data!.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Maybank', 'CIMB Bank', 'Public Bank', 'Bank Islam', 'Agrobank']),
    );
    expect(banks.data!.find((b) => b.code === 'MBB')).toEqual({ code: 'MBB', name: 'Maybank', lengths: [12] });
  });

  it("answers the account on the customer's own record, never another's", async () => {
    await t.database.db
      .update(customers)
      .set({ holder: 'Demo Trading Sdn Bhd', bankName: 'maybank', bankAccount: '5140-1234-5678' })
      .where(eq(customers.id, demoId));
    await t.database.db
      .update(customers)
      .set({ holder: 'Acme Electronics', bankName: 'CIMB Bank', bankAccount: '8001234567' })
      .where(eq(customers.id, acmeId));
    expect((await call(t.app, 'queryCardHolder', {}, await as())).data).toEqual({
      accountHolder: 'Demo Trading Sdn Bhd',
      bankCode: 'MBB',
      bankName: 'Maybank',
      bankAccount: '514012345678',
    });
    expect((await call(t.app, 'queryCardHolder', {}, await as('acme'))).data).toMatchObject({
      accountHolder: 'Acme Electronics',
      bankCode: 'CIMB',
    });
  });
});

describe('filing a claim', () => {
  it("refuses another customer's waybill, an unknown one, and one never picked up", async () => {
    const acmes = await pickedUp(acmeId);
    for (const waybillNo of [acmes, '600999999999'])
      expect(await call(t.app, 'addClaimSettlement', claim(waybillNo), await as())).toMatchObject({
        success: false,
        code: Code.NOT_FOUND,
        desc: 'Wrong waybill number: no waybill of yours has this number',
      });
    const [fresh] = await t.database.db.insert(orders).values(storedOrderRow(demoId)).returning({ waybillNo: orders.waybillNo });
    expect((await call(t.app, 'addClaimSettlement', claim(fresh!.waybillNo), await as())).desc).toBe(
      `Waybill ${fresh!.waybillNo} has not been picked up yet: there is nothing to claim for`,
    );
  });

  it('accepts a claim until the end of the 30th Malaysian day after the last event, and refuses it after', async () => {
    const inside = await pickedUp(demoId, { days: 29 });
    expect((await call<{ deadline: string }>(t.app, 'getClaimableWaybill', { waybillNo: inside }, await as())).data!.deadline).toBe(
      malaysiaDate(1),
    );
    // The last event at 00:30 on the Malaysian day 31 days ago: in UTC still the day before, but Malaysia's day decides.
    const lastAt = malaysiaInstant(`${malaysiaDate(-31)} 00:30:00`);
    const outside = await pickedUp(demoId, { lastEventAt: lastAt });
    expect(await call(t.app, 'addClaimSettlement', claim(outside), await as())).toMatchObject({
      success: false,
      desc: `The claim window has closed: claims for ${outside} were accepted for 30 days after its last tracking event (until ${malaysiaDate(-1)})`,
    });
    const lastDay = await pickedUp(demoId, { lastEventAt: malaysiaInstant(`${malaysiaDate(-30)} 00:00:01`) });
    expect((await call(t.app, 'addClaimSettlement', claim(lastDay), await as())).success).toBe(true);
  });

  it('caps an uninsured parcel at RM 200 (or its lower value), an insured one at its declared value', async () => {
    const uninsured = await pickedUp(demoId, { goodsValueSen: 50_000 });
    const seen = await call<{ ceilingSen: number; insured: boolean }>(t.app, 'getClaimableWaybill', { waybillNo: uninsured }, await as());
    expect(seen.data).toMatchObject({ ceilingSen: 20_000, insured: false });
    expect((await call(t.app, 'addClaimSettlement', claim(uninsured, { claimAmountSen: 20_001 }), await as())).desc).toBe(
      'The amount cannot be more than RM 200.00',
    );
    const cheap = await pickedUp(demoId, { goodsValueSen: 4_500 });
    expect((await call<{ ceilingSen: number }>(t.app, 'getClaimableWaybill', { waybillNo: cheap }, await as())).data!.ceilingSen).toBe(
      4_500,
    );
    const insured = await pickedUp(demoId, { goodsValueSen: 80_000, insuranceSen: 800 });
    const filed = await call<ClaimRow>(
      t.app,
      'addClaimSettlement',
      claim(insured, { claimAmountSen: 80_000, claimType: 'DAMAGED' }),
      await as(),
    );
    expect(filed.data).toMatchObject({ status: 'PENDING', ceilingSen: 80_000, insured: true, bankAccount: '********5678' });
    expect((await call(t.app, 'addClaimSettlement', claim(insured, { claimAmountSen: 80_001 }), await as())).success).toBe(false);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const waybillNo = await pickedUp(demoId);
    expect((await call(t.app, 'addClaimSettlement', claim(waybillNo, { bankAccount: '5140123456' }), await as())).desc).toBe(
      'A Maybank account number has 12 digits',
    );
    expect((await call(t.app, 'addClaimSettlement', claim(waybillNo, { bankCode: 'XYZ' }), await as('demo', 'ml'))).desc).toBe(
      'Sila pilih bank',
    );
    expect((await call(t.app, 'addClaimSettlement', claim(waybillNo, { claimAmountSen: 0 }), await as('demo', 'zh'))).desc).toBe(
      '请填写理赔金额（大于 0 的金额，最多两位小数）',
    );
    expect((await call(t.app, 'addClaimSettlement', claim(waybillNo, { description: ' ' }), await as())).desc).toBe(
      'Please describe what was lost or damaged',
    );
    const list = await call<{ list: ClaimRow[] }>(t.app, 'getClaimsList', { waybillNo }, await as());
    expect(list.data!.list).toEqual([]);
  });

  it('files one claim of twenty sent at once for a waybill', async () => {
    const waybillNo = await pickedUp(demoId);
    const token = await as();
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'addClaimSettlement', claim(waybillNo), token)));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(
      replies.filter((r) => !r.success).every((r) => r.desc === `Waybill ${waybillNo} already has a claim that is open or approved`),
    ).toBe(true);
    expect((await call<{ total: number }>(t.app, 'getClaimsList', { waybillNo }, token)).data!.total).toBe(1);
    // The list's type filter (the case kit's, over the claim's claimType): a LOST claim, not a DAMAGED one.
    expect((await call<{ total: number }>(t.app, 'getClaimsList', { waybillNo, claimType: 'LOST' }, token)).data!.total).toBe(1);
    expect((await call<{ total: number }>(t.app, 'getClaimsList', { waybillNo, claimType: 'DAMAGED' }, token)).data!.total).toBe(0);
  });
});

describe('the schedule, changes and the desk', () => {
  it('changes a pending claim, shows each step, and keeps it from another customer', async () => {
    const waybillNo = await pickedUp(demoId, { goodsValueSen: 30_000 });
    const filed = (await call<ClaimRow>(t.app, 'addClaimSettlement', claim(waybillNo), await as())).data!;
    const changed = await call<ClaimRow>(
      t.app,
      'updateClaimRecord',
      { ...claim(waybillNo, { claimAmountSen: 18_000, bankCode: 'PBB', bankAccount: '3123456789' }), id: filed.id },
      await as(),
    );
    expect(changed.data).toMatchObject({ claimAmountSen: 18_000, bankName: 'Public Bank' });
    expect(
      (await call(t.app, 'updateClaimRecord', { ...claim(waybillNo, { claimAmountSen: 20_001 }), id: filed.id }, await as())).desc,
    ).toBe('The amount cannot be more than RM 200.00');
    for (const name of ['getClaimScheduleById', 'getClaimById'])
      expect(await call(t.app, name, { id: filed.id }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect(await call(t.app, 'updateClaimRecord', { ...claim(waybillNo), id: filed.id }, await as('acme'))).toMatchObject({
      code: Code.NOT_FOUND,
    });
    const steps = (await call<{ steps: ClaimScheduleStep[] }>(t.app, 'getClaimScheduleById', { id: filed.id }, await as())).data!.steps;
    expect(steps.map((s) => [s.stepName, s.amountSen])).toEqual([
      ['Claim submitted', 15_000],
      ['Claim details changed', 18_000],
    ]);
  });

  it('approves once of twenty at once: one CLAIM line in the prepaid wallet, the schedule and a notice', async () => {
    const waybillNo = await pickedUp(demoId, { goodsValueSen: 60_000, insuranceSen: 600 });
    const filed = (await call<ClaimRow>(t.app, 'addClaimSettlement', claim(waybillNo, { claimAmountSen: 40_000 }), await as())).data!;
    const admin = await as('admin');
    const queue = await call<(ClaimRow & { customerCode: string })[]>(t.app, 'getClaimQueue', { status: 'PENDING' }, admin);
    expect(queue.data!.find((c) => c.id === filed.id)).toMatchObject({ customerCode: 'MY10001', claimNo: filed.claimNo });
    expect((await call(t.app, 'decideClaim', { id: filed.id, approve: true, approvedSen: 40_001 }, admin)).desc).toBe(
      'The approved amount cannot be more than the RM 400.00 claimed',
    );
    expect((await call(t.app, 'getClaimQueue', {}, await as())).success).toBe(false);
    const [before] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId));
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'decideClaim', { id: filed.id, approve: true, approvedSen: 35_000 }, admin)),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success).every((r) => r.desc === 'This claim has been decided already and cannot be changed')).toBe(
      true,
    );
    const lines = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.customerId, demoId), eq(walletLedger.reference, filed.claimNo)));
    expect(lines.map((l) => [l.kind, l.amountSen])).toEqual([['CLAIM', 35_000]]);
    const [after] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, demoId));
    expect(after!.balanceSen - before!.balanceSen).toBe(35_000);
    const schedule = (
      await call<{ claim: ClaimRow; steps: ClaimScheduleStep[] }>(t.app, 'getClaimScheduleById', { id: filed.id }, await as())
    ).data!;
    expect(schedule.claim).toMatchObject({ status: 'APPROVED', approvedSen: 35_000, settlement: 'WALLET' });
    expect(schedule.steps.map((s) => s.step)).toEqual(['SUBMITTED', 'APPROVED', 'CREDITED_WALLET']);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, demoId), eq(notifications.reference, filed.claimNo)));
    expect(told.map((n) => n.kind)).toEqual(['claimApproved']);
    // Decided: no change by the shipper, no second claim for the waybill.
    expect((await call(t.app, 'updateClaimRecord', { ...claim(waybillNo), id: filed.id }, await as())).desc).toBe(
      'This claim has been decided already and cannot be changed',
    );
    expect((await call(t.app, 'addClaimSettlement', claim(waybillNo), await as())).success).toBe(false);
  });

  it("credits a monthly customer's next statement once, and a rejection names its reason", async () => {
    const waybillNo = await pickedUp(acmeId, { goodsValueSen: 10_000 });
    const filed = (await call<ClaimRow>(t.app, 'addClaimSettlement', claim(waybillNo, { claimAmountSen: 9_000 }), await as('acme'))).data!;
    const admin = await as('admin');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'decideClaim', { id: filed.id, approve: true, approvedSen: 9_000 }, admin)),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    const adjustments = await t.database.db
      .select()
      .from(billAdjustments)
      .where(and(eq(billAdjustments.customerId, acmeId), eq(billAdjustments.waybillNo, waybillNo)));
    expect(adjustments.map((a) => [a.kind, a.amountSen, a.statementId])).toEqual([['CLAIM', -9_000, null]]);
    expect((await call<ClaimRow>(t.app, 'getClaimById', { id: filed.id }, await as('acme'))).data!.settlement).toBe('STATEMENT');
    const acmeLedger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, filed.claimNo));
    expect(acmeLedger).toEqual([]);

    const other = await pickedUp(acmeId);
    const second = (await call<ClaimRow>(t.app, 'addClaimSettlement', claim(other), await as('acme'))).data!;
    expect((await call(t.app, 'decideClaim', { id: second.id, approve: false }, admin)).desc).toBe('Please give the reason for rejecting');
    const rejected = await call<ClaimRow>(
      t.app,
      'decideClaim',
      { id: second.id, approve: false, reason: 'Signed for in good order' },
      admin,
    );
    expect(rejected.data).toMatchObject({ status: 'REJECTED', decisionReason: 'Signed for in good order' });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.reference, second.claimNo));
    expect(notice).toMatchObject({ kind: 'claimRejected', params: { note: 'Signed for in good order' } });
    // A rejected claim leaves the waybill free to be claimed again.
    expect((await call(t.app, 'addClaimSettlement', claim(other), await as('acme'))).success).toBe(true);
    const counts = await call<{ total: number; list: { status: string; count: number }[] }>(
      t.app,
      'getClaimsStatusCountData',
      {},
      await as('acme'),
    );
    expect(counts.data!.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'APPROVED', count: 1 }),
        expect.objectContaining({ status: 'REJECTED', count: 1 }),
        expect.objectContaining({ status: 'PENDING', count: 1 }),
      ]),
    );
  });
});

describe('importing claims from Excel', () => {
  it('files the good rows and names each bad row', async () => {
    const good = await pickedUp(demoId, { goodsValueSen: 12_000 });
    const acmes = await pickedUp(acmeId);
    const header = [
      'Waybill number',
      'Type (LOST / DAMAGED)',
      'Amount (RM)',
      'Description',
      'Bank code',
      'Account number',
      'Account holder',
    ];
    const file = await xlsxFile([
      header,
      [good, 'damaged', '100.50', '=HYPERLINK("x")', 'Maybank', '514012345678', 'Demo'],
      [acmes, 'LOST', '10', 'Lost', 'MBB', '514012345678', 'Demo'],
      [good, 'LOST', '10', 'Lost', 'RHB', '1234567890', 'Demo'],
    ]);
    const reply = await upload<ClaimImportResult>(
      t.app,
      'importClaims',
      { name: 'claims.xlsx', data: file },
      { token: (await as()).token },
    );
    expect(reply.data).toEqual({
      total: 3,
      imported: 1,
      errors: [
        { rowNumber: 3, waybillNo: acmes, message: 'Wrong waybill number: no waybill of yours has this number' },
        { rowNumber: 4, waybillNo: good, message: 'A RHB Bank account number has 14 digits' },
      ],
    });
    const filed = (await call<{ list: ClaimRow[] }>(t.app, 'getClaimsList', { waybillNo: good }, await as())).data!.list;
    expect(filed).toMatchObject([{ claimAmountSen: 10_050, claimType: 'DAMAGED', description: '=HYPERLINK("x")' }]);
    // An old .xls with the headers in Malay reads the same.
    const old = await pickedUp(demoId);
    const book = sheetUtils.book_new();
    const malay = [
      'Nombor bil muatan',
      'Jenis (LOST / DAMAGED)',
      'Jumlah (RM)',
      'Keterangan',
      'Kod bank',
      'Nombor akaun',
      'Pemegang akaun',
    ];
    sheetUtils.book_append_sheet(
      book,
      sheetUtils.aoa_to_sheet([malay, [old, 'Bungkusan hilang', '12', 'Hilang', 'PBB', '3123456789', 'Demo']]),
      'Sheet1',
    );
    const xls = writeSheet(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const fromXls = await upload<ClaimImportResult>(
      t.app,
      'importClaims',
      { name: 'claims.xls', data: xls },
      { token: (await as()).token },
    );
    expect(fromXls.data).toEqual({ total: 1, imported: 1, errors: [] });
    const wrong = await xlsxFile([
      ['A', 'B'],
      ['1', '2'],
    ]);
    expect((await upload(t.app, 'importClaims', { name: 'c.xlsx', data: wrong }, { token: (await as()).token })).desc).toBe(
      'The columns are not those of the claims template: please use the template',
    );
  });
});

describe('D10: parcels not delivered ten days after pick-up', () => {
  it('counts the parcels picked up ten Malaysian days ago or more and not signed for', async () => {
    const tenDays = await pickedUp(demoId, { lastEventAt: malaysiaInstant(`${malaysiaDate(-10)} 23:59:00`) });
    const nineDays = await pickedUp(demoId, { lastEventAt: malaysiaInstant(`${malaysiaDate(-9)} 00:01:00`) });
    const signed = await pickedUp(demoId, { days: 20, over: { status: 'SIGNED', signedAt: new Date() } });
    const d10 = (await call<D10Data>(t.app, 'getD10ClaimsData', {}, await as())).data!;
    const listed = d10.list.map((p) => p.waybillNo);
    expect(listed).toContain(tenDays);
    expect(listed).not.toContain(nineDays);
    expect(listed).not.toContain(signed);
    expect(d10.list.find((p) => p.waybillNo === tenDays)!.days).toBe(10);
    const acme = (await call<D10Data>(t.app, 'getD10ClaimsData', {}, await as('acme'))).data!;
    expect(acme.list.map((p) => p.waybillNo)).not.toContain(tenDays);
  });

  it('leaves out a parcel once its claim is approved and paid', async () => {
    const lostParcel = await pickedUp(demoId, { days: 12, goodsValueSen: 60_000, insuranceSen: 600 });
    const listed = async () => (await call<D10Data>(t.app, 'getD10ClaimsData', {}, await as())).data!.list.map((p) => p.waybillNo);
    const filed = (await call<ClaimRow>(t.app, 'addClaimSettlement', claim(lostParcel, { claimAmountSen: 20_000 }), await as())).data!;
    // Claimed but not decided: still waiting, still listed.
    expect(await listed()).toContain(lostParcel);
    const decided = await call(t.app, 'decideClaim', { id: filed.id, approve: true, approvedSen: 20_000 }, await as('admin'));
    expect(decided.success, decided.desc).toBe(true);
    expect(await listed()).not.toContain(lostParcel);
  });
});
