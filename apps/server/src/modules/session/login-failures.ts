import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/**
 * Wrong passwords in a row per login code: a failed login and a wrong current password when
 * changing it both count, so guessing through a stolen session also ends in the image code.
 * Answers the count with this one. One statement (the row's lock), so attempts made at the same
 * time, in any process, each get a count of their own.
 */
async function countFailure(db: DbOrTx, loginCode: string): Promise<number> {
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

/**
 * A login attempt is counted as a failure before its password is checked, and the count cleared
 * only once it is proven right: attempts sent together see each other's reservations, so no more
 * than the allowed number are checked before the image code is demanded. Answers the failures
 * before this attempt.
 */
export async function reserveAttempt(db: DbOrTx, loginCode: string): Promise<number> {
  return (await countFailure(db, loginCode)) - 1;
}

export async function clearFailures(db: DbOrTx, loginCode: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.loginCode, loginCode.toLowerCase()));
}
