import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { UserInfo } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { qrLogins, sessions, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A spent, expired or unknown code: 10006 with the status the login page reads. */
const qrExpired = (desc = 'The QR code has expired, please refresh it') => ({
  success: false,
  code: Code.QR_EXPIRED,
  desc,
  data: { status: 'EXPIRED' },
});

interface LoginQr {
  qrUuid: string;
  qrUrl: string;
  qrImage: string;
  expiresIn: number;
}
interface QrInfo {
  status: string;
  token?: string;
  sessionId?: string;
  accountType?: string;
  vipAgreementSignStatus?: number;
}

// The login page's calls (GET, no session) and the phone's calls (POST, with the session).
const newQr = async () => (await call<LoginQr>(t.app, 'getLoginQr', {}, { method: 'GET' })).data!;
const poll = (qrUuid: string, lang: Lang = 'en') => call<QrInfo>(t.app, 'getQrLoginInfo', { qrUuid }, { method: 'GET', lang });
const scan = async (as: string, qrUuid: string, lang: Lang = 'en') =>
  call(t.app, 'scanQrLogin', { qrUuid }, { token: await t.sessionOf(as), lang });
const answer = async (as: string, qrUuid: string, confirm: boolean, lang: Lang = 'en') =>
  call(t.app, 'confirmQrLogin', { qrUuid, confirm }, { token: await t.sessionOf(as), lang });
const ok = (data: unknown) => ({ success: true, code: Code.OK, desc: 'Success', data });

/** A QR code scanned and confirmed by `as`, ready for the login page to collect. */
async function confirmedQr(as: string): Promise<string> {
  const { qrUuid } = await newQr();
  expect((await scan(as, qrUuid)).data).toEqual({ status: 'SCANNED' });
  expect((await answer(as, qrUuid, true)).data).toEqual({ status: 'CONFIRMED' });
  return qrUuid;
}

const expire = (qrUuid: string) =>
  t.database.db
    .update(qrLogins)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(qrLogins.id, qrUuid));
const setUserStatus = (loginCode: string, status: number) =>
  t.database.db.update(users).set({ status }).where(eq(users.loginCode, loginCode));

describe('getLoginQr', () => {
  it('issues a waiting code with its address and a PNG of it', async () => {
    const reply = await call<LoginQr>(t.app, 'getLoginQr', {}, { method: 'GET' });
    expect(reply).toMatchObject({ success: true, code: Code.OK, desc: 'Success' });
    const qr = reply.data!;
    expect(qr.qrUuid).toMatch(UUID);
    expect(qr.qrUrl).toBe(`http://portal.test/qrConfirm?uuid=${qr.qrUuid}`);
    expect(qr.expiresIn).toBe(180);
    expect(qr.qrImage.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qr.qrImage.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThan(200);

    const [row] = await t.database.db.select().from(qrLogins).where(eq(qrLogins.id, qr.qrUuid));
    expect(row).toMatchObject({ status: 'WAITING', userId: null });
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 180_000)).toBeLessThan(10_000);
  });

  it('issues a different code every time', async () => {
    expect((await newQr()).qrUuid).not.toBe((await newQr()).qrUuid);
  });
});

describe('getQrLoginInfo', () => {
  it('reports a fresh code as WAITING', async () => {
    const { qrUuid } = await newQr();
    expect(await poll(qrUuid)).toEqual(ok({ status: 'WAITING' }));
  });

  it('hands out a session once the code is confirmed, exactly once', async () => {
    const qrUuid = await confirmedQr('demo');
    const reply = await poll(qrUuid);
    expect(reply).toEqual(
      ok({
        status: 'CONFIRMED',
        token: expect.any(String),
        sessionId: expect.stringMatching(UUID),
        accountType: 'MAIN',
        vipAgreementSignStatus: 1,
      }),
    );
    const { token, sessionId } = reply.data!;

    // The collected session is demo's own, created for the QR login.
    const info = await call<UserInfo>(t.app, 'getUserInfo', {}, { token });
    expect(info.data).toMatchObject({ loginCode: 'demo', accountType: 'MAIN', token, sessionId });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId!));
    expect(row).toMatchObject({ via: 'qr', endedAt: null });
    // It is a new session: the phone's own stays as it was.
    expect(token).not.toBe(await t.sessionOf('demo'));
    expect((await call(t.app, 'getUserInfo', {}, { token: await t.sessionOf('demo') })).success).toBe(true);

    // Polling once more finds the code spent.
    expect(await poll(qrUuid, 'zh')).toEqual(qrExpired('二维码已失效，请刷新'));
  });

  it('reports the account type and agreement status of the confirming account', async () => {
    const qrUuid = await confirmedQr('acme');
    expect((await poll(qrUuid)).data).toMatchObject({ status: 'CONFIRMED', accountType: 'MAIN', vipAgreementSignStatus: 0 });
  });

  it('answers 10006 for a malformed id, with the translated qrExpired text', async () => {
    expect(await poll('not-a-uuid', 'zh')).toEqual(qrExpired('二维码已失效，请刷新'));
    expect(await poll('', 'ml')).toEqual(qrExpired('Kod QR telah tamat tempoh, sila muat semula'));
  });

  it('refuses a poll without an id as a bad parameter, with the same text', async () => {
    expect(await call(t.app, 'getQrLoginInfo', {}, { method: 'GET', lang: 'zh' })).toEqual({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: '二维码已失效，请刷新',
      data: null,
    });
  });

  it('answers 10006 for an unknown or expired code', async () => {
    expect(await poll('00000000-0000-4000-8000-000000000000')).toEqual(qrExpired());
    const { qrUuid } = await newQr();
    await expire(qrUuid);
    expect(await poll(qrUuid)).toEqual(qrExpired());
  });

  it('refuses to hand out a session for an account disabled after confirming (10004)', async () => {
    const qrUuid = await confirmedQr('frozen');
    await setUserStatus('frozen', 2);
    try {
      expect(await poll(qrUuid, 'zh')).toEqual({
        success: false,
        code: Code.ACCOUNT_DISABLED,
        desc: '该账号已停用，请联系主账号',
        data: null,
      });
    } finally {
      await setUserStatus('frozen', 1);
    }
    // The refused code is spent: enabling the account again does not make it collectable.
    expect(await poll(qrUuid)).toEqual(qrExpired());
  });
});

describe('scanQrLogin', () => {
  it('moves the code to SCANNED for the login page to see, and may be repeated', async () => {
    const { qrUuid } = await newQr();
    expect(await scan('demo', qrUuid)).toEqual(ok({ status: 'SCANNED' }));
    expect((await poll(qrUuid)).data).toEqual({ status: 'SCANNED' });
    expect((await scan('demo', qrUuid)).data).toEqual({ status: 'SCANNED' });
  });

  it('answers 10006 for an expired, malformed or already answered code', async () => {
    const { qrUuid } = await newQr();
    await expire(qrUuid);
    expect(await scan('demo', qrUuid, 'zh')).toEqual(qrExpired('二维码已失效，请刷新'));
    expect(await scan('demo', 'not-a-uuid')).toEqual(qrExpired());
    const confirmed = await confirmedQr('demo');
    expect(await scan('demo', confirmed)).toEqual(qrExpired());
  });

  it('answers 70001 without a session, and leaves the code waiting', async () => {
    const { qrUuid } = await newQr();
    expect(await call(t.app, 'scanQrLogin', { qrUuid })).toEqual(SESSION_EXPIRED);
    expect((await poll(qrUuid)).data).toEqual({ status: 'WAITING' });
  });
});

describe('confirmQrLogin', () => {
  it('lets the user cancel: the login page sees CANCELLED and never gets a session', async () => {
    const { qrUuid } = await newQr();
    await scan('demo', qrUuid);
    expect(await answer('demo', qrUuid, false)).toEqual(ok({ status: 'CANCELLED' }));
    expect(await poll(qrUuid)).toEqual(ok({ status: 'CANCELLED' }));
    expect(await poll(qrUuid)).toEqual(ok({ status: 'CANCELLED' }));
    // A cancelled code cannot be confirmed afterwards.
    expect(await answer('demo', qrUuid, true)).toEqual(qrExpired());
    expect((await poll(qrUuid)).data).toEqual({ status: 'CANCELLED' });
  });

  it('refuses to confirm a code nobody scanned, or one another account scanned, and leaves it as it was', async () => {
    const notScanned = (desc: string) => ({ success: false, code: Code.QR_NOT_SCANNED, desc, data: null });
    const { qrUuid } = await newQr();
    expect(await answer('demo', qrUuid, true)).toEqual(notScanned('Please scan the QR code first'));
    expect(await answer('demo', qrUuid, true, 'zh')).toEqual(notScanned('请先扫描二维码'));
    expect(await answer('demo', qrUuid, true, 'ml')).toEqual(notScanned('Sila imbas kod QR dahulu'));
    expect((await poll(qrUuid)).data).toEqual({ status: 'WAITING' });

    await scan('acme', qrUuid);
    expect(await answer('demo', qrUuid, true)).toEqual(notScanned('Please scan the QR code first'));
    expect((await poll(qrUuid)).data).toEqual({ status: 'SCANNED' });
    // The account that scanned it may confirm.
    expect((await answer('acme', qrUuid, true)).data).toEqual({ status: 'CONFIRMED' });
    expect((await poll(qrUuid)).data).toMatchObject({ status: 'CONFIRMED', accountType: 'MAIN', vipAgreementSignStatus: 0 });
  });

  it('lets a waiting code be cancelled without a scan', async () => {
    const { qrUuid } = await newQr();
    expect((await answer('demo', qrUuid, false)).data).toEqual({ status: 'CANCELLED' });
    expect((await poll(qrUuid)).data).toEqual({ status: 'CANCELLED' });
  });

  it('answers 10006 when confirming twice', async () => {
    const qrUuid = await confirmedQr('demo');
    expect(await answer('demo', qrUuid, true, 'zh')).toEqual(qrExpired('二维码已失效，请刷新'));
    expect(await answer('demo', qrUuid, false)).toEqual(qrExpired());
  });

  it('answers 10006 for an expired or malformed code', async () => {
    const { qrUuid } = await newQr();
    await scan('demo', qrUuid);
    await expire(qrUuid);
    expect(await answer('demo', qrUuid, true)).toEqual(qrExpired());
    expect(await poll(qrUuid)).toEqual(qrExpired());
    expect(await answer('demo', 'not-a-uuid', true, 'ml')).toEqual(qrExpired('Kod QR telah tamat tempoh, sila muat semula'));
  });

  it('requires the confirm flag', async () => {
    const { qrUuid } = await newQr();
    expect(await call(t.app, 'confirmQrLogin', { qrUuid }, { token: await t.sessionOf('demo') })).toEqual({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'Invalid request parameter: confirm',
      data: null,
    });
    expect((await poll(qrUuid)).data).toEqual({ status: 'WAITING' });
  });

  it('answers 70001 without a session, and leaves the code waiting', async () => {
    const { qrUuid } = await newQr();
    expect(await call(t.app, 'confirmQrLogin', { qrUuid, confirm: true })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'confirmQrLogin', { qrUuid, confirm: true }, { token: 'not-a-token' })).toEqual(SESSION_EXPIRED);
    expect((await poll(qrUuid)).data).toEqual({ status: 'WAITING' });
  });
});
