import { Code } from '@portal/shared/codes';
import type { addBillAdjustmentParameter } from '@portal/shared/statements';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { billAdjustments, customers, monthlyStatements, orders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { figuresOf } from './figures.ts';

/**
 * An adjustment by the courier's staff (administrator): it waits for the customer's next month-end
 * run, never changes a statement already issued. A waybill it names must be the customer's.
 */
export async function addAdjustment(db: Db, userId: number, p: z.infer<typeof addBillAdjustmentParameter>) {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, p.customerCode));
  if (!customer) throw new PortalError(Code.NOT_FOUND, 'customerNotFound');
  if (p.waybillNo) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, customer.id), eq(orders.waybillNo, p.waybillNo)));
    if (!order) throw new PortalError(Code.NOT_FOUND, 'adjustmentWaybillNotFound', { waybillNo: p.waybillNo });
  }
  const [row] = await db
    .insert(billAdjustments)
    .values({
      customerId: customer.id,
      kind: p.kind,
      waybillNo: p.waybillNo ?? '',
      amountSen: p.amountSen,
      reason: p.reason,
      createdBy: userId,
    })
    .returning({ id: billAdjustments.id, createdAt: billAdjustments.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}

/**
 * An approved claim's credit for a monthly (not prepaid) customer, in the caller's transaction: a CLAIM
 * adjustment of minus the amount, waiting for the next month-end run like the staff's own. Once per
 * waybill (a unique index on CLAIM adjustments): answers whether it was written.
 */
export async function creditClaimOnce(
  tx: Tx,
  { customerId }: RowScope,
  claim: { waybillNo: string; amountSen: number; reason: string; userId: number },
): Promise<boolean> {
  const written = await tx
    .insert(billAdjustments)
    .values({
      customerId,
      kind: 'CLAIM',
      waybillNo: claim.waybillNo,
      amountSen: -claim.amountSen,
      reason: claim.reason,
      createdBy: claim.userId,
    })
    .onConflictDoNothing()
    .returning({ id: billAdjustments.id });
  return written.length > 0;
}

/**
 * Regenerates a statement's figures from its lines and adjustments: the stored figures and the
 * recomputed ones side by side (they agree unless a row was changed by hand).
 */
export async function regenerateStatement(db: Db, billNo: string) {
  const [bill] = await db.select().from(monthlyStatements).where(eq(monthlyStatements.billNo, billNo));
  if (!bill) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  const figures = (await figuresOf(db, [bill.id])).get(bill.id)!;
  const stored = {
    shipments: bill.shipments,
    pieces: bill.pieces,
    freightSen: bill.freightSen,
    insuranceSen: bill.insuranceSen,
    codFeeSen: bill.codFeeSen,
    discountSen: bill.discountSen,
    shipmentsSen: bill.shipmentsSen,
    adjustmentsSen: bill.adjustmentsSen,
    taxableSen: bill.taxableSen,
    sstSen: bill.sstSen,
    totalSen: bill.totalSen,
  };
  return { billNo, stored, regenerated: figures, same: JSON.stringify(stored) === JSON.stringify(figures) };
}

/** The courier's finance team records a statement paid: its overdue notice ends. */
export async function markPaid(db: Db, billNo: string) {
  const [row] = await db
    .update(monthlyStatements)
    .set({ status: 'PAID', paidAt: new Date() })
    .where(and(eq(monthlyStatements.billNo, billNo), eq(monthlyStatements.status, 'UNPAID')))
    .returning({ billNo: monthlyStatements.billNo, paidAt: monthlyStatements.paidAt });
  if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
  return { billNo: row.billNo, status: 'PAID', paidAt: row.paidAt!.toISOString() };
}
