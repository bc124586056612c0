import { RESET_LINK_MINUTES } from '@portal/shared/account';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, freshIp, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { mailOutbox, passwordResets, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MAIL_SENT = {
  en: { success: true, code: Code.OK, desc: 'If the account and e-mail match, a password reset e-mail is on its way', data: null },
  zh: { success: true, code: Code.OK, desc: '如果账号与邮箱匹配，重置密码的邮件已发出，请查收', data: null },
};
const LINK_INVALID_ZH = '重置链接无效或已过期，请重新申请';
const LINK_INVALID_EN = 'The reset link is invalid or has expired, please ask for a new one';

// The password/* calls and login are rate limited per address; every call here comes from its own.
const nextIp = freshIp;

const sendReset = (loginCode: string, email: string, lang: Lang = 'en') =>
  call(t.app, 'password/sendEamil', { loginCode, email }, { lang, ip: nextIp() });
const checkToken = (token: unknown, lang: Lang = 'en') => call(t.app, 'password/checkResetToken', { token }, { lang, ip: nextIp() });
const resetPassword = (token: unknown, newPassword: unknown, lang: Lang = 'en') =>
  call(t.app, 'password/updatePassword', { token, newPassword }, { lang, ip: nextIp() });
const tryLogin = (loginCode: string, loginPassword: string) =>
  call<{ token: string }>(t.app, 'login', { loginCode, loginPassword }, { ip: nextIp() });
async function loginToken(loginCode: string, password = DEMO_PASSWORD): Promise<string> {
  const reply = await tryLogin(loginCode, password);
  if (!reply.data?.token) throw new Error(`login ${loginCode} failed: ${reply.desc}`);
  return reply.data.token;
}

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const resetRows = () => t.database.db.select().from(passwordResets).orderBy(asc(passwordResets.id));

const tokenInMail = (body: string): string => {
  const match = /http:\/\/portal\.test\/resetPwd\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in the mail: ${body}`);
  return match[1];
};

/** Asks for a reset link as the user would and reads the token out of the mail in the outbox. */
async function requestLink(loginCode: string, email: string): Promise<string> {
  const before = (await outbox()).length;
  expect(await sendReset(loginCode, email)).toEqual(MAIL_SENT.en);
  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  return tokenInMail(mails.at(-1)!.body);
}

/** Nothing must be mailed or stored for a request that does not match. */
async function expectNothingSent(reply: Promise<unknown>, expected: unknown) {
  const [mails, links] = [(await outbox()).length, (await resetRows()).length];
  expect(await reply).toEqual(expected);
  expect(await outbox()).toHaveLength(mails);
  expect(await resetRows()).toHaveLength(links);
}

const setUserStatus = (loginCode: string, status: number) =>
  t.database.db.update(users).set({ status }).where(eq(users.loginCode, loginCode));

describe('password/sendEamil', () => {
  it('answers a wrong e-mail or an unknown account exactly as a match, and sends nothing', async () => {
    await expectNothingSent(sendReset('demo', 'someone@else.my', 'zh'), MAIL_SENT.zh);
    await expectNothingSent(sendReset('nobody', 'ops@demotrading.com.my'), MAIL_SENT.en);
    // The e-mail of another customer's account does not match either.
    await expectNothingSent(sendReset('demo', 'logistics@acme-electronics.com.my'), MAIL_SENT.en);
  });

  it('mails a link to the bound address, keeping only the hash of its token', async () => {
    const mailsBefore = (await outbox()).length;
    // Login code and address are matched without regard to case.
    expect(await sendReset('DEMO', 'OPS@DemoTrading.com.my')).toEqual(MAIL_SENT.en);
    const mails = await outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ toAddress: 'ops@demotrading.com.my', subject: 'Reset your portal password', sentAt: null, error: null });
    expect(mail.body).toContain('Hello Tan Wei Ming,');
    expect(mail.body).toContain('account demo.');
    expect(mail.body).toContain(`within ${RESET_LINK_MINUTES} minutes`);
    const token = tokenInMail(mail.body);

    const [demo] = await t.database.db.select().from(users).where(eq(users.loginCode, 'demo'));
    const link = (await resetRows()).at(-1)!;
    expect(link).toMatchObject({ userId: demo!.id, tokenHash: hashToken(token), usedAt: null });
    expect(link.tokenHash).not.toBe(token);
    const minutesLeft = (link.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(RESET_LINK_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(RESET_LINK_MINUTES);
  });

  it('writes the mail in the language of the request', async () => {
    expect(await sendReset('acme', 'logistics@acme-electronics.com.my', 'zh')).toEqual(MAIL_SENT.zh);
    const mail = (await outbox()).at(-1)!;
    expect(mail.toAddress).toBe('logistics@acme-electronics.com.my');
    expect(mail.subject).toBe('重置您的门户密码');
    expect(mail.body).toContain('Lim Chee Keong，您好');
    expect(mail.body).toContain('/resetPwd?token=');
  });

  it('refuses a sub-account: its main account resets its password (spec 6)', async () => {
    await expectNothingSent(sendReset('demo_ops', 'ops@demotrading.com.my', 'zh'), refused(Code.FORBIDDEN, '子账号的密码须由主账号重置'));
    await expectNothingSent(
      sendReset('Demo_Ops', 'x@y.my'),
      refused(Code.FORBIDDEN, "A sub-account's password is reset by its main account"),
    );
  });

  it('gives the same refusal for a sub-account code that does not exist, so the answer reveals nothing', async () => {
    await expectNothingSent(sendReset('demo_nobody', 'x@y.my', 'zh'), refused(Code.FORBIDDEN, '子账号的密码须由主账号重置'));
  });

  it('sends nothing for a disabled account', async () => {
    await setUserStatus('acme', 2);
    try {
      await expectNothingSent(sendReset('acme', 'logistics@acme-electronics.com.my'), MAIL_SENT.en);
    } finally {
      await setUserStatus('acme', 1);
    }
  });

  it('validates the e-mail with the shared rule', async () => {
    await expectNothingSent(sendReset('demo', 'not-an-email', 'ml'), refused(Code.BAD_PARAMETER, 'Sila masukkan alamat e-mel yang sah'));
    await expectNothingSent(sendReset('demo', '', 'zh'), refused(Code.BAD_PARAMETER, '请输入邮箱地址'));
  });
});

describe('password/checkResetToken', () => {
  it('names the account of a live link', async () => {
    const token = await requestLink('demo', 'ops@demotrading.com.my');
    expect(await checkToken(token)).toEqual({ success: true, code: Code.OK, desc: 'Success', data: { loginCode: 'demo' } });
  });

  it('answers 10007 for a token it never issued', async () => {
    expect(await checkToken('g'.repeat(43), 'zh')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_ZH));
    expect(await checkToken('not-a-real-reset-token-at-all')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
  });

  it('answers any text that names no live link with 10007, and a missing token as a parameter error', async () => {
    expect(await checkToken('short', 'zh')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_ZH));
    expect(await checkToken('')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
    expect(await checkToken(undefined)).toEqual(refused(Code.BAD_PARAMETER, LINK_INVALID_EN));
  });
});

describe('password/updatePassword', () => {
  it('sets the new password, ends every session of the account and spends the link', async () => {
    const token = await requestLink('acme', 'logistics@acme-electronics.com.my');
    const sessionA = await loginToken('acme');
    const sessionB = await loginToken('acme');
    const bystander = await loginToken('demo');

    expect(await resetPassword(token, 'Penang#2026', 'zh')).toEqual({
      success: true,
      code: Code.OK,
      desc: '密码修改成功，请重新登录',
      data: null,
    });

    expect(await call(t.app, 'getUserInfo', {}, { token: sessionA })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'getUserInfo', {}, { token: sessionB })).toEqual(SESSION_EXPIRED);
    expect((await call(t.app, 'getUserInfo', {}, { token: bystander })).success).toBe(true);
    expect(await tryLogin('acme', DEMO_PASSWORD)).toMatchObject({ success: false, code: Code.WRONG_CREDENTIALS });
    expect((await tryLogin('acme', 'Penang#2026')).success).toBe(true);

    // The link works once.
    expect(await resetPassword(token, 'Another#2026', 'zh')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_ZH));
    expect(await checkToken(token)).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
    expect((await tryLogin('acme', 'Penang#2026')).success).toBe(true);
    expect((await resetRows()).find((r) => r.tokenHash === hashToken(token))?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses an expired link and changes nothing', async () => {
    const token = await requestLink('frozen', 'jason@kinabalucrafts.my');
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(await checkToken(token, 'zh')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_ZH));
    expect(await resetPassword(token, 'Sabah#2026')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
    expect((await tryLogin('frozen', DEMO_PASSWORD)).success).toBe(true);
    expect((await tryLogin('frozen', 'Sabah#2026')).success).toBe(false);
  });

  it('refuses a new password that breaks the rule, keeping the old password and the link', async () => {
    const token = await requestLink('demo', 'ops@demotrading.com.my');
    const session = await loginToken('demo');
    expect(await resetPassword(token, '123456', 'zh')).toEqual(
      refused(Code.BAD_PARAMETER, '密码须为6-16位，以字母开头，只能包含字母、数字和常用符号'),
    );
    expect(await resetPassword(token, '', 'en')).toEqual(refused(Code.BAD_PARAMETER, 'Please enter the password'));
    expect((await tryLogin('demo', DEMO_PASSWORD)).success).toBe(true);
    expect((await call(t.app, 'getUserInfo', {}, { token: session })).success).toBe(true);
    expect((await checkToken(token)).data).toEqual({ loginCode: 'demo' });
  });

  it('clears the failed-login count, so the image code is no longer demanded', async () => {
    for (let i = 0; i < 3; i++) await tryLogin('demo', 'Wrong1234');
    expect(await tryLogin('demo', DEMO_PASSWORD)).toMatchObject({ success: false, code: Code.IMG_CODE_REQUIRED });
    const token = await requestLink('demo', 'ops@demotrading.com.my');
    expect((await resetPassword(token, 'Subang#2026')).success).toBe(true);
    expect((await tryLogin('demo', 'Subang#2026')).success).toBe(true);
  });

  it('spends every open link of the account once its password changes, however it changed', async () => {
    const first = await requestLink('demo', 'ops@demotrading.com.my');
    const second = await requestLink('demo', 'ops@demotrading.com.my');
    expect((await resetPassword(second, 'Subang#2026')).success).toBe(true);
    expect(await checkToken(first)).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));

    const third = await requestLink('demo', 'ops@demotrading.com.my');
    const session = await loginToken('demo', 'Subang#2026');
    const changed = await call(
      t.app,
      'updatePassWord',
      { loginCode: 'demo', loginPassword: 'Subang#2026', newUserPassword: DEMO_PASSWORD },
      { token: session, ip: nextIp() },
    );
    expect(changed.success).toBe(true);
    expect(await resetPassword(third, 'Hijack#2026')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
    expect((await tryLogin('demo', DEMO_PASSWORD)).success).toBe(true);
  });

  it('refuses a missing or garbage token without touching any account', async () => {
    expect(await resetPassword(undefined, 'Valid#2026')).toEqual(refused(Code.BAD_PARAMETER, LINK_INVALID_EN));
    expect(await resetPassword('short', 'Valid#2026')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_EN));
    expect(await resetPassword('g'.repeat(43), 'Valid#2026', 'zh')).toEqual(refused(Code.RESET_LINK_INVALID, LINK_INVALID_ZH));
    expect((await tryLogin('frozen', DEMO_PASSWORD)).success).toBe(true);
  });
});
