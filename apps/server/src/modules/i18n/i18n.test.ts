import { Code } from '@portal/shared/codes';
import type { I18nPack, I18nRow } from '@portal/shared/i18n-entry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxFile, zipBomb } from '../../../test/files.ts';
import { call, freshIp, refused, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { i18nEntries } from '../../db/schema/index.ts';
import { seedBuiltInTexts } from './built-in-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Entry = I18nRow;

const admin = async <T = unknown>(name: string, parameter: object = {}, lang: 'en' | 'zh' = 'en') =>
  call<T>(t.app, name, parameter, { token: await t.sessionOf('admin'), lang });
const pack = (parameter: object = {}) => call<I18nPack & { upToDate?: boolean }>(t.app, 'getI18nJson', parameter);
const entry = async (key: string) =>
  (await admin<{ list: Entry[] }>('listI18n', { keyword: key, pageSize: 100 })).data!.list.find((e) => e.key === key)!;
const importFile = async (data: Buffer, name = 'texts.xlsx') =>
  upload(t.app, 'importI18n', { name, data }, { token: await t.sessionOf('admin') });

describe('getI18nJson', () => {
  it('serves the whole pack by version to anyone, and nothing new for the same version', async () => {
    const full = await pack();
    expect(full.success).toBe(true);
    expect(full.data!.en!.layout!['userMenu.logout']).toBe('Log out');
    expect(full.data!.zh!.msg!.accountFrozen).toBe('您的账户已被冻结，请联系您的客户经理');
    const only = await pack({ lang: 'ml' });
    expect(Object.keys(only.data!).sort()).toEqual(['ml', 'version']);
    expect(await pack({ version: full.data!.version })).toMatchObject({ data: { version: full.data!.version, upToDate: true } });
  });
});

describe('listI18n', () => {
  it('lists every shipped text, searchable by key or text and by namespace', async () => {
    const all = await admin<{ total: number }>('listI18n', { pageSize: 10 });
    expect(all.data!.total).toBeGreaterThan(300);
    const logout = await admin<{ list: Entry[] }>('listI18n', { keyword: 'userMenu.logout' });
    expect(logout.data!.list).toEqual([
      expect.objectContaining({ key: 'layout:userMenu.logout', zh: '退出登录', en: 'Log out', builtIn: true }),
    ]);
    const bySpanishLikeText = await admin<{ total: number }>('listI18n', { keyword: '退出登录' });
    expect(bySpanishLikeText.data!.total).toBeGreaterThanOrEqual(1);
    const msgOnly = await admin<{ list: Entry[] }>('listI18n', { namespace: 'msg', pageSize: 100 });
    expect(msgOnly.data!.list.every((e) => e.key.startsWith('msg:'))).toBe(true);
  });

  it('is for the administrator only', async () => {
    for (const name of ['listI18n', 'saveI18n', 'deleteI18n', 'sendSyncI18ns'])
      expect(await call(t.app, name, {}, { token: await t.sessionOf('demo') }), name).toEqual(
        refused(Code.FORBIDDEN, 'Only the administrator can do this'),
      );
    expect(
      (await upload(t.app, 'importI18n', { name: 'a.xlsx', data: await xlsxFile([['key']]) }, { token: await t.sessionOf('demo') })).code,
    ).toBe(Code.FORBIDDEN);
  });
});

describe('saveI18n and deleteI18n', () => {
  it('edits a shipped text; the pack version moves on and the pack carries the new text', async () => {
    const before = (await pack()).data!.version;
    const logout = await entry('layout:userMenu.logout');
    const saved = await admin<Entry & { version: number }>('saveI18n', {
      id: logout.id,
      key: logout.key,
      zh: '登出',
      en: 'Sign out',
      ml: 'Log keluar',
    });
    expect(saved).toMatchObject({ success: true, data: { en: 'Sign out', builtIn: false } });
    expect(saved.data!.version).toBe(before + 1);
    expect((await pack({ version: before, lang: 'en' })).data!.en!.layout!['userMenu.logout']).toBe('Sign out');
  });

  it('keeps an edited text when the release texts are brought in again', async () => {
    expect((await seedBuiltInTexts(t.database.db)).changed).toBe(0);
    expect((await entry('layout:userMenu.logout')).en).toBe('Sign out');
  });

  it('adds a new key, and refuses a taken key, a malformed key and a missing language', async () => {
    expect((await admin('saveI18n', { key: 'common:extra.note', zh: '备注', en: 'Note', ml: 'Nota' })).success).toBe(true);
    expect(await admin('saveI18n', { key: 'common:extra.note', zh: 'x', en: 'x', ml: 'x' })).toEqual(
      refused(Code.CONFLICT, 'This key already exists'),
    );
    expect(await admin('saveI18n', { key: 'no colon', zh: 'x', en: 'x', ml: 'x' })).toEqual(
      refused(Code.BAD_PARAMETER, 'The key must look like namespace:path, for example common:actions.save'),
    );
    expect(await admin('saveI18n', { key: 'common:extra.other', zh: 'x', en: ' ', ml: 'x' }, 'zh')).toEqual(
      refused(Code.BAD_PARAMETER, '请填写每种语言的文本'),
    );
  });

  it('adds a new key once when the same addition arrives 8 times at once: the others hear it exists', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin<{ id: number }>('saveI18n', { key: 'common:extra.race', zh: `${i}`, en: `${i}`, ml: `${i}` }),
      ),
    );
    const added = replies.filter((r) => r.success);
    expect(added).toHaveLength(1);
    expect(replies.filter((r) => !r.success)).toEqual(Array(7).fill(refused(Code.CONFLICT, 'This key already exists')));
    expect(await admin('deleteI18n', { ids: [added[0]!.data!.id] })).toMatchObject({ success: true });
  });

  it('renames 8 entries onto one new key at once: one wins, the others hear it exists', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const made = await admin<{ id: number }>('saveI18n', { key: `common:extra.from${i}`, zh: 'x', en: 'x', ml: 'x' });
      ids.push(made.data!.id);
    }
    const replies = await Promise.all(ids.map((id) => admin('saveI18n', { id, key: 'common:extra.renamed', zh: 'y', en: 'y', ml: 'y' })));
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success)).toEqual(Array(7).fill(refused(Code.CONFLICT, 'This key already exists')));
    expect(await admin('deleteI18n', { ids })).toMatchObject({ success: true });
  });

  it('deletes entries; a deleted shipped text comes back with the sync', async () => {
    const note = await entry('common:extra.note');
    const title = await entry('common:result.errorTitle');
    expect(await admin('deleteI18n', { ids: [note.id, title.id] })).toMatchObject({ success: true, data: { deleted: 2 } });
    expect(await entry('common:result.errorTitle')).toBeUndefined();
    expect((await admin('deleteI18n', { ids: [note.id] })).code).toBe(Code.NOT_FOUND);
    const synced = await admin<{ changed: number }>('sendSyncI18ns');
    expect(synced.data!.changed).toBe(1);
    expect((await entry('common:result.errorTitle')).en).toBe('Something went wrong');
  });
});

describe('importI18n', () => {
  const header = ['*key', '*zh', '*en', '*ml'];

  it('imports a valid sheet in one go', async () => {
    const file = await xlsxFile([
      header,
      ['common:imported.one', '一', 'One', 'Satu'],
      ['layout:userMenu.privacy', '隐私', 'Privacy', 'Privasi'],
    ]);
    expect(await importFile(file)).toMatchObject({ success: true, data: { imported: 2 } });
    expect((await entry('common:imported.one')).ml).toBe('Satu');
    expect((await entry('layout:userMenu.privacy')).builtIn).toBe(false);
  });

  it('saves nothing when a row is bad, and names the rows', async () => {
    const file = await xlsxFile([
      header,
      ['common:imported.two', '二', 'Two', 'Dua'],
      ['broken key', 'x', 'x', 'x'],
      ['common:imported.three', '', 'Three', 'Tiga'],
    ]);
    const reply = await importFile(file);
    expect(reply).toMatchObject({
      success: false,
      code: Code.BAD_PARAMETER,
      desc: 'You imported 3 in total, of which 2 do not match the template',
    });
    expect((reply.data as { errors: { row: number; field: string }[] }).errors).toEqual([
      expect.objectContaining({ row: 3, field: 'key' }),
      expect.objectContaining({ row: 4, field: 'zh' }),
    ]);
    expect(await entry('common:imported.two')).toBeUndefined();
  });

  it('refuses what is not a real, modest xlsx, before reading it', async () => {
    const refusedWith = (desc: string) => expect.objectContaining({ success: false, desc });
    expect(await importFile(Buffer.from('key,zh,en,ml\ncommon:a.b,一,One,Satu\n'), 'texts.xlsx')).toEqual(
      refusedWith('Wrong file format, cannot import'),
    );
    expect(await importFile(zipBomb(50))).toEqual(refusedWith('Wrong file format, cannot import'));
    expect(await importFile(await xlsxFile([header]), 'texts.csv')).toEqual(refusedWith('Wrong file format, cannot import'));
    expect(await importFile(Buffer.alloc(1024 * 1024 + 1, 1))).toEqual(refusedWith('The upload cannot exceed 1 MB'));
    expect(
      await importFile(
        await xlsxFile([
          ['name', 'text'],
          ['a', 'b'],
        ]),
      ),
    ).toEqual(refusedWith('Template header fields marked * are required'));
    const tooMany = await xlsxFile([header, ...Array.from({ length: 1001 }, (_, i) => [`common:bulk.k${i}`, '一', 'One', 'Satu'])]);
    expect(await importFile(tooMany)).toEqual(refusedWith('The data cannot exceed 1000 rows'));
    expect((await t.database.db.select().from(i18nEntries).where(eq(i18nEntries.key, 'common:bulk.k0'))).length).toBe(0);
  });

  it('wants a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/importI18n.do',
      headers: { authtoken: await t.sessionOf('admin'), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.json()).toMatchObject({ success: false, desc: 'Please choose a file to upload' });
  });
});

describe('server messages as the administrator words them', () => {
  it("uses an edited msg: text in every reply's desc, in every server process", async () => {
    const other = await t.otherProcess();
    try {
      const wrong = await entry('msg:wrongAccountOrPassword');
      await admin('saveI18n', { id: wrong.id, key: wrong.key, zh: wrong.zh, en: 'That account and password do not match', ml: wrong.ml });
      const attempt = (app: typeof t.app) => call(app, 'login', { loginCode: 'nobody', loginPassword: 'x' }, { ip: freshIp() });
      expect((await attempt(t.app)).desc).toBe('That account and password do not match');
      await expect
        .poll(async () => (await attempt(other)).desc, { timeout: 2000, interval: 20 })
        .toBe('That account and password do not match');
      // Other languages keep their wording.
      expect((await call(t.app, 'login', { loginCode: 'nobody', loginPassword: 'x' }, { ip: freshIp(), lang: 'zh' })).desc).toBe(
        '账号或密码错误',
      );
    } finally {
      await other.close();
    }
  });
});
