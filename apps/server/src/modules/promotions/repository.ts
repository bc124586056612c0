import type { PromotionInput, PromotionRow } from '@portal/shared/promotions';
import { malaysiaDate } from '@portal/shared/time';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orders, promotions } from '../../db/schema/index.ts';

/** Every promotion, newest first, with the orders priced with it and their discounts. */
export async function listPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  const used = db
    .select({
      promotionId: orders.promotionId,
      orders: sql<number>`count(*)::int`.as('orders'),
      discountSen: sql<string>`sum(${orders.discountSen})`.as('discount_sen'),
    })
    .from(orders)
    .where(sql`${orders.promotionId} is not null and ${orders.status} <> 'CANCELLED'`)
    .groupBy(orders.promotionId)
    .as('used');
  const rows = await db
    .select({
      p: promotions,
      customerCode: customers.code,
      customerName: customers.name,
      orders: used.orders,
      discountSen: used.discountSen,
    })
    .from(promotions)
    .leftJoin(customers, eq(customers.id, promotions.customerId))
    .leftJoin(used, eq(used.promotionId, promotions.id))
    .orderBy(desc(promotions.id));
  return rows.map(({ p, ...r }) => ({
    id: p.id,
    name: p.name,
    rateBp: p.rateBp,
    product: p.product,
    zones: p.zones,
    customerCode: r.customerCode,
    customerName: r.customerName,
    startsOn: p.startsOn,
    endsOn: p.endsOn,
    endedAt: p.endedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    orders: r.orders ?? 0,
    discountSen: Number(r.discountSen ?? 0),
  }));
}

export async function customerIdOfCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, code));
  return row?.id ?? null;
}

export async function insertPromotion(db: DbOrTx, input: PromotionInput, customerId: number | null, createdBy: number): Promise<number> {
  const [row] = await db
    .insert(promotions)
    .values({
      name: input.name,
      rateBp: input.rateBp,
      product: input.product,
      zones: input.zones,
      customerId,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      createdBy,
    })
    .returning({ id: promotions.id });
  return row!.id;
}

/**
 * Ends a promotion now: not one already ended or past its last day. Orders placed with it keep their
 * discount. False when there is nothing to end; the caller tells not found from ended.
 */
export async function endPromotion(db: DbOrTx, id: number): Promise<boolean> {
  const ended = await db
    .update(promotions)
    .set({ endedAt: new Date() })
    .where(and(eq(promotions.id, id), isNull(promotions.endedAt), gte(promotions.endsOn, malaysiaDate())))
    .returning({ id: promotions.id });
  return ended.length > 0;
}

export async function promotionExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id));
  return !!row;
}
