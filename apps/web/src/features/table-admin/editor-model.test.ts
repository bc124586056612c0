import { type TableConfig, tableConfig } from '@portal/shared/table-config';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  columnToDraft,
  configToDraft,
  draftToColumn,
  draftToConfig,
  duplicateProps,
  enumValue,
  locateIssue,
  moveItem,
  newColumn,
  parseParams,
  ruleHintKey,
  toPageSizes,
} from './editor-model.ts';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

/** Shaped like the built-in tableList configuration the server ships. */
const stored: TableConfig = tableConfig.parse({
  tableApi: 'getTableLists',
  checkbox: true,
  tableParams: { type: 1 },
  columnList: [
    { label: 'lists:tables.tabKey', prop: 'tabKey', minWidth: 180, show: true, default: true },
    { label: 'lists:tables.name', prop: 'name', minWidth: 220, show: true, tooltip: true, fixed: 'left' },
    {
      label: 'lists:tables.builtIn',
      prop: 'builtIn',
      width: 120,
      show: false,
      summary: 'count',
      custom: {
        kind: 'enum',
        options: [
          { value: true, label: 'lists:tables.shipped', color: 'blue' },
          { value: 2, label: 'Two' },
        ],
      },
    },
    { label: 'Updated', prop: 'updateTime', width: 170, sortable: true, custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' } },
    { label: 'Order', prop: 'orderNo', exportRequired: true, type: 'link', custom: { kind: 'link', href: '/orders/{{orderNo}}' } },
    { label: 'Tag', prop: 'tag', custom: { kind: 'tag', color: 'gold' } },
    { label: 'Money', prop: 'amount', custom: { kind: 'money' } },
  ],
});

describe('the table editor model', () => {
  it('turns a stored configuration into the editor and back without changing it', () => {
    const { settings, columns } = configToDraft({ tabKey: 'tableList', name: 'Tables', tabValue: stored }, keys());
    expect(settings).toMatchObject({ tabKey: 'tableList', name: 'Tables', tableApi: 'getTableLists', checkbox: true, exportApi: '' });
    expect(settings.tableParams).toBe('{\n  "type": 1\n}');
    expect(columns.map((c) => c.key)).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
    expect(columns[2]?.renderer.options).toEqual([
      { value: 'true', valueType: 'boolean', label: 'lists:tables.shipped', color: 'blue' },
      { value: '2', valueType: 'number', label: 'Two', color: '' },
    ]);
    const check = checkDraft(settings, columns);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.config).toEqual(stored);
  });

  it('starts a new configuration from the contract’s defaults with one empty column', () => {
    const { settings, columns } = configToDraft(null, keys());
    expect(settings).toMatchObject({ tabKey: '', pageSizes: [10, 20, 30, 40, 50, 100], pageSize: 20, pagination: true, rowKey: 'id' });
    expect(columns).toEqual([newColumn('k1')]);
    const check = checkDraft(settings, columns);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.problems).toEqual(
        expect.arrayContaining([
          { at: 'settings', field: ['tableApi'], message: null },
          { at: 'column', index: 0, field: ['label'], message: null },
          { at: 'column', index: 0, field: ['prop'], message: null },
        ]),
      );
  });

  it('writes only what is set: no empty widths, no false flags, no renderer of kind none', () => {
    const draft = { ...newColumn('a'), label: ' Name ', prop: 'name', width: null, minWidth: 120, tooltip: false };
    expect(draftToColumn(draft)).toEqual({ label: 'Name', prop: 'name', minWidth: 120, show: true });
    const full = {
      ...draft,
      fixed: 'right' as const,
      show: false,
      tooltip: true,
      sortable: true,
      default: true,
      exportRequired: true,
      summary: 'sum' as const,
      renderer: { kind: 'tag' as const, options: [], format: '', href: '', color: ' ' },
    };
    expect(draftToColumn(full)).toEqual({
      label: 'Name',
      prop: 'name',
      minWidth: 120,
      fixed: 'right',
      show: false,
      tooltip: true,
      sortable: true,
      default: true,
      exportRequired: true,
      summary: 'sum',
      custom: { kind: 'tag' },
    });
  });

  it('keeps every renderer’s options while the kind changes, and saves only the chosen one', () => {
    const column = columnToDraft(stored.columnList[3]!, 'x');
    expect(column.renderer).toMatchObject({ kind: 'date', format: 'YYYY-MM-DD HH:mm' });
    const asLink = { ...column, renderer: { ...column.renderer, kind: 'link' as const, href: '/x/{{id}}' } };
    expect(draftToColumn(asLink).custom).toEqual({ kind: 'link', href: '/x/{{id}}' });
    expect(draftToColumn({ ...asLink, renderer: { ...asLink.renderer, kind: 'date' } }).custom).toEqual({
      kind: 'date',
      format: 'YYYY-MM-DD HH:mm',
    });
    expect(draftToColumn({ ...asLink, renderer: { ...asLink.renderer, kind: 'date', format: '' } }).custom).toEqual({
      kind: 'date',
      format: 'YYYY-MM-DD HH:mm:ss',
    });
  });

  it('saves an enum value as the type chosen for it', () => {
    expect(enumValue({ value: ' 12 ', valueType: 'number' })).toBe(12);
    expect(enumValue({ value: 'abc', valueType: 'number' })).toBe('abc');
    expect(enumValue({ value: 'true', valueType: 'boolean' })).toBe(true);
    expect(enumValue({ value: 'false', valueType: 'boolean' })).toBe(false);
    expect(enumValue({ value: ' 1 ', valueType: 'string' })).toBe(' 1 ');
  });

  it('reads table parameters as a JSON object only', () => {
    expect(parseParams('')).toEqual({ ok: true, value: {} });
    expect(parseParams('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseParams('[1]')).toEqual({ ok: false });
    expect(parseParams('null')).toEqual({ ok: false });
    expect(parseParams('{a:1}')).toEqual({ ok: false });
  });

  it('reads page sizes as whole numbers, once each, in order', () => {
    expect(toPageSizes(['50', 10, ' 20 ', 10, 'x', 2.5])).toEqual([10, 20, 50]);
    expect(toPageSizes(undefined)).toEqual([]);
  });

  it('puts each broken rule where the editor shows it', () => {
    const { settings, columns } = configToDraft({ tabKey: 'tableList', name: 'Tables', tabValue: stored }, keys());
    const broken = columns.map((c) => ({ ...c }));
    broken[1] = { ...broken[1]!, prop: 'tabKey' };
    broken[2] = {
      ...broken[2]!,
      width: 10,
      renderer: { ...broken[2]!.renderer, options: [{ value: '1', valueType: 'number', label: '', color: '' }] },
    };
    broken[4] = { ...broken[4]!, renderer: { ...broken[4]!.renderer, href: 'https://elsewhere' } };
    const check = checkDraft({ ...settings, tableParams: '{oops', pageSize: 500 }, broken);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { at: 'settings', field: ['tableParams'], message: null },
        { at: 'settings', field: ['pageSize'], message: null },
        { at: 'column', index: 2, field: ['width'], message: null },
        { at: 'column', index: 2, field: ['renderer', 'options', 0, 'label'], message: null },
        { at: 'column', index: 4, field: ['renderer', 'href'], message: null },
      ]),
    );
    // The JSON problem is named once, not again by the rule.
    expect(check.problems.filter((p) => p.at === 'settings' && p.field[0] === 'tableParams')).toHaveLength(1);
    expect(draftToConfig(settings, broken).columnList).toHaveLength(7);
    // The rule's refinement speaks once the fields themselves pass.
    const twice = columns.map((c, i) => (i === 1 ? { ...c, prop: 'tabKey' } : c));
    expect(checkDraft(settings, twice)).toEqual({ ok: false, problems: [{ at: 'columns', message: 'duplicateColumn' }] });
  });

  it('locates the rest of the paths, and names the hint for each', () => {
    expect(locateIssue({ path: ['columnList', 1, 'custom', 'options'], message: 'x' })).toEqual({
      at: 'column',
      index: 1,
      field: ['renderer', 'kind'],
      message: null,
    });
    expect(locateIssue({ path: ['columnList'], message: 'x' })).toEqual({ at: 'columns', message: null });
    expect(locateIssue({ path: ['somethingNew'], message: 'x' })).toEqual({ at: 'settings', field: ['tableApi'], message: null });
    expect(ruleHintKey({ at: 'settings', field: ['idKey'], message: null })).toBe('key100');
    expect(ruleHintKey({ at: 'settings', field: ['tabKey'], message: null })).toBe('tabKey');
    expect(ruleHintKey({ at: 'column', index: 0, field: ['minWidth'], message: null })).toBe('width');
    expect(ruleHintKey({ at: 'column', index: 0, field: ['renderer', 'options', 2, 'value'], message: null })).toBe('optionValue');
    expect(ruleHintKey({ at: 'column', index: 0, field: ['renderer', 'kind'], message: null })).toBe('options');
    expect(ruleHintKey({ at: 'column', index: 0, field: ['renderer', 'href'], message: null })).toBe('href');
    expect(ruleHintKey({ at: 'columns', message: null })).toBe('columns');
  });

  it('marks props shown twice and moves columns', () => {
    expect([...duplicateProps([{ prop: 'a' }, { prop: ' b' }, { prop: 'b ' }, { prop: '' }, { prop: '' }])]).toEqual(['b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 5)).toEqual(['a', 'b', 'c']);
  });
});
