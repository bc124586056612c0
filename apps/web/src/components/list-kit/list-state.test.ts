import { describe, expect, it } from 'vitest';
import type { FilterField } from './filters.ts';
import { type ListState, type ListStateOptions, listRequest, readListState, writeListState } from './list-state.ts';

const filters: FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'lists:subAccounts.name' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: 1, label: 'Enabled' },
      { value: 2, label: 'Disabled' },
    ],
  },
  {
    kind: 'select',
    name: 'types',
    label: 'Types',
    multiple: true,
    options: [
      { value: 'EZ', label: 'EZ' },
      { value: 'SF', label: 'SF' },
    ],
  },
  { kind: 'dateRange', name: 'created', label: 'Created' },
];
const opts: ListStateOptions = { filters, pageSizes: [10, 20, 50], defaultPageSize: 20, sortable: ['createdAt'] };
const read = (query: string, o = opts) => readListState(new URLSearchParams(query), o);

describe('reading the list state from the URL', () => {
  it('gives the defaults for a plain URL', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 20, sortField: null, sortOrder: null, filters: {} });
  });

  it('reads page, size, sort and filters, with option values in their own type', () => {
    const state = read('page=3&pageSize=50&sortField=createdAt&sortOrder=descend&keyword=+ali+&status=2&types=SF&types=EZ');
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sortField: 'createdAt',
      sortOrder: 'descend',
      filters: { keyword: 'ali', status: 2, types: ['SF', 'EZ'] },
    });
  });

  it('trusts nothing: bad pages, sizes, sorts and options fall back', () => {
    expect(read('page=-2&pageSize=33&sortField=password&sortOrder=descend&status=9&types=XX')).toEqual({
      page: 1,
      pageSize: 20,
      sortField: null,
      sortOrder: null,
      filters: {},
    });
    expect(read('page=abc&sortField=createdAt&sortOrder=sideways').sortField).toBeNull();
    expect(read('page=1e3').page).toBe(1);
  });

  it('applies spec 5 to a date range: no end, or an end before the start, ends the start day', () => {
    expect(read('createdStart=2025-03-04+08:00:00').filters).toEqual({
      createdStart: '2025-03-04 08:00:00',
      createdEnd: '2025-03-04 23:59:59',
    });
    expect(read('createdStart=2025-03-04+00:00:00&createdEnd=2025-03-01+23:59:59').filters.createdEnd).toBe('2025-03-04 23:59:59');
    expect(read('createdStart=yesterday').filters).toEqual({});
  });

  it('keeps the lines of a textarea filter, trimmed and cut at its length', () => {
    const lines: ListStateOptions = { ...opts, filters: [{ kind: 'textarea', name: 'numbers', label: 'Numbers', maxLength: 12 }] };
    const text = new URLSearchParams({ numbers: ' 600000000017\n600000000025 ' }).toString();
    expect(read(text, lines).filters).toEqual({ numbers: '600000000017' });
    const short = new URLSearchParams({ numbers: ' 6017\n6025 ' }).toString();
    expect(read(short, lines).filters).toEqual({ numbers: '6017\n6025' });
  });

  it('refuses filter names that clash with paging', () => {
    expect(() => read('', { ...opts, filters: [{ kind: 'text', name: 'page', label: 'x' }] })).toThrow(/reserved/);
  });
});

describe('writing the list state to the URL', () => {
  const base: ListState = { page: 1, pageSize: 20, sortField: null, sortOrder: null, filters: {} };
  const write = (state: Partial<ListState>, current = '', o = opts) =>
    writeListState(new URLSearchParams(current), { ...base, ...state }, o).toString();

  it('leaves defaults out and keeps parameters that are not the list’s', () => {
    expect(write({}, 'tab=2&page=4')).toBe('tab=2');
  });

  it('round-trips through reading', () => {
    const state: ListState = {
      page: 2,
      pageSize: 50,
      sortField: 'createdAt',
      sortOrder: 'ascend',
      filters: { keyword: 'ali', status: 1, types: ['EZ', 'SF'], createdStart: '2025-01-01 00:00:00', createdEnd: '2025-01-31 23:59:59' },
    };
    const url = writeListState(new URLSearchParams(), state, opts);
    expect(url.getAll('types')).toEqual(['EZ', 'SF']);
    expect(readListState(url, opts)).toEqual(state);
  });

  it('keeps a cleared filter that has a default cleared', () => {
    const withDefault: ListStateOptions = {
      ...opts,
      filters: [{ kind: 'status', name: 'status', label: 'Status', options: [{ value: 1, label: 'On' }], defaultValue: 1 }],
    };
    expect(readListState(new URLSearchParams(), withDefault).filters).toEqual({ status: 1 });
    const cleared = write({ filters: {} }, '', withDefault);
    expect(cleared).toBe('status=');
    expect(readListState(new URLSearchParams(cleared), withDefault).filters).toEqual({});
    expect(write({ filters: { status: 1 } }, 'status=', withDefault)).toBe('');
  });
});

describe('the list request', () => {
  const state: ListState = { page: 3, pageSize: 50, sortField: 'createdAt', sortOrder: 'descend', filters: { status: 1 } };

  it('posts page, size, the fixed parameters, the filters and the sort (spec 7)', () => {
    expect(listRequest(state, { kind: 'main' }, true)).toEqual({
      page: 3,
      pageSize: 50,
      kind: 'main',
      status: 1,
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
  });

  it('asks for the most a page holds when the table does not page', () => {
    expect(listRequest({ ...state, sortField: null, sortOrder: null }, {}, false)).toEqual({ page: 1, pageSize: 100, status: 1 });
  });
});
