import { describe, expect, it } from 'vitest';
import { allProps, checkAll, checkAllState, type ExportColumnOption, exportColumns, toggleColumn } from './export-columns.ts';

const columns: ExportColumnOption[] = [
  { prop: 'orderNo', label: 'Order no.', exportRequired: true },
  { prop: 'receiver', label: 'Receiver' },
  { prop: 'weight', label: 'Weight' },
  { prop: 'status', label: 'Status', exportRequired: true },
];

describe('the export dialog columns', () => {
  it('start with every column, in the table order, check-all checked', () => {
    expect(allProps(columns)).toEqual(['orderNo', 'receiver', 'weight', 'status']);
    expect(checkAllState(columns, allProps(columns))).toEqual({ checked: true, indeterminate: false });
  });

  it('uncheck all down to the required ones, indeterminate; check all appends the rest in table order', () => {
    const required = checkAll(columns, ['status', 'weight', 'orderNo', 'receiver'], false);
    expect(required).toEqual(['status', 'orderNo']);
    expect(checkAllState(columns, required)).toEqual({ checked: false, indeterminate: true });
    expect(checkAll(columns, required, true)).toEqual(['status', 'orderNo', 'receiver', 'weight']);
  });

  it('add a checked column at the end of the order, and never drop a required one', () => {
    expect(toggleColumn(columns, ['orderNo', 'status'], 'weight', true)).toEqual(['orderNo', 'status', 'weight']);
    expect(toggleColumn(columns, ['orderNo', 'status', 'weight'], 'weight', false)).toEqual(['orderNo', 'status']);
    expect(toggleColumn(columns, ['orderNo', 'status'], 'orderNo', false)).toEqual(['orderNo', 'status']);
    expect(checkAllState([{ prop: 'a', label: 'A' }], [])).toEqual({ checked: false, indeterminate: false });
  });

  it('become the spec 7 columns in export order, with their headers', () => {
    expect(exportColumns(columns, ['weight', 'orderNo', 'gone'])).toEqual([
      { fieldName: 'weight', header: 'Weight' },
      { fieldName: 'orderNo', header: 'Order no.' },
    ]);
  });
});
