import { CheckOutlined, CloseOutlined, FormOutlined } from '@ant-design/icons';
import { Input, InputNumber, Typography } from 'antd';
import { type Key, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import {
  addRow,
  type CellCheck,
  type CellErrors,
  cancelEditing,
  changeCell,
  checkRow,
  type EditingRow,
  finishSaving,
  type InlineEditState,
  noEditing,
  refuseSave,
  shownRows,
  startEditing,
} from './inline-edit.ts';
import type { RowActionItem } from './row-actions.tsx';

/** How a cell is typed in. */
type InlineInput =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'number'; min?: number; max?: number; precision?: number; step?: number; suffix?: string }
  | { kind: 'select'; options: readonly { value: string; label: string }[]; allowClear?: boolean };

/** An editable cell: the field (a column's prop in a list), its input, and the shared rule it is checked by. */
export interface InlineCell<Values> extends CellCheck<Values> {
  input: InlineInput;
}

/** Editing rows in place (spec 4): which cells, where their values come from, and how a row is saved. */
export interface InlineEditOptions<Row, Values> {
  cells: readonly InlineCell<Values>[];
  /** The values a row's inputs start from. */
  valuesOf: (row: Row) => Values;
  /**
   * Saves a row (`row` null: a new one). A rejection keeps the row editing with what was typed: its desc is shown,
   * on the cells its `issues` name where it has them.
   */
  onSave: (values: Values, row: Row | null) => Promise<unknown> | undefined;
  /** Offers 'add' as a new row in the list, editing from the start with these values. */
  newRow?: () => Values;
  /** Where new rows show: above the others (default, newest first) or below them in the order added. */
  newRowsAt?: 'top' | 'bottom';
  /** Whether this row may be edited in place (spec 6: per-row visibility). */
  editable?: (row: Row) => boolean;
  /** The API's field name of a refusal's issue, as the cell's field (weightG -> weightKg). */
  cellOfIssue?: (apiField: string) => string;
  /** The cell a refusal without issues is about (a name already taken: the name), so it is shown there. */
  refusalCell?: (err: ApiError) => string | undefined;
  /** False: a save is kept in the screen (sent later with the rest), so no "Saved" is shown. */
  announceSaved?: boolean;
}

export interface InlineEditor<Row, Values> {
  /** The rows to draw: the new ones above the list's own. */
  rows: (rows: readonly Row[]) => Row[];
  editing: (row: Row) => EditingRow<Values> | undefined;
  /** The input of an editing row's cell, else `shown` (the cell as the list draws it). */
  cell: (row: Row, field: string, shown: ReactNode, label: string) => ReactNode;
  /** The row's actions while it is edited (save, cancel), or null when it is not. */
  editingActions: (row: Row) => RowActionItem[] | null;
  /** The action that starts editing the row, or null when it may not be. */
  editAction: (row: Row) => RowActionItem | null;
  add: (() => void) | null;
  /** Saves every row being edited, one by one; false as soon as one is refused (the focus goes there). */
  saveAll: () => Promise<boolean>;
  count: number;
  /** Put on the element around the table: the focus is moved within it. */
  rootRef: RefObject<HTMLElement | null>;
}

const NONE: readonly InlineCell<never>[] = [];

/** The kit's cell editing: the state of `inline-edit.ts`, its inputs, its buttons and where the focus goes. */
export function useInlineEdit<Row, Values>(
  options: InlineEditOptions<Row, Values> | undefined,
  keyOf: (row: Row) => Key,
  newRowOf: (key: Key, draft: Values) => Row,
): InlineEditor<Row, Values> {
  const { t } = useTranslation('listKit');
  const { message } = useFeedback();
  // The state lives in a ref, so an awaited save reads and changes the latest (not its closure's); the
  // React state only draws it.
  const stateRef = useRef<InlineEditState<Values>>(noEditing());
  const [state, setState] = useState(stateRef.current);
  const commit = (change: (s: InlineEditState<Values>) => InlineEditState<Values>) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  };
  const rootRef = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);
  const cells = options?.cells ?? (NONE as readonly InlineCell<Values>[]);

  // Keyboard users stay where they were: into the first cell on edit, back to the row's button after.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const found = (rootRef.current ?? document).querySelector<HTMLElement>(target);
    const focusable = found?.matches('button, input') ? found : found?.querySelector<HTMLElement>('input, button, textarea');
    focusable?.focus();
  });
  const cellSelector = (key: Key, field: string) => `[data-inline-cell="${CSS.escape(`${key}:${field}`)}"]`;
  const editSelector = (key: Key) => `[data-inline-focus="${CSS.escape(`edit:${key}`)}"]`;
  const ADD_SELECTOR = '[data-inline-focus="add"]';

  const start = (row: Row) => {
    const first = cells[0];
    if (first) focusNext.current = cellSelector(keyOf(row), first.field);
    commit((s) => startEditing(s, keyOf(row), options!.valuesOf(row)));
  };
  const cancel = (row: Row) => {
    const key = keyOf(row);
    focusNext.current = stateRef.current.rows.get(key)?.isNew ? ADD_SELECTOR : editSelector(key);
    commit((s) => cancelEditing(s, key));
  };
  const add = options?.newRow
    ? () => {
        let key = '';
        commit((s) => {
          const added = addRow(s, options.newRow!());
          key = added.key;
          return added.state;
        });
        const first = cells[0];
        if (first) focusNext.current = cellSelector(key, first.field);
      }
    : null;

  /** What a refusal says about the cells: its issues on the cells they name, else nothing (its desc is shown). */
  const issuesOf = (err: unknown): CellErrors<Values> => {
    const issues = err instanceof ApiError ? (err.data as { issues?: { field: string; desc: string }[] } | null)?.issues : undefined;
    const errors: Record<string, string> = {};
    for (const issue of issues ?? []) {
      const field = options?.cellOfIssue?.(issue.field) ?? issue.field;
      if (cells.some((c) => c.field === field) && !errors[field]) errors[field] = issue.desc;
    }
    const about = err instanceof ApiError && !issues?.length ? options?.refusalCell?.(err) : undefined;
    if (about && cells.some((c) => c.field === about)) errors[about] = err instanceof ApiError ? err.desc : '';
    return errors as CellErrors<Values>;
  };

  const save = async (row: Row): Promise<boolean> => {
    if (!options) return false;
    const key = keyOf(row);
    const isNew = !!stateRef.current.rows.get(key)?.isNew;
    const checked = checkRow(stateRef.current, key, cells);
    commit(() => checked.state);
    if (checked.first) {
      // The first cell to correct takes the focus; its message is read with it.
      focusNext.current = cellSelector(key, checked.first.field);
      return false;
    }
    if (!checked.draft) return false;
    try {
      await options.onSave(checked.draft, isNew ? null : row);
    } catch (err) {
      const errors = issuesOf(err);
      commit((s) => refuseSave(s, key, errors));
      // Back into the row (its inputs were disabled while it saved): the cell the refusal names, else the first.
      const about = cells.find((c) => errors[c.field]);
      const back = about ?? cells[0];
      if (back) focusNext.current = cellSelector(key, back.field);
      if (!about) message.error(refusalText(err, 'editFailed'));
      return false;
    }
    if (options.announceSaved !== false) message.success(msg(isNew ? 'addSuccess' : 'editSuccess'));
    focusNext.current = isNew ? ADD_SELECTOR : editSelector(key);
    commit((s) => finishSaving(s, key));
    return true;
  };

  // The list's rows by key, as last drawn: saving every row needs each row, and a new row has no other existence.
  const known = useRef(new Map<Key, Row>());
  const rowFor = (key: Key): Row => known.current.get(key) ?? newRowOf(key, stateRef.current.rows.get(key)!.draft);
  const saveAll = async () => {
    for (const key of [...stateRef.current.rows.keys()]) if (!(await save(rowFor(key)))) return false;
    return true;
  };

  const onKeys = (row: Row) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save(row);
    } else if (e.key === 'Escape') {
      // Only the row's editing ends, not the dialog around the list.
      e.stopPropagation();
      cancel(row);
    }
  };

  const input = (row: Row, entry: EditingRow<Values>, cell: InlineCell<Values>, label: string, errorId: string) => {
    const value = (entry.draft as Record<string, unknown>)[cell.field];
    const change = (next: unknown) => commit((s) => changeCell(s, keyOf(row), cell.field, next, cells));
    const error = entry.errors[cell.field];
    const common = {
      'aria-label': label,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      status: error ? ('error' as const) : undefined,
      disabled: entry.saving,
    };
    switch (cell.input.kind) {
      case 'text':
        return (
          <Input
            {...common}
            value={(value as string | undefined) ?? ''}
            maxLength={cell.input.maxLength}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeys(row)}
          />
        );
      case 'number':
        return (
          <InputNumber<number>
            {...common}
            value={(value as number | null | undefined) ?? null}
            min={cell.input.min}
            max={cell.input.max}
            precision={cell.input.precision}
            step={cell.input.step}
            suffix={cell.input.suffix}
            onChange={(n) => change(n)}
            onKeyDown={onKeys(row)}
            style={{ width: '100%' }}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            value={(value as string | undefined) ?? undefined}
            options={cell.input.options.map((o) => ({ ...o }))}
            allowClear={cell.input.allowClear}
            onChange={(v: string | undefined) => change(v ?? undefined)}
            style={{ width: '100%' }}
          />
        );
    }
  };

  return {
    rows: (rows) => {
      known.current = new Map(rows.map((r) => [keyOf(r), r]));
      return shownRows(rows, state, newRowOf, options?.newRowsAt);
    },
    editing: (row) => state.rows.get(keyOf(row)),
    cell: (row, field, shown, label) => {
      const key = keyOf(row);
      const entry = state.rows.get(key);
      const cell = cells.find((c) => c.field === field);
      if (!entry || !cell) return shown;
      const errorId = `inline-error-${key}-${field}`;
      const error = entry.errors[cell.field];
      return (
        <div className="list-kit-cell" data-inline-cell={`${key}:${field}`}>
          {input(row, entry, cell, label, errorId)}
          {error && (
            <Typography.Text type="danger" id={errorId} role="alert" className="list-kit-cell__error">
              {error}
            </Typography.Text>
          )}
        </div>
      );
    },
    editingActions: (row) => {
      const entry = state.rows.get(keyOf(row));
      if (!entry) return null;
      return [
        { key: 'inlineSave', label: t('inlineEdit.save'), icon: <CheckOutlined />, onClick: () => void save(row), loading: entry.saving },
        { key: 'inlineCancel', label: t('inlineEdit.cancel'), icon: <CloseOutlined />, onClick: () => cancel(row) },
      ];
    },
    editAction: (row) =>
      options && (options.editable?.(row) ?? true)
        ? {
            key: 'inlineEdit',
            label: t('inlineEdit.edit'),
            icon: <FormOutlined />,
            onClick: () => start(row),
            focusId: `edit:${keyOf(row)}`,
          }
        : null,
    add,
    saveAll,
    count: state.rows.size,
    rootRef,
  };
}
