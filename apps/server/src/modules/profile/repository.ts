import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The e-mail addresses bound to the customer's main account(s). */
export function mainAccountEmails(db: DbOrTx, { customerId }: RowScope) {
  return db
    .select({ loginCode: users.loginCode, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.accountType, 'MAIN')));
}
