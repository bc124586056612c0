import type { ColumnConfig } from '@portal/shared/table-config';
import type { TableColumnsType, TableProps } from 'antd';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { createContext, type Key, type ReactNode, type TableHTMLAttributes, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from './list-state.ts';
import { NoRecord } from './no-record.tsx';
import { RowCards } from './row-cards.tsx';
import { rowKeyOf } from './row-fields.ts';
import { ScrollTable } from './scroll-table.tsx';
import { computeSummary } from './summary.ts';
import { SummaryRow } from './summary-row.tsx';
import { ACTIONS_COLUMN_KEY, INDEX_COLUMN_KEY } from './table-columns.tsx';
import { usePhone } from './use-phone.ts';

/** The id of the heading that names the table: `getByRole('table', {name})` finds the list by its title. */
const TableNameContext = createContext<string | undefined>(undefined);
function NamedTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} aria-labelledby={use(TableNameContext)} />;
}
const TABLE_COMPONENTS = { table: NamedTable };

/**
 * With horizontal scrolling antd copies the header into a hidden row to measure it, select-all
 * checkbox included; the copy must not be reachable by keyboard (axe: aria-hidden-focus).
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return use(TableMeasureRowContext) ? <span inert>{children}</span> : children;
}

export interface ListSelection<Row> {
  keys: Key[];
  onChange: (keys: Key[], rows: Row[]) => void;
  selectable?: (row: Row) => boolean;
}

interface ListTableProps<Row> {
  /** The id of the heading naming the table. */
  nameId: string;
  /** That heading's text: the table's scrolling region is named after it. */
  title: string;
  rows: Row[];
  rowKey: string;
  /** How a row is named to a screen reader (its selection checkbox). */
  rowName: (row: Row) => string;
  columns: TableColumnsType<Row>;
  loading: boolean;
  /** Rows carry children under this field: a tree table. */
  childrenProp?: string;
  /** Selection and index columns before the configured ones: the tree's expand icon goes after them. */
  leadingColumns: number;
  selection: ListSelection<Row> | null;
  /** The configured columns shown, when the table has a summary row. */
  summary: { columns: ColumnConfig[]; leadingCells: number; trailingCell: boolean } | null;
  onSort: (field: string | null, order: SortOrder | null) => void;
}

/**
 * The table itself: scrolls sideways on small screens, 'No Record' when empty (spec 2); on a phone the
 * rows are cards (issue 27: a table squeezed to 390 px cut its status tags off).
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { nameId, title, rows, rowKey, rowName, columns, loading, childrenProp, leadingColumns, selection, summary, onSort } = props;
  const { t } = useTranslation('listKit');
  const phone = usePhone();
  if (phone)
    return (
      <RowCards<Row>
        nameId={nameId}
        rows={rows}
        keyOf={(row) => rowKeyOf(row, rowKey)}
        columns={columns}
        actionsKey={ACTIONS_COLUMN_KEY}
        skipKeys={[INDEX_COLUMN_KEY]}
        loading={loading}
        selection={selection ? { ...selection, rowName } : null}
      />
    );

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort') return;
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    onSort(sort?.order ? String(sort.columnKey) : null, sort?.order ?? null);
  };

  return (
    <TableNameContext value={nameId}>
      <ScrollTable<Row>
        tableTitle={title}
        className="list-kit-table"
        components={TABLE_COMPONENTS}
        rowKey={(row) => rowKeyOf(row, rowKey)}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <NoRecord /> }}
        expandable={childrenProp ? { childrenColumnName: childrenProp, expandIconColumnIndex: leadingColumns } : undefined}
        onChange={onChange}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                preserveSelectedRowKeys: true,
                onChange: selection.onChange,
                columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>,
                getCheckboxProps: (row) => ({
                  disabled: selection.selectable ? !selection.selectable(row) : false,
                  'aria-label': t('selection.selectRow', { row: rowName(row) }),
                }),
              }
            : undefined
        }
        summary={
          summary && rows.length > 0
            ? (pageRows) => <SummaryRow {...summary} values={computeSummary(pageRows, summary.columns)} />
            : undefined
        }
      />
    </TableNameContext>
  );
}
