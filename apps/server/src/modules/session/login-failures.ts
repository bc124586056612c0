import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/**
 * Wrong passwords in a row per login code: a failed login and a wrong current password when
 * changing it both count, so guessing through a stolen session also ends in the image code.
 */
export async function countFailure(db: DbOrTx, loginCode: string): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ loginCode: loginCode.toLowerCase(), failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.loginCode,
      set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: new Date() },
    })
    .returning({ failures: loginFailures.failures });
  return row!.failures;
}

export async function failuresOf(db: DbOrTx, loginCode: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(eq(loginFailures.loginCode, loginCode.toLowerCase()));
  return row?.failures ?? 0;
}

export async function clearFailures(db: DbOrTx, loginCode: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.loginCode, loginCode.toLowerCase()));
}
