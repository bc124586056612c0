import { emptyParameter } from '@portal/shared/api';
import { localizedName } from '@portal/shared/lang';
import {
  addUserParameter,
  deleteUserParameter,
  subAccountPasswordParameter,
  updateUserParameter,
  userListParameter,
} from '@portal/shared/sub-account';
import type { FastifyInstance } from 'fastify';
import { filtersBy, registerExport, scopeOf } from '../exports/service.ts';
import { setPassword } from '../session/service.ts';
import { addSubAccount, ownSubAccount, removeSubAccounts, updateSubAccount } from './manage-sub-accounts.ts';
import type { SubAccountsDeps } from './module.ts';
import { countSubAccounts, getSubAccount, grantablePages, listSubAccounts, subAccountsAfter } from './repository.ts';

/**
 * Sub-account management (spec `userManage`, issue 3): the main account lists, adds, edits,
 * enables or disables and deletes its sub-accounts, resets their passwords and grants them pages.
 * Disabling, deleting or resetting a password ends the sub-account's sessions at once, in every
 * server process.
 */
export function subAccountRoutes(app: FastifyInstance, deps: SubAccountsDeps): void {
  const { db, sessions, texts } = deps;

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
      const { id, loginCode } = await addSubAccount(db, scope, parameter);
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
      const target = await updateSubAccount(deps, scope, parameter);
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
      const found = await removeSubAccounts(deps, scope, parameter.ids);
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
      parseParams: filtersBy(userListParameter.omit({ page: true, pageSize: true })),
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
