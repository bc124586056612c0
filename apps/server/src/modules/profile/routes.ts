import { verify } from '@node-rs/argon2';
import {
  changePasswordParameter,
  getInfoParameter,
  LOGIN_FAILURES_BEFORE_IMG_CODE,
  updateInfoParameter,
  updateUserEmailParameter,
} from '@portal/shared/account';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { eInvoiceDetailsParameter } from '@portal/shared/e-invoice';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/portal.ts';
import { clearFailures, reserveAttempt, setPassword } from '../session/service.ts';
import type { ProfileDeps } from './module.ts';
import {
  eInvoiceDetailsOf,
  mainAccountEmails,
  passwordHashOf,
  personalInfoOf,
  saveEInvoiceDetails,
  updateOwnAccount,
} from './repository.ts';

/** The profile calls name the account; it must be the caller's own (nobody edits others here). */
function ownAccount(caller: Caller, loginCode: string | undefined): void {
  if (loginCode !== undefined && loginCode.toLowerCase() !== caller.loginCode.toLowerCase())
    throw new PortalError(Code.FORBIDDEN, 'noPermission');
}

export function profileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, changes, sessions } = deps;

  app.portal.endpoint({
    name: 'getPersonalInfo',
    access: 'user',
    parameter: getInfoParameter,
    handler: async ({ parameter, caller }) => {
      ownAccount(caller, parameter.loginCode);
      const list = await personalInfoOf(db, caller.userId);
      return { list, total: list.length };
    },
  });

  app.portal.endpoint({
    name: 'updatePersonalInfo',
    access: 'user',
    parameter: updateInfoParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller }) => {
      ownAccount(caller, parameter.loginCode);
      await db.transaction(async (tx) => {
        await updateOwnAccount(tx, caller.userId, { name: parameter.name, mobile: normaliseDomesticPhone(parameter.mobile) });
        await changes.publish(tx, `user:${caller.userId}`);
      });
      return null;
    },
  });

  // Changing the password ends every session of the account, this one included. A wrong current
  // password counts as a failed login: after three, this session ends and logging in again needs
  // the image code, so a stolen session cannot be used to guess the password.
  app.portal.endpoint({
    name: 'updatePassWord',
    access: 'user',
    parameter: changePasswordParameter,
    rateLimit: 10,
    successMessage: 'passwordChanged',
    handler: async ({ parameter, caller, request }) => {
      ownAccount(caller, parameter.loginCode);
      // Counted as a failure before the password is checked (as a login is), so guesses sent at
      // the same time see each other: once three are counted, the session ends unchecked.
      const before = await reserveAttempt(db, caller.loginCode);
      const refuse = async () => {
        request.log.warn(
          { event: 'password.change.refused', userId: caller.userId, failures: before + 1, ip: request.ip },
          'wrong old password',
        );
        if (before + 1 >= LOGIN_FAILURES_BEFORE_IMG_CODE) await sessions.endWhere(db, { tokenHash: caller.tokenHash }, 'logout');
        throw new PortalError(Code.WRONG_CREDENTIALS, 'oldPasswordWrong');
      };
      if (before >= LOGIN_FAILURES_BEFORE_IMG_CODE) return refuse();
      const passwordHash = await passwordHashOf(db, caller.userId);
      if (!passwordHash || !(await verify(passwordHash, parameter.loginPassword).catch(() => false))) return refuse();
      await clearFailures(db, caller.loginCode);
      await db.transaction((tx) => setPassword(tx, sessions, caller.userId, parameter.newUserPassword));
      request.log.info({ event: 'password.changed', userId: caller.userId, ip: request.ip }, 'password changed');
      return null;
    },
  });

  app.portal.endpoint({
    name: 'getCustomerEmails',
    access: 'main',
    parameter: emptyParameter,
    handler: async ({ scope }) => mainAccountEmails(db, scope),
  });

  // Spec 6: only a main account binds an e-mail; the access rule refuses sub-accounts.
  app.portal.endpoint({
    name: 'updateUserEmail',
    access: 'main',
    parameter: updateUserEmailParameter,
    successMessage: 'emailBound',
    handler: async ({ parameter, caller }) => {
      await db.transaction(async (tx) => {
        await updateOwnAccount(tx, caller.userId, { email: parameter.cusEmail });
        await changes.publish(tx, `user:${caller.userId}`);
      });
      return { cusEmail: parameter.cusEmail };
    },
  });

  // The company's e-invoicing details (issue 17): the buyer on the invoices issued from now on; an
  // issued invoice keeps the details it was issued with. The main account speaks for the company.
  app.portal.endpoint({
    name: 'getEInvoiceDetails',
    access: 'main',
    parameter: emptyParameter,
    handler: async ({ scope }) => eInvoiceDetailsOf(db, scope),
  });

  app.portal.endpoint({
    name: 'saveEInvoiceDetails',
    access: 'main',
    parameter: eInvoiceDetailsParameter,
    successMessage: 'eInvoiceDetailsSaved',
    handler: async ({ scope, parameter, request }) => {
      const details = { tin: parameter.tin, brn: parameter.brn, sstNo: parameter.sstNo ?? null };
      await saveEInvoiceDetails(db, scope, details);
      request.log.info(
        { event: 'customer.eInvoiceDetails', userId: scope.userId, customerId: scope.customerId },
        'e-invoice details saved',
      );
      return details;
    },
  });
}
