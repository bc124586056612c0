import {
  BUILT_IN_MARKETPLACE_MAPPINGS,
  type CommerceOrderRow,
  type CommerceOrderStatus,
  type Marketplace,
  type MarketplaceMapping,
} from '@portal/shared/marketplace';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commerceOrders, marketplaceMappings } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { CommerceOrderValues } from './read-export.ts';

export type CommerceOrderRecord = typeof commerceOrders.$inferSelect;

const mine = ({ customerId }: RowScope) => eq(commerceOrders.customerId, customerId);

/** The mapping a shop's export is read with: the customer's own, else the built-in one. */
export async function mappingOf(db: DbOrTx, { customerId }: RowScope, platform: Marketplace): Promise<MarketplaceMapping> {
  const [row] = await db
    .select({ mapping: marketplaceMappings.mapping })
    .from(marketplaceMappings)
    .where(and(eq(marketplaceMappings.customerId, customerId), eq(marketplaceMappings.platform, platform)));
  return row?.mapping ?? BUILT_IN_MARKETPLACE_MAPPINGS[platform];
}

export async function customMappings(db: DbOrTx, { customerId }: RowScope) {
  return db.select().from(marketplaceMappings).where(eq(marketplaceMappings.customerId, customerId));
}

export async function saveMapping(db: DbOrTx, { customerId }: RowScope, platform: Marketplace, mapping: MarketplaceMapping) {
  await db
    .insert(marketplaceMappings)
    .values({ customerId, platform, mapping })
    .onConflictDoUpdate({
      target: [marketplaceMappings.customerId, marketplaceMappings.platform],
      set: { mapping, updatedAt: new Date() },
    });
}

export async function dropMapping(db: DbOrTx, { customerId }: RowScope, platform: Marketplace) {
  await db
    .delete(marketplaceMappings)
    .where(and(eq(marketplaceMappings.customerId, customerId), eq(marketplaceMappings.platform, platform)));
}

/** Keeps the new shop orders; one already here (same shop and order id) is left as it is. Answers how many were new. */
export async function keepOrders(
  db: DbOrTx,
  scope: RowScope & { userId: number },
  platform: Marketplace,
  orders: CommerceOrderValues[],
): Promise<number> {
  if (!orders.length) return 0;
  const added = await db
    .insert(commerceOrders)
    .values(orders.map((o) => ({ ...o, customerId: scope.customerId, platform, importedBy: scope.userId })))
    .onConflictDoNothing({ target: [commerceOrders.customerId, commerceOrders.platform, commerceOrders.shopOrderId] })
    .returning({ id: commerceOrders.id });
  return added.length;
}

export async function ordersByIds(db: DbOrTx, scope: RowScope, ids: number[]): Promise<CommerceOrderRecord[]> {
  return db
    .select()
    .from(commerceOrders)
    .where(and(mine(scope), inArray(commerceOrders.id, ids)));
}

/** Writes each shipped order's waybill; an order already marked shipped keeps its own (a parallel call's). */
export async function markShipped(db: DbOrTx, scope: RowScope, shipped: { id: number; waybillNo: string }[]): Promise<void> {
  if (!shipped.length) return;
  await db.execute(sql`update ${commerceOrders} set status = 'SHIPPED', waybill_no = s.waybill_no, shipped_at = now()
    from jsonb_to_recordset(${JSON.stringify(shipped.map((s) => ({ id: s.id, waybill_no: s.waybillNo })))}::jsonb) as s(id bigint, waybill_no text)
    where ${commerceOrders.id} = s.id and ${commerceOrders.customerId} = ${scope.customerId} and ${commerceOrders.status} = 'NEW'`);
}

const asRow = (o: CommerceOrderRecord): CommerceOrderRow => ({
  id: o.id,
  platform: o.platform,
  shopOrderId: o.shopOrderId,
  status: o.status,
  receiverName: o.receiverName,
  receiverTel: o.receiverTel,
  receiverPostcode: o.receiverPostcode,
  receiverAddress: o.receiverAddress,
  goodsName: o.goodsName,
  quantity: o.quantity,
  weightKg: o.weightG === null ? null : o.weightG / 1000,
  codSen: o.codSen,
  amountSen: o.amountSen,
  waybillNo: o.waybillNo,
  importedAt: o.importedAt.toISOString(),
  shippedAt: o.shippedAt?.toISOString() ?? null,
});

/** getCommerceOrders.do: newest first, by shop and status, a search by order id, receiver name or phone. */
export async function listOrders(
  db: DbOrTx,
  scope: RowScope,
  filter: { platform?: Marketplace; status?: CommerceOrderStatus; keyword?: string; page: number; pageSize: number },
) {
  const keyword = filter.keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    mine(scope),
    filter.platform ? eq(commerceOrders.platform, filter.platform) : undefined,
    filter.status ? eq(commerceOrders.status, filter.status) : undefined,
    keyword
      ? or(
          eq(commerceOrders.shopOrderId, filter.keyword!),
          ilike(commerceOrders.receiverName, `%${keyword}%`),
          eq(commerceOrders.receiverTel, filter.keyword!),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(commerceOrders)
      .where(where)
      .orderBy(desc(commerceOrders.importedAt), desc(commerceOrders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(commerceOrders).where(where),
  ]);
  return { list: rows.map(asRow), total: total?.n ?? 0 };
}
