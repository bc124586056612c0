import {
  checkResetTokenParameter,
  isSubAccountCode,
  RESET_LINK_MINUTES,
  resetPasswordParameter,
  sendResetEmailParameter,
} from '@portal/shared/account';
import { Code } from '@portal/shared/codes';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { setPassword } from '../session/service.ts';
import type { PasswordResetDeps } from './module.ts';
import { accountByLogin, liveResetLogin, recordReset, useReset } from './repository.ts';

/**
 * Password reset by e-mail (pages /verifyAccount -> /verify -> /resetPwd?token=...).
 * The answer to a reset request is the same whether or not the account exists, so the form
 * cannot be used to discover accounts. Sub-accounts are reset by their main account (spec 6).
 */
export function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): void {
  const { db, mailer, config, sessions, texts } = deps;

  app.portal.endpoint({
    name: 'password/sendEamil',
    access: 'public',
    parameter: sendResetEmailParameter,
    rateLimit: 10,
    successMessage: 'resetMailSent',
    handler: async ({ parameter, lang, request }) => {
      // Told by the code's shape alone, so the answer says nothing about whether the account exists.
      if (isSubAccountCode(parameter.loginCode)) throw new PortalError(Code.FORBIDDEN, 'subAccountResetByMain');
      const user = await accountByLogin(db, parameter.loginCode);
      const matches = user && user.status === 1 && user.email && user.email.toLowerCase() === parameter.email.toLowerCase();
      request.log.info(
        { event: 'password.reset.requested', loginCode: parameter.loginCode, matched: !!matches, ip: request.ip },
        'reset asked',
      );
      if (!matches) return null;
      const token = newToken();
      await recordReset(db, user.id, token);
      const link = `${config.publicUrl}/resetPwd?token=${token}`;
      await mailer.send({
        to: user.email!,
        subject: texts.translate('mailResetSubject', lang),
        text: texts.translate('mailResetBody', lang, { name: user.name, loginCode: user.loginCode, minutes: RESET_LINK_MINUTES, link }),
      });
      return null;
    },
  });

  // Lets the reset page say at once that a link is stale, before the user types a new password.
  app.portal.endpoint({
    name: 'password/checkResetToken',
    access: 'public',
    parameter: checkResetTokenParameter,
    rateLimit: 30,
    handler: async ({ parameter }) => {
      const loginCode = await liveResetLogin(db, parameter.token);
      if (!loginCode) throw new PortalError(Code.RESET_LINK_INVALID, 'resetLinkInvalid');
      return { loginCode };
    },
  });

  app.portal.endpoint({
    name: 'password/updatePassword',
    access: 'public',
    parameter: resetPasswordParameter,
    rateLimit: 10,
    successMessage: 'passwordChanged',
    handler: async ({ parameter, request }) => {
      const userId = await db.transaction(async (tx) => {
        const resetting = await useReset(tx, parameter.token);
        if (resetting === undefined) throw new PortalError(Code.RESET_LINK_INVALID, 'resetLinkInvalid');
        await setPassword(tx, sessions, resetting, parameter.newPassword);
        return resetting;
      });
      request.log.info({ event: 'password.reset', userId, ip: request.ip }, 'password reset by e-mail link');
      return null;
    },
  });
}
