import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { clearFailures } from './login-failures.ts';
import type { SessionService } from './session-service.ts';

/**
 * A new password, however it was set (the profile or a reset link): every reset link still open
 * for the account is spent, the failed-login count clears, and every session of the account ends.
 */
export async function setPassword(tx: Tx, sessions: SessionService, userId: number, password: string): Promise<void> {
  const passwordHash = await hash(password);
  const now = new Date();
  const [user] = await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ loginCode: users.loginCode });
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await clearFailures(tx, user!.loginCode);
  await sessions.endWhere(tx, { userId }, 'password');
}
