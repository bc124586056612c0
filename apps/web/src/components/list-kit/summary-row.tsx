import { formatRinggit } from '@portal/shared/money';
import type { ColumnConfig } from '@portal/shared/table-config';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryValues } from './summary.ts';

interface SummaryRowProps {
  columns: readonly ColumnConfig[];
  values: SummaryValues;
  /** Cells before the configured columns (selection, index); the row's label goes in the first. */
  leadingCells: number;
  /** The action column after them. */
  trailingCell: boolean;
}

/** The summary row (spec 2): each column's count, average or sum over the rows on the page. */
export function SummaryRow({ columns, values, leadingCells, trailingCell }: SummaryRowProps) {
  const { t } = useTranslation('listKit');
  const figure = (column: ColumnConfig) => {
    const value = values[column.prop];
    if (!column.summary || value === undefined) return '';
    const text = value === null ? '-' : column.custom?.kind === 'money' ? formatRinggit(value) : value.toLocaleString('en-MY');
    return column.summary === 'sum' ? text : `${t(`summary.${column.summary}`)}: ${text}`;
  };
  const label = t('summary.label');
  return (
    <Table.Summary.Row className="list-kit-summary">
      {leadingCells > 0 && (
        <Table.Summary.Cell index={0} colSpan={leadingCells}>
          {label}
        </Table.Summary.Cell>
      )}
      {columns.map((column, i) => (
        <Table.Summary.Cell key={column.prop} index={leadingCells + i}>
          {leadingCells === 0 && i === 0 && !column.summary ? label : figure(column)}
        </Table.Summary.Cell>
      ))}
      {trailingCell && <Table.Summary.Cell index={leadingCells + columns.length} />}
    </Table.Summary.Row>
  );
}
