import { Code } from '@portal/shared/codes';
import type { MenuEntry } from '@portal/shared/menu';
import type { SubAccountRow } from '@portal/shared/sub-account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, login, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (loginCode: string) => ({ token: await t.sessionOf(loginCode) });
const list = async (who: string, parameter: object = {}) =>
  call<{ list: SubAccountRow[]; total: number }>(t.app, 'userList', parameter, await as(who));
const add = async (parameter: object, who = 'demo', lang: 'en' | 'zh' = 'en') =>
  call<SubAccountRow>(t.app, 'addUser', parameter, { ...(await as(who)), lang });
const funcsOf = async (token: string) =>
  (await call<{ funcs: MenuEntry[] }>(t.app, 'getUserInfo', {}, { token })).data!.funcs.map((f) => f.FUNCPATH);

/** Grants demo may give: normal order (101), order management (106), personal info (1301). */
const GRANTS = [101, 106, 1301];

describe('userList', () => {
  it("lists the main account's own sub-accounts with their grants", async () => {
    const reply = await list('demo');
    expect(reply).toMatchObject({ success: true, data: { total: 1 } });
    expect(reply.data!.list[0]).toMatchObject({
      loginCode: 'demo_ops',
      name: 'Nurul Aina binti Hassan',
      mobile: '0198765432',
      status: 1,
      funcIds: [101, 104, 106, 201, 203, 302, 401, 402, 1301],
    });
    // Another customer's list holds its own clerk alone.
    const acme = (await list('acme')).data!;
    expect({ total: acme.total, loginCodes: acme.list.map((u) => u.loginCode) }).toEqual({ total: 1, loginCodes: ['acme_ops'] });
  });

  it('filters by keyword and status, and pages', async () => {
    expect((await list('demo', { keyword: 'nurul' })).data!.total).toBe(1);
    expect((await list('demo', { keyword: 'nobody' })).data!.total).toBe(0);
    expect((await list('demo', { status: 2 })).data!.total).toBe(0);
    expect((await list('demo', { page: 2, pageSize: 10 })).data).toMatchObject({ list: [], total: 1 });
    expect(await list('demo', { pageSize: 500 })).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
  });

  it('is for main accounts only', async () => {
    expect(await list('demo_ops')).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
    expect(await list('admin')).toEqual(refused(Code.FORBIDDEN, 'Only the main account can do this'));
    expect(await call(t.app, 'userList', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('getGrantableFuncs', () => {
  it("offers the customer's pages without user management or the pickup time setting", async () => {
    const reply = await call<{ id: number; name: string; children: { id: number; path: string }[] }[]>(
      t.app,
      'getGrantableFuncs',
      {},
      { ...(await as('demo')), lang: 'zh' },
    );
    const paths = reply.data!.flatMap((g) => g.children.map((c) => c.path));
    expect(paths).toContain('normalOrder');
    expect(paths).not.toContain('userManage');
    expect(paths).not.toContain('monthlyPickupTimeSetting');
    expect(reply.data!.find((g) => g.id === 1)?.name).toBe('下单管理');
    // acme has no delivery-order pages (its grants), so none are offered.
    const acme = await call<{ id: number }[]>(t.app, 'getGrantableFuncs', {}, await as('acme'));
    expect(acme.data!.some((g) => g.id === 10)).toBe(false);
  });
});

describe('addUser', () => {
  it('creates <main>_<name> with its grants; it logs in and sees only those pages', async () => {
    const reply = await add({ subName: 'finance1', name: '陈小姐', mobile: '+60 12-888 1234', password: 'Kl2026ab', funcIds: GRANTS });
    expect(reply).toMatchObject({
      success: true,
      code: 200,
      desc: 'Added',
      data: { loginCode: 'demo_finance1', mobile: '0128881234', status: 1, funcIds: GRANTS },
    });
    const token = await login(t.app, 'demo_finance1', 'Kl2026ab');
    expect(await funcsOf(token)).toEqual(['orders', 'personalSetting', 'normalOrder', 'orderManage', 'personalInfo']);
  });

  it('adds a sub-account once when the same addition arrives 8 times at once: the others hear it exists', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add({ subName: i % 2 ? 'RACE' : 'race', name: `Race ${i}`, password: 'Kl2026ab' })),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success)).toEqual(Array(7).fill(refused(Code.CONFLICT, 'The account already exists')));
    expect((await list('demo', { keyword: 'race' })).data!.total).toBe(1);
  });

  it('refuses a taken name, a bad name, a weak password and pages the main account may not grant', async () => {
    expect(await add({ subName: 'OPS', name: 'X', password: 'Kl2026ab' }, 'demo', 'zh')).toEqual(refused(Code.CONFLICT, '账号已存在'));
    expect(await add({ subName: 'a_b', name: 'X', password: 'Kl2026ab' })).toEqual(
      refused(Code.BAD_PARAMETER, 'The sub-account name may contain letters and digits only, up to 30'),
    );
    expect((await add({ subName: 'weak', name: 'X', password: '123' })).code).toBe(Code.BAD_PARAMETER);
    for (const funcIds of [[1401], [1306], [99999]])
      expect(await add({ subName: 'grant', name: 'X', password: 'Kl2026ab', funcIds })).toEqual(
        refused(Code.BAD_PARAMETER, 'Invalid request parameter: funcIds'),
      );
    // acme may not grant delivery-order pages, which demo has.
    expect((await add({ subName: 'do', name: 'X', password: 'Kl2026ab', funcIds: [1001] }, 'acme')).code).toBe(Code.BAD_PARAMETER);
    expect((await list('demo', { keyword: 'grant' })).data!.total).toBe(0);
  });

  it('is refused to sub-accounts', async () => {
    expect((await add({ subName: 'x', name: 'X', password: 'Kl2026ab' }, 'demo_ops')).code).toBe(Code.FORBIDDEN);
  });
});

describe('updateUser', () => {
  const update = async (parameter: object, who = 'demo') => call<SubAccountRow>(t.app, 'updateUser', parameter, await as(who));
  const idOf = async (loginCode: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode)))[0]!.id;

  it('changes name, mobile and grants; the menu follows at once', async () => {
    await add({ subName: 'clerk', name: 'Clerk', password: 'Kl2026ab', funcIds: [101] });
    const token = await login(t.app, 'demo_clerk', 'Kl2026ab');
    expect(await funcsOf(token)).toContain('normalOrder');
    const id = await idOf('demo_clerk');
    expect(await update({ id, name: 'Clerk Two', mobile: '0312345678', funcIds: [1301] })).toMatchObject({
      success: true,
      data: { name: 'Clerk Two', mobile: '0312345678', funcIds: [1301] },
    });
    expect(await funcsOf(token)).toEqual(['personalSetting', 'personalInfo']);
  });

  it('keeps the login code the account was made with (spec 8: the account cannot be changed)', async () => {
    await add({ subName: 'samecode', name: 'Same code', password: 'Kl2026ab' });
    const id = await idOf('demo_samecode');
    expect(await update({ id, loginCode: 'demo_other', name: 'Renamed' })).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'The account cannot be changed',
    });
    expect(await update({ id, loginCode: 'DEMO_SAMECODE', name: 'Renamed' })).toMatchObject({ success: true, data: { name: 'Renamed' } });
    expect((await t.database.db.select({ loginCode: users.loginCode }).from(users).where(eq(users.id, id)))[0]).toEqual({
      loginCode: 'demo_samecode',
    });
  });

  it('disabling ends the sessions at once, and the account cannot log in until enabled again', async () => {
    await add({ subName: 'temp', name: 'Temp', password: 'Kl2026ab' });
    const token = await login(t.app, 'demo_temp', 'Kl2026ab');
    const id = await idOf('demo_temp');
    expect((await update({ id, status: 2 })).data).toMatchObject({ status: 2 });
    expect(await call(t.app, 'getUserInfo', {}, { token })).toEqual(SESSION_EXPIRED);
    expect((await call(t.app, 'login', { loginCode: 'demo_temp', loginPassword: 'Kl2026ab' }, { ip: freshIp() })).code).toBe(
      Code.ACCOUNT_DISABLED,
    );
    await update({ id, status: 1 });
    await login(t.app, 'demo_temp', 'Kl2026ab');
  });

  it("answers 404 for another customer's account or the main account itself, and changes nothing", async () => {
    expect(await update({ id: await idOf('demo_ops'), name: 'Hijack' }, 'acme')).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect((await update({ id: await idOf('demo'), name: 'Hijack' })).code).toBe(Code.NOT_FOUND);
    expect((await list('demo', { keyword: 'Hijack' })).data!.total).toBe(0);
  });
});

describe('deleteUser', () => {
  it('deletes the sub-accounts and ends their sessions', async () => {
    const created = (await add({ subName: 'gone', name: 'Gone', password: 'Kl2026ab' })).data!;
    const token = await login(t.app, 'demo_gone', 'Kl2026ab');
    expect(await call(t.app, 'deleteUser', { ids: [created.id] }, await as('demo'))).toMatchObject({ success: true, data: { deleted: 1 } });
    expect(await call(t.app, 'getUserInfo', {}, { token })).toEqual(SESSION_EXPIRED);
    expect((await list('demo', { keyword: 'gone' })).data!.total).toBe(0);
  });

  it('refuses the whole request when one id is not a sub-account of the caller', async () => {
    const mine = (await add({ subName: 'keep', name: 'Keep', password: 'Kl2026ab' })).data!;
    const [acmeMain] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'acme'));
    expect((await call(t.app, 'deleteUser', { ids: [mine.id, acmeMain!.id] }, await as('demo'))).code).toBe(Code.NOT_FOUND);
    expect((await list('demo', { keyword: 'keep' })).data!.total).toBe(1);
    expect((await call(t.app, 'deleteUser', { ids: [mine.id] }, await as('acme'))).code).toBe(Code.NOT_FOUND);
  });
});

describe('updateSubAccountPassWord', () => {
  it("lets the main account set a sub-account's password, ending its sessions", async () => {
    const created = (await add({ subName: 'forgot', name: 'Forgot', password: 'Kl2026ab' })).data!;
    const token = await login(t.app, 'demo_forgot', 'Kl2026ab');
    const reply = await call(
      t.app,
      'updateSubAccountPassWord',
      { id: created.id, newPassword: 'Fresh2026' },
      { ...(await as('demo')), lang: 'zh' },
    );
    expect(reply).toMatchObject({ success: true, desc: '重置成功' });
    expect(await call(t.app, 'getUserInfo', {}, { token })).toEqual(SESSION_EXPIRED);
    await login(t.app, 'demo_forgot', 'Fresh2026');
    expect((await call(t.app, 'updateSubAccountPassWord', { id: created.id, newPassword: 'Other2026' }, await as('acme'))).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await call(t.app, 'updateSubAccountPassWord', { id: created.id, newPassword: 'x' }, await as('demo'))).code).toBe(
      Code.BAD_PARAMETER,
    );
  });
});
