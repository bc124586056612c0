import {
  CASH_BILL_PAY_METHODS,
  type CashBillLine,
  type CashBillRow,
  cashBillNo,
  cashPaidBy,
  cashReceiptNo,
  parseCashBillNo,
} from '@portal/shared/cash-bill';
import { SST_PERCENT, splitSstInclusive } from '@portal/shared/money';
import type { Paging } from '@portal/shared/table-config';
import { DAY_MS, malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoiceLines, invoices, orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { invoicesOfDocuments } from '../invoices/service.ts';

/** The kind of document a cash bill is, to the invoices. */
export const CASH_BILL = 'CASH_BILL';

/** The Malaysian day a parcel was taken in: the bill it is on. */
const billDay = sql<string>`malaysia_day(${orders.pickedUpAt})::text`;

/** The customer's cash-paid shipments the courier has taken in (what every bill reads, partial index orders_customer_cash_pickup). */
const cashShipments = (scope: RowScope, ...more: (SQL | undefined)[]) =>
  and(
    eq(orders.customerId, scope.customerId),
    inArray(orders.payMethod, [...CASH_BILL_PAY_METHODS]),
    isNotNull(orders.pickedUpAt),
    ...more,
  );

/** An item of a bill on an invoice: the line of that waybill among the cash-bill invoice lines. */
const invoicedLine = and(eq(invoiceLines.documentKind, CASH_BILL), eq(invoiceLines.itemRef, orders.waybillNo));

export interface BillFilter {
  dayStart?: string;
  dayEnd?: string;
  /** Only these days' bills (an export of selected rows). */
  days?: string[];
}

/** The day range as instants: from the start day's midnight to the end day's next midnight (Malaysian time). */
function dayRange(filter: BillFilter): (SQL | undefined)[] {
  const from = filter.dayStart ? malaysiaInstant(`${filter.dayStart.slice(0, 10)} 00:00:00`) : undefined;
  const to = filter.dayEnd ? new Date(malaysiaInstant(`${filter.dayEnd.slice(0, 10)} 00:00:00`).getTime() + DAY_MS) : undefined;
  return [
    from ? gte(orders.pickedUpAt, from) : undefined,
    to ? lt(orders.pickedUpAt, to) : undefined,
    filter.days ? inArray(billDay, filter.days.length ? filter.days : ['']) : undefined,
  ];
}

async function customerCode(db: DbOrTx, scope: RowScope): Promise<string> {
  const [row] = await db.select({ code: customers.code }).from(customers).where(eq(customers.id, scope.customerId));
  return row!.code;
}

// The price before SST of each line, summed as the lines split it: shared/money.ts splitSstInclusive in SQL
// (Postgres rounds numeric half away from zero, as it does), held to it by cash-bills.test.ts "half a sen".
const amountOfLines = sql<string>`sum(round(${orders.totalSen} * 100.0 / ${100 + SST_PERCENT}))`;

/** A page of the customer's bills, newest day first, each with its figures and its invoices. */
export async function listBills(
  db: DbOrTx,
  scope: RowScope,
  filter: BillFilter,
  page: { limit: number; offset?: number; beforeDay?: string },
): Promise<CashBillRow[]> {
  const rows = await db
    .select({
      day: billDay,
      shipments: sql<number>`count(*)::int`,
      totalSen: sql<string>`sum(${orders.totalSen})`,
      amountSen: amountOfLines,
      uninvoiced: sql<number>`(count(*) filter (where ${invoiceLines.invoiceId} is null))::int`,
    })
    .from(orders)
    .leftJoin(invoiceLines, invoicedLine)
    .where(cashShipments(scope, ...dayRange(filter), page.beforeDay ? sql`${billDay} < ${page.beforeDay}` : undefined))
    .groupBy(billDay)
    .orderBy(sql`${billDay} desc`)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const code = await customerCode(db, scope);
  const refs = rows.map((r) => cashBillNo(code, r.day));
  const invoiced = await invoicesOfDocuments(db, scope, CASH_BILL, refs);
  const today = malaysiaDate();
  return rows.map((r, i): CashBillRow => {
    const totalSen = Number(r.totalSen);
    const amountSen = Number(r.amountSen);
    return {
      billNo: refs[i]!,
      day: r.day,
      state: r.day >= today ? 'OPEN' : 'CLOSED',
      shipments: r.shipments,
      amountSen,
      sstSen: totalSen - amountSen,
      totalSen,
      uninvoiced: r.uninvoiced,
      invoiceNos: invoiced.get(refs[i]!) ?? [],
    };
  });
}

export async function countBills(db: DbOrTx, scope: RowScope, filter: BillFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${billDay})::int` })
    .from(orders)
    .where(cashShipments(scope, ...dayRange(filter)));
  return row?.n ?? 0;
}

/** The day a bill number names, when the bill is the customer's; null otherwise (another customer's code, a malformed number). */
export async function billDayOf(db: DbOrTx, scope: RowScope, billNo: string): Promise<string | null> {
  const parsed = parseCashBillNo(billNo);
  if (!parsed || parsed.customerCode !== (await customerCode(db, scope))) return null;
  return parsed.day;
}

const ofDay = (day: string) => dayRange({ dayStart: day, dayEnd: day });

/** A page of a bill's shipments, in the order they were taken in, each with its receipt and invoice. */
export async function billLines(
  db: DbOrTx,
  scope: RowScope,
  day: string,
  paging: Paging,
): Promise<{ list: CashBillLine[]; total: number }> {
  const where = cashShipments(scope, ...ofDay(day));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        waybillNo: orders.waybillNo,
        payMethod: orders.payMethod,
        serveType: orders.serveType,
        pickedUpAt: orders.pickedUpAt,
        expressType: orders.expressType,
        receiverName: orders.receiverName,
        chargeableWeightG: orders.chargeableWeightG,
        totalSen: orders.totalSen,
        invoiceNo: invoices.invoiceNo,
      })
      .from(orders)
      .leftJoin(invoiceLines, invoicedLine)
      .leftJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(where)
      .orderBy(asc(orders.pickedUpAt), asc(orders.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      waybillNo: r.waybillNo,
      receiptNo: cashReceiptNo(r.waybillNo),
      paidBy: cashPaidBy(r.payMethod, r.serveType),
      payMethod: r.payMethod,
      pickedUpAt: r.pickedUpAt!.toISOString(),
      expressType: r.expressType,
      receiverName: r.receiverName,
      chargeableWeightG: r.chargeableWeightG,
      ...splitSstInclusive(r.totalSen),
      totalSen: r.totalSen,
      invoiceNo: r.invoiceNo,
    })),
    total: counted?.n ?? 0,
  };
}

/** The bill's shipments not on an invoice yet, as invoice lines (read after the series lock: issue-invoice.ts). */
export async function uninvoicedLines(db: DbOrTx, scope: RowScope, day: string) {
  const rows = await db
    .select({ waybillNo: orders.waybillNo, expressType: orders.expressType, totalSen: orders.totalSen, discountSen: orders.discountSen })
    .from(orders)
    .leftJoin(invoiceLines, invoicedLine)
    .where(cashShipments(scope, ...ofDay(day), isNull(invoiceLines.invoiceId)))
    .orderBy(asc(orders.pickedUpAt), asc(orders.id));
  return rows.map((r) => ({ ...r, ...splitSstInclusive(r.totalSen) }));
}
