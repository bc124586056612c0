import { Code } from '@portal/shared/codes';
import type { TableConfig, UserColumnSetting } from '@portal/shared/table-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refused, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { BUILT_IN_TABLES } from '../../lists.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface ConfigReply {
  tabKey: string;
  name: string;
  tabValue: TableConfig;
  userSetting: UserColumnSetting | null;
  updateTime: string;
}
interface ListRow {
  id: number;
  tabKey: string;
  builtIn: boolean;
  tabValue: TableConfig;
  updateTime: string;
}

const as = async (who: string) => ({ token: await t.sessionOf(who) });
const getConfig = async (who: string, tabKey = 'userManage') => call<ConfigReply>(t.app, 'getTableConfig', { tabKey }, await as(who));
const admin = async <T = unknown>(name: string, parameter: object = {}) => call<T>(t.app, name, parameter, await as('admin'));
const version = async () => (await call<{ version: number }>(t.app, 'getVCode', {}, await as('demo'))).data!.version;
const row = async (tabKey: string) =>
  (await admin<{ list: ListRow[] }>('getTableLists', { keyword: tabKey, pageSize: 100 })).data!.list.find((r) => r.tabKey === tabKey)!;

const customConfig = (prop = 'code'): TableConfig => ({
  ...BUILT_IN_TABLES[0]!.config,
  tableApi: 'someList',
  columnList: [{ label: 'Code', prop, show: true }],
});

describe('a user reading and arranging a table', () => {
  it('gets the configuration with no setting of their own at first', async () => {
    const reply = await getConfig('demo');
    expect(reply).toMatchObject({ success: true, data: { tabKey: 'userManage', userSetting: null } });
    expect(reply.data!.tabValue.columnList.map((c) => c.prop)).toEqual([
      'loginCode',
      'name',
      'mobile',
      'status',
      'pageCount',
      'createdAt',
      'lastLoginAt',
    ]);
    expect(await getConfig('demo', 'noSuchTable')).toEqual(refused(Code.NOT_FOUND, 'Record not found'));
    expect((await getConfig('demo', 'bad key!')).code).toBe(Code.BAD_PARAMETER);
  });

  it("saves the user's own column setting, kept per user", async () => {
    const setting: UserColumnSetting = {
      columns: [
        { prop: 'name', show: true },
        { prop: 'loginCode', show: true },
        { prop: 'mobile', show: false },
      ],
    };
    expect(await call(t.app, 'updateUserTable', { tabKey: 'userManage', tabValue: setting }, await as('demo'))).toMatchObject({
      success: true,
    });
    expect((await getConfig('demo')).data!.userSetting).toEqual(setting);
    expect((await getConfig('acme')).data!.userSetting).toBeNull();
    expect(await call(t.app, 'resetUserTable', { tabKey: 'userManage' }, await as('demo'))).toMatchObject({ success: true });
    expect((await getConfig('demo')).data!.userSetting).toBeNull();
  });

  it('refuses a setting that shows no column (API_MSG_0073) and one for an unknown table', async () => {
    const none = { columns: [{ prop: 'name', show: false }] };
    expect(await call(t.app, 'updateUserTable', { tabKey: 'userManage', tabValue: none }, { ...(await as('demo')), lang: 'zh' })).toEqual(
      refused(Code.BAD_PARAMETER, '请至少选择一列'),
    );
    expect(
      (await call(t.app, 'updateUserTable', { tabKey: 'nope', tabValue: { columns: [{ prop: 'a', show: true }] } }, await as('demo'))).code,
    ).toBe(Code.NOT_FOUND);
  });
});

describe('the administrator maintaining configurations', () => {
  it('is the only one who may', async () => {
    for (const name of [
      'getTableLists',
      'addTableLists',
      'updateTableLists',
      'deleteTableLists',
      'exportTableList',
      'importTableList',
      'sendSyncTableList',
    ])
      expect(await call(t.app, name, {}, await as('demo')), name).toEqual(refused(Code.FORBIDDEN, 'Only the administrator can do this'));
  });

  it('lists the built-in configurations', async () => {
    const reply = await admin<{ list: ListRow[]; total: number }>('getTableLists', { pageSize: 100 });
    expect(reply.data!.total).toBe(BUILT_IN_TABLES.length);
    expect(reply.data!.list.every((r) => r.builtIn)).toBe(true);
  });

  it('adds, updates and deletes a configuration, moving the version on each time', async () => {
    const v0 = await version();
    const added = await admin<{ id: number; updateTime: string }>('addTableLists', {
      tabKey: 'custom.codes',
      name: 'Codes',
      tabValue: customConfig(),
    });
    expect(added).toMatchObject({ success: true, desc: 'Added' });
    expect(await version()).toBe(v0 + 1);
    expect(await admin('addTableLists', { tabKey: 'custom.codes', name: 'Again', tabValue: customConfig() })).toEqual(
      refused(Code.CONFLICT, 'A table with this key already exists'),
    );

    const updated = await admin<{ updateTime: string }>('updateTableLists', {
      id: added.data!.id,
      name: 'Codes v2',
      tabValue: customConfig('code2'),
      updateTime: added.data!.updateTime,
    });
    expect(updated.success).toBe(true);
    // An editor holding the old version is told someone changed it meanwhile.
    expect(
      await admin('updateTableLists', { id: added.data!.id, name: 'Stale', tabValue: customConfig(), updateTime: added.data!.updateTime }),
    ).toEqual(refused(Code.CONFLICT, 'Someone else changed this meanwhile; open it again before saving'));
    expect((await row('custom.codes')).tabValue.columnList[0]!.prop).toBe('code2');

    expect(await admin('deleteTableLists', { ids: [added.data!.id] })).toMatchObject({ success: true, data: { deleted: 1 } });
    expect(await version()).toBe(v0 + 3);
  });

  it('adds a key once when the same addition arrives 8 times at once: the others hear it exists', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin<{ id: number }>('addTableLists', { tabKey: 'custom.race', name: 'Race', tabValue: customConfig() }),
      ),
    );
    const added = replies.filter((r) => r.success);
    expect(added).toHaveLength(1);
    expect(replies.filter((r) => !r.success)).toEqual(Array(7).fill(refused(Code.CONFLICT, 'A table with this key already exists')));
    expect(await admin('deleteTableLists', { ids: [added[0]!.data!.id] })).toMatchObject({ success: true });
  });

  it('keeps built-in configurations from being deleted', async () => {
    expect(await admin('deleteTableLists', { ids: [(await row('userManage')).id] })).toEqual(
      refused(Code.FORBIDDEN, 'A built-in table configuration cannot be deleted; restore it to the default instead'),
    );
  });

  it('refuses configurations that break the rules, with the rule named', async () => {
    const twice = {
      ...customConfig(),
      columnList: [
        { label: 'A', prop: 'a', show: true },
        { label: 'B', prop: 'a', show: true },
      ],
    };
    expect(await admin('addTableLists', { tabKey: 'bad.one', name: 'Bad', tabValue: twice })).toEqual(
      refused(Code.BAD_PARAMETER, 'Two columns show the same field'),
    );
    const evalTry = {
      ...customConfig(),
      columnList: [{ label: 'A', prop: 'a', show: true, custom: { kind: 'script', code: 'alert(1)' } }],
    };
    expect((await admin('addTableLists', { tabKey: 'bad.two', name: 'Bad', tabValue: evalTry })).code).toBe(Code.BAD_PARAMETER);
    const linkOut = {
      ...customConfig(),
      columnList: [{ label: 'A', prop: 'a', show: true, custom: { kind: 'link', href: 'https://evil.example' } }],
    };
    expect((await admin('addTableLists', { tabKey: 'bad.three', name: 'Bad', tabValue: linkOut })).code).toBe(Code.BAD_PARAMETER);
  });

  it('exports and imports configurations as JSON, all or nothing', async () => {
    const exported = await admin<{ configs: { tabKey: string; name: string; tabValue: TableConfig }[] }>('exportTableList');
    expect(exported.data!.configs.map((c) => c.tabKey)).toEqual(BUILT_IN_TABLES.map((b) => b.tabKey).sort());
    const renamed = exported.data!.configs.map((c) => ({ ...c, name: `${c.name} (imported)` }));
    const imported = await admin<{ added: number; updated: number }>('importTableList', {
      configs: [...renamed, { tabKey: 'imported.one', name: 'New', tabValue: customConfig() }],
    });
    expect(imported).toMatchObject({ success: true, data: { added: 1, updated: BUILT_IN_TABLES.length } });
    // One bad configuration refuses the file; nothing of it is written.
    const bad = await admin('importTableList', {
      configs: [
        { tabKey: 'imported.two', name: 'Fine', tabValue: customConfig() },
        { tabKey: 'imported.three', name: 'Bad', tabValue: { columnList: [] } },
      ],
    });
    expect(bad.code).toBe(Code.BAD_PARAMETER);
    expect((await admin<{ total: number }>('getTableLists', { keyword: 'imported.two' })).data!.total).toBe(0);
  });

  it('restores the built-in configurations to what the release ships', async () => {
    const builtIn = await row('userManage');
    await admin('updateTableLists', { id: builtIn.id, name: 'Changed', tabValue: customConfig() });
    const sync = await admin<{ restored: number }>('sendSyncTableList');
    expect(sync.data!.restored).toBe(BUILT_IN_TABLES.length);
    expect((await getConfig('demo')).data!.tabValue).toEqual(BUILT_IN_TABLES[0]!.config);
  });
});
