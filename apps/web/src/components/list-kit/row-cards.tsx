import { Checkbox, Spin, type TableColumnsType } from 'antd';
import { type Key, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSelection } from './list-table.tsx';
import { NoRecord } from './no-record.tsx';

/** The fields a card shows at once; the others open under 'all fields'. */
const KEY_FIELDS = 6;

/** What the cards read of an antd column. */
interface Column<Row> {
  key?: Key;
  title?: ReactNode | ((props: never) => ReactNode);
  dataIndex?: unknown;
  render?: (value: never, row: Row, index: number) => unknown;
}

interface RowCardsProps<Row> {
  /** The id of the heading naming the list. */
  nameId?: string;
  rows: Row[];
  keyOf: (row: Row) => Key;
  /** The table's columns: each becomes a label/value pair; `actionsKey`'s cell goes to the card's foot. */
  columns: TableColumnsType<Row>;
  actionsKey?: string;
  /** Columns the cards leave out (the row number). */
  skipKeys?: readonly string[];
  loading: boolean;
  selection?: (ListSelection<Row> & { rowName: (row: Row) => string }) | null;
}

const fieldOf = (row: object, dataIndex: unknown): unknown =>
  typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : undefined;

/** A cell as the table would draw it, outside the table. */
function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const value = fieldOf(row, column.dataIndex);
  // antd's older { children, props } form of a rendered cell: its children.
  const cell = column.render ? column.render(value as never, row, index) : value;
  return (cell && typeof cell === 'object' && 'children' in cell && !('$$typeof' in cell) ? cell.children : cell) as ReactNode;
}

const titleOf = <Row,>(column: Column<Row>): ReactNode => (typeof column.title === 'function' ? null : column.title);

/**
 * A list on a phone (issue 27): each row a card of label/value pairs instead of a table squeezed to
 * 390 px, its status tag whole, its actions at its foot. The first field (the row's name) heads the card;
 * past the key fields the rest open under 'all fields'.
 */
export function RowCards<Row extends object>({
  nameId,
  rows,
  keyOf,
  columns,
  actionsKey,
  skipKeys = [],
  loading,
  selection,
}: RowCardsProps<Row>) {
  const { t } = useTranslation('listKit');
  const listId = useId();
  const all = columns as unknown as Column<Row>[];
  const fields = all.filter((c) => c.key !== actionsKey && !skipKeys.includes(String(c.key)));
  const actions = all.find((c) => actionsKey !== undefined && c.key === actionsKey);
  const [head, ...rest] = fields;
  const shown = rest.slice(0, KEY_FIELDS - 1);
  const more = rest.slice(KEY_FIELDS - 1);
  const pair = (column: Column<Row>, row: Row, index: number) => (
    <div key={String(column.key)} className="list-kit-card__field">
      <dt>{titleOf(column)}</dt>
      <dd>{cellOf(column, row, index)}</dd>
    </div>
  );
  const selectedKeys = new Set(selection?.keys ?? []);
  const toggle = (row: Row, on: boolean) => {
    if (!selection) return;
    const key = keyOf(row);
    const keys = on ? [...selection.keys, key] : selection.keys.filter((k) => k !== key);
    selection.onChange(
      keys,
      rows.filter((r) => keys.includes(keyOf(r))),
    );
  };
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <div className="list-kit-cards__empty">
          <NoRecord />
        </div>
      ) : (
        <ul className="list-kit-cards" aria-labelledby={nameId} id={listId}>
          {rows.map((row, index) => (
            <li key={keyOf(row)} className="list-kit-card">
              {head && (
                <div className="list-kit-card__head">
                  {selection && (
                    <Checkbox
                      checked={selectedKeys.has(keyOf(row))}
                      disabled={selection.selectable ? !selection.selectable(row) : false}
                      aria-label={t('selection.selectRow', { row: selection.rowName(row) })}
                      onChange={(e) => toggle(row, e.target.checked)}
                    />
                  )}
                  <div className="list-kit-card__title">
                    <span className="list-kit-card__label">{titleOf(head)}</span>
                    <span className="list-kit-card__name">{cellOf(head, row, index)}</span>
                  </div>
                </div>
              )}
              <dl className="list-kit-card__fields">{shown.map((column) => pair(column, row, index))}</dl>
              {more.length > 0 && (
                <details className="list-kit-card__more">
                  <summary>{t('cards.allFields', { count: more.length })}</summary>
                  <dl className="list-kit-card__fields">{more.map((column) => pair(column, row, index))}</dl>
                </details>
              )}
              {actions && <div className="list-kit-card__actions">{cellOf(actions, row, index)}</div>}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
