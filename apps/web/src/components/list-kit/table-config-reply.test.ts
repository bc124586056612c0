import { describe, expect, it } from 'vitest';
import { readTableConfigReply } from './table-config-reply.ts';

const reply = (columnList: unknown[], extra: Record<string, unknown> = {}) => ({
  tabKey: 'userManage',
  name: 'lists:subAccounts.title',
  tabValue: { columnList, tableApi: 'userList', ...extra },
  userSetting: null,
  updateTime: '2025-01-01T00:00:00Z',
});

describe('reading a table configuration', () => {
  it('applies the contract’s defaults', () => {
    const loaded = readTableConfigReply(reply([{ label: 'Name', prop: 'name' }]));
    expect(loaded?.config).toMatchObject({
      pageSize: 20,
      pageSizes: [10, 20, 30, 40, 50, 100],
      rowKey: 'id',
      pagination: true,
      checkbox: false,
    });
    expect(loaded?.config.columnList[0]).toEqual({ label: 'Name', prop: 'name', show: true });
    expect(loaded?.invalidRenderers).toEqual([]);
  });

  it('keeps valid renderers', () => {
    const loaded = readTableConfigReply(
      reply([{ label: 'Status', prop: 'status', custom: { kind: 'enum', options: [{ value: 1, label: 'On', color: 'green' }] } }]),
    );
    expect(loaded?.config.columnList[0]?.custom).toEqual({ kind: 'enum', options: [{ value: 1, label: 'On', color: 'green' }] });
  });

  it('drops a renderer that does not validate and names its column, never evaluating it (spec 8)', () => {
    const code = 'function(row){ return window.steal(row) }';
    const loaded = readTableConfigReply(
      reply([
        { label: 'Name', prop: 'name', custom: code },
        { label: 'Link', prop: 'link', custom: { kind: 'link', href: 'javascript:alert(1)' } },
        { label: 'Fee', prop: 'fee', custom: { kind: 'money' } },
        { label: 'Note', prop: 'note', custom: null },
      ]),
    );
    expect(loaded?.invalidRenderers).toEqual(['name', 'link']);
    expect(loaded?.config.columnList.map((c) => c.custom)).toEqual([undefined, undefined, { kind: 'money' }, undefined]);
  });

  it('reads the old JSON-string form of tabValue and the user’s setting', () => {
    const raw = {
      ...reply([]),
      tabValue: JSON.stringify({ columnList: [{ label: 'A', prop: 'a' }], tableApi: 'x' }),
      userSetting: { columns: [{ prop: 'a', show: true }] },
    };
    const loaded = readTableConfigReply(raw);
    expect(loaded?.config.tableApi).toBe('x');
    expect(loaded?.setting).toEqual({ columns: [{ prop: 'a', show: true }] });
  });

  it('ignores a setting that shows nothing, and refuses what is not a configuration', () => {
    expect(
      readTableConfigReply({ ...reply([{ label: 'A', prop: 'a' }]), userSetting: { columns: [{ prop: 'a', show: false }] } })?.setting,
    ).toBeNull();
    expect(readTableConfigReply(null)).toBeNull();
    expect(readTableConfigReply({ tabValue: '{broken' })).toBeNull();
    expect(
      readTableConfigReply(
        reply([
          { label: 'A', prop: 'a' },
          { label: 'B', prop: 'a' },
        ]),
      ),
    ).toBeNull();
  });
});
