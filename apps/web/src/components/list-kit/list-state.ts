import { MAX_PAGE_SIZE, normaliseDateRange } from '@portal/shared/table-config';
import {
  dateRangeParams,
  dateTimeOrNull,
  defaultFilters,
  type FilterField,
  type FilterScalar,
  type FilterValues,
  filterParams,
  isEmpty,
  optionValue,
} from './filters.ts';

export type SortOrder = 'ascend' | 'descend';

/** What a list shows: kept in the URL so reload, bookmarks and the back button keep it (STYLE.md, refine). */
export interface ListState {
  page: number;
  pageSize: number;
  sortField: string | null;
  sortOrder: SortOrder | null;
  filters: FilterValues;
}

export interface ListStateOptions {
  filters: readonly FilterField[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The props a user may sort by; any other sortField in the URL is ignored. */
  sortable: readonly string[];
}

const RESERVED = new Set(['page', 'pageSize', 'sortField', 'sortOrder']);
const TEXT_MAX = 200;

/** A screen that names a filter like a paging parameter has a bug; say so at once. */
function checkNames(fields: readonly FilterField[]): void {
  for (const field of fields)
    for (const param of filterParams(field))
      if (RESERVED.has(param)) throw new Error(`list-kit: the filter parameter "${param}" is reserved for paging and sorting`);
}

const positiveInt = (raw: string | null): number | null => {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return n >= 1 ? n : null;
};

/**
 * Reads the list state from the URL, trusting nothing: unknown sizes, sort fields and options
 * fall back to the defaults. A filter parameter that is present but empty means the user cleared
 * a filter that has a default; an absent one takes the default.
 */
export function readListState(params: URLSearchParams, opts: ListStateOptions): ListState {
  checkNames(opts.filters);
  const size = positiveInt(params.get('pageSize'));
  const sortField = params.get('sortField');
  const sortOrder = params.get('sortOrder');
  const sorted = sortField !== null && opts.sortable.includes(sortField) && (sortOrder === 'ascend' || sortOrder === 'descend');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && opts.pageSizes.includes(size) ? size : opts.defaultPageSize,
    sortField: sorted ? sortField : null,
    sortOrder: sorted ? (sortOrder as SortOrder) : null,
    filters: readFilters(params, opts.filters),
  };
}

function readFilters(params: URLSearchParams, fields: readonly FilterField[]): FilterValues {
  const defaults = defaultFilters(fields);
  const filters: FilterValues = {};
  for (const field of fields) {
    const names = filterParams(field);
    if (!names.some((n) => params.has(n))) {
      for (const n of names) if (defaults[n] !== undefined) filters[n] = defaults[n];
      continue;
    }
    if (field.kind === 'dateRange') {
      const [startParam, endParam] = dateRangeParams(field);
      const [start, end] = normaliseDateRange(dateTimeOrNull(params.get(startParam)), dateTimeOrNull(params.get(endParam)));
      if (start) filters[startParam] = start;
      if (end) filters[endParam] = end;
    } else if (field.kind === 'text' || field.kind === 'textarea') {
      const text = (params.get(field.name) ?? '').trim().slice(0, field.maxLength ?? TEXT_MAX);
      if (text) filters[field.name] = text;
    } else if (field.kind === 'select' && field.multiple) {
      const values = params.getAll(field.name).flatMap((raw) => optionValue(field.options, raw) ?? []);
      if (values.length) filters[field.name] = values;
    } else {
      const value = optionValue(field.options, params.get(field.name) ?? '');
      if (value !== undefined) filters[field.name] = value;
    }
  }
  return filters;
}

const sameValue = (a: FilterScalar | FilterScalar[] | undefined, b: FilterScalar | FilterScalar[] | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The URL for a list state. Defaults are left out so a plain list has a plain URL; parameters
 * that are not the list's own (anything else the page keeps there) are kept.
 */
export function writeListState(current: URLSearchParams, state: ListState, opts: ListStateOptions): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set('page', state.page > 1 ? String(state.page) : null);
  set('pageSize', state.pageSize !== opts.defaultPageSize ? String(state.pageSize) : null);
  set('sortField', state.sortField && state.sortOrder ? state.sortField : null);
  set('sortOrder', state.sortField && state.sortOrder ? state.sortOrder : null);
  const defaults = defaultFilters(opts.filters);
  for (const field of opts.filters) {
    const names = filterParams(field);
    for (const n of names) next.delete(n);
    if (names.every((n) => sameValue(state.filters[n], defaults[n]))) continue;
    for (const n of names) {
      const value = state.filters[n];
      if (isEmpty(value)) {
        // Cleared, where the field has a default: say so, or the default would come back.
        if (names.some((m) => defaults[m] !== undefined)) next.append(n, '');
      } else for (const v of Array.isArray(value) ? value : [value as FilterScalar]) next.append(n, String(v));
    }
  }
  return next;
}

/**
 * What the list call is posted (spec 7): page and size, the configuration's fixed parameters,
 * the filters, and the sort when there is one. A table without paging asks for the most a page
 * may hold.
 */
export function listRequest(state: ListState, tableParams: Record<string, unknown>, paginated: boolean): Record<string, unknown> {
  return {
    page: paginated ? state.page : 1,
    pageSize: paginated ? state.pageSize : MAX_PAGE_SIZE,
    ...tableParams,
    ...state.filters,
    ...(state.sortField && state.sortOrder ? { sortField: state.sortField, sortOrder: state.sortOrder } : {}),
  };
}
