import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { apiKeys, customers, users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type NewKey = Omit<typeof apiKeys.$inferInsert, 'customerId' | 'id' | 'createdAt'>;

/** Neither revoked nor past a rotation's overlap, at the database's now. */
const inForce = () => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)));

/** Whose keys a list shows: a main account's every key of the customer, a sub-account's its own. */
export interface KeyReader extends RowScope {
  onlyOf: number | null;
}

const readable = (reader: KeyReader) =>
  and(eq(apiKeys.customerId, reader.customerId), reader.onlyOf === null ? undefined : eq(apiKeys.userId, reader.onlyOf));

/** A key with who made it and whether it is in force, by the one rule above (the list and the checks read it alike). */
const withCreator = (db: DbOrTx) =>
  db
    .select({ key: apiKeys, createdBy: users.loginCode, inForce: sql<boolean>`${inForce()}` })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId));

export function keysOf(db: DbOrTx, reader: KeyReader) {
  return withCreator(db).where(readable(reader)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function keyOf(db: DbOrTx, reader: KeyReader, id: number) {
  const [row] = await withCreator(db).where(and(readable(reader), eq(apiKeys.id, id)));
  return row;
}

/**
 * The customer's row locked until the transaction ends: every change to one customer's keys (a key
 * made, a key rotated) happens one after the other, so the ceiling and "rotated once" hold under
 * parallel requests. Answers the keys counted against the ceiling: in force and not replaced.
 */
export async function lockCustomerKeys(tx: Tx, { customerId }: RowScope): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.customerId, customerId), inForce(), isNull(apiKeys.replacedBy)));
  return row?.n ?? 0;
}

export async function insertKey(tx: Tx, { customerId }: RowScope, key: NewKey): Promise<number> {
  const [row] = await tx
    .insert(apiKeys)
    .values({ ...key, customerId })
    .returning({ id: apiKeys.id });
  return row!.id;
}

/** Ends a key now; a key already ended keeps its first end. */
export async function revokeKey(db: DbOrTx, reader: KeyReader, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(readable(reader), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** A rotated key works beside its successor for `overlapHours`, then ends by itself. */
export async function endAfterOverlap(tx: Tx, reader: KeyReader, id: number, overlapHours: number, replacedBy: number) {
  const end = sql`least(coalesce(${apiKeys.expiresAt}, 'infinity'::timestamptz), now() + make_interval(hours => ${overlapHours}))`;
  await tx
    .update(apiKeys)
    .set({ expiresAt: end, replacedBy })
    .where(and(readable(reader), eq(apiKeys.id, id)));
}

/**
 * The key a secret's hash names, with what decides whether it may act now: in force, its account
 * enabled, its customer not frozen. Read on every call of the open API (one index lookup), so a
 * revocation holds on every process at once without a cache to drop.
 */
export async function keyBySecretHash(db: DbOrTx, secretHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      inForce: sql<boolean>`${inForce()}`,
      userStatus: users.status,
      accountType: users.accountType,
      loginCode: users.loginCode,
      lockFlag: customers.lockFlag,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
}
