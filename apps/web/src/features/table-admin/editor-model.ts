import { isMessageKey, type MessageKey } from '@portal/shared/messages';
import {
  type CELL_RENDERER_KINDS,
  type ColumnConfig,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type TableConfig,
  tableConfig,
} from '@portal/shared/table-config';
import type { z } from 'zod';

/**
 * The table editor's model (issue 3, spec 3 "Table config"): what the form edits, converted to a
 * configuration and back. The shared `tableConfig` schema is the rule; this only says where in the
 * form a broken rule belongs.
 */

type RendererKind = 'none' | (typeof CELL_RENDERER_KINDS)[number];
type FixedSide = 'none' | 'left' | 'right';
type SummaryKind = 'none' | 'count' | 'avg' | 'sum';
type EnumValueType = 'string' | 'number' | 'boolean';

/** An enum option as typed: the value as text with the type it is saved as. */
export interface EnumOptionDraft {
  value: string;
  valueType: EnumValueType;
  label: string;
  color?: string;
}

/** Every kind's options are kept, so switching the kind back and forth loses nothing typed. */
export interface RendererDraft {
  kind: RendererKind;
  options: EnumOptionDraft[];
  format: string;
  href: string;
  color: string;
}

export interface ColumnDraft {
  /** Identifies the row in the editor (React key); never saved. */
  key: string;
  label: string;
  prop: string;
  width: number | null;
  minWidth: number | null;
  fixed: FixedSide;
  show: boolean;
  tooltip: boolean;
  sortable: boolean;
  default: boolean;
  exportRequired: boolean;
  summary: SummaryKind;
  /** The old portal's column type, kept as it was. */
  type: string;
  renderer: RendererDraft;
}

/** The configuration's own settings as the form holds them; tableParams is JSON text. */
export interface SettingsDraft {
  tabKey: string;
  name: string;
  tableApi: string;
  exportApi: string;
  pageSizes: number[];
  pageSize: number | null;
  pagination: boolean;
  checkbox: boolean;
  index: boolean;
  export: boolean;
  columnSetting: boolean;
  summary: boolean;
  rowKey: string;
  exportKey: string;
  idKey: string;
  childrenProp: string;
  tableParams: string;
}

const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

let lastKey = 0;
/** A fresh editor key for a column. */
const newColumnKey = (): string => `column-${++lastKey}`;

const emptyRenderer = (): RendererDraft => ({ kind: 'none', options: [], format: DEFAULT_DATE_FORMAT, href: '', color: '' });

export const newColumn = (key: string = newColumnKey()): ColumnDraft => ({
  key,
  label: '',
  prop: '',
  width: null,
  minWidth: null,
  fixed: 'none',
  show: true,
  tooltip: false,
  sortable: false,
  default: false,
  exportRequired: false,
  summary: 'none',
  type: '',
  renderer: emptyRenderer(),
});

export const newEnumOption = (): EnumOptionDraft => ({ value: '', valueType: 'string', label: '', color: '' });

const valueTypeOf = (value: string | number | boolean): EnumValueType =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';

/** The value an option is saved with: a number or a yes/no when typed as one (an unreadable number stays text, and fails the rule). */
export function enumValue(option: Pick<EnumOptionDraft, 'value' | 'valueType'>): string | number | boolean {
  const text = option.value.trim();
  if (option.valueType === 'boolean') return text === 'true';
  if (option.valueType === 'number') return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return option.value;
}

export function columnToDraft(column: ColumnConfig, key: string = newColumnKey()): ColumnDraft {
  const renderer = emptyRenderer();
  const custom = column.custom;
  if (custom) {
    renderer.kind = custom.kind;
    if (custom.kind === 'enum')
      renderer.options = custom.options.map((o) => ({
        value: String(o.value),
        valueType: valueTypeOf(o.value),
        label: o.label,
        color: o.color ?? '',
      }));
    if (custom.kind === 'date') renderer.format = custom.format;
    if (custom.kind === 'link') renderer.href = custom.href;
    if (custom.kind === 'tag') renderer.color = custom.color ?? '';
  }
  return {
    key,
    label: column.label,
    prop: column.prop,
    width: column.width ?? null,
    minWidth: column.minWidth ?? null,
    fixed: column.fixed ?? 'none',
    show: column.show !== false,
    tooltip: column.tooltip === true,
    sortable: column.sortable === true,
    default: column.default === true,
    exportRequired: column.exportRequired === true,
    summary: column.summary ?? 'none',
    type: column.type ?? '',
    renderer,
  };
}

const blankToUndefined = (text: string | undefined | null): string | undefined => (text?.trim() ? text.trim() : undefined);
const numberOrUndefined = (n: number | null | undefined): number | undefined => (typeof n === 'number' ? n : undefined);

function rendererOf(draft: RendererDraft): unknown {
  switch (draft.kind) {
    case 'none':
      return undefined;
    case 'enum':
      return {
        kind: 'enum',
        options: draft.options.map((o) => ({
          value: enumValue(o),
          label: o.label.trim(),
          ...(blankToUndefined(o.color) ? { color: blankToUndefined(o.color) } : {}),
        })),
      };
    case 'date':
      return { kind: 'date', format: blankToUndefined(draft.format) ?? DEFAULT_DATE_FORMAT };
    case 'link':
      return { kind: 'link', href: draft.href.trim() };
    case 'tag':
      return blankToUndefined(draft.color) ? { kind: 'tag', color: blankToUndefined(draft.color) } : { kind: 'tag' };
    default:
      return { kind: draft.kind };
  }
}

/** A column as the configuration stores it: flags only when set, nothing empty. */
export function draftToColumn(draft: ColumnDraft): Record<string, unknown> {
  const column: Record<string, unknown> = { label: draft.label.trim(), prop: draft.prop.trim() };
  const width = numberOrUndefined(draft.width);
  const minWidth = numberOrUndefined(draft.minWidth);
  if (width !== undefined) column.width = width;
  if (minWidth !== undefined) column.minWidth = minWidth;
  if (draft.fixed !== 'none') column.fixed = draft.fixed;
  column.show = draft.show;
  if (draft.tooltip) column.tooltip = true;
  if (draft.sortable) column.sortable = true;
  if (draft.default) column.default = true;
  if (draft.exportRequired) column.exportRequired = true;
  if (draft.summary !== 'none') column.summary = draft.summary;
  if (blankToUndefined(draft.type)) column.type = draft.type.trim();
  const custom = rendererOf(draft.renderer);
  if (custom) column.custom = custom;
  return column;
}

/** JSON text that must hold an object; empty text is no parameters. */
export function parseParams(text: string | undefined): { ok: true; value: Record<string, unknown> } | { ok: false } {
  if (!text?.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

const formatParams = (params: Record<string, unknown> | undefined): string =>
  params && Object.keys(params).length ? JSON.stringify(params, null, 2) : '{}';

/** Page sizes as a tag select gives them (numbers or typed text): whole numbers, once each, ascending. */
export function toPageSizes(values: readonly (string | number)[] | undefined): number[] {
  const sizes = (values ?? []).map((v) => (typeof v === 'number' ? v : Number(String(v).trim()))).filter((n) => Number.isInteger(n));
  return [...new Set(sizes)].sort((a, b) => a - b);
}

const DEFAULT_SETTINGS: Omit<SettingsDraft, 'tabKey' | 'name'> = {
  tableApi: '',
  exportApi: '',
  pageSizes: [...PAGE_SIZES],
  pageSize: DEFAULT_PAGE_SIZE,
  pagination: true,
  checkbox: false,
  index: false,
  export: false,
  columnSetting: true,
  summary: false,
  rowKey: 'id',
  exportKey: 'orderNo',
  idKey: 'ids',
  childrenProp: '',
  tableParams: '{}',
};

/** What the editor starts from: a stored configuration, or a new one with the contract's defaults and one empty column. */
export function configToDraft(
  source: { tabKey: string; name: string; tabValue: TableConfig } | null,
  makeKey: () => string = newColumnKey,
): { settings: SettingsDraft; columns: ColumnDraft[] } {
  if (!source) return { settings: { tabKey: '', name: '', ...DEFAULT_SETTINGS }, columns: [newColumn(makeKey())] };
  const c = source.tabValue;
  return {
    settings: {
      tabKey: source.tabKey,
      name: source.name,
      tableApi: c.tableApi,
      exportApi: c.exportApi ?? '',
      pageSizes: [...(c.pageSizes ?? DEFAULT_SETTINGS.pageSizes)],
      pageSize: c.pageSize ?? DEFAULT_PAGE_SIZE,
      pagination: c.pagination !== false,
      checkbox: c.checkbox === true,
      index: c.index === true,
      export: c.export === true,
      columnSetting: c.columnSetting !== false,
      summary: c.summary === true,
      rowKey: c.rowKey ?? DEFAULT_SETTINGS.rowKey,
      exportKey: c.exportKey ?? DEFAULT_SETTINGS.exportKey,
      idKey: c.idKey ?? DEFAULT_SETTINGS.idKey,
      childrenProp: c.childrenProp ?? '',
      tableParams: formatParams(c.tableParams),
    },
    columns: c.columnList.map((column) => columnToDraft(column, makeKey())),
  };
}

/** The configuration the draft describes, before the rule has looked at it. */
export function draftToConfig(settings: SettingsDraft, columns: readonly ColumnDraft[]): Record<string, unknown> {
  const params = parseParams(settings.tableParams);
  const config: Record<string, unknown> = {
    columnList: columns.map(draftToColumn),
    tableApi: settings.tableApi.trim(),
    pageSizes: toPageSizes(settings.pageSizes),
    pageSize: settings.pageSize ?? undefined,
    pagination: settings.pagination,
    checkbox: settings.checkbox,
    index: settings.index,
    export: settings.export,
    columnSetting: settings.columnSetting,
    summary: settings.summary,
    // Invalid JSON is caught before this is saved (the tableParams problem); a string fails the rule.
    tableParams: params.ok ? params.value : settings.tableParams,
    rowKey: settings.rowKey.trim(),
    exportKey: settings.exportKey.trim(),
    idKey: settings.idKey.trim(),
  };
  const exportApi = blankToUndefined(settings.exportApi);
  if (exportApi) config.exportApi = exportApi;
  const childrenProp = blankToUndefined(settings.childrenProp);
  if (childrenProp) config.childrenProp = childrenProp;
  return config;
}

/** A form field's name path (antd NamePath). */
type FieldPath = (string | number)[];

/** Where a broken rule belongs in the editor, and the catalogue message when the rule names one. */
export type Problem =
  | { at: 'settings'; field: FieldPath; message: MessageKey | null }
  | { at: 'column'; index: number; field: FieldPath; message: MessageKey | null }
  /** The column list as a whole: none, too many, two columns showing one field. */
  | { at: 'columns'; message: MessageKey | null };

const SETTINGS_FIELDS = new Set<string>(Object.keys(DEFAULT_SETTINGS));

/** Maps a zod issue's path in the configuration to its place in the editor. */
export function locateIssue(issue: Pick<z.core.$ZodIssue, 'path' | 'message'>): Problem {
  const message = isMessageKey(issue.message) ? issue.message : null;
  const [head, index, field, ...rest] = issue.path;
  if (head === 'columnList') {
    if (typeof index !== 'number') return { at: 'columns', message };
    if (field === undefined) return { at: 'column', index, field: ['label'], message };
    if (field !== 'custom') return { at: 'column', index, field: [field as string], message };
    // custom → the renderer's fields; a broken option list as a whole lands on the kind.
    const [sub, optionIndex, optionField] = rest;
    if (sub === 'options' && typeof optionIndex === 'number' && optionField !== undefined)
      return { at: 'column', index, field: ['renderer', 'options', optionIndex, optionField as string], message };
    if (sub === 'format' || sub === 'href' || sub === 'color') return { at: 'column', index, field: ['renderer', sub], message };
    return { at: 'column', index, field: ['renderer', 'kind'], message };
  }
  if (typeof head === 'string' && SETTINGS_FIELDS.has(head)) return { at: 'settings', field: [head], message };
  return { at: 'settings', field: ['tableApi'], message };
}

export type DraftCheck = { ok: true; config: TableConfig } | { ok: false; problems: Problem[] };

/** Checks the draft with the shared rule (tableConfig), and the tableParams JSON before it. */
export function checkDraft(settings: SettingsDraft, columns: readonly ColumnDraft[]): DraftCheck {
  const problems: Problem[] = [];
  if (!parseParams(settings.tableParams).ok) problems.push({ at: 'settings', field: ['tableParams'], message: null });
  const result = tableConfig.safeParse(draftToConfig(settings, columns));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const problem = locateIssue(issue);
      // The JSON problem is already there; one per place is enough.
      if (!problems.some((p) => samePlace(p, problem))) problems.push(problem);
    }
  }
  return problems.length || !result.success ? { ok: false, problems } : { ok: true, config: result.data };
}

const samePlace = (a: Problem, b: Problem): boolean =>
  a.at === b.at &&
  (a.at === 'columns' ||
    (a.at === 'settings' && b.at === 'settings' && a.field.join('.') === b.field.join('.')) ||
    (a.at === 'column' && b.at === 'column' && a.index === b.index && a.field.join('.') === b.field.join('.')));

/** The props shown by more than one column (the rule's duplicateColumn), to mark them in the list. */
export function duplicateProps(columns: readonly Pick<ColumnDraft, 'prop'>[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { prop } of columns) {
    const p = prop.trim();
    if (!p) continue;
    if (seen.has(p)) twice.add(p);
    seen.add(p);
  }
  return twice;
}

/** Moves one item of a list to another position (a new list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Which hint explains a field's rule when the rule carries no catalogue message: a key under
 * `lists:tableAdmin.rules`.
 */
export function ruleHintKey(problem: Problem): string {
  if (problem.at === 'columns') return 'columns';
  const field = problem.field;
  if (problem.at === 'settings') {
    const name = String(field[0]);
    if (name === 'exportApi' || name === 'rowKey' || name === 'exportKey' || name === 'idKey' || name === 'childrenProp') return 'key100';
    return name;
  }
  if (field[0] === 'renderer') {
    if (field[1] === 'options') return field[3] === 'value' ? 'optionValue' : field[3] === 'color' ? 'color' : 'optionLabel';
    if (field[1] === 'kind') return 'options';
    return String(field[1]);
  }
  if (field[0] === 'width' || field[0] === 'minWidth') return 'width';
  if (field[0] === 'label' || field[0] === 'prop') return String(field[0]);
  return 'invalid';
}
