import { DO_STATUSES, type DoList, type DoListParameter, type DoStatus } from '@portal/shared/delivery-order';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryOrderBoxes, deliveryOrderLines, deliveryOrders, packingBoxes } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect;

/** The customer's DOs by number; `lock` takes them for the transaction (bindings, printing, cancelling). */
export async function dosByNumber(db: DbOrTx, { customerId }: RowScope, doNos: string[], lock = false): Promise<DeliveryOrderRow[]> {
  if (doNos.length === 0) return [];
  const query = db
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.customerId, customerId), inArray(deliveryOrders.doNo, doNos)))
    // One order of locking for every transaction, so two overlapping ones wait instead of deadlocking.
    .orderBy(asc(deliveryOrders.id));
  return lock ? query.for('update') : query;
}

/** The customer's boxes by packing number. */
export async function boxesByNumber(db: DbOrTx, { customerId }: RowScope, packingNos: string[], lock = false) {
  if (packingNos.length === 0) return [];
  const query = db
    .select()
    .from(packingBoxes)
    .where(and(eq(packingBoxes.customerId, customerId), inArray(packingBoxes.packingNo, packingNos)))
    .orderBy(asc(packingBoxes.id));
  return lock ? query.for('update') : query;
}

/** Every box of these DOs, in the order they were bound (the sheet's 'box 1 of 3'). */
export async function boxesOfDos(db: DbOrTx, doIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (doIds.length === 0) return out;
  const rows = await db
    .select({ doId: deliveryOrderBoxes.deliveryOrderId, packingNo: packingBoxes.packingNo })
    .from(deliveryOrderBoxes)
    .innerJoin(packingBoxes, eq(packingBoxes.id, deliveryOrderBoxes.boxId))
    .where(inArray(deliveryOrderBoxes.deliveryOrderId, doIds))
    .orderBy(asc(deliveryOrderBoxes.boundAt), asc(packingBoxes.id));
  for (const r of rows) out.set(r.doId, [...(out.get(r.doId) ?? []), r.packingNo]);
  return out;
}

export type DoLine = typeof deliveryOrderLines.$inferSelect;

export async function linesOfDos(db: DbOrTx, doIds: number[]): Promise<Map<number, DoLine[]>> {
  const out = new Map<number, DoLine[]>();
  if (doIds.length === 0) return out;
  const rows = await db
    .select()
    .from(deliveryOrderLines)
    .where(inArray(deliveryOrderLines.deliveryOrderId, doIds))
    .orderBy(asc(deliveryOrderLines.deliveryOrderId), asc(deliveryOrderLines.lineNo));
  for (const r of rows) out.set(r.deliveryOrderId, [...(out.get(r.deliveryOrderId) ?? []), r]);
  return out;
}

/** DO management and print lists: newest first, by status, a keyword matching a DO number, receiver or box. */
export async function listDos(db: DbOrTx, scope: RowScope, p: DoListParameter): Promise<DoList> {
  const mine = eq(deliveryOrders.customerId, scope.customerId);
  const filters: SQL[] = [mine];
  if (p.keyword) {
    const like = `${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(${deliveryOrders.doNo} ilike ${like} or ${deliveryOrders.receiverName} ilike ${like} or exists (
        select 1 from ${deliveryOrderBoxes} b join ${packingBoxes} x on x.id = b.box_id
        where b.delivery_order_id = ${deliveryOrders.id} and x.packing_no ilike ${like}))`,
    );
  }
  const counted = await db
    .select({ status: deliveryOrders.status, n: count() })
    .from(deliveryOrders)
    .where(and(...filters))
    .groupBy(deliveryOrders.status);
  const statusCounts = Object.fromEntries(DO_STATUSES.map((s) => [s, 0])) as Record<DoStatus, number>;
  for (const c of counted) statusCounts[c.status as DoStatus] = c.n;
  if (p.status) filters.push(eq(deliveryOrders.status, p.status));
  const where = and(...filters);
  const total = p.status ? statusCounts[p.status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const rows = await db
    .select({
      id: deliveryOrders.id,
      doNo: deliveryOrders.doNo,
      receiverName: deliveryOrders.receiverName,
      receiverTel: deliveryOrders.receiverTel,
      receiverPostcode: deliveryOrders.receiverPostcode,
      receiverAddress: deliveryOrders.receiverAddress,
      status: deliveryOrders.status,
      printCount: deliveryOrders.printCount,
      printedAt: deliveryOrders.printedAt,
      createdAt: deliveryOrders.createdAt,
      lines: sql<number>`(select count(*)::int from ${deliveryOrderLines} l where l.delivery_order_id = ${deliveryOrders.id})`,
      quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${deliveryOrderLines} l where l.delivery_order_id = ${deliveryOrders.id})`,
    })
    .from(deliveryOrders)
    .where(where)
    .orderBy(desc(deliveryOrders.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const boxes = await boxesOfDos(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    statusCounts,
    list: rows.map(({ id, ...r }) => ({
      ...r,
      status: r.status as DoStatus,
      lines: Number(r.lines),
      quantity: Number(r.quantity),
      packingNos: boxes.get(id) ?? [],
      printedAt: r.printedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
