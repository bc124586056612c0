import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accessories, orderAppendixes } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The accessory library (files the customer uploaded once) and the appendixes that attach them to orders. */
export type AccessoryRow = typeof accessories.$inferSelect;
export type AppendixRow = typeof orderAppendixes.$inferSelect;

const mine = ({ customerId }: RowScope) => eq(accessories.customerId, customerId);

export async function accessoryCount(db: DbOrTx, scope: RowScope): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(accessories).where(mine(scope));
  return kept?.n ?? 0;
}

export async function addAccessory(
  db: DbOrTx,
  scope: Pick<RowScope, 'customerId'> & { userId: number },
  file: { fileId: string; displayName: string; contentType: string; size: number },
): Promise<AccessoryRow> {
  const [row] = await db
    .insert(accessories)
    .values({ customerId: scope.customerId, uploadedBy: scope.userId, ...file })
    .returning();
  return row!;
}

/** The library, newest first. */
export function accessoriesOf(db: DbOrTx, scope: RowScope): Promise<AccessoryRow[]> {
  return db.select().from(accessories).where(mine(scope)).orderBy(desc(accessories.createdAt));
}

/** The customer's own of these ids (another customer's or a deleted one is left out). */
export function accessoriesByIds(db: DbOrTx, scope: RowScope, ids: string[]): Promise<AccessoryRow[]> {
  return db
    .select()
    .from(accessories)
    .where(and(mine(scope), inArray(accessories.id, ids)));
}

export async function remarkAccessory(db: DbOrTx, scope: RowScope, id: string, remark: string): Promise<AccessoryRow | undefined> {
  const [row] = await db
    .update(accessories)
    .set({ remark })
    .where(and(mine(scope), eq(accessories.id, id)))
    .returning();
  return row;
}

export async function deleteAccessory(db: DbOrTx, scope: RowScope, id: string): Promise<AccessoryRow | undefined> {
  const [row] = await db
    .delete(accessories)
    .where(and(mine(scope), eq(accessories.id, id)))
    .returning();
  return row;
}

export async function appendixOf(db: DbOrTx, scope: RowScope, waybillNo: string): Promise<AppendixRow | undefined> {
  const [row] = await db
    .select()
    .from(orderAppendixes)
    .where(and(eq(orderAppendixes.customerId, scope.customerId), eq(orderAppendixes.waybillNo, waybillNo)));
  return row;
}

/** An order's appendix, written whole (insert or replace). */
export async function saveAppendix(
  db: DbOrTx,
  scope: RowScope,
  waybillNo: string,
  values: Pick<typeof orderAppendixes.$inferInsert, 'fields' | 'accessoryIds' | 'updatedBy' | 'updatedAt'>,
): Promise<void> {
  await db
    .insert(orderAppendixes)
    .values({ customerId: scope.customerId, waybillNo, ...values })
    .onConflictDoUpdate({ target: [orderAppendixes.customerId, orderAppendixes.waybillNo], set: values });
}
