import type { ColumnConfig, UserColumnSetting } from '@portal/shared/table-config';

/** The props the table shows, in order. Default columns always show (spec 4). */
export const shownProps = (columns: readonly ColumnConfig[]): string[] => columns.filter((c) => c.show || c.default).map((c) => c.prop);

/** Checking a column adds it at the end of the shown list; unchecking removes it, unless it is a default column. */
export function toggleShown(columns: readonly ColumnConfig[], shown: readonly string[], prop: string, show: boolean): string[] {
  if (show) return shown.includes(prop) ? [...shown] : [...shown, prop];
  return columns.find((c) => c.prop === prop)?.default ? [...shown] : shown.filter((p) => p !== prop);
}

/** The list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/**
 * The setting the dialog saves (spec 4): the shown columns in the right list's order, then the
 * hidden ones in their current order. Default columns are kept shown whatever the list says, and
 * widths the user set before are kept. `show` is false everywhere when nothing is shown: the
 * shared rule then refuses it (API_MSG_0073).
 */
export function settingFromShown(
  columns: readonly ColumnConfig[],
  shown: readonly string[],
  previous: UserColumnSetting | null,
): UserColumnSetting {
  const known = new Set(columns.map((c) => c.prop));
  const order = [...new Set(shown.filter((p) => known.has(p)))];
  if (order.length) for (const c of columns) if (c.default && !order.includes(c.prop)) order.push(c.prop);
  const widths = new Map(previous?.columns.flatMap((c) => (c.width ? [[c.prop, c.width] as const] : [])));
  const entry = (prop: string, show: boolean) => {
    const width = widths.get(prop);
    return width ? { prop, show, width } : { prop, show };
  };
  return {
    columns: [...order.map((p) => entry(p, true)), ...columns.filter((c) => !order.includes(c.prop)).map((c) => entry(c.prop, false))],
  };
}
