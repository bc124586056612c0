import { hash } from '@node-rs/argon2';
import { Code } from '@portal/shared/codes';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import { ACCOUNT_STATUS, type AddUserParameter, subAccountLoginCode, type UpdateUserParameter } from '@portal/shared/sub-account';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { SessionService } from '../session/service.ts';
import { deleteSubAccounts, grantablePages, ownSubAccounts, setGrants } from './repository.ts';

// The main account's changes to its sub-accounts (spec userManage). Each is one transaction; a
// change to an account is published (user:<id>) so every process drops its sessions and grants.

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** A sub-account of the caller's customer, or 404: another customer's id looks like no id at all. */
export async function ownSubAccount(db: DbOrTx, scope: CustomerScope, id: number) {
  const [found] = await ownSubAccounts(db, scope, [id]);
  if (!found) throw notFound();
  return found;
}

/** Grants must be pages the main account may grant; anything else refuses the whole change. */
async function checkGrants(db: DbOrTx, scope: CustomerScope, funcIds: number[]): Promise<number[]> {
  const allowed = new Set((await grantablePages(db, scope)).filter((p) => p.parentId !== 0).map((p) => p.id));
  const wanted = [...new Set(funcIds)];
  if (wanted.some((id) => !allowed.has(id))) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'funcIds' });
  return wanted;
}

/** addUser: `<main>_<name>` with its grants; a login already taken (any case) is refused. Answers the new id. */
export async function addSubAccount(db: Db, scope: CustomerScope, parameter: AddUserParameter): Promise<{ id: number; loginCode: string }> {
  const loginCode = subAccountLoginCode(scope.loginCode, parameter.subName);
  const funcIds = await checkGrants(db, scope, parameter.funcIds);
  const passwordHash = await hash(parameter.password);
  const id = await db.transaction(async (tx) => {
    // One insert on the unique lower(login_code): of 8 parallel additions one is added, the others
    // hear it exists (a select first let two past it, and the second met the index as a 500).
    const [row] = await tx
      .insert(users)
      .values({
        customerId: scope.customerId,
        loginCode,
        passwordHash,
        accountType: 'SUB',
        name: parameter.name,
        mobile: parameter.mobile ? normaliseDomesticPhone(parameter.mobile) : null,
        status: parameter.status,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw new PortalError(Code.CONFLICT, 'accountExists');
    await setGrants(tx, row.id, funcIds);
    return row.id;
  });
  return { id, loginCode };
}

/** updateUser: name, mobile, status and grants; disabling ends the account's sessions. */
export async function updateSubAccount(
  { db, sessions, changes }: { db: Db; sessions: SessionService; changes: ChangeFeed },
  scope: CustomerScope,
  parameter: UpdateUserParameter,
): Promise<{ id: number }> {
  const target = await ownSubAccount(db, scope, parameter.id);
  if (parameter.loginCode !== undefined && parameter.loginCode.toLowerCase() !== target.loginCode.toLowerCase())
    throw new PortalError(Code.BAD_PARAMETER, 'accountCannotChange');
  const funcIds = parameter.funcIds ? await checkGrants(db, scope, parameter.funcIds) : undefined;
  await db.transaction(async (tx) => {
    const change: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (parameter.name !== undefined) change.name = parameter.name;
    if (parameter.mobile !== undefined) change.mobile = parameter.mobile ? normaliseDomesticPhone(parameter.mobile) : null;
    if (parameter.status !== undefined) change.status = parameter.status;
    await tx.update(users).set(change).where(eq(users.id, target.id));
    if (funcIds) await setGrants(tx, target.id, funcIds);
    if (parameter.status === ACCOUNT_STATUS.disabled) await sessions.endWhere(tx, { userId: target.id }, 'disabled');
    await changes.publish(tx, `user:${target.id}`);
  });
  return { id: target.id };
}

/** deleteUser: all or nothing; one id that is not the caller's sub-account refuses the whole request. */
export async function removeSubAccounts({ db, changes }: { db: Db; changes: ChangeFeed }, scope: CustomerScope, ids: number[]) {
  const found = await ownSubAccounts(db, scope, ids);
  if (found.length !== new Set(ids).size) throw notFound();
  await db.transaction(async (tx) => {
    await deleteSubAccounts(tx, scope, ids);
    for (const { id } of found) await changes.publish(tx, `user:${id}`);
  });
  return found;
}
