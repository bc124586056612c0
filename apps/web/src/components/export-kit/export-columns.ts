import type { ExportColumnSpec } from '@portal/shared/export';

/** A column the export dialog offers, in the table's current order. */
export interface ExportColumnOption {
  prop: string;
  /** Already translated: it becomes the file's header. */
  label: string;
  /** Always exported: its checkbox is checked and locked. */
  exportRequired?: boolean;
}

const requiredProps = (columns: readonly ExportColumnOption[]) => columns.filter((c) => c.exportRequired).map((c) => c.prop);

/** Every column is chosen when the dialog opens, in the table's order. */
export const allProps = (columns: readonly ExportColumnOption[]): string[] => columns.map((c) => c.prop);

/**
 * Spec 4: check-all chooses every column, and unchecking it leaves only the required ones. Columns
 * already chosen keep their export order; the others join at the end in the table's order.
 */
export function checkAll(columns: readonly ExportColumnOption[], chosen: readonly string[], checked: boolean): string[] {
  if (!checked) return chosen.filter((prop) => requiredProps(columns).includes(prop));
  return [...chosen, ...allProps(columns).filter((prop) => !chosen.includes(prop))];
}

/** Checking a column adds it at the end of the export order; a required column cannot be unchecked. */
export function toggleColumn(columns: readonly ExportColumnOption[], chosen: readonly string[], prop: string, checked: boolean): string[] {
  if (checked) return chosen.includes(prop) ? [...chosen] : [...chosen, prop];
  return requiredProps(columns).includes(prop) ? [...chosen] : chosen.filter((p) => p !== prop);
}

/** The check-all box: checked when every column is chosen, indeterminate when some are. */
export function checkAllState(
  columns: readonly ExportColumnOption[],
  chosen: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const count = columns.filter((c) => chosen.includes(c.prop)).length;
  return { checked: count > 0 && count === columns.length, indeterminate: count > 0 && count < columns.length };
}

/** Spec 7: the chosen columns in export order, each with its header. */
export function exportColumns(columns: readonly ExportColumnOption[], chosen: readonly string[]): ExportColumnSpec[] {
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  return chosen.flatMap((prop) => {
    const column = byProp.get(prop);
    return column ? [{ fieldName: column.prop, header: column.label }] : [];
  });
}
