import type { ColumnConfig } from '@portal/shared/table-config';
import { cellValue } from './row-fields.ts';

/** The summary row's figure per column prop (spec 2: count, average, sum); null when there is nothing to average. */
export type SummaryValues = Record<string, number | null>;

const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/**
 * The summary of the rows on the page. `count` counts rows with a value; `sum` and `avg` take the
 * numeric values only. Sums are rounded to 2 decimals so 0.1 + 0.2 reads 0.3; money is integer
 * sen, so its average is rounded to a whole sen.
 */
export function computeSummary(
  rows: readonly object[],
  columns: readonly Pick<ColumnConfig, 'prop' | 'summary' | 'custom'>[],
): SummaryValues {
  const result: SummaryValues = {};
  for (const column of columns) {
    if (!column.summary) continue;
    const values = rows.map((row) => cellValue(row, column.prop));
    if (column.summary === 'count') {
      result[column.prop] = values.filter((v) => v !== null && v !== undefined && v !== '').length;
      continue;
    }
    const numbers = values.map(numeric).filter((n): n is number => n !== null);
    const sum = numbers.reduce((a, b) => a + b, 0);
    const money = column.custom?.kind === 'money';
    if (column.summary === 'sum') result[column.prop] = money ? Math.round(sum) : round2(sum);
    else result[column.prop] = numbers.length ? (money ? Math.round(sum / numbers.length) : round2(sum / numbers.length)) : null;
  }
  return result;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
