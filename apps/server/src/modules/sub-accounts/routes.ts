import { hash } from '@node-rs/argon2';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { localizedName } from '@portal/shared/lang';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import {
  ACCOUNT_STATUS,
  addUserParameter,
  deleteUserParameter,
  subAccountLoginCode,
  subAccountPasswordParameter,
  updateUserParameter,
  userListParameter,
} from '@portal/shared/sub-account';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { registerExport, scopeOf } from '../exports/service.ts';
import { setPassword } from '../session/service.ts';
import type { SubAccountsDeps } from './module.ts';
import {
  countSubAccounts,
  deleteSubAccounts,
  getSubAccount,
  grantablePages,
  listSubAccounts,
  ownSubAccounts,
  setGrants,
  subAccountsAfter,
} from './repository.ts';

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');

/** A sub-account of the caller's customer, or 404: another customer's id looks like no id at all. */
async function ownSubAccount(db: DbOrTx, scope: CustomerScope, id: number) {
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

/**
 * Sub-account management (spec `userManage`, issue 3): the main account lists, adds, edits,
 * enables or disables and deletes its sub-accounts, resets their passwords and grants them pages.
 * Disabling, deleting or resetting a password ends the sub-account's sessions at once, in every
 * server process.
 */
export function subAccountRoutes(app: FastifyInstance, deps: SubAccountsDeps): void {
  const { db, changes, sessions, texts } = deps;

  app.portal.endpoint({
    name: 'userList',
    access: 'main',
    parameter: userListParameter,
    handler: async ({ parameter, scope }) => {
      const { page, pageSize, ...filter } = parameter;
      const [total, list] = await Promise.all([
        countSubAccounts(db, scope, filter),
        listSubAccounts(db, scope, filter, { page, pageSize }),
      ]);
      return { list, total };
    },
  });

  app.portal.endpoint({
    name: 'getGrantableFuncs',
    access: 'main',
    parameter: emptyParameter,
    handler: async ({ scope, lang }) => {
      const pages = await grantablePages(db, scope);
      const groups = pages.filter((p) => p.parentId === 0);
      return groups
        .map((g) => ({
          id: g.id,
          name: localizedName(g, lang),
          path: g.path,
          children: pages.filter((p) => p.parentId === g.id).map((p) => ({ id: p.id, name: localizedName(p, lang), path: p.path })),
        }))
        .filter((g) => g.children.length > 0);
    },
  });

  app.portal.endpoint({
    name: 'addUser',
    access: 'main',
    parameter: addUserParameter,
    successMessage: 'addSuccess',
    handler: async ({ parameter, scope, request }) => {
      const loginCode = subAccountLoginCode(scope.loginCode, parameter.subName);
      const funcIds = await checkGrants(db, scope, parameter.funcIds);
      const passwordHash = await hash(parameter.password);
      const id = await db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.loginCode})`, loginCode.toLowerCase()));
        if (clash) throw new PortalError(Code.CONFLICT, 'accountExists');
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
          .returning({ id: users.id });
        await setGrants(tx, row!.id, funcIds);
        return row!.id;
      });
      request.log.info({ event: 'subaccount.added', by: scope.userId, userId: id, loginCode }, 'sub-account added');
      return getSubAccount(db, scope, id);
    },
  });

  app.portal.endpoint({
    name: 'updateUser',
    access: 'main',
    parameter: updateUserParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, scope, request }) => {
      const target = await ownSubAccount(db, scope, parameter.id);
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
      request.log.info(
        { event: 'subaccount.updated', by: scope.userId, userId: target.id, status: parameter.status },
        'sub-account updated',
      );
      return getSubAccount(db, scope, target.id);
    },
  });

  app.portal.endpoint({
    name: 'deleteUser',
    access: 'main',
    parameter: deleteUserParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, scope, request }) => {
      const found = await ownSubAccounts(db, scope, parameter.ids);
      // All or nothing: one id that is not the caller's sub-account refuses the whole request.
      if (found.length !== new Set(parameter.ids).size) throw notFound();
      await db.transaction(async (tx) => {
        await deleteSubAccounts(tx, scope, parameter.ids);
        for (const { id } of found) await changes.publish(tx, `user:${id}`);
      });
      request.log.info(
        { event: 'subaccount.deleted', by: scope.userId, loginCodes: found.map((f) => f.loginCode) },
        'sub-accounts deleted',
      );
      return { deleted: found.length };
    },
  });

  // Spec 6: a sub-account's password is reset by its main account, which ends its sessions.
  app.portal.endpoint({
    name: 'updateSubAccountPassWord',
    access: 'main',
    parameter: subAccountPasswordParameter,
    successMessage: 'resetSuccess',
    handler: async ({ parameter, scope, request }) => {
      const target = await ownSubAccount(db, scope, parameter.id);
      await db.transaction((tx) => setPassword(tx, sessions, target.id, parameter.newPassword));
      request.log.info({ event: 'subaccount.password.reset', by: scope.userId, userId: target.id }, 'sub-account password reset');
      return null;
    },
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportUserList',
      access: 'main',
      parseParams: (params) => {
        const parsed = userListParameter.omit({ page: true, pageSize: true }).safeParse(params ?? {});
        if (!parsed.success) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
        return parsed.data;
      },
      count: (db, caller, query) => countSubAccounts(db, scopeOf(caller), { ...query.params, loginCodes: query.ids }),
      rows: async (db, caller, query, page) => {
        const rows = await subAccountsAfter(
          db,
          scopeOf(caller),
          { ...query.params, loginCodes: query.ids },
          page.afterKey as number | null,
          page.limit,
        );
        return rows.map((r) => ({
          ...r,
          status: texts.translate(r.status === 1 ? 'statusEnabled' : 'statusDisabled', query.lang),
          funcIds: r.funcIds.join(','),
          createdAt: new Date(r.createdAt),
          lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt) : null,
        }));
      },
      key: (row) => row.id as number,
    },
  );
}
