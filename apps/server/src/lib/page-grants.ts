import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { customerFunctions, functions, userFunctions } from '../db/schema/index.ts';
import type { Caller } from '../plugins/portal.ts';

/**
 * Whether the caller holds a menu page (FUNCPATH): a main account when its customer has it, a
 * sub-account when its main account granted it and the customer still has it. The server asks
 * this before a change that page makes, so a hidden menu is not the only guard.
 */
export async function holdsPage(db: DbOrTx, caller: Caller, path: string): Promise<boolean> {
  if (caller.customerId === null) return false;
  const customerHas = db
    .select({ id: customerFunctions.functionId })
    .from(customerFunctions)
    .innerJoin(functions, eq(functions.id, customerFunctions.functionId))
    .where(and(eq(customerFunctions.customerId, caller.customerId), eq(functions.path, path)));
  if (caller.accountType === 'MAIN') return (await customerHas).length > 0;
  const rows = await db
    .select({ id: userFunctions.functionId })
    .from(userFunctions)
    .where(and(eq(userFunctions.userId, caller.userId), inArray(userFunctions.functionId, customerHas)));
  return rows.length > 0;
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
