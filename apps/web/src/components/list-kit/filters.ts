import { normaliseDateRange } from '@portal/shared/table-config';
import dayjs, { type Dayjs } from 'dayjs';

export type FilterScalar = string | number;
/** Filter values by the parameter name the list call takes (a date range fills two). */
export type FilterValues = Record<string, FilterScalar | FilterScalar[]>;

export interface FilterOption {
  value: FilterScalar;
  /** A translation key or text. */
  label: string;
}

interface FilterBase {
  /** The parameter the list call takes, also the URL search parameter. */
  name: string;
  /** A translation key or text. */
  label: string;
}

/** The query form's fields, declared as data (spec 2 "Generic list screen": query, reset). */
export type FilterField =
  | (FilterBase & { kind: 'text'; placeholder?: string; maxLength?: number; defaultValue?: string })
  /** Several lines of text (a list of numbers pasted from a spreadsheet); Enter starts a new line. */
  | (FilterBase & { kind: 'textarea'; placeholder?: string; maxLength?: number; defaultValue?: string })
  | (FilterBase & { kind: 'select'; options: readonly FilterOption[]; multiple?: false; defaultValue?: FilterScalar })
  | (FilterBase & { kind: 'select'; options: readonly FilterOption[]; multiple: true; defaultValue?: FilterScalar[] })
  /** Buttons with 'all' first: for a short list of states. */
  | (FilterBase & { kind: 'status'; options: readonly FilterOption[]; defaultValue?: FilterScalar })
  /**
   * Posted as `startParam` and `endParam` (default `<name>Start`, `<name>End`), each
   * `YYYY-MM-DD HH:mm:ss` in Malaysian time, after spec 5's rule (`normaliseDateRange`).
   */
  | (FilterBase & {
      kind: 'dateRange';
      startParam?: string;
      endParam?: string;
      /** Pick times too; otherwise the range runs from 00:00:00 of the first day to 23:59:59 of the last. */
      showTime?: boolean;
      defaultValue?: [string | null, string | null];
    });

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const dateRangeParams = (field: Extract<FilterField, { kind: 'dateRange' }>): [string, string] => [
  field.startParam ?? `${field.name}Start`,
  field.endParam ?? `${field.name}End`,
];

/** The parameters a field fills. */
export const filterParams = (field: FilterField): string[] => (field.kind === 'dateRange' ? dateRangeParams(field) : [field.name]);

/** What each field holds when nothing was chosen: its default, by parameter. */
export function defaultFilters(fields: readonly FilterField[]): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) {
    if (field.defaultValue === undefined) continue;
    if (field.kind === 'dateRange') {
      const [start, end] = dateRangeParams(field);
      const [from, to] = normaliseDateRange(...field.defaultValue);
      if (from) values[start] = from;
      if (to) values[end] = to;
    } else if (!isEmpty(field.defaultValue)) values[field.name] = field.defaultValue;
  }
  return values;
}

export const isEmpty = (value: FilterScalar | FilterScalar[] | null | undefined): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A URL's text as the option it names, so a number-valued select posts a number. */
export const optionValue = (options: readonly FilterOption[], raw: string): FilterScalar | undefined =>
  options.find((o) => String(o.value) === raw)?.value;

/** A date-time text that is well formed, else null (the URL is typed by anyone). */
export const dateTimeOrNull = (raw: string | null | undefined): string | null => (raw && DATE_TIME_PATTERN.test(raw) ? raw : null);

type RangeValue = [Dayjs | null, Dayjs | null] | null;
/** What the antd form holds per field name. */
export type FilterFormValues = Record<string, FilterScalar | FilterScalar[] | RangeValue | undefined>;

/** The filters as the query form shows them. */
export function toFormValues(fields: readonly FilterField[], filters: FilterValues): FilterFormValues {
  const values: FilterFormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const [start, end] = dateRangeParams(field).map((p) => dateTimeOrNull(String(filters[p] ?? '')));
      values[field.name] = start || end ? [start ? dayjs(start) : null, end ? dayjs(end) : null] : null;
    } else values[field.name] = filters[field.name] ?? (field.kind === 'select' && field.multiple ? [] : undefined);
  }
  return values;
}

/** The query form's values as filters: empty ones dropped, date ranges by spec 5's rule. */
export function fromFormValues(fields: readonly FilterField[], values: FilterFormValues): FilterValues {
  const filters: FilterValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const range = Array.isArray(value) ? (value as RangeValue) : null;
      const [from, to] = rangeTexts(range, field.showTime === true);
      const [start, end] = dateRangeParams(field);
      if (from) filters[start] = from;
      if (to) filters[end] = to;
    } else if (!isEmpty(value as FilterScalar | FilterScalar[] | undefined)) {
      const scalar = value as FilterScalar | FilterScalar[];
      filters[field.name] = typeof scalar === 'string' ? scalar.trim() : scalar;
      if (filters[field.name] === '') delete filters[field.name];
    }
  }
  return filters;
}

function rangeTexts(range: RangeValue, showTime: boolean): [string | null, string | null] {
  const [from, to] = range ?? [null, null];
  const start = from ? (showTime ? from.format(DATE_TIME) : from.format('YYYY-MM-DD 00:00:00')) : null;
  const end = to ? (showTime ? to.format(DATE_TIME) : to.format('YYYY-MM-DD 23:59:59')) : null;
  return normaliseDateRange(start, end);
}

/** How many of the fields narrow the list (a date range with either end counts once): the phone's 'Filters (n set)'. */
export const filtersSet = (fields: readonly FilterField[], filters: FilterValues): number =>
  fields.filter((field) => filterParams(field).some((param) => !isEmpty(filters[param]))).length;
