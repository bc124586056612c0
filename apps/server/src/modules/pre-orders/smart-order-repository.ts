import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smartOrders } from '../../db/schema/index.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';

/** Smart orders: the customer's named presets for the normal order form. */
export type SmartOrderRow = typeof smartOrders.$inferSelect;
/** What the customer names and presets; a name the customer already uses is the unique key's refusal. */
export type SmartOrderFields = Pick<SmartOrderRow, 'name' | 'preset'>;

const mine = ({ customerId }: RowScope) => eq(smartOrders.customerId, customerId);
const oneOfMine = (scope: RowScope, id: number) => and(mine(scope), eq(smartOrders.id, id));

/** The customer's smart orders by name. */
export function smartOrdersOf(db: DbOrTx, scope: RowScope): Promise<SmartOrderRow[]> {
  return db.select().from(smartOrders).where(mine(scope)).orderBy(asc(smartOrders.name));
}

/** How many smart orders the customer keeps (the limit counts them). */
export async function smartOrderCount(db: DbOrTx, scope: RowScope): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(smartOrders).where(mine(scope));
  return kept?.n ?? 0;
}

/** A new smart order of the customer, by the account that made it; answers its id. */
export async function insertSmartOrder(
  db: DbOrTx,
  { customerId, userId }: Pick<CustomerScope, 'customerId' | 'userId'>,
  { name, preset }: SmartOrderFields,
): Promise<number> {
  const [row] = await db.insert(smartOrders).values({ customerId, createdBy: userId, name, preset }).returning({ id: smartOrders.id });
  return row!.id;
}

/** Renames and rewrites one of the customer's smart orders; false when the customer has none of that id. */
export async function updateSmartOrder(db: DbOrTx, scope: RowScope, id: number, { name, preset }: SmartOrderFields): Promise<boolean> {
  const done = await db
    .update(smartOrders)
    .set({ name, preset, updatedAt: new Date() })
    .where(oneOfMine(scope, id))
    .returning({ id: smartOrders.id });
  return done.length > 0;
}

/** Deletes one of the customer's smart orders; false when the customer has none of that id. */
export async function deleteSmartOrder(db: DbOrTx, scope: RowScope, id: number): Promise<boolean> {
  const gone = await db.delete(smartOrders).where(oneOfMine(scope, id)).returning({ id: smartOrders.id });
  return gone.length > 0;
}
