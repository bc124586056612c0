import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, users } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The e-mail addresses bound to the customer's main account(s). */
export function mainAccountEmails(db: DbOrTx, { customerId }: RowScope) {
  return db
    .select({ loginCode: users.loginCode, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.accountType, 'MAIN')));
}

/** The signed-in user's own details (a list of one, as the spec's call answers). */
export function personalInfoOf(db: DbOrTx, userId: number) {
  return db
    .select({ loginCode: users.loginCode, name: users.name, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
}

/** What the user changes of their own account here: name and mobile, or the e-mail. */
export async function updateOwnAccount(
  db: DbOrTx,
  userId: number,
  change: { name: string; mobile: string } | { email: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function passwordHashOf(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.passwordHash;
}

/** The company's e-invoicing details: the buyer named on the invoices issued from now on. */
export interface EInvoiceDetails {
  tin: string | null;
  brn: string | null;
  sstNo: string | null;
}

export async function eInvoiceDetailsOf(db: DbOrTx, { customerId }: RowScope): Promise<(EInvoiceDetails & { name: string }) | null> {
  const [c] = await db
    .select({ name: customers.name, tin: customers.tin, brn: customers.brn, sstNo: customers.sstNo })
    .from(customers)
    .where(eq(customers.id, customerId));
  return c ?? null;
}

export async function saveEInvoiceDetails(db: DbOrTx, { customerId }: RowScope, details: EInvoiceDetails): Promise<void> {
  await db.update(customers).set(details).where(eq(customers.id, customerId));
}
