import { describe, expect, it } from 'vitest';
import { permitted } from './permissions.ts';
import { actionColumnWidth, splitActions } from './row-action-layout.ts';

describe('row actions', () => {
  it('show up to three as buttons, and with more two plus a "more" menu', () => {
    expect(splitActions(['view', 'edit', 'delete'])).toEqual({ inline: ['view', 'edit', 'delete'], more: [] });
    expect(splitActions(['view', 'edit', 'reset', 'delete'])).toEqual({ inline: ['view', 'edit'], more: ['reset', 'delete'] });
  });

  it('size the column at 33 px per button (spec 9), with room for its header', () => {
    expect(actionColumnWidth(3)).toBe(3 * 33 + 16);
    expect(actionColumnWidth(7)).toBe(3 * 33 + 16);
    expect(actionColumnWidth(1)).toBe(80);
  });
});

describe('permissions (spec 6)', () => {
  it('show an element under a directive only when its value is exactly true', () => {
    const permissions = { ADD: true, DELETE: 'true', EDIT: 1, DETAIL_user: true };
    expect(permitted(permissions, 'ADD')).toBe(true);
    expect(permitted(permissions, 'DELETE')).toBe(false);
    expect(permitted(permissions, 'EDIT')).toBe(false);
    expect(permitted(permissions, 'DETAIL')).toBe(false);
    expect(permitted(permissions, 'DETAIL', '_user')).toBe(true);
  });

  it('put nothing under a directive when the screen sets none', () => {
    expect(permitted(undefined, 'DELETE')).toBe(true);
  });
});
