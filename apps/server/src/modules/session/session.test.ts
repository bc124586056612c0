import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

const IDLE_MS = 1500;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionIdleMs: IDLE_MS });
});
afterAll(() => t.close());

const userInfo = (token: string, lang: 'en' | 'zh' = 'en') => call(t.app, 'getUserInfo', {}, { token, lang });

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const token = await login(t.app, 'demo');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.h === token)).toBe(false);
  });

  it('expires after the idle time and answers 70001 from then on', async () => {
    const token = await login(t.app, 'demo');
    expect((await userInfo(token)).success).toBe(true);
    await new Promise((r) => setTimeout(r, IDLE_MS + 300));
    expect(await userInfo(token, 'zh')).toEqual({ code: Code.SESSION_EXPIRED, desc: '会话超时，请重新登录' });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.endReason).toBe('idle');
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it('stays alive while used', async () => {
    const token = await login(t.app, 'demo');
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, IDLE_MS / 2));
      expect((await userInfo(token)).success).toBe(true);
    }
  });

  it('answers 135010037 once an administrator ended the session', async () => {
    const victim = await login(t.app, 'acme');
    const other = await login(t.app, 'demo');
    const admin = await login(t.app, 'admin');
    const listed = await call<{ sessionId: string }[]>(t.app, 'listUserSessions', { loginCode: 'acme' }, { token: admin });
    expect(listed.data?.length).toBeGreaterThanOrEqual(1);
    const ended = await call<{ ended: number }>(t.app, 'endUserSessions', { loginCode: 'acme' }, { token: admin });
    expect(ended).toMatchObject({ success: true, data: { ended: listed.data!.length } });
    expect(await userInfo(victim)).toMatchObject({
      success: false,
      code: Code.FORCED_LOGOUT,
      desc: 'An administrator ended your session, please log in again',
    });
    expect((await userInfo(other)).success).toBe(true);
    expect(await call(t.app, 'endUserSessions', { loginCode: 'no-such-user' }, { token: admin })).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('ends every session of an account whose password changed', async () => {
    const first = await login(t.app, 'demo_ops');
    const second = await login(t.app, 'demo_ops');
    const changed = await call(
      t.app,
      'updatePassWord',
      { loginCode: 'demo_ops', loginPassword: 'Demo1234', newUserPassword: 'Ops2026x' },
      { token: first },
    );
    expect(changed).toMatchObject({ success: true, code: 200, desc: 'Password changed, please log in again' });
    expect((await userInfo(first)).code).toBe(Code.SESSION_EXPIRED);
    expect((await userInfo(second)).code).toBe(Code.SESSION_EXPIRED);
    expect((await call(t.app, 'login', { loginCode: 'demo_ops', loginPassword: 'Demo1234' })).code).toBe(Code.WRONG_CREDENTIALS);
    await login(t.app, 'demo_ops', 'Ops2026x');
  });
});

describe('closing the browser (a hidden tab)', () => {
  const hidden = (token: string, resumeKey: string) => call(t.app, 'logout', { resumeKey }, { token, tokenInBody: true });
  const resuming = (token: string, resumeKey: string) => call(t.app, 'getUserInfo', {}, { token, headers: { resumekey: resumeKey } });

  it('ends the session at once; only the same tab, reloaded with its key, takes it back', async () => {
    const token = await login(t.app, 'demo');
    const key = 'tab-key-0123456789abcdef';
    expect((await hidden(token, key)).success).toBe(true);
    // A closed browser: whoever holds the token alone is refused.
    expect(await userInfo(token)).toEqual(SESSION_EXPIRED);
    expect(await resuming(token, 'another-tab-key-0123456789')).toEqual(SESSION_EXPIRED);
    // A reload: the tab's key brings the session back, and then plain calls work again.
    expect((await resuming(token, key)).success).toBe(true);
    expect((await userInfo(token)).success).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ endedAt: null, endReason: null, resumeHash: null });
  });

  it('a key is spent once: the next hide needs the next key, and a logout or idle end cannot be resumed', async () => {
    const token = await login(t.app, 'demo');
    await hidden(token, 'first-key-0123456789abc');
    expect((await resuming(token, 'first-key-0123456789abc')).success).toBe(true);
    await hidden(token, 'second-key-0123456789ab');
    expect(await resuming(token, 'first-key-0123456789abc')).toEqual(SESSION_EXPIRED);
    expect((await resuming(token, 'second-key-0123456789ab')).success).toBe(true);

    expect((await call(t.app, 'logout', {}, { token })).success).toBe(true);
    expect(await resuming(token, 'second-key-0123456789ab')).toEqual(SESSION_EXPIRED);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.endReason).toBe('logout');

    const idle = await login(t.app, 'demo');
    await hidden(idle, 'idle-key-0123456789abcd');
    await new Promise((r) => setTimeout(r, IDLE_MS + 300));
    expect(await resuming(idle, 'idle-key-0123456789abcd')).toEqual(SESSION_EXPIRED);
  });

  it("a tab's late beacon: hidden again while still ended, its one key still takes the session back", async () => {
    // The browser keeps one key a tab (lib/unload-logout.ts): a beacon that reached the server after the next
    // page's calls ended the session behind it, and the next hide finds it ended and changes nothing.
    const token = await login(t.app, 'demo');
    const key = 'tab-life-key-0123456789ab';
    await hidden(token, key);
    await hidden(token, key);
    expect((await resuming(token, key)).success).toBe(true);
    expect((await userInfo(token)).success).toBe(true);
  });

  it('the parallel first calls of a reloaded page all get in', async () => {
    const token = await login(t.app, 'demo');
    await hidden(token, 'burst-key-0123456789abc');
    const replies = await Promise.all(Array.from({ length: 8 }, () => resuming(token, 'burst-key-0123456789abc')));
    expect(replies.map((r) => r.success)).toEqual(Array(8).fill(true));
  });

  it('refuses a malformed key and ends nothing', async () => {
    const token = await login(t.app, 'demo');
    expect(await call(t.app, 'logout', { resumeKey: 'short' }, { token })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    expect((await userInfo(token)).success).toBe(true);
  });
});

describe('several server processes on one database', () => {
  it('a logout in one process is refused at once by another that had the session cached', async () => {
    const other = await t.otherProcess();
    try {
      const token = await login(t.app, 'demo');
      // Both processes now hold the session in their caches.
      expect((await call(other, 'getUserInfo', {}, { token })).success).toBe(true);
      expect((await userInfo(token)).success).toBe(true);
      expect((await call(t.app, 'logout', {}, { token })).success).toBe(true);
      // The NOTIFY travels asynchronously; it must land well within a moment.
      await expect
        .poll(async () => (await call(other, 'getUserInfo', {}, { token })).code, { timeout: 2000, interval: 20 })
        .toBe(Code.SESSION_EXPIRED);
    } finally {
      await other.close();
    }
  });

  it('a profile change in one process shows at once in the user info of another', async () => {
    const other = await t.otherProcess();
    try {
      const token = await login(t.app, 'acme');
      const before = await call<{ name: string }>(other, 'getUserInfo', {}, { token });
      expect(before.data?.name).toBe('Lim Chee Keong');
      await call(t.app, 'updatePersonalInfo', { loginCode: 'acme', name: 'Lim C. K.', mobile: '0164401122' }, { token });
      await expect
        .poll(async () => (await call<{ name: string }>(other, 'getUserInfo', {}, { token })).data?.name, { timeout: 2000, interval: 20 })
        .toBe('Lim C. K.');
    } finally {
      await other.close();
    }
  });
});
