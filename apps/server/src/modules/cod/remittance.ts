import { codBillNumber } from '@portal/shared/cod';
import { DAY_MS, malaysiaDate } from '@portal/shared/time';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { codBills, codReceivables, codTerms, customers, orders } from '../../db/schema/index.ts';
import { periodOf, termsOf } from './terms.ts';

/** Signed parcels one accrual statement takes; a backlog takes several. */
const ACCRUE_BATCH = 2_000;

/**
 * Turns signed COD parcels without a receivable into receivables: the cash the rider collected, paid
 * back whole (the COD fee was charged in the order's price; the receivable carries it to show on the
 * bill), released for remittance after the customer's holding days. One per
 * parcel (cod_receivables_order is unique): a replayed signing, or two sweeps at once, never makes a
 * second. Answers how many were made.
 */
export async function accrueSigned(db: DbOrTx, only?: { customerId: number }, limit = ACCRUE_BATCH): Promise<number> {
  const signed = await db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      waybillNo: orders.waybillNo,
      collectedSen: orders.codCollectedSen,
      signedAt: orders.signedAt,
      codFeeSen: orders.codFeeSen,
      cycle: codTerms.cycle,
      holdDays: codTerms.holdDays,
    })
    .from(orders)
    .leftJoin(codTerms, eq(codTerms.customerId, orders.customerId))
    .where(
      and(
        // The partial index orders_cod_signed: signed COD parcels only.
        sql`${orders.status} = 'SIGNED' and ${orders.codSen} > 0`,
        sql`${orders.codCollectedSen} > 0 and ${orders.signedAt} is not null`,
        only ? eq(orders.customerId, only.customerId) : undefined,
        sql`not exists (select 1 from ${codReceivables} r where r.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  if (signed.length === 0) return 0;
  const rows = signed.map((s) => {
    const terms = termsOf({ feeRateBp: null, feeMinSen: null, ...s });
    const collectedSen = s.collectedSen!;
    return {
      customerId: s.customerId,
      orderId: s.orderId,
      waybillNo: s.waybillNo,
      collectedSen,
      feeSen: s.codFeeSen,
      netSen: collectedSen,
      signedAt: s.signedAt!,
      releaseAt: new Date(s.signedAt!.getTime() + terms.holdDays * DAY_MS),
    };
  });
  const made = await db
    .insert(codReceivables)
    .values(rows)
    .onConflictDoNothing({ target: codReceivables.orderId })
    .returning({ id: codReceivables.id });
  return made.length;
}

/** Sweeps until no signed parcel is left without its receivable (or `maxRuns` batches). */
export async function accrueAll(db: Db, only?: { customerId: number }, maxRuns = 50): Promise<number> {
  let made = 0;
  for (let run = 0; run < maxRuns; run++) {
    const n = await accrueSigned(db, only);
    made += n;
    if (n < ACCRUE_BATCH) break;
  }
  return made;
}

/** Customers holding released cash not yet in a bill (the remittance run's work list). */
export async function customersWithReleasedCash(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: codReceivables.customerId })
    .from(codReceivables)
    .where(and(isNull(codReceivables.billId), lte(codReceivables.releaseAt, now)));
  return rows.map((r) => r.customerId);
}

export interface GatheredBill {
  id: number;
  billNo: string;
  parcels: number;
  netSen: number;
}

/**
 * A customer's remittance run: gathers its released receivables not yet billed into a new COD bill
 * (state pending). On the schedule (`force` false) once per period of the customer's cycle; the
 * courier's trigger (`force`) gathers now. The customer's terms row is locked first, so two runs
 * for one customer go one after the other and the second finds nothing left; the receivables are
 * locked too and re-read, so a parcel is in at most one bill. Null when there is nothing to gather.
 */
export async function gatherBill(db: Db, customerId: number, now: Date, force: boolean): Promise<GatheredBill | null> {
  return db.transaction(async (tx) => {
    await tx.insert(codTerms).values({ customerId }).onConflictDoNothing({ target: codTerms.customerId });
    const [row] = await tx.select().from(codTerms).where(eq(codTerms.customerId, customerId)).for('update');
    const period = periodOf(termsOf(row).cycle, now);
    if (!force && row?.lastPeriod === period) return null;
    const due = await tx
      .select({
        id: codReceivables.id,
        collectedSen: codReceivables.collectedSen,
        feeSen: codReceivables.feeSen,
        netSen: codReceivables.netSen,
        signedAt: codReceivables.signedAt,
      })
      .from(codReceivables)
      .innerJoin(orders, eq(orders.id, codReceivables.orderId))
      .where(
        and(
          eq(codReceivables.customerId, customerId),
          isNull(codReceivables.billId),
          lte(codReceivables.releaseAt, now),
          // A parcel whose signing was overturned (a return signed earlier) has no cash to remit.
          eq(orders.status, 'SIGNED'),
        ),
      )
      .orderBy(asc(codReceivables.id))
      .for('update', { of: codReceivables });
    await tx.update(codTerms).set({ lastPeriod: period }).where(eq(codTerms.customerId, customerId));
    if (due.length === 0) return null;
    const sum = (pick: (r: (typeof due)[number]) => number) => due.reduce((total, r) => total + pick(r), 0);
    const times = due.map((r) => r.signedAt.getTime());
    const seq = await tx.execute(sql`select nextval('cod_bill_seq') as n`);
    const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const [bill] = await tx
      .insert(codBills)
      .values({
        billNo: codBillNumber(malaysiaDate(0, now), n),
        customerId,
        parcels: due.length,
        collectedSen: sum((r) => r.collectedSen),
        feeSen: sum((r) => r.feeSen),
        netSen: sum((r) => r.netSen),
        periodFrom: new Date(times.reduce((a, b) => Math.min(a, b))),
        periodTo: new Date(times.reduce((a, b) => Math.max(a, b))),
        createdAt: now,
      })
      .returning({ id: codBills.id, billNo: codBills.billNo, parcels: codBills.parcels, netSen: codBills.netSen });
    await tx
      .update(codReceivables)
      .set({ billId: bill!.id })
      .where(
        inArray(
          codReceivables.id,
          due.map((r) => r.id),
        ),
      );
    return bill!;
  });
}

/** The bank details a payout goes to, as the customer's record holds them now. */
export async function bankOf(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ bankName: customers.bankName, bankAccount: customers.bankAccount, holder: customers.holder })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.bankName && row.bankAccount && row.holder ? { bankName: row.bankName, account: row.bankAccount, holder: row.holder } : null;
}
