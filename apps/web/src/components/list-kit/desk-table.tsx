import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useMenuPageTitle } from '@/components/page-heading.tsx';
import { actionsWidth, type CellKind, columnWidth } from './column-widths.ts';
import { NoRecord } from './no-record.tsx';
import { RowCards } from './row-cards.tsx';
import { rowKeyOf } from './row-fields.ts';
import { ScrollTable } from './scroll-table.tsx';
import { useTextMeasure } from './text-measure.ts';
import { usePhone } from './use-phone.ts';

/** A desk column: what it shows decides how narrow it may get (column-widths.ts). */
export type DeskColumn<Row> = Omit<TableColumnType<Row>, 'width' | 'title'> & { kind: CellKind; title: string };

const ACTIONS_KEY = '__deskActions';

export interface DeskTableProps<Row> {
  rowKey: string;
  rows: readonly Row[];
  loading: boolean;
  columns: readonly DeskColumn<Row>[];
  /** The row's buttons, in a column fixed at the right; `labels` are every button's text, for its width. */
  actions?: { title: string; labels: readonly string[]; render: (row: Row) => ReactNode };
  pagination?: false | TablePaginationConfig;
  /** Names the table's scrolling region (ScrollTable); the page's menu title when not given. */
  title?: string;
}

/**
 * The table of an administrator's desk (claims, complaints, work orders, prepaid closings, gifts; issue 27):
 * each column at least as wide as its content kind and its header's longest word, so nothing wraps inside a
 * word; wider than the page it scrolls sideways with the row actions fixed at the right, never clipped.
 * On a phone the rows are cards, as in every list of the kit.
 */
export function DeskTable<Row extends object>({ rowKey, rows, loading, columns, actions, pagination, title }: DeskTableProps<Row>) {
  const measure = useTextMeasure();
  const phone = usePhone();
  const pageTitle = useMenuPageTitle();
  const sized: TableColumnType<Row>[] = columns.map(({ kind, ...column }) => ({
    ...column,
    width: columnWidth(kind, column.title, measure.header),
    align: kind === 'money' || kind === 'count' ? 'right' : column.align,
    // Long free text keeps to one line; the whole text is its tooltip.
    ellipsis: kind === 'text' ? { showTitle: true } : column.ellipsis,
  }));
  if (actions)
    sized.push({
      key: ACTIONS_KEY,
      title: actions.title,
      fixed: 'right',
      width: actionsWidth(actions.title, actions.labels, measure.button),
      render: (_value, row) => <div className="list-kit-desk__actions">{actions.render(row)}</div>,
    });
  if (phone)
    return (
      <RowCards<Row> rows={[...rows]} keyOf={(row) => rowKeyOf(row, rowKey)} columns={sized} actionsKey={ACTIONS_KEY} loading={loading} />
    );
  return (
    <ScrollTable<Row>
      tableTitle={title ?? pageTitle ?? ''}
      className="list-kit-desk"
      rowKey={rowKey}
      size="middle"
      tableLayout="fixed"
      loading={loading}
      dataSource={[...rows]}
      columns={sized}
      pagination={pagination}
      scroll={{ x: sized.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
      locale={{ emptyText: <NoRecord /> }}
    />
  );
}
