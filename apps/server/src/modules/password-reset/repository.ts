import { RESET_LINK_MINUTES } from '@portal/shared/account';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

/** The account a login names, whatever its case. */
export async function accountByLogin(db: DbOrTx, loginCode: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.loginCode})`, loginCode.toLowerCase()));
  return user;
}

/** Records a reset link for the user; only the token's hash is kept. */
export async function recordReset(db: DbOrTx, userId: number, token: string): Promise<void> {
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
}

const liveReset = (token: string) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** The login a live (unused, unexpired) link resets, or undefined. */
export async function liveResetLogin(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ loginCode: users.loginCode })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveReset(token));
  return row?.loginCode;
}

/** Uses a live link once (a second use finds it used); answers whose password it resets, or undefined. */
export async function useReset(db: DbOrTx, token: string): Promise<number | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(liveReset(token))
    .returning({ userId: passwordResets.userId });
  return used?.userId;
}
