import type { ColumnConfig } from '@portal/shared/table-config';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ListState } from './list-state.ts';
import { renderCell } from './renderers.tsx';
import { actionColumnWidth } from './row-action-layout.ts';
import { type RowActionItem, RowActions } from './row-actions.tsx';

export const INDEX_COLUMN_KEY = '__index';
export const ACTIONS_COLUMN_KEY = '__actions';

interface TableColumnsInput<Row> {
  columns: readonly ColumnConfig[];
  label: (text: string) => string;
  state: ListState;
  /** The index column: each top-level row's number, counting on from the rows of earlier pages. */
  numberOf: ((row: Row) => number | null) | null;
  /** The row actions column, when the screen has any. */
  actions: { header: string; forRow: (row: Row) => RowActionItem[]; mostOnPage: number } | null;
  /** A cell of a row edited in place: its input instead of `shown` (use-inline-edit.tsx). */
  cell?: (row: Row, column: ColumnConfig, shown: ReactNode) => ReactNode;
}

/** antd columns from the configuration: renderers, sorting held in the URL, index and action columns. */
export function tableColumns<Row extends object>({
  columns,
  label,
  state,
  numberOf,
  actions,
  cell,
}: TableColumnsInput<Row>): TableColumnsType<Row> {
  const result: TableColumnsType<Row> = [];
  if (numberOf) result.push({ key: INDEX_COLUMN_KEY, title: '#', width: 64, align: 'right', render: (_value, row) => numberOf(row) });
  for (const column of columns)
    result.push({
      key: column.prop,
      title: label(column.label),
      width: column.width,
      minWidth: column.minWidth,
      fixed: column.fixed,
      ellipsis: column.tooltip === true,
      align: column.custom?.kind === 'money' ? 'right' : undefined,
      sorter: column.sortable === true,
      sortOrder: state.sortField === column.prop ? state.sortOrder : null,
      render: (_value, row) => (cell ? cell(row, column, renderCell(row, column, label)) : renderCell(row, column, label)),
    });
  if (actions)
    result.push({
      key: ACTIONS_COLUMN_KEY,
      title: actions.header,
      fixed: 'right',
      width: actionColumnWidth(Math.max(1, actions.mostOnPage)),
      render: (_value, row) => <RowActions actions={actions.forRow(row)} />,
    });
  return result;
}
