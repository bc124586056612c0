import { hash, verify } from '@node-rs/argon2';
import { LOGIN_FAILURES_BEFORE_IMG_CODE, loginParameter } from '@portal/shared/account';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customers, imageCodes, users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { drawImageCode, imageCodeDataUrl, randomImageCode, sameImageCode } from '../../lib/image-code.ts';
import { hashToken } from '../../lib/tokens.ts';
import { clearFailures, countFailure, failuresOf } from './login-failures.ts';
import type { SessionDeps } from './module.ts';

const IMAGE_CODE_TTL_MS = 5 * 60_000;

/** Verifying against a fixed hash for unknown accounts keeps their answer as slow as a real one. */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hash('not-a-real-password-decoy');
  return decoyHash;
};

/** Spends an image code: true only for the right answer, once, before it expires. */
async function spendImageCode(deps: SessionDeps, id: string, typed: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const [row] = await deps.db
    .update(imageCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(imageCodes.id, id), isNull(imageCodes.usedAt), gt(imageCodes.expiresAt, new Date())))
    .returning({ answer: imageCodes.answer });
  return !!row && sameImageCode(row.answer, typed);
}

export function loginRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const { db, sessions, config } = deps;

  app.portal.endpoint({
    name: 'open/getImgCode',
    access: 'public',
    parameter: emptyParameter,
    rateLimit: config.loginRateLimit,
    handler: async () => {
      const answer = randomImageCode();
      // Old codes are of no use to anyone; clearing them here keeps the table small without a job.
      await db.delete(imageCodes).where(lt(imageCodes.expiresAt, new Date(Date.now() - IMAGE_CODE_TTL_MS)));
      const [row] = await db
        .insert(imageCodes)
        .values({ answer, expiresAt: new Date(Date.now() + IMAGE_CODE_TTL_MS) })
        .returning({ id: imageCodes.id });
      return { imgUuid: row!.id, img: imageCodeDataUrl(drawImageCode(answer)), expiresIn: IMAGE_CODE_TTL_MS / 1000 };
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
      if ((await failuresOf(db, key)) >= LOGIN_FAILURES_BEFORE_IMG_CODE) {
        if (!parameter.imgCode || !parameter.imgUuid)
          throw new PortalError(Code.IMG_CODE_REQUIRED, 'imgCodeRequired', undefined, { needImgCode: true });
        if (!(await spendImageCode(deps, parameter.imgUuid, parameter.imgCode))) {
          request.log.warn({ event: 'login.failed', reason: 'image code', ...where }, 'login refused');
          throw new PortalError(Code.IMG_CODE_WRONG, 'imgCodeWrong', undefined, { needImgCode: true });
        }
      }

      const [found] = await db
        .select({ user: users, signedAt: customers.vipAgreementSignedAt })
        .from(users)
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(eq(sql`lower(${users.loginCode})`, key))
        .limit(1);
      const ok = found
        ? await verify(found.user.passwordHash, parameter.loginPassword).catch(() => false)
        : await verify(await decoy(), parameter.loginPassword).then(() => false);
      if (!found || !ok) {
        const failures = await countFailure(db, key);
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
    parameter: emptyParameter,
    handler: async ({ token, request }) => {
      if (token) {
        const ended = await sessions.endWhere(db, { tokenHash: hashToken(token) }, 'logout');
        if (ended) request.log.info({ event: 'logout', ip: request.ip }, 'logged out');
      }
      return null;
    },
  });
}
