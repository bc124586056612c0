import { maskAddress, maskPhone } from '@portal/shared/order-manage';
import type { OrderSetting, PreOrderFields, PreOrderRow } from '@portal/shared/pre-orders';
import { gramsToKg } from '@portal/shared/weight';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preOrderSettings, preOrders } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

export type PreOrderRecord = typeof preOrders.$inferSelect;

const mine = ({ customerId }: RowScope) => eq(preOrders.customerId, customerId);

export async function countSaved(db: DbOrTx, scope: RowScope): Promise<{ SAVED: number; PLACED: number }> {
  const rows = await db.select({ status: preOrders.status, n: count() }).from(preOrders).where(mine(scope)).groupBy(preOrders.status);
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { SAVED: of('SAVED'), PLACED: of('PLACED') };
}

export async function insertPreOrder(
  db: DbOrTx,
  scope: RowScope & { userId: number },
  fields: PreOrderFields,
  requestId: string,
  vipMenuName: string | null,
): Promise<number> {
  const [row] = await db
    .insert(preOrders)
    .values({ customerId: scope.customerId, createdBy: scope.userId, requestId, fields, vipMenuName })
    .returning({ id: preOrders.id });
  return row!.id;
}

export async function preOrdersOf(db: DbOrTx, scope: RowScope, ids: number[]): Promise<PreOrderRecord[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(preOrders)
    .where(and(mine(scope), inArray(preOrders.id, ids)));
}

/** Rewrites the fields of saved (not yet placed) pre-orders; the ids changed. */
export async function rewriteFields(db: DbOrTx, scope: RowScope, id: number, fields: PreOrderFields): Promise<boolean> {
  const done = await db
    .update(preOrders)
    .set({ fields, updatedAt: new Date() })
    .where(and(mine(scope), eq(preOrders.id, id), eq(preOrders.status, 'SAVED')))
    .returning({ id: preOrders.id });
  return done.length > 0;
}

/**
 * Sets some fields of one saved pre-order, keeping the others, in one statement (two rows edited in place at once
 * by two people each keep their field). False when it is not the customer's or no longer saved.
 */
export async function mergeFields(db: DbOrTx, scope: RowScope, id: number, changes: Partial<PreOrderFields>): Promise<boolean> {
  const done = await db
    .update(preOrders)
    .set({ fields: sql`${preOrders.fields} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(and(mine(scope), eq(preOrders.id, id), eq(preOrders.status, 'SAVED')))
    .returning({ id: preOrders.id });
  return done.length > 0;
}

export async function removeSaved(db: DbOrTx, scope: RowScope, ids: number[]): Promise<number> {
  const gone = await db
    .delete(preOrders)
    .where(and(mine(scope), inArray(preOrders.id, ids), eq(preOrders.status, 'SAVED')))
    .returning({ id: preOrders.id });
  return gone.length;
}

/** Marks a pre-order placed with its waybill (idempotent: a second submit finds it placed). */
export async function markPlaced(db: DbOrTx, scope: RowScope, id: number, waybillNo: string): Promise<void> {
  await db
    .update(preOrders)
    .set({ status: 'PLACED', waybillNo, placedAt: new Date(), updatedAt: new Date() })
    .where(and(mine(scope), eq(preOrders.id, id), eq(preOrders.status, 'SAVED')));
}

export async function listPreOrders(
  db: DbOrTx,
  scope: RowScope,
  status: 'SAVED' | 'PLACED',
  current: number,
  size: number,
): Promise<{ records: PreOrderRow[]; total: number }> {
  const where = and(mine(scope), eq(preOrders.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(preOrders)
      .where(where)
      .orderBy(desc(preOrders.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ n: count() }).from(preOrders).where(where),
  ]);
  return { records: rows.map(rowOf), total: total?.n ?? 0 };
}

/** A list row: the receiver's phone and address masked as the order list masks them. */
function rowOf(r: PreOrderRecord): PreOrderRow {
  const f = r.fields;
  return {
    id: r.id,
    status: r.status,
    waybillNo: r.waybillNo,
    senderName: f.senderName ?? '',
    receiverName: f.receiverName ?? '',
    receiverTel: maskPhone(f.receiverTel ?? ''),
    receiverAddress: maskAddress(f.receiverAddress ?? ''),
    expressType: f.expressType ?? '',
    goodsName: f.goodsName ?? '',
    weightKg: f.weightG ? gramsToKg(f.weightG) : null,
    payMethod: f.payMethod ?? '',
    serveType: f.serveType ?? '',
    createdAt: r.createdAt.toISOString(),
  };
}

export async function settingOf(db: DbOrTx, { customerId }: RowScope): Promise<OrderSetting> {
  const [row] = await db.select().from(preOrderSettings).where(eq(preOrderSettings.customerId, customerId));
  return row?.setting ?? {};
}

export async function saveSetting(db: DbOrTx, { customerId }: RowScope, setting: OrderSetting): Promise<void> {
  await db
    .insert(preOrderSettings)
    .values({ customerId, setting })
    .onConflictDoUpdate({ target: preOrderSettings.customerId, set: { setting, updatedAt: new Date() } });
}
