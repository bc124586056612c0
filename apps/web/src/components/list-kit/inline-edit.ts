import type { Key } from 'react';

/**
 * Cell editing of list rows (spec 4 "Cell editing: edit toggles to save; cancel restores the old row or removes an
 * unsaved new row"; spec 5 "inline cell edit shows the first error"). The state is plain data, changed only by
 * the functions below, so the rules are tested without a browser; `use-inline-edit.tsx` draws it.
 */

/** A cell's rule: its first problem in the user's words, or null when the value passes. */
type CellRule<Values> = (value: unknown, draft: Values) => string | null;

/** What the state needs of an editable cell: the field it edits and the rule that checks it. */
export interface CellCheck<Values> {
  field: Extract<keyof Values, string>;
  rule?: CellRule<Values>;
}

export type CellErrors<Values> = Partial<Record<Extract<keyof Values, string>, string>>;

/** A row being edited: its inputs' values (the row itself is left as it was, so cancel has it whole). */
export interface EditingRow<Values> {
  draft: Values;
  /** Added in the list and never saved: cancelling takes it away. */
  isNew: boolean;
  /** Each cell's first problem, shown under its input. */
  errors: CellErrors<Values>;
  saving: boolean;
}

export interface InlineEditState<Values> {
  rows: ReadonlyMap<Key, EditingRow<Values>>;
  /** The keys of the new rows, newest first: they are shown above the list's own rows. */
  added: readonly Key[];
  /** The number the next new row's key is made of. */
  next: number;
}

/** A new row's key: never a saved row's (those are the server's ids). */
const NEW_ROW_PREFIX = 'new-row-';
export const isNewRowKey = (key: Key): boolean => typeof key === 'string' && key.startsWith(NEW_ROW_PREFIX);

export const noEditing = <Values>(): InlineEditState<Values> => ({ rows: new Map(), added: [], next: 1 });

const withRow = <V>(state: InlineEditState<V>, key: Key, row: EditingRow<V> | null): InlineEditState<V> => {
  const rows = new Map(state.rows);
  if (row) rows.set(key, row);
  else rows.delete(key);
  return { ...state, rows };
};

/** Edit pressed: the row's inputs start from its values. A row already being edited keeps what was typed. */
export function startEditing<V>(state: InlineEditState<V>, key: Key, values: V): InlineEditState<V> {
  if (state.rows.has(key)) return state;
  return withRow(state, key, { draft: values, isNew: false, errors: {}, saving: false });
}

/** 'Add' in the list: a new row, editing from the start, above the others. */
export function addRow<V>(state: InlineEditState<V>, values: V): { state: InlineEditState<V>; key: string } {
  const key = `${NEW_ROW_PREFIX}${state.next}`;
  const next = withRow(state, key, { draft: values, isNew: true, errors: {}, saving: false });
  return { state: { ...next, added: [key, ...state.added], next: state.next + 1 }, key };
}

const ruleOf = <V>(cells: readonly CellCheck<V>[], field: string) => cells.find((c) => c.field === field)?.rule;

/** A cell typed in: its value in the draft, checked at once (spec 5: validation triggers on change). */
export function changeCell<V>(
  state: InlineEditState<V>,
  key: Key,
  field: Extract<keyof V, string>,
  value: unknown,
  cells: readonly CellCheck<V>[],
): InlineEditState<V> {
  const row = state.rows.get(key);
  if (!row) return state;
  const draft = { ...row.draft, [field]: value } as V;
  const problem = ruleOf(cells, field)?.(value, draft) ?? null;
  const errors = { ...row.errors };
  if (problem) errors[field] = problem;
  else delete errors[field];
  return withRow(state, key, { ...row, draft, errors });
}

/** Every cell's problem, in the order of the cells. */
function rowErrors<V>(draft: V, cells: readonly CellCheck<V>[]): CellErrors<V> {
  const errors: CellErrors<V> = {};
  for (const cell of cells) {
    const problem = cell.rule?.((draft as Record<string, unknown>)[cell.field], draft) ?? null;
    if (problem) errors[cell.field] = problem;
  }
  return errors;
}

/** The first cell, in the cells' order, that has a problem: where the focus goes when save is refused. */
function firstError<V>(errors: CellErrors<V>, cells: readonly CellCheck<V>[]): { field: Extract<keyof V, string>; message: string } | null {
  for (const cell of cells) {
    const message = errors[cell.field];
    if (message) return { field: cell.field, message };
  }
  return null;
}

/**
 * Save pressed: every cell checked. With a problem the row stays editing, each cell showing its first problem,
 * and `first` names the cell to go to; without, the row is saving (a second press does nothing meanwhile).
 */
export function checkRow<V>(
  state: InlineEditState<V>,
  key: Key,
  cells: readonly CellCheck<V>[],
): { state: InlineEditState<V>; first: { field: Extract<keyof V, string>; message: string } | null; draft: V | null } {
  const row = state.rows.get(key);
  if (!row || row.saving) return { state, first: null, draft: null };
  const errors = rowErrors(row.draft, cells);
  const first = firstError(errors, cells);
  if (first) return { state: withRow(state, key, { ...row, errors }), first, draft: null };
  return { state: withRow(state, key, { ...row, errors, saving: true }), first: null, draft: row.draft };
}

/** The save was refused: the row stays editing with what was typed, the refusal on the cells it names. */
export function refuseSave<V>(state: InlineEditState<V>, key: Key, errors: CellErrors<V> = {}): InlineEditState<V> {
  const row = state.rows.get(key);
  if (!row) return state;
  return withRow(state, key, { ...row, errors: { ...row.errors, ...errors }, saving: false });
}

/**
 * Cancel pressed: the row leaves editing and shows its own values again (they were never changed); a new row
 * never saved is taken away.
 */
export function cancelEditing<V>(state: InlineEditState<V>, key: Key): InlineEditState<V> {
  const row = state.rows.get(key);
  if (!row) return state;
  const next = withRow(state, key, null);
  return row.isNew ? { ...next, added: state.added.filter((k) => k !== key) } : next;
}

/** Saved: the row leaves editing (a new one leaves the new rows: the list's next load brings it as saved). */
export const finishSaving = cancelEditing;

/**
 * The rows to draw: the new ones (made by `newRow` from their draft) above the list's own, newest first, as a
 * list shows its newest first; or, for rows kept in the order they are written (an order's appendix fields),
 * below them in the order they were added.
 */
export function shownRows<Row, V>(
  rows: readonly Row[],
  state: InlineEditState<V>,
  newRow: (key: Key, draft: V) => Row,
  where: 'top' | 'bottom' = 'top',
): Row[] {
  const added = state.added.flatMap((key) => {
    const row = state.rows.get(key);
    return row ? [newRow(key, row.draft)] : [];
  });
  return where === 'top' ? [...added, ...rows] : [...rows, ...added.reverse()];
}
