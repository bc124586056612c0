import { z } from 'zod';
import { singleLine } from './text.ts';

/** Spec 9 "Paging": the sizes a list offers and its default (table screens default 20). */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` and `pageSize` as every list call takes them (spec 7: the loader posts them). */
export const pagingParameter = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type Paging = z.infer<typeof pagingParameter>;

/**
 * A search counts its matches up to this many and then says "more than" (`totalCapped`): counting
 * every match of a word found in half of a large book costs more than the page itself, and nobody
 * pages through 500 pages of one search; they narrow it. Lists without a search count exactly.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** What a list call answers: spec 7 reads data.list and data.total. */
export interface Page<T> {
  list: T[];
  total: number;
  /** There are more than `total` (= SEARCH_COUNT_CAP) matches; only searches set it. */
  totalCapped?: boolean;
}

/**
 * How a cell shows its value, declared as data (issue 3): a configuration names one of these
 * renderers and never carries code. Money is integer sen; dates are ISO strings shown in
 * Malaysian time.
 */
const enumOption = z.object({
  value: z.union([singleLine(), z.number(), z.boolean()]),
  /** A translation key or a literal. */
  label: singleLine().min(1).max(200),
  /** An antd tag colour name or a hex colour. */
  color: singleLine().max(30).optional(),
});
export const cellRenderer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text') }),
  z.object({ kind: z.literal('enum'), options: z.array(enumOption).min(1).max(100) }),
  z.object({ kind: z.literal('date'), format: singleLine().max(40).default('YYYY-MM-DD HH:mm:ss') }),
  /**
   * Integer sen as ringgit. `voidProp` names a row field that, when set, strikes the amount out and shows that field
   * (a translation key) beside it: a cancelled order's charge "refunded".
   */
  z.object({ kind: z.literal('money'), voidProp: singleLine().max(100).optional() }),
  z.object({ kind: z.literal('phone') }),
  /** A link to a portal path; `{{prop}}` in it is replaced by that field of the row, URL-encoded. */
  z.object({ kind: z.literal('link'), href: singleLine().max(300).startsWith('/') }),
  z.object({ kind: z.literal('tag'), color: singleLine().max(30).optional() }),
]);
export type CellRenderer = z.infer<typeof cellRenderer>;
export const CELL_RENDERER_KINDS = ['text', 'enum', 'date', 'money', 'phone', 'link', 'tag'] as const;

/** One column of a table configuration (spec 3 "Table config"). */
export const columnConfig = z.object({
  /** A translation key (`userManage.columns.loginCode`) or a literal header. */
  label: singleLine().min(1).max(200),
  /** The row field it shows; unique within the table. */
  prop: singleLine().min(1).max(100),
  width: z.number().int().min(30).max(1000).optional(),
  minWidth: z.number().int().min(30).max(1000).optional(),
  fixed: z.enum(['left', 'right']).optional(),
  /** Shown unless the user hides it. */
  show: z.boolean().default(true),
  /** Long text is cut with an ellipsis and shown whole in a tooltip. */
  tooltip: z.boolean().optional(),
  /** `custom` is the renderer; `type` stays for configurations written for the old portal. */
  type: singleLine().max(30).optional(),
  custom: cellRenderer.optional(),
  /** A default column is always shown: the column-setting dialog locks it (spec 4). */
  default: z.boolean().optional(),
  /** Always part of an export: the export dialog locks it. */
  exportRequired: z.boolean().optional(),
  sortable: z.boolean().optional(),
  /** What the summary row shows for this column (spec 2: count, average, sum). */
  summary: z.enum(['count', 'avg', 'sum']).optional(),
});
export type ColumnConfig = z.infer<typeof columnConfig>;

/** A whole table configuration (spec 3), stored by the server under its tabKey. */
export const tableConfig = z
  .object({
    columnList: z.array(columnConfig).min(1).max(100),
    /** The list call the loader posts page, pageSize and tableParams to. */
    tableApi: singleLine().min(1).max(100),
    /** The export call of the list, when it has one. */
    exportApi: singleLine().max(100).optional(),
    pageSizes: z
      .array(z.number().int().min(1).max(MAX_PAGE_SIZE))
      .min(1)
      .max(10)
      .default([...PAGE_SIZES]),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    pagination: z.boolean().default(true),
    checkbox: z.boolean().default(false),
    index: z.boolean().default(false),
    export: z.boolean().default(false),
    columnSetting: z.boolean().default(true),
    /** Fixed parameters posted with every page (spec 7). */
    tableParams: z.record(z.string(), z.unknown()).default({}),
    /** The field that identifies a row (React keys, selection). */
    rowKey: singleLine().min(1).max(100).default('id'),
    /** Spec 7 "Export": selected rows go as the export key's values under the id key. */
    exportKey: singleLine().max(100).default('orderNo'),
    idKey: singleLine().max(100).default('ids'),
    /** Rows carry children under this field: a tree table. */
    childrenProp: singleLine().max(100).optional(),
    summary: z.boolean().default(false),
  })
  .refine((c) => new Set(c.columnList.map((col) => col.prop)).size === c.columnList.length, {
    error: 'duplicateColumn',
    path: ['columnList'],
  });
export type TableConfig = z.infer<typeof tableConfig>;

/**
 * A user's own arrangement of a table (spec 4 "Column settings"): which columns show, in which
 * order. Only the props are kept, so a column the administrator adds later simply appears.
 */
export const userColumnSetting = z.object({
  columns: z
    .array(z.object({ prop: singleLine().min(1).max(100), show: z.boolean(), width: z.number().int().min(30).max(1000).optional() }))
    .max(100)
    .refine((cols) => cols.some((c) => c.show), { error: 'API_MSG_0073' }),
});
export type UserColumnSetting = z.infer<typeof userColumnSetting>;

export const tabKeySchema = singleLine({ error: 'invalidParameter' }).regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, {
  error: 'invalidParameter',
});

/**
 * The columns as a user sees them: their own order and visibility where they set one, default
 * columns always shown, columns they never arranged appended in the configuration's order
 * (spec 4: "hidden columns appended").
 */
export function arrangeColumns(config: Pick<TableConfig, 'columnList'>, setting: UserColumnSetting | null): ColumnConfig[] {
  if (!setting) return config.columnList;
  const byProp = new Map(config.columnList.map((c) => [c.prop, c]));
  const seen = new Set<string>();
  const arranged: ColumnConfig[] = [];
  for (const s of setting.columns) {
    const col = byProp.get(s.prop);
    if (!col || seen.has(s.prop)) continue;
    seen.add(s.prop);
    arranged.push({ ...col, show: col.default ? true : s.show, ...(s.width ? { width: s.width } : {}) });
  }
  for (const col of config.columnList) if (!seen.has(col.prop)) arranged.push(col);
  return arranged;
}

/** Spec 9: an 11-digit phone is shown grouped 3-4-4. */
export function groupPhone(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}` : value;
}

/** Fills `{{prop}}` of a link renderer's path with the row's values, URL-encoded; nothing is evaluated. */
export function fillLink(href: string, row: Record<string, unknown>): string {
  return href.replace(/\{\{(\w+)\}\}/g, (_whole, prop: string) => encodeURIComponent(String(row[prop] ?? '')));
}

/**
 * Spec 5 "Search date range": when the start is after the end, or there is no end, the end becomes
 * 23:59:59 of the start day. Dates are `YYYY-MM-DD HH:mm:ss` in Malaysian time.
 */
export function normaliseDateRange(start: string | null, end: string | null): [string | null, string | null] {
  if (!start) return [start, end];
  if (!end || end < start) return [start, `${start.slice(0, 10)} 23:59:59`];
  return [start, end];
}
