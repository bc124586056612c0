import { hash, verify } from '@node-rs/argon2';
import { LOGIN_FAILURES_BEFORE_IMG_CODE, loginParameter, logoutParameter } from '@portal/shared/account';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { drawImageCode, imageCodeDataUrl, randomImageCode } from '../../lib/image-code.ts';
import { hashToken } from '../../lib/tokens.ts';
import { IMAGE_CODE_TTL_MS, issueImageCode, spendImageCode } from './image-codes.ts';
import { clearFailures, reserveAttempt } from './login-failures.ts';
import type { SessionDeps } from './module.ts';
import { accountToLogIn } from './repository.ts';

/** Verifying against a fixed hash for unknown accounts keeps their answer as slow as a real one. */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hash('not-a-real-password-decoy');
  return decoyHash;
};

export function loginRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const { db, sessions, config } = deps;

  app.portal.endpoint({
    name: 'open/getImgCode',
    access: 'public',
    parameter: emptyParameter,
    rateLimit: config.loginRateLimit,
    handler: async () => {
      const answer = randomImageCode();
      const imgUuid = await issueImageCode(db, answer);
      return { imgUuid, img: imageCodeDataUrl(drawImageCode(answer)), expiresIn: IMAGE_CODE_TTL_MS / 1000 };
    },
  });

  app.portal.endpoint({
    name: 'login',
    access: 'public',
    parameter: loginParameter,
    rateLimit: config.loginRateLimit,
    handler: async ({ parameter, request }) => {
      const key = parameter.loginCode.toLowerCase();
      const where = { ip: request.ip, loginCode: parameter.loginCode };
      // Counted as failed until the password is proven (a refusal for the image code counts too).
      const before = await reserveAttempt(db, key);
      if (before >= LOGIN_FAILURES_BEFORE_IMG_CODE) {
        if (!parameter.imgCode || !parameter.imgUuid)
          throw new PortalError(Code.IMG_CODE_REQUIRED, 'imgCodeRequired', undefined, { needImgCode: true });
        if (!(await spendImageCode(db, parameter.imgUuid, parameter.imgCode))) {
          request.log.warn({ event: 'login.failed', reason: 'image code', ...where }, 'login refused');
          throw new PortalError(Code.IMG_CODE_WRONG, 'imgCodeWrong', undefined, { needImgCode: true });
        }
      }

      const found = await accountToLogIn(db, key);
      const ok = found
        ? await verify(found.user.passwordHash, parameter.loginPassword).catch(() => false)
        : await verify(await decoy(), parameter.loginPassword).then(() => false);
      if (!found || !ok) {
        const failures = before + 1;
        request.log.warn({ event: 'login.failed', reason: 'credentials', failures, ...where }, 'login refused');
        throw new PortalError(Code.WRONG_CREDENTIALS, 'wrongAccountOrPassword', undefined, {
          needImgCode: failures >= LOGIN_FAILURES_BEFORE_IMG_CODE,
        });
      }
      const { user } = found;
      if (user.status !== 1) {
        request.log.warn({ event: 'login.failed', reason: 'disabled', userId: user.id, ...where }, 'login refused');
        throw new PortalError(Code.ACCOUNT_DISABLED, 'accountDisabled');
      }
      const session = await db.transaction(async (tx) => {
        await clearFailures(tx, key);
        return sessions.create(tx, user.id, 'password', { ip: request.ip, userAgent: request.headers['user-agent'] });
      });
      request.log.info({ event: 'login', userId: user.id, sessionId: session.sessionId, ...where }, 'logged in');
      return {
        token: session.token,
        sessionId: session.sessionId,
        accountType: user.accountType,
        vipAgreementSignStatus: user.accountType === 'ADMIN' || found.signedAt ? 1 : 0,
        needImgCode: false,
      };
    },
  });

  // Logout works with any token, even an expired one, so the browser can always clean up.
  app.portal.endpoint({
    name: 'logout',
    access: 'public',
    parameter: logoutParameter,
    handler: async ({ token, parameter, request }) => {
      if (token && parameter.resumeKey) {
        const ended = await sessions.endOnClose(hashToken(token), parameter.resumeKey);
        if (ended) request.log.info({ event: 'logout.closed', ip: request.ip }, 'tab hidden: session ended until that tab comes back');
      } else if (token) {
        const ended = await sessions.endWhere(db, { tokenHash: hashToken(token) }, 'logout');
        if (ended) request.log.info({ event: 'logout', ip: request.ip }, 'logged out');
      }
      return null;
    },
  });
}
