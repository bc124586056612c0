import { Code } from '@portal/shared/codes';
import { singleLine } from '@portal/shared/text';
import { toBuffer } from 'bwip-js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import type { SessionDeps } from './module.ts';
import { advanceQrLogin, consumeQrLogin, openQrLogin, QR_TTL_MS, qrLogin, qrLoginUser } from './qr-logins.ts';

/**
 * Any text is taken as an id: one that is not a uuid is answered like an expired code (10006),
 * which is what the login and confirm pages act on, rather than as a bad parameter (400).
 */
const qrUuid = singleLine({ error: 'qrExpired' });
const isUuid = (id: string): boolean => z.uuid().safeParse(id).success;

/**
 * QR login (spec 7 "Session"): the login page shows a QR code and polls; a user already logged in
 * on another device (a phone) opens the QR's address, confirms, and the waiting page gets a
 * session of its own. The session is created when the waiting page collects it, exactly once.
 */
export function qrLoginRoutes(app: FastifyInstance, deps: SessionDeps): void {
  const { db, sessions, config } = deps;

  const expired = () => new PortalError(Code.QR_EXPIRED, 'qrExpired', undefined, { status: 'EXPIRED' });

  app.portal.endpoint({
    name: 'getLoginQr',
    method: 'GET',
    access: 'public',
    parameter: z.looseObject({}),
    rateLimit: config.loginRateLimit,
    handler: async () => {
      const id = await openQrLogin(db);
      const qrUrl = `${config.publicUrl}/qrConfirm?uuid=${id}`;
      const png = await toBuffer({ bcid: 'qrcode', text: qrUrl, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' });
      return { qrUuid: id, qrUrl, qrImage: `data:image/png;base64,${png.toString('base64')}`, expiresIn: QR_TTL_MS / 1000 };
    },
  });

  // Polled every 2 s by the login page, hence the generous limit.
  app.portal.endpoint({
    name: 'getQrLoginInfo',
    method: 'GET',
    access: 'public',
    parameter: z.object({ qrUuid }),
    rateLimit: 120,
    handler: async ({ parameter, request }) => {
      // Checked before the query: the column is a uuid, and PostgreSQL rejects other text.
      if (!isUuid(parameter.qrUuid)) throw expired();
      const row = await qrLogin(db, parameter.qrUuid);
      if (!row || row.status === 'CONSUMED' || row.expiresAt.getTime() < Date.now()) throw expired();
      if (row.status !== 'CONFIRMED') return { status: row.status };
      // The code is spent whatever happens next, so a refused collection cannot be retried later.
      const userId = await consumeQrLogin(db, row.id);
      if (!userId) throw expired();
      const who = await qrLoginUser(db, userId);
      if (who?.status !== 1) throw new PortalError(Code.ACCOUNT_DISABLED, 'accountDisabled');
      const session = await sessions.create(db, userId, 'qr', { ip: request.ip, userAgent: request.headers['user-agent'] });
      request.log.info({ event: 'login', via: 'qr', userId, sessionId: session.sessionId, ip: request.ip }, 'logged in');
      return {
        status: 'CONFIRMED',
        token: session.token,
        sessionId: session.sessionId,
        accountType: who.accountType,
        vipAgreementSignStatus: who.accountType === 'ADMIN' || who.signedAt ? 1 : 0,
      };
    },
  });

  /** Moves a live QR login from one of `from` to `to`, for the confirming user. */
  const advance = async (id: string, from: ('WAITING' | 'SCANNED')[], to: 'SCANNED' | 'CONFIRMED' | 'CANCELLED', userId: number) => {
    if (!isUuid(id)) throw expired();
    const row = await advanceQrLogin(db, id, from, to, userId);
    if (!row) throw expired();
    return { status: row.status };
  };

  // Opening the confirmation page tells the waiting login page that the code was scanned.
  app.portal.endpoint({
    name: 'scanQrLogin',
    access: 'user',
    parameter: z.object({ qrUuid }),
    handler: ({ parameter, caller }) => advance(parameter.qrUuid, ['WAITING', 'SCANNED'], 'SCANNED', caller.userId),
  });

  // Confirming needs the scan first, by the same account: the phone's confirmation page scans on
  // opening, so a confirm without it is a call made around the page (a link sent to a victim).
  app.portal.endpoint({
    name: 'confirmQrLogin',
    access: 'user',
    parameter: z.object({ qrUuid, confirm: z.boolean() }),
    handler: async ({ parameter, caller, request }) => {
      const { qrUuid: id, confirm } = parameter;
      if (!isUuid(id)) throw expired();
      const row = confirm
        ? await advanceQrLogin(db, id, ['SCANNED'], 'CONFIRMED', caller.userId, caller.userId)
        : await advanceQrLogin(db, id, ['WAITING', 'SCANNED'], 'CANCELLED', caller.userId);
      if (!row) {
        const now = await qrLogin(db, id);
        const live = now && now.expiresAt.getTime() > Date.now();
        if (live && (now.status === 'WAITING' || now.status === 'SCANNED')) throw new PortalError(Code.QR_NOT_SCANNED, 'qrNotScanned');
        throw expired();
      }
      request.log.info({ event: 'qr.login', confirmed: confirm, userId: caller.userId, ip: request.ip }, 'QR login answered');
      return { status: row.status };
    },
  });
}
