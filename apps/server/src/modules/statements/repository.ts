import type {
  BillDetailsParameter,
  MonthlyBill,
  MonthlyBillAdjustment,
  MonthlyBillLine,
  MonthlyBillsParameter,
  Paged,
  StatementStatus,
  WaybillFee,
} from '@portal/shared/statements';
import { malaysiaDate } from '@portal/shared/time';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billAdjustments, monthlyStatementLines, monthlyStatements, orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { invoicesOfDocuments } from '../invoices/service.ts';
import { MONTHLY_STATEMENT } from './statement-kind.ts';

type StatementRow = typeof monthlyStatements.$inferSelect;
type LineRow = typeof monthlyStatementLines.$inferSelect;

const paged = <T>(list: T[], total: number): Paged<T> => ({ list, total });

/** A statement as the list and the details header show it; overdue is judged on today's Malaysian date. */
export function billOut(r: StatementRow, today = malaysiaDate(0), invoiceNos: string[] = []): MonthlyBill {
  return {
    billNo: r.billNo,
    invoiceNos,
    billMonth: r.billMonth,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    issuedAt: r.issuedAt.toISOString(),
    dueDate: r.dueDate,
    status: r.status as StatementStatus,
    overdue: r.status === 'UNPAID' && r.dueDate < today,
    shipments: r.shipments,
    pieces: r.pieces,
    freightSen: r.freightSen,
    insuranceSen: r.insuranceSen,
    codFeeSen: r.codFeeSen,
    discountSen: r.discountSen,
    shipmentsSen: r.shipmentsSen,
    adjustmentsSen: r.adjustmentsSen,
    taxableSen: r.taxableSen,
    sstSen: r.sstSen,
    totalSen: r.totalSen,
  };
}

export function lineOut(r: LineRow): MonthlyBillLine {
  return {
    lineNo: r.lineNo,
    waybillNo: r.waybillNo,
    orderCode: r.orderCode,
    createdAt: r.orderCreatedAt.toISOString(),
    status: r.status,
    statusAt: r.statusAt.toISOString(),
    expressType: r.expressType,
    receiverCity: r.receiverCity,
    receiverProv: r.receiverProv,
    pieces: r.pieces,
    chargeableWeightG: r.chargeableWeightG,
    freightSen: r.freightSen,
    insuranceSen: r.insuranceSen,
    codFeeSen: r.codFeeSen,
    discountSen: r.discountSen,
    amountSen: r.amountSen,
  };
}

/** The list's filters over the customer's statements (and, for an export, the ticked statement numbers). */
export function billsWhere(scope: RowScope, p: Omit<MonthlyBillsParameter, 'page' | 'pageSize'>, billNos: string[] | null = null): SQL {
  const filters: SQL[] = [eq(monthlyStatements.customerId, scope.customerId)];
  if (p.monthFrom) filters.push(gte(monthlyStatements.billMonth, p.monthFrom));
  if (p.monthTo) filters.push(lte(monthlyStatements.billMonth, p.monthTo));
  if (p.status) filters.push(eq(monthlyStatements.status, p.status));
  if (p.billNo) filters.push(eq(monthlyStatements.billNo, p.billNo));
  if (billNos) filters.push(inArray(monthlyStatements.billNo, billNos));
  return and(...filters)!;
}

/** getMonthlyBills: the customer's statements, newest month first. */
export async function listBills(db: DbOrTx, scope: RowScope, p: MonthlyBillsParameter): Promise<Paged<MonthlyBill>> {
  const where = billsWhere(scope, p);
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(monthlyStatements).where(where),
    db
      .select()
      .from(monthlyStatements)
      .where(where)
      .orderBy(desc(monthlyStatements.billMonth), desc(monthlyStatements.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  const today = malaysiaDate(0);
  const invoiced = await invoicesOfDocuments(
    db,
    scope,
    MONTHLY_STATEMENT,
    rows.map((r) => r.billNo),
  );
  return paged(
    rows.map((r) => billOut(r, today, invoiced.get(r.billNo))),
    counted?.n ?? 0,
  );
}

/** The customer's statements after `afterId` in id order: the export's pages. */
export function billsAfter(db: DbOrTx, where: SQL, afterId: number | null, limit: number) {
  return db
    .select()
    .from(monthlyStatements)
    .where(afterId === null ? where : and(where, gt(monthlyStatements.id, afterId)))
    .orderBy(asc(monthlyStatements.id))
    .limit(limit);
}

export async function countBills(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(monthlyStatements).where(where);
  return row?.n ?? 0;
}

/** One of the customer's statements by its number; undefined for another customer's or none. */
export async function billOf(db: DbOrTx, scope: RowScope, billNo: string): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(monthlyStatements)
    .where(and(eq(monthlyStatements.customerId, scope.customerId), eq(monthlyStatements.billNo, billNo)));
  return row;
}

/**
 * A statement's lines, one page. Line numbers run 1..shipments without gaps, so page k is a range
 * of the (statement, line) index: as fast on page 5,000 of a 100,000-line statement as on page 1.
 */
export async function billLines(
  db: DbOrTx,
  scope: RowScope,
  bill: StatementRow,
  p: Pick<BillDetailsParameter, 'waybillNo' | 'page' | 'pageSize'>,
): Promise<Paged<MonthlyBillLine>> {
  const mine = and(eq(monthlyStatementLines.customerId, scope.customerId), eq(monthlyStatementLines.statementId, bill.id));
  if (p.waybillNo) {
    const rows = await db
      .select()
      .from(monthlyStatementLines)
      .where(and(mine, eq(monthlyStatementLines.waybillNo, p.waybillNo)));
    return paged(rows.map(lineOut), rows.length);
  }
  const from = (p.page - 1) * p.pageSize;
  const rows = await db
    .select()
    .from(monthlyStatementLines)
    .where(and(mine, gt(monthlyStatementLines.lineNo, from), lte(monthlyStatementLines.lineNo, from + p.pageSize)))
    .orderBy(asc(monthlyStatementLines.lineNo));
  return paged(rows.map(lineOut), bill.shipments);
}

/** A statement's lines after line `afterLine`: the details export's pages. */
export function linesAfter(db: DbOrTx, scope: RowScope, billId: number, waybillNos: string[] | null, afterLine: number, limit: number) {
  const filters: SQL[] = [
    eq(monthlyStatementLines.customerId, scope.customerId),
    eq(monthlyStatementLines.statementId, billId),
    gt(monthlyStatementLines.lineNo, afterLine),
  ];
  if (waybillNos) filters.push(inArray(monthlyStatementLines.waybillNo, waybillNos));
  return db
    .select()
    .from(monthlyStatementLines)
    .where(and(...filters))
    .orderBy(asc(monthlyStatementLines.lineNo))
    .limit(limit);
}

export async function countLines(db: DbOrTx, scope: RowScope, billId: number, waybillNos: string[] | null): Promise<number> {
  const filters: SQL[] = [eq(monthlyStatementLines.customerId, scope.customerId), eq(monthlyStatementLines.statementId, billId)];
  if (waybillNos) filters.push(inArray(monthlyStatementLines.waybillNo, waybillNos));
  const [row] = await db
    .select({ n: count() })
    .from(monthlyStatementLines)
    .where(and(...filters));
  return row?.n ?? 0;
}

/** getMonthlyBillAdjustList: a statement's adjustments in the order they were made. */
export async function billAdjustmentsOf(
  db: DbOrTx,
  scope: RowScope,
  bill: StatementRow,
  p: { page: number; pageSize: number },
): Promise<Paged<MonthlyBillAdjustment>> {
  const where = and(eq(billAdjustments.customerId, scope.customerId), eq(billAdjustments.statementId, bill.id));
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(billAdjustments).where(where),
    db
      .select()
      .from(billAdjustments)
      .where(where)
      .orderBy(asc(billAdjustments.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as MonthlyBillAdjustment['kind'],
      waybillNo: r.waybillNo,
      amountSen: r.amountSen,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    counted?.n ?? 0,
  );
}

/** getFeeByBillCodes: the charges of the customer's waybills among `waybillNos`, with the statement of each billed one. */
export async function feesOf(db: DbOrTx, scope: RowScope, waybillNos: string[]): Promise<WaybillFee[]> {
  const rows = await db
    .select({
      waybillNo: orders.waybillNo,
      status: orders.status,
      freightSen: orders.freightSen,
      insuranceSen: orders.insuranceSen,
      codFeeSen: orders.codFeeSen,
      discountSen: orders.discountSen,
      totalSen: orders.totalSen,
      payMethod: orders.payMethod,
      billNo: monthlyStatements.billNo,
    })
    .from(orders)
    .leftJoin(monthlyStatementLines, eq(monthlyStatementLines.orderId, orders.id))
    .leftJoin(monthlyStatements, eq(monthlyStatements.id, monthlyStatementLines.statementId))
    .where(and(eq(orders.customerId, scope.customerId), inArray(orders.waybillNo, waybillNos)))
    .orderBy(asc(orders.waybillNo));
  return rows.map((r) => ({ ...r, billNo: r.billNo ?? null }));
}

/** The customer's unpaid statements due before `today` (YYYY-MM-DD): what the overdue-arrears notice tells. */
export function overdueBills(db: DbOrTx, scope: RowScope, today: string) {
  return db
    .select()
    .from(monthlyStatements)
    .where(
      and(eq(monthlyStatements.customerId, scope.customerId), eq(monthlyStatements.status, 'UNPAID'), lt(monthlyStatements.dueDate, today)),
    )
    .orderBy(asc(monthlyStatements.dueDate), asc(monthlyStatements.id));
}
