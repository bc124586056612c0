import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { UserInfo } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, freshIp, login, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { loginFailures, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The seeded rows the profile calls read (seed.ts). */
const SEED = {
  demo: { loginCode: 'demo', name: 'Tan Wei Ming', mobile: '0123456789', email: 'ops@demotrading.com.my' },
  demo_ops: { loginCode: 'demo_ops', name: 'Nurul Aina binti Hassan', mobile: '0198765432', email: null },
  acme: { loginCode: 'acme', name: 'Lim Chee Keong', mobile: '0164401122', email: 'logistics@acme-electronics.com.my' },
};

async function userRow(loginCode: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.loginCode, loginCode));
  if (!row) throw new Error(`no user ${loginCode}`);
  return row;
}

const userInfo = async (token: string, lang: Lang = 'en') => (await call<UserInfo>(t.app, 'getUserInfo', {}, { token, lang })).data!;

describe('getPersonalInfo', () => {
  const getInfo = async (loginCode: string, parameter: object, lang: Lang = 'en') =>
    call(t.app, 'getPersonalInfo', parameter, { token: await t.sessionOf(loginCode), lang });

  it("answers the caller's own row, whether or not the parameter names the account", async () => {
    const expected = { success: true, code: Code.OK, desc: 'Success', data: { list: [SEED.demo], total: 1 } };
    expect(await getInfo('demo', {})).toEqual(expected);
    // Login codes are matched without regard to case, and paging is accepted (spec 7 "get info").
    expect(await getInfo('demo', { loginCode: 'DEMO', page: 1, pageSize: 10 })).toEqual(expected);
  });

  it('gives a sub-account its own row', async () => {
    expect((await getInfo('demo_ops', { loginCode: 'demo_ops' })).data).toEqual({ list: [SEED.demo_ops], total: 1 });
  });

  it("refuses to show another account's row, even of the same customer", async () => {
    expect(await getInfo('demo', { loginCode: 'acme' }, 'zh')).toEqual(refused(Code.FORBIDDEN, '您没有执行此操作的权限'));
    expect(await getInfo('demo_ops', { loginCode: 'demo' }, 'ml')).toEqual(
      refused(Code.FORBIDDEN, 'Anda tiada kebenaran untuk melakukan ini'),
    );
  });

  it('refuses paging outside its limits and names the field', async () => {
    expect(await getInfo('demo', { pageSize: 1000 }, 'zh')).toEqual(refused(Code.BAD_PARAMETER, '请求参数错误：pageSize'));
    expect(await getInfo('demo', { page: 0 })).toEqual(refused(Code.BAD_PARAMETER, 'Invalid request parameter: page'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'getPersonalInfo', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('updatePersonalInfo', () => {
  const update = async (name: unknown, mobile: unknown, opts: { as?: string; loginCode?: string; lang?: Lang } = {}) => {
    const as = opts.as ?? 'demo';
    return call(
      t.app,
      'updatePersonalInfo',
      { loginCode: opts.loginCode ?? as, name, mobile },
      { token: await t.sessionOf(as), lang: opts.lang },
    );
  };
  /** A refused edit must leave the row as it was. */
  const expectRefusedAndUnchanged = async (reply: Promise<unknown>, desc: string) => {
    const before = await userRow('demo');
    expect(await reply).toEqual(refused(Code.BAD_PARAMETER, desc));
    const after = await userRow('demo');
    expect({ name: after.name, mobile: after.mobile }).toEqual({ name: before.name, mobile: before.mobile });
  };

  it('saves the name and phone, storing a +60 number in its domestic form', async () => {
    expect(await update('Tan Wei Ming', '019-222 3333', { lang: 'zh' })).toEqual({
      success: true,
      code: Code.OK,
      desc: '修改成功',
      data: null,
    });
    expect(await userRow('demo')).toMatchObject({ name: 'Tan Wei Ming', mobile: '0192223333' });
    expect(await update('Tan Wei Ming', '+60 12-345 6789')).toEqual({ success: true, code: Code.OK, desc: 'Saved', data: null });
    expect(await userRow('demo')).toMatchObject({ name: 'Tan Wei Ming', mobile: '0123456789' });
  });

  it('shows the change in getUserInfo at once, in every language and every session', async () => {
    const token = await t.sessionOf('demo');
    const other = await login(t.app, 'demo');
    // Load the cached user info first, so a stale cache would show.
    expect((await userInfo(token, 'en')).name).toBe('Tan Wei Ming');
    expect((await userInfo(other, 'zh')).name).toBe('Tan Wei Ming');
    expect((await update('Tan Wei Ming Jr', '0171112222')).success).toBe(true);
    for (const [tok, lang] of [
      [token, 'en'],
      [other, 'zh'],
      [other, 'en'],
    ] as const) {
      expect(await userInfo(tok, lang)).toMatchObject({ name: 'Tan Wei Ming Jr', mobile: '0171112222' });
    }
    expect((await call(t.app, 'getPersonalInfo', {}, { token })).data).toEqual({
      list: [{ ...SEED.demo, name: 'Tan Wei Ming Jr', mobile: '0171112222' }],
      total: 1,
    });
  });

  it('trims the name', async () => {
    expect((await update('  Tan Wei Ming  ', '0123456789')).success).toBe(true);
    expect((await userRow('demo')).name).toBe('Tan Wei Ming');
  });

  it('requires a name', async () => {
    await expectRefusedAndUnchanged(update(undefined, '0123456789', { lang: 'zh' }), '请输入姓名');
    await expectRefusedAndUnchanged(update('   ', '0123456789'), 'Please enter the name');
  });

  it('limits the name to 50 counted characters, a Chinese character counting 2', async () => {
    const chinese25 = '陈'.repeat(25); // 50 counted
    expect((await update(chinese25, '0123456789')).success).toBe(true);
    expect((await userRow('demo')).name).toBe(chinese25);
    expect((await update('A'.repeat(50), '0123456789')).success).toBe(true);
    expect((await userRow('demo')).name).toBe('A'.repeat(50));

    await expectRefusedAndUnchanged(update('陈'.repeat(26), '0123456789', { lang: 'zh' }), '不能超过50个字符（中文算2个）');
    // 26 characters but 51 counted: the Chinese characters push it over.
    await expectRefusedAndUnchanged(update(`A${chinese25}`, '0123456789'), 'Cannot exceed 50 characters (Chinese characters count as 2)');
    await expectRefusedAndUnchanged(
      update('A'.repeat(51), '0123456789', { lang: 'ml' }),
      'Tidak boleh melebihi 50 aksara (aksara Cina dikira 2)',
    );
  });

  it.each([
    ['01234567', '01234567'], // 8 digits
    ['01234567890', '01234567890'], // 11 digits
    ['+6012345678', '012345678'],
    ['+60 12-345 6789', '0123456789'],
    [' 012-345 6789 ', '0123456789'],
  ])('accepts the phone %j and stores %j', async (mobile, stored) => {
    expect((await update('Tan Wei Ming', mobile)).success).toBe(true);
    expect((await userRow('demo')).mobile).toBe(stored);
  });

  it.each([
    '0123456', // 7 digits
    '012345678901', // 12 digits
    '+60123456789012',
    '123456789', // neither 0 nor +60
    '+6512345678', // Singapore
    '60123456789',
    'abc',
    '01234abc56',
  ])('refuses the phone %j', async (mobile) => {
    await expectRefusedAndUnchanged(update('Tan Wei Ming', mobile, { lang: 'zh' }), '电话号码须以0或+60开头，共8至11位数字');
  });

  it('requires a phone', async () => {
    await expectRefusedAndUnchanged(update('Tan Wei Ming', '', { lang: 'zh' }), '请输入电话号码');
    await expectRefusedAndUnchanged(update('Tan Wei Ming', undefined), 'Please enter the phone number');
  });

  it("refuses to edit another account's profile", async () => {
    expect(await update('Hacked', '0100000000', { loginCode: 'acme', lang: 'zh' })).toEqual(
      refused(Code.FORBIDDEN, '您没有执行此操作的权限'),
    );
    expect(await update('Hacked', '0100000000', { as: 'demo_ops', loginCode: 'demo' })).toEqual(
      refused(Code.FORBIDDEN, 'You do not have permission to do this'),
    );
    expect(await userRow('acme')).toMatchObject({ name: SEED.acme.name, mobile: SEED.acme.mobile });
    expect((await userRow('demo')).name).not.toBe('Hacked');
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'updatePersonalInfo', { loginCode: 'demo', name: 'X', mobile: '0123456789' })).toEqual(SESSION_EXPIRED);
  });
});

describe('updatePassWord', () => {
  const NEW_PASSWORD = 'Kinabalu#2026';
  // updatePassWord allows 10 calls a minute per address; each call here comes from its own.
  const changePassword = (token: string, loginPassword: string, newUserPassword: string, opts: { loginCode?: string; lang?: Lang } = {}) =>
    call(
      t.app,
      'updatePassWord',
      { loginCode: opts.loginCode ?? 'demo', loginPassword, newUserPassword },
      { token, lang: opts.lang, ip: freshIp() },
    );
  const tryLogin = (loginCode: string, loginPassword: string) => call(t.app, 'login', { loginCode, loginPassword });

  it('answers 10001 when the old password is wrong, and changes nothing', async () => {
    const token = await t.sessionOf('demo');
    expect(await changePassword(token, 'Wrong1234', 'Another#1', { lang: 'zh' })).toEqual(refused(Code.WRONG_CREDENTIALS, '原密码错误'));
    expect(await changePassword(token, 'Wrong1234', 'Another#1')).toEqual(refused(Code.WRONG_CREDENTIALS, 'The current password is wrong'));
    expect((await call(t.app, 'getUserInfo', {}, { token })).success).toBe(true);
    expect((await tryLogin('demo', DEMO_PASSWORD)).success).toBe(true);
  });

  it.each([
    '1abcdefg', // starts with a digit
    'Ab1', // too short
    'Abcdefghijklmnop1', // 17 characters
    'Abc 12345', // a space
    'Abcdé12345', // not ASCII
  ])('refuses the new password %j by the password rule', async (newPassword) => {
    const token = await t.sessionOf('demo');
    expect(await changePassword(token, DEMO_PASSWORD, newPassword, { lang: 'zh' })).toEqual(
      refused(Code.BAD_PARAMETER, '密码须为6-16位，以字母开头，只能包含字母、数字和常用符号'),
    );
  });

  it('refuses an empty new password and one equal to the old', async () => {
    const token = await t.sessionOf('demo');
    expect(await changePassword(token, DEMO_PASSWORD, '')).toEqual(refused(Code.BAD_PARAMETER, 'Please enter the password'));
    expect(await changePassword(token, DEMO_PASSWORD, DEMO_PASSWORD, { lang: 'zh' })).toEqual(
      refused(Code.BAD_PARAMETER, '新密码不能与旧密码相同'),
    );
    expect(await changePassword(token, DEMO_PASSWORD, DEMO_PASSWORD, { lang: 'ml' })).toEqual(
      refused(Code.BAD_PARAMETER, 'Kata laluan baharu mesti berbeza daripada yang lama'),
    );
    expect((await tryLogin('demo', DEMO_PASSWORD)).success).toBe(true);
  });

  it("refuses to change another account's password, even given that account's password", async () => {
    const token = await t.sessionOf('demo');
    expect(await changePassword(token, DEMO_PASSWORD, NEW_PASSWORD, { loginCode: 'acme', lang: 'zh' })).toEqual(
      refused(Code.FORBIDDEN, '您没有执行此操作的权限'),
    );
    expect((await tryLogin('acme', DEMO_PASSWORD)).success).toBe(true);
    expect((await tryLogin('acme', NEW_PASSWORD)).success).toBe(false);
  });

  it('changes the password and ends every session of the account, this one included', async () => {
    // `frozen` is used here so the other tests keep the seeded password; freezing does not block this.
    const current = await login(t.app, 'frozen');
    const elsewhere = await login(t.app, 'frozen');
    const bystander = await t.sessionOf('demo');
    expect(await changePassword(current, DEMO_PASSWORD, NEW_PASSWORD, { loginCode: 'frozen', lang: 'ml' })).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Kata laluan telah ditukar, sila log masuk semula',
      data: null,
    });
    expect(await call(t.app, 'getUserInfo', {}, { token: current })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'getUserInfo', {}, { token: elsewhere })).toEqual(SESSION_EXPIRED);
    // Only that account's sessions end.
    expect((await call(t.app, 'getUserInfo', {}, { token: bystander })).success).toBe(true);

    expect(await tryLogin('frozen', DEMO_PASSWORD)).toMatchObject({
      success: false,
      code: Code.WRONG_CREDENTIALS,
      desc: 'Wrong account or password',
    });
    const fresh = await login(t.app, 'frozen', NEW_PASSWORD);
    expect((await userInfo(fresh)).loginCode).toBe('frozen');
    expect((await userRow('frozen')).passwordChangedAt).toBeInstanceOf(Date);
  });

  it('counts a wrong current password as a failed login: after three the session ends and the image code is demanded', async () => {
    const token = await login(t.app, 'acme');
    for (let i = 0; i < 2; i++)
      expect((await changePassword(token, `Guess${i}abc`, 'Another#1', { loginCode: 'acme' })).code).toBe(Code.WRONG_CREDENTIALS);
    expect((await call(t.app, 'getUserInfo', {}, { token })).success).toBe(true);
    expect((await changePassword(token, 'Guess2abc', 'Another#1', { loginCode: 'acme' })).code).toBe(Code.WRONG_CREDENTIALS);
    expect(await call(t.app, 'getUserInfo', {}, { token })).toEqual(SESSION_EXPIRED);
    expect(await call(t.app, 'login', { loginCode: 'acme', loginPassword: DEMO_PASSWORD })).toMatchObject({
      success: false,
      code: Code.IMG_CODE_REQUIRED,
      data: { needImgCode: true },
    });
    // Clean up for the other tests: the count is per login code.
    await t.database.db.delete(loginFailures);
  });

  it('checks at most three current passwords sent at once, then ends the session unchecked', async () => {
    const token = await login(t.app, 'acme');
    // Guessing through a stolen session: 12 wrong passwords at once, then the right one. (Sent in one burst, the
    // right one may be handled among the first three on a busy machine, and rightly checked: the order requests
    // are handled in is not the order they were sent in, so it follows the burst.)
    const guesses = Array.from({ length: 12 }, (_, i) => `Guess${i}abc`);
    const replies = await Promise.all(guesses.map((g) => changePassword(token, g, 'Another#1', { loginCode: 'acme' })));
    expect(replies.every((r) => r.code === Code.WRONG_CREDENTIALS || r.code === SESSION_EXPIRED.code)).toBe(true);
    expect((await changePassword(token, DEMO_PASSWORD, 'Another#1', { loginCode: 'acme' })).code).toBe(SESSION_EXPIRED.code);
    // The right one came too late to be checked: the password is unchanged and the session is over.
    expect((await call(t.app, 'login', { loginCode: 'acme', loginPassword: 'Another#1' })).success).toBe(false);
    expect(await call(t.app, 'getUserInfo', {}, { token })).toEqual(SESSION_EXPIRED);
    const [row] = await t.database.db.select().from(loginFailures);
    expect(row?.failures).toBeGreaterThanOrEqual(3);
    await t.database.db.delete(loginFailures);
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'updatePassWord', { loginCode: 'demo', loginPassword: DEMO_PASSWORD, newUserPassword: NEW_PASSWORD })).toEqual(
      SESSION_EXPIRED,
    );
  });
});

describe('getCustomerEmails', () => {
  it("lists the main account's e-mail of the caller's customer only", async () => {
    expect(await call(t.app, 'getCustomerEmails', {}, { token: await t.sessionOf('demo') })).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Success',
      data: [{ loginCode: 'demo', email: SEED.demo.email }],
    });
    expect((await call(t.app, 'getCustomerEmails', {}, { token: await t.sessionOf('acme') })).data).toEqual([
      { loginCode: 'acme', email: SEED.acme.email },
    ]);
  });

  it('refuses sub-accounts and the administrator', async () => {
    expect(await call(t.app, 'getCustomerEmails', {}, { token: await t.sessionOf('demo_ops'), lang: 'zh' })).toEqual(
      refused(Code.FORBIDDEN, '仅主账号可执行此操作'),
    );
    expect(await call(t.app, 'getCustomerEmails', {}, { token: await t.sessionOf('admin') })).toEqual(
      refused(Code.FORBIDDEN, 'Only the main account can do this'),
    );
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'getCustomerEmails', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('updateUserEmail', () => {
  const bind = async (as: string, cusEmail: unknown, lang: Lang = 'en') =>
    call(t.app, 'updateUserEmail', { cusEmail }, { token: await t.sessionOf(as), lang });

  it.each([
    'not-an-email',
    'ops@demotrading',
    'ops demo@demotrading.com.my',
    'ops@@demotrading.com.my',
    `${'x'.repeat(95)}@demo.my`, // over 100 characters
  ])('refuses %j with API_MSG_0115', async (cusEmail) => {
    expect(await bind('demo', cusEmail, 'zh')).toEqual(refused(Code.BAD_PARAMETER, '请输入正确的邮箱地址'));
    expect((await userRow('demo')).email).toBe(SEED.demo.email);
  });

  it('translates API_MSG_0115 and asks for a missing address', async () => {
    expect(await bind('demo', 'nope', 'ml')).toEqual(refused(Code.BAD_PARAMETER, 'Sila masukkan alamat e-mel yang sah'));
    expect(await bind('demo', '  ')).toEqual(refused(Code.BAD_PARAMETER, 'Please enter the e-mail address'));
    expect(await bind('demo', undefined, 'zh')).toEqual(refused(Code.BAD_PARAMETER, '请输入邮箱地址'));
  });

  it('refuses sub-accounts and the administrator, and leaves the address alone', async () => {
    expect(await bind('demo_ops', 'clerk@demotrading.com.my', 'zh')).toEqual(refused(Code.FORBIDDEN, '仅主账号可执行此操作'));
    expect(await bind('admin', 'root@portal.example.my')).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
    expect((await userRow('demo_ops')).email).toBeNull();
    expect((await userRow('demo')).email).toBe(SEED.demo.email);
  });

  it('binds the trimmed address to the caller only, and user info shows it at once', async () => {
    const demo = await t.sessionOf('demo');
    const ops = await t.sessionOf('demo_ops');
    expect((await userInfo(demo)).email).toBe(SEED.demo.email); // load the cache first

    expect(await bind('demo', '  Finance@DemoTrading.com.my ', 'zh')).toEqual({
      success: true,
      code: Code.OK,
      desc: '邮箱绑定成功',
      data: { cusEmail: 'Finance@DemoTrading.com.my' },
    });
    expect((await userInfo(demo)).email).toBe('Finance@DemoTrading.com.my');
    expect((await call(t.app, 'getCustomerEmails', {}, { token: demo })).data).toEqual([
      { loginCode: 'demo', email: 'Finance@DemoTrading.com.my' },
    ]);
    // The sub-account of the same customer still gets no e-mail, and the other customer is untouched.
    expect((await userInfo(ops)).email).toBeNull();
    expect((await userRow('acme')).email).toBe(SEED.acme.email);
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'updateUserEmail', { cusEmail: 'a@b.my' })).toEqual(SESSION_EXPIRED);
  });
});
