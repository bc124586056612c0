import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, login, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { imageCodes, loginFailures, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface LoginData {
  token: string;
  sessionId: string;
  accountType: string;
  vipAgreementSignStatus: number;
  needImgCode: boolean;
}

const attempt = (loginCode: string, loginPassword: string, extra: Record<string, string> = {}, lang: 'en' | 'zh' | 'ml' = 'en') =>
  call<LoginData>(t.app, 'login', { loginCode, loginPassword, ...extra }, { lang });

/** Gets an image code and reads its answer from the database, as only the person looking could. */
async function imageCode(): Promise<{ imgUuid: string; answer: string; img: string }> {
  const reply = await call<{ imgUuid: string; img: string }>(t.app, 'open/getImgCode');
  expect(reply.success).toBe(true);
  const [row] = await t.database.db.select().from(imageCodes).where(eq(imageCodes.id, reply.data!.imgUuid));
  return { imgUuid: reply.data!.imgUuid, answer: row!.answer, img: reply.data!.img };
}

describe('login.do', () => {
  it('logs in a main account, a sub-account and the administrator', async () => {
    const main = await attempt('demo', 'Demo1234');
    expect(main).toMatchObject({ success: true, code: 200, data: { accountType: 'MAIN', vipAgreementSignStatus: 1, needImgCode: false } });
    expect(main.data!.token).toMatch(/^[\w-]{43}$/);
    expect(main.data!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await attempt('demo_ops', 'Demo1234')).data?.accountType).toBe('SUB');
    expect((await attempt('admin', 'Admin1234')).data?.accountType).toBe('ADMIN');
  });

  it('matches the login code without regard to case', async () => {
    expect((await attempt('DEMO', 'Demo1234')).success).toBe(true);
  });

  it('reports whether the VIP agreement is signed', async () => {
    expect((await attempt('acme', 'Demo1234')).data?.vipAgreementSignStatus).toBe(0);
  });

  it('refuses a wrong password or an unknown account with the same answer', async () => {
    const wrong = await attempt('acme', 'Wrong123', {}, 'zh');
    const unknown = await attempt('nobody-here', 'Wrong123', {}, 'zh');
    for (const reply of [wrong, unknown])
      expect(reply).toEqual({ success: false, code: Code.WRONG_CREDENTIALS, desc: '账号或密码错误', data: { needImgCode: false } });
  });

  it('refuses empty credentials with the spec message', async () => {
    expect(await attempt('', '')).toMatchObject({ success: false, code: Code.BAD_PARAMETER, desc: 'Username or password cannot be empty' });
  });

  it('demands the image code after three failures in a row, and the code works once', async () => {
    const code = 'frozen';
    expect((await attempt(code, 'Bad1')).data).toEqual({ needImgCode: false });
    expect((await attempt(code, 'Bad2')).data).toEqual({ needImgCode: false });
    expect((await attempt(code, 'Bad3')).data).toEqual({ needImgCode: true });

    // Even the right password is not enough now.
    expect(await attempt(code, 'Demo1234', {}, 'ml')).toMatchObject({
      success: false,
      code: Code.IMG_CODE_REQUIRED,
      desc: 'Sila masukkan kod imej',
      data: { needImgCode: true },
    });

    const first = await imageCode();
    expect(first.img).toMatch(/^data:image\/png;base64,/);
    expect(await attempt(code, 'Demo1234', { imgUuid: first.imgUuid, imgCode: 'WRONG' })).toMatchObject({
      code: Code.IMG_CODE_WRONG,
      data: { needImgCode: true },
    });
    // That code is spent even though it was answered wrongly.
    expect((await attempt(code, 'Demo1234', { imgUuid: first.imgUuid, imgCode: first.answer })).code).toBe(Code.IMG_CODE_WRONG);

    // A right code with a wrong password still counts as a failure.
    const second = await imageCode();
    expect(await attempt(code, 'Bad4', { imgUuid: second.imgUuid, imgCode: second.answer.toLowerCase() })).toMatchObject({
      code: Code.WRONG_CREDENTIALS,
      data: { needImgCode: true },
    });

    const third = await imageCode();
    const ok = await attempt(code, 'Demo1234', { imgUuid: third.imgUuid, imgCode: ` ${third.answer} ` });
    expect(ok.success).toBe(true);
    // Success clears the count: the next login needs no code.
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.loginCode, code))).toEqual([]);
    expect((await attempt(code, 'Demo1234')).success).toBe(true);
    // A code that was used to log in cannot be used again.
    expect((await attempt(code, 'Bad5')).code).toBe(Code.WRONG_CREDENTIALS);
  });

  it('refuses an expired image code', async () => {
    const code = 'expired-image-code-user';
    for (let i = 0; i < 3; i++) await attempt(code, 'Bad');
    const img = await imageCode();
    await t.database.db
      .update(imageCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(imageCodes.id, img.imgUuid));
    expect((await attempt(code, 'Bad', { imgUuid: img.imgUuid, imgCode: img.answer })).code).toBe(Code.IMG_CODE_WRONG);
  });

  it('refuses a disabled account only after its password is proven', async () => {
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.loginCode, 'demo_ops'));
    try {
      expect((await attempt('demo_ops', 'Wrong999')).code).toBe(Code.WRONG_CREDENTIALS);
      expect(await attempt('demo_ops', 'Demo1234')).toMatchObject({
        success: false,
        code: Code.ACCOUNT_DISABLED,
        desc: 'This account is disabled, please contact your main account',
      });
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.loginCode, 'demo_ops'));
    }
  });

  it('keeps only argon2 hashes of passwords', async () => {
    const rows = await t.database.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('Demo1234');
    }
  });
});

describe('login.do under parallel attempts', () => {
  /** How many of the replies came from a password check (a wrong one or a login); the rest must demand the image code. */
  const tally = (replies: { success?: boolean; code: number }[]) => {
    const checked = replies.filter((r) => r.success || r.code === Code.WRONG_CREDENTIALS).length;
    const demanded = replies.filter((r) => r.code === Code.IMG_CODE_REQUIRED).length;
    return { checked, demanded, total: replies.length };
  };
  const from = (app: typeof t.app, loginPassword: string) =>
    call<LoginData>(app, 'login', { loginCode: 'acme', loginPassword }, { ip: freshIp() });
  const wrongThenRight = (n: number) => [...Array.from({ length: n - 1 }, (_, i) => `Wrong${i}x`), 'Demo1234'];

  it('checks at most three passwords of 16 sent at once, the right one last', async () => {
    await t.database.db.delete(loginFailures).where(eq(loginFailures.loginCode, 'acme'));
    const replies = await Promise.all(wrongThenRight(16).map((p) => from(t.app, p)));
    expect(tally(replies)).toEqual({ checked: 3, demanded: 13, total: 16 });
    expect(replies.at(-1)).toMatchObject({ success: false, code: Code.IMG_CODE_REQUIRED });
  });

  it('checks at most three of 30 sent at once over two server processes', async () => {
    await t.database.db.delete(loginFailures).where(eq(loginFailures.loginCode, 'acme'));
    const other = await t.otherProcess();
    try {
      const replies = await Promise.all(wrongThenRight(30).map((p, i) => from(i % 2 ? other : t.app, p)));
      expect(tally(replies)).toEqual({ checked: 3, demanded: 27, total: 30 });
      expect(replies.at(-1)).toMatchObject({ success: false, code: Code.IMG_CODE_REQUIRED });
    } finally {
      await other.close();
    }
  });
});

describe('logout.do', () => {
  it('ends the session on the server, and always succeeds', async () => {
    const token = await login(t.app, 'demo');
    expect((await call(t.app, 'logout', {}, { token })).success).toBe(true);
    expect(await call(t.app, 'getUserInfo', {}, { token })).toMatchObject({ code: Code.SESSION_EXPIRED });
    expect((await call(t.app, 'logout', {}, { token })).success).toBe(true);
    expect((await call(t.app, 'logout')).success).toBe(true);
  });

  it('accepts the token in the body alone (the unload beacon sends no headers)', async () => {
    const token = await login(t.app, 'demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout.do',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(await call(t.app, 'getUserInfo', {}, { token })).toMatchObject({ code: Code.SESSION_EXPIRED });
  });
});
