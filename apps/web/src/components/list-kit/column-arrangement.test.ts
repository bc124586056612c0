import { arrangeColumns, type ColumnConfig, userColumnSetting } from '@portal/shared/table-config';
import { describe, expect, it } from 'vitest';
import { moveItem, settingFromShown, shownProps, toggleShown } from './column-arrangement.ts';

const col = (prop: string, extra: Partial<ColumnConfig> = {}): ColumnConfig => ({ label: prop, prop, show: true, ...extra });
const columns = [col('loginCode', { default: true }), col('name'), col('mobile'), col('status', { show: false }), col('createdAt')];

describe('column arrangement', () => {
  it('shows the shown columns and every default column', () => {
    expect(shownProps(columns)).toEqual(['loginCode', 'name', 'mobile', 'createdAt']);
    expect(shownProps([col('a', { default: true, show: false }), col('b', { show: false })])).toEqual(['a']);
  });

  it('adds a checked column at the end and never hides a default one', () => {
    const shown = shownProps(columns);
    expect(toggleShown(columns, shown, 'status', true)).toEqual(['loginCode', 'name', 'mobile', 'createdAt', 'status']);
    expect(toggleShown(columns, shown, 'name', false)).toEqual(['loginCode', 'mobile', 'createdAt']);
    expect(toggleShown(columns, shown, 'loginCode', false)).toEqual(shown);
  });

  it('moves items within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('saves the shown order, then the hidden columns, keeping widths the user set (spec 4)', () => {
    const setting = settingFromShown(columns, ['createdAt', 'loginCode', 'name'], { columns: [{ prop: 'name', show: true, width: 240 }] });
    expect(setting.columns).toEqual([
      { prop: 'createdAt', show: true },
      { prop: 'loginCode', show: true },
      { prop: 'name', show: true, width: 240 },
      { prop: 'mobile', show: false },
      { prop: 'status', show: false },
    ]);
    // And the table shows exactly that after a reload.
    expect(
      arrangeColumns({ columnList: columns }, setting)
        .filter((c) => c.show)
        .map((c) => c.prop),
    ).toEqual(['createdAt', 'loginCode', 'name']);
  });

  it('keeps default columns shown and ignores unknown props', () => {
    expect(
      settingFromShown(columns, ['name', 'ghost'], null)
        .columns.filter((c) => c.show)
        .map((c) => c.prop),
    ).toEqual(['name', 'loginCode']);
  });

  it('shows nothing when nothing is shown, which the shared rule refuses with API_MSG_0073', () => {
    const plain = [col('a'), col('b')];
    const result = userColumnSetting.safeParse(settingFromShown(plain, [], null));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('API_MSG_0073');
  });
});
