import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { countries, customers, orderCustoms, orders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The columns a change to one order decides on. */
const heldColumns = { id: orders.id, kind: orders.kind, status: orders.status, payMethod: orders.payMethod, totalSen: orders.totalSen };
export type HeldOrder = { id: number; kind: string; status: string; payMethod: string; totalSen: number };

/** One of the customer's orders as it stands, or undefined: another customer's waybill is no waybill. */
export async function findOrder(db: DbOrTx, { customerId }: RowScope, waybillNo: string): Promise<HeldOrder | undefined> {
  const [order] = await db
    .select(heldColumns)
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)));
  return order;
}

/**
 * The whole order, its row locked until the transaction ends (SELECT ... FOR UPDATE): two changes of
 * one order (edit, COD change, cancel, a customs line removed) run one after the other and each sees
 * the other's result; the edit log compares what was with what the change sets.
 */
export async function lockOrder(tx: Tx, { customerId }: RowScope, waybillNo: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.waybillNo, waybillNo)))
    .for('update');
  return order;
}

/** The customer's orders among these waybill numbers, whole rows (labels print from them). */
export function ordersByWaybill(db: DbOrTx, { customerId }: RowScope, waybillNos: string[]) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.waybillNo, waybillNos)));
}

/** Whether the courier has opened label printing to the customer (spec 6 printCustomerCodes). */
export async function printingOpen(db: DbOrTx, { customerId }: RowScope): Promise<boolean> {
  const [customer] = await db.select({ open: customers.printCustomerCodes }).from(customers).where(eq(customers.id, customerId));
  return !!customer?.open;
}

/** Every country's English name by its code (what a label prints as the receiver's country). */
export async function countryNamesEn(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ code: countries.code, en: countries.nameEn }).from(countries);
  return new Map(rows.map((c) => [c.code, c.en]));
}

/** An order's customs lines in their order (the order was found through the scope first). */
export function customsLines(db: DbOrTx, order: { id: number }) {
  return db.select().from(orderCustoms).where(eq(orderCustoms.orderId, order.id)).orderBy(asc(orderCustoms.lineNo));
}

/** Removes one customs line; the order's declared value and goods count follow its lines. Answers them. */
export async function removeCustomsLine(tx: Tx, order: { id: number }, lineNo: number) {
  await tx.delete(orderCustoms).where(and(eq(orderCustoms.orderId, order.id), eq(orderCustoms.lineNo, lineNo)));
  const [after] = await tx
    .update(orders)
    .set({
      goodsValueSen: sql`(select coalesce(sum(total_sen), 0) from ${orderCustoms} where order_id = ${order.id})`,
      goodsNumber: sql`(select coalesce(sum(quantity), 0) from ${orderCustoms} where order_id = ${order.id})`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning({ goodsValueSen: orders.goodsValueSen, goodsNumber: orders.goodsNumber });
  return after!;
}

/** Where a page of the open API's shipment list starts: after this row, in newest-first order. */
export interface ShipmentCursor {
  /** The row's created_at as PostgreSQL prints it (to the microsecond: a JS Date would round it). */
  at: string;
  id: number;
}

/**
 * A page of the customer's orders newest first, from a cursor (keyset paging on the (customer, created_at, id)
 * and (customer, status, created_at, id) indexes): one more row than asked, so the caller knows there is a next.
 */
export function shipmentPage(
  db: DbOrTx,
  { customerId }: RowScope,
  query: { status?: string; from?: string; to?: string; limit: number; after?: ShipmentCursor },
) {
  const { after } = query;
  return db
    .select({
      id: orders.id,
      at: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      waybillNo: orders.waybillNo,
      status: orders.status,
      createdAt: orders.createdAt,
      expressType: orders.expressType,
      receiverCity: orders.receiverCity,
      weightG: orders.weightG,
      codSen: orders.codSen,
      totalSen: orders.totalSen,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        query.status ? eq(orders.status, query.status) : undefined,
        query.from ? gte(orders.createdAt, sql`${query.from}::timestamptz`) : undefined,
        query.to ? lt(orders.createdAt, sql`${query.to}::timestamptz`) : undefined,
        after
          ? or(
              lt(orders.createdAt, sql`${after.at}::timestamptz`),
              and(eq(orders.createdAt, sql`${after.at}::timestamptz`), lt(orders.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
}
