import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  type CellCheck,
  cancelEditing,
  changeCell,
  checkRow,
  finishSaving,
  isNewRowKey,
  noEditing,
  refuseSave,
  shownRows,
  startEditing,
} from './inline-edit.ts';

interface Values {
  name: string;
  weightKg: number | null;
}
interface Row extends Values {
  id: number | string;
}

const cells: CellCheck<Values>[] = [
  { field: 'name', rule: (v) => (typeof v === 'string' && v.trim() ? null : 'Please enter the name') },
  {
    field: 'weightKg',
    rule: (v) => (typeof v !== 'number' || v <= 0 ? 'Please enter the weight' : v > 200 ? 'Weight cannot exceed 200KG' : null),
  },
];
const rows: Row[] = [
  { id: 1, name: 'Aminah', weightKg: 1.5 },
  { id: 2, name: 'Ben', weightKg: 2 },
];
const valuesOf = ({ name, weightKg }: Row): Values => ({ name, weightKg });
const asRow = (key: Key, draft: Values): Row => ({ id: String(key), ...draft });

describe('inline cell editing', () => {
  it('edit toggles a row to editing, from its own values; pressing it again keeps what was typed', () => {
    let state = startEditing(noEditing<Values>(), 1, valuesOf(rows[0]!));
    expect(state.rows.get(1)).toMatchObject({ draft: { name: 'Aminah', weightKg: 1.5 }, isNew: false, saving: false });
    expect(state.rows.has(2)).toBe(false);
    state = changeCell(state, 1, 'name', 'Aminah binti Ali', cells);
    expect(startEditing(state, 1, valuesOf(rows[0]!)).rows.get(1)!.draft.name).toBe('Aminah binti Ali');
  });

  it('checks a cell as it is typed in, and clears its problem once fixed', () => {
    let state = startEditing(noEditing<Values>(), 1, valuesOf(rows[0]!));
    state = changeCell(state, 1, 'weightKg', 250, cells);
    expect(state.rows.get(1)!.errors).toEqual({ weightKg: 'Weight cannot exceed 200KG' });
    state = changeCell(state, 1, 'weightKg', 25, cells);
    expect(state.rows.get(1)!.errors).toEqual({});
  });

  it('cancel restores the row as it was: the list shows its own values, nothing typed', () => {
    let state = startEditing(noEditing<Values>(), 2, valuesOf(rows[1]!));
    state = changeCell(state, 2, 'name', '', cells);
    state = changeCell(state, 2, 'weightKg', 999, cells);
    state = cancelEditing(state, 2);
    expect(state.rows.size).toBe(0);
    expect(shownRows(rows, state, asRow)).toEqual(rows);
    // Edited again, it starts from the row, not from what was typed before the cancel.
    expect(startEditing(state, 2, valuesOf(rows[1]!)).rows.get(2)!.draft).toEqual({ name: 'Ben', weightKg: 2 });
  });

  it('cancel removes a new row that was never saved', () => {
    const first = addRow(noEditing<Values>(), { name: '', weightKg: null });
    const second = addRow(first.state, { name: 'Chong', weightKg: 3 });
    expect(isNewRowKey(first.key) && isNewRowKey(second.key) && first.key !== second.key).toBe(true);
    // New rows show above the list's own, newest first.
    expect(shownRows(rows, second.state, asRow).map((r) => r.id)).toEqual([second.key, first.key, 1, 2]);
    // Or below them, in the order added, where rows keep the order they are written in.
    expect(shownRows(rows, second.state, asRow, 'bottom').map((r) => r.id)).toEqual([1, 2, first.key, second.key]);
    const state = cancelEditing(second.state, first.key);
    expect(shownRows(rows, state, asRow).map((r) => r.id)).toEqual([second.key, 1, 2]);
    expect(state.rows.has(first.key)).toBe(false);
    expect(state.added).toEqual([second.key]);
    // A saved row cancelled stays in the list.
    expect(shownRows(rows, cancelEditing(startEditing(state, 1, valuesOf(rows[0]!)), 1), asRow)).toHaveLength(3);
  });

  it('save refused shows each cell its first problem and names the first cell in order; nothing is sent', () => {
    let state = startEditing(noEditing<Values>(), 1, valuesOf(rows[0]!));
    state = changeCell(state, 1, 'weightKg', null, cells);
    state = changeCell(state, 1, 'name', ' ', cells);
    const checked = checkRow(state, 1, cells);
    // The name comes first among the cells, though the weight was typed in first.
    expect(checked.first).toEqual({ field: 'name', message: 'Please enter the name' });
    expect(checked.draft).toBeNull();
    expect(checked.state.rows.get(1)).toMatchObject({
      saving: false,
      errors: { name: 'Please enter the name', weightKg: 'Please enter the weight' },
    });
  });

  it('save passed: the row is saving (a second press sends nothing), then leaves editing', () => {
    let state = startEditing(noEditing<Values>(), 1, valuesOf(rows[0]!));
    state = changeCell(state, 1, 'weightKg', 4, cells);
    const checked = checkRow(state, 1, cells);
    expect(checked).toMatchObject({ first: null, draft: { name: 'Aminah', weightKg: 4 } });
    expect(checked.state.rows.get(1)!.saving).toBe(true);
    expect(checkRow(checked.state, 1, cells).draft).toBeNull();
    expect(finishSaving(checked.state, 1).rows.size).toBe(0);
  });

  it('a refusal from the server keeps the row editing, what was typed, and the refusal on the cell it names', () => {
    let state = startEditing(noEditing<Values>(), 1, valuesOf(rows[0]!));
    state = changeCell(state, 1, 'name', 'Aminah 2', cells);
    state = checkRow(state, 1, cells).state;
    state = refuseSave(state, 1, { name: 'A smart order with this name already exists' });
    expect(state.rows.get(1)).toMatchObject({
      saving: false,
      draft: { name: 'Aminah 2' },
      errors: { name: 'A smart order with this name already exists' },
    });
  });

  it('a new row saved leaves the new rows (the next load of the list brings it)', () => {
    const { state, key } = addRow(noEditing<Values>(), { name: 'Devi', weightKg: 1 });
    const saving = checkRow(state, key, cells).state;
    const saved = finishSaving(saving, key);
    expect(saved.added).toEqual([]);
    expect(shownRows(rows, saved, asRow)).toEqual(rows);
  });
});
