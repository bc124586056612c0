import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, sessions, users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The customer's lock flag as the database holds it now (1 frozen). */
export async function lockFlagOf(db: DbOrTx, { customerId }: RowScope): Promise<number> {
  const [row] = await db.select({ lockFlag: customers.lockFlag }).from(customers).where(eq(customers.id, customerId));
  return row?.lockFlag ?? 0;
}

/** Records the VIP agreement as signed by this user, unless someone of the customer signed it first. */
export async function signVipAgreement(db: DbOrTx, { customerId }: RowScope, userId: number): Promise<void> {
  await db
    .update(customers)
    .set({ vipAgreementSignedAt: new Date(), vipAgreementSignedBy: userId, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.vipAgreementSignedAt)));
}

/** The customer's sub-accounts, by login. */
export function subAccountsOf(db: DbOrTx, { customerId }: RowScope) {
  return db
    .select({ id: users.id, loginCode: users.loginCode, name: users.name, mobile: users.mobile, status: users.status })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.accountType, 'SUB')))
    .orderBy(asc(users.loginCode));
}

/** The account a login names (any case) with its customer's VIP agreement date, for logging in. */
export async function accountToLogIn(db: DbOrTx, lowerLoginCode: string) {
  const [found] = await db
    .select({ user: users, signedAt: customers.vipAgreementSignedAt })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(sql`lower(${users.loginCode})`, lowerLoginCode))
    .limit(1);
  return found;
}

/** The account a login names, in any case; undefined when there is none. */
export async function userByLoginCode(db: DbOrTx, loginCode: string) {
  const [user] = await db
    .select({ id: users.id, loginCode: users.loginCode })
    .from(users)
    .where(eq(sql`lower(${users.loginCode})`, loginCode.toLowerCase()));
  return user;
}

/** The account's sessions that have not ended, the last used first (the administrator's view). */
export function openSessionsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      sessionId: sessions.id,
      via: sessions.via,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastSeenAt));
}
