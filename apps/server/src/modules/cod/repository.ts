import {
  COD_PARCEL_STATES,
  type CodBillLine,
  type CodBillListParameter,
  type CodBillRow,
  type CodBillState,
  type CodCounts,
  type CodFilter,
  type CodParcelRow,
  type CodParcelState,
  maskAccount,
} from '@portal/shared/cod';
import type { Paging } from '@portal/shared/table-config';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codBills, codReceivables, customers, orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** A COD parcel's state, from its status and the bill its receivable is in (shared/cod.ts COD_PARCEL_STATES). */
const parcelState = sql<CodParcelState>`case
  when ${codBills.state} is not null then ${codBills.state}
  when ${orders.status} = 'SIGNED' then 'collected'
  when ${orders.status} in ('RETURNING', 'RETURNED') then 'returned'
  else 'awaiting' end`;

/** The customer's COD parcels under the filters: COD above 0, not cancelled (a cancelled parcel collects nothing). */
function parcelFilters(scope: RowScope, f: CodFilter): SQL {
  return and(
    eq(orders.customerId, scope.customerId),
    // The partial index orders_customer_cod_time.
    sql`${orders.codSen} > 0`,
    sql`${orders.status} <> 'CANCEL_ORDER'`,
    f.waybillNos ? inArray(orders.waybillNo, f.waybillNos) : undefined,
    f.createTimeStart ? gte(orders.createdAt, malaysiaInstant(f.createTimeStart)) : undefined,
    f.createTimeEnd ? lt(orders.createdAt, malaysiaEndBefore(f.createTimeEnd)) : undefined,
    f.signTimeStart ? gte(orders.signedAt, malaysiaInstant(f.signTimeStart)) : undefined,
    f.signTimeEnd ? lt(orders.signedAt, malaysiaEndBefore(f.signTimeEnd)) : undefined,
  )!;
}

/** `codCount`: parcels and their COD amount (collected cash where collected) in each state. */
export async function countCodParcels(db: DbOrTx, scope: RowScope, f: CodFilter): Promise<CodCounts> {
  const rows = await db
    .select({
      state: parcelState,
      parcels: count(),
      codSen: sql<string>`coalesce(sum(coalesce(${orders.codCollectedSen}, ${orders.codSen})), 0)`,
    })
    .from(orders)
    .leftJoin(codReceivables, eq(codReceivables.orderId, orders.id))
    .leftJoin(codBills, eq(codBills.id, codReceivables.billId))
    .where(parcelFilters(scope, f))
    .groupBy(sql`1`);
  const counts = Object.fromEntries(COD_PARCEL_STATES.map((s) => [s, { parcels: 0, codSen: 0 }])) as CodCounts;
  for (const r of rows) counts[r.state] = { parcels: r.parcels, codSen: Number(r.codSen) };
  return counts;
}

/** `codManagement`: a page of the customer's COD parcels, newest first, with the total under the filters. */
export async function listCodParcels(db: DbOrTx, scope: RowScope, f: CodFilter & Paging): Promise<{ list: CodParcelRow[]; total: number }> {
  const where = and(parcelFilters(scope, f), f.state ? sql`${parcelState} = ${f.state}` : undefined);
  const [totals] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(codReceivables, eq(codReceivables.orderId, orders.id))
    .leftJoin(codBills, eq(codBills.id, codReceivables.billId))
    .where(where);
  const rows = await db
    .select({
      waybillNo: orders.waybillNo,
      receiverName: orders.receiverName,
      createdAt: orders.createdAt,
      status: orders.status,
      state: parcelState,
      codSen: orders.codSen,
      collectedSen: orders.codCollectedSen,
      feeSen: codReceivables.feeSen,
      netSen: codReceivables.netSen,
      signedAt: orders.signedAt,
      releaseAt: codReceivables.releaseAt,
      billNo: codBills.billNo,
    })
    .from(orders)
    .leftJoin(codReceivables, eq(codReceivables.orderId, orders.id))
    .leftJoin(codBills, eq(codBills.id, codReceivables.billId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return {
    total: totals?.n ?? 0,
    list: rows.map((r) => ({
      waybillNo: r.waybillNo,
      receiverName: r.receiverName,
      createTime: r.createdAt.toISOString(),
      status: r.status,
      state: r.state,
      codSen: r.codSen,
      collectedSen: r.state === 'awaiting' || r.state === 'returned' ? null : r.collectedSen,
      feeSen: r.feeSen,
      netSen: r.netSen,
      signedAt: r.signedAt?.toISOString() ?? null,
      releaseAt: r.state === 'collected' ? (r.releaseAt?.toISOString() ?? null) : null,
      billNo: r.billNo,
    })),
  };
}

type BillRecord = typeof codBills.$inferSelect;

const billRow = (b: BillRecord): CodBillRow => ({
  billNo: b.billNo,
  state: b.state,
  parcels: b.parcels,
  collectedSen: b.collectedSen,
  feeSen: b.feeSen,
  netSen: b.netSen,
  periodFrom: b.periodFrom.toISOString(),
  periodTo: b.periodTo.toISOString(),
  createTime: b.createdAt.toISOString(),
  releasedAt: b.releasedAt?.toISOString() ?? null,
  bankName: b.bankName,
  bankAccount: maskAccount(b.bankAccount),
  bankReference: b.bankReference,
  note: b.note,
});

/** The COD bill list (CODbill, codInvoiceNew): newest first, by state and when gathered. */
export async function listBills(db: DbOrTx, scope: RowScope, p: CodBillListParameter): Promise<{ list: CodBillRow[]; total: number }> {
  const where = and(
    eq(codBills.customerId, scope.customerId),
    p.state ? eq(codBills.state, p.state as CodBillState) : undefined,
    p.createTimeStart ? gte(codBills.createdAt, malaysiaInstant(p.createTimeStart)) : undefined,
    p.createTimeEnd ? lt(codBills.createdAt, malaysiaEndBefore(p.createTimeEnd)) : undefined,
  );
  const [totals] = await db.select({ n: count() }).from(codBills).where(where);
  const rows = await db
    .select()
    .from(codBills)
    .where(where)
    .orderBy(desc(codBills.createdAt), desc(codBills.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return { total: totals?.n ?? 0, list: rows.map(billRow) };
}

/** One of the customer's bills by number; another customer's number is not found. */
export async function billOf(db: DbOrTx, scope: RowScope, billNo: string): Promise<(CodBillRow & { id: number }) | null> {
  const [row] = await db
    .select()
    .from(codBills)
    .where(and(eq(codBills.customerId, scope.customerId), eq(codBills.billNo, billNo)));
  return row ? { ...billRow(row), id: row.id } : null;
}

/** A bill's parcels in the order they were signed, after `afterId` (the export's pages) or by page. */
export async function billLines(
  db: DbOrTx,
  scope: RowScope,
  billId: number,
  page: { limit: number; offset?: number; afterId?: number },
): Promise<(CodBillLine & { id: number })[]> {
  const rows = await db
    .select({
      id: codReceivables.id,
      waybillNo: codReceivables.waybillNo,
      receiverName: orders.receiverName,
      signedAt: codReceivables.signedAt,
      collectedSen: codReceivables.collectedSen,
      feeSen: codReceivables.feeSen,
      netSen: codReceivables.netSen,
    })
    .from(codReceivables)
    .innerJoin(orders, eq(orders.id, codReceivables.orderId))
    .where(
      and(
        eq(codReceivables.billId, billId),
        eq(codReceivables.customerId, scope.customerId),
        page.afterId !== undefined ? sql`${codReceivables.id} > ${page.afterId}` : undefined,
      ),
    )
    .orderBy(asc(codReceivables.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => ({ ...r, signedAt: r.signedAt.toISOString() }));
}

/** The customer a code names (the operations API names customers by their code), or null. */
export async function customerIdByCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, code));
  return row?.id ?? null;
}

/** The caller's customer as a COD bill's PDF heads it: code and name. */
export async function billCustomer(db: DbOrTx, scope: RowScope): Promise<{ code: string; name: string }> {
  const [row] = await db.select({ code: customers.code, name: customers.name }).from(customers).where(eq(customers.id, scope.customerId));
  if (!row) throw new Error(`customer ${scope.customerId} of a COD bill does not exist`);
  return row;
}
