import { loginCodeSchema } from '@portal/shared/account';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { RawJson } from '../../plugins/portal.ts';
import { agreeVipAgreement } from './agree-vip-agreement.ts';
import type { SessionDeps } from './module.ts';
import { lockFlagOf, openSessionsOf, subAccountsOf, userByLoginCode } from './repository.ts';

export function accountRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const { db, userInfo, sessions: sessionService, changes } = deps;

  app.portal.endpoint({
    name: 'getUserInfo',
    access: 'user',
    parameter: emptyParameter,
    handler: async ({ caller, lang }) => {
      const json = await userInfo.replyJson(caller, lang);
      // Spec 5: a user-info answer without data is 'validFall'.
      if (!json) throw new PortalError(Code.NOT_FOUND, 'validFall');
      return new RawJson(json);
    },
  });

  // Read from the database, not the session copy: this is what the order pages are gated on.
  app.portal.endpoint({
    name: 'getLockFlag',
    access: 'user',
    parameter: emptyParameter,
    handler: async ({ caller }) => {
      if (caller.customerId === null) return { lockFlag: 0 };
      return { lockFlag: await lockFlagOf(db, { customerId: caller.customerId }) };
    },
  });

  // The VIP agreement is the customer's; whoever signs first signs for it, and that is recorded.
  app.portal.endpoint({
    name: 'agreeSignNDA',
    access: 'customer',
    open: 'the VIP agreement every account is asked to sign',
    parameter: emptyParameter,
    handler: async ({ scope, request }) => {
      await agreeVipAgreement(db, changes, scope);
      request.log.info({ event: 'vip.agreement.signed', userId: scope.userId, customerId: scope.customerId }, 'VIP agreement signed');
      return { vipAgreementSignStatus: 1 };
    },
  });

  app.portal.endpoint({
    name: 'querySubAccount',
    access: 'main',
    parameter: emptyParameter,
    handler: async ({ scope }) => subAccountsOf(db, scope),
  });

  const byLoginCode = z.object({ loginCode: loginCodeSchema });
  const findUser = async (loginCode: string) => {
    const user = await userByLoginCode(db, loginCode);
    if (!user) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    return user;
  };

  app.portal.endpoint({
    name: 'listUserSessions',
    access: 'admin',
    parameter: byLoginCode,
    handler: async ({ parameter }) => {
      const user = await findUser(parameter.loginCode);
      return openSessionsOf(db, user.id);
    },
  });

  // The administrator ends someone's sessions; their next call answers 135010037 (forced logout).
  app.portal.endpoint({
    name: 'endUserSessions',
    access: 'admin',
    parameter: byLoginCode,
    handler: async ({ parameter, caller, request }) => {
      const user = await findUser(parameter.loginCode);
      const ended = await sessionService.endWhere(db, { userId: user.id }, 'forced');
      request.log.warn({ event: 'sessions.forced.end', by: caller.userId, userId: user.id, ended }, 'sessions ended by administrator');
      return { ended };
    },
  });
}
