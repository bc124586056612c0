import { describe, expect, it } from 'vitest';
import { editorPath, siblingPath } from './paths.ts';

describe('the table pages’ paths', () => {
  it('go to the sibling page of the same menu group', () => {
    expect(siblingPath('/setting/table', 'tableAdd')).toBe('/setting/tableAdd');
    expect(siblingPath('/setting/tableAdd/', 'table')).toBe('/setting/table');
  });

  it('name the configuration to edit or copy in the query', () => {
    expect(editorPath('/setting/table')).toBe('/setting/tableAdd');
    expect(editorPath('/setting/table', { tabKey: 'a b' })).toBe('/setting/tableAdd?tabKey=a+b');
    expect(editorPath('/setting/table', { copy: 'userManage' })).toBe('/setting/tableAdd?copy=userManage');
  });
});
