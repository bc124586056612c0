import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { FilterField } from './filters.ts';
import type { Permissions } from './permissions.ts';
import type { InlineEditOptions } from './use-inline-edit.tsx';

/** Spec 4 "Form dialog modes". */
export type FormMode = 'add' | 'edit' | 'view';

/** What a callback gets to act on the list. */
export interface ListHandle {
  /** Loads the current page again (after a change the kit did not make itself). */
  refresh: () => Promise<unknown>;
}

/** A row action of the screen's own, beside the built-in view, edit and delete. */
export interface RowAction<Row> {
  key: string;
  /** The button's name (shown as its tooltip and read by screen readers). */
  label: string;
  /** Buttons are icons, 33 px each (spec 9). */
  icon: ReactNode;
  onClick: (row: Row, list: ListHandle) => void;
  /** Per-row visibility (spec 6). */
  visible?: (row: Row) => boolean;
  /** A permission key (the screen's suffix is added) that must be exactly true. */
  permission?: string;
  danger?: boolean;
}

interface FormFieldsContext<Row, Values> {
  mode: FormMode;
  /** The row being edited or viewed; null when adding. */
  row: Row | null;
  form: FormInstance<Values>;
}

/** The add/edit dialog (spec 2): the screen gives the fields and the submit, the kit the rest. */
export interface ListFormOptions<Row, Values> {
  /**
   * The Form.Items, validated by the shared zod rules (`fieldRule` / `zodRule`). They sit in a
   * two-column grid (spec 9: 24-column grid, span 12); give a wide item `className="list-kit-wide"`.
   */
  fields: (context: FormFieldsContext<Row, Values>) => ReactNode;
  /** The values the form starts from; for edit and view, from the row unless `load` is given. */
  initialValues?: (row: Row | null, mode: FormMode) => Partial<Values>;
  /** Loads the values of a row to edit or view from the server. */
  load?: (row: Row) => Promise<Partial<Values>>;
  /** Saves; a rejection's desc is shown in the dialog and the dialog stays open. */
  onSubmit: (values: Values, context: { mode: 'add' | 'edit'; row: Row | null }) => Promise<unknown>;
  titles?: Partial<Record<FormMode, string>>;
  /** Spec 9: the generic dialog is 712 px wide. */
  width?: number;
  /** Spec 5: leaving a touched form asks first, unless this is false. */
  confirmLeave?: boolean;
}

/** The detail dialog (view): every configured column of the row, or the screen's own rendering. */
export interface ListDetailOptions<Row> {
  /** Loads the full record; failure shows the server's message (spec 8). */
  load?: (row: Row) => Promise<Row>;
  render?: (row: Row) => ReactNode;
  /** Shows the add/edit form read-only instead (mode 'view'). */
  inForm?: boolean;
  title?: string;
  width?: number;
}

/** The props of the generic list screen (spec 2). */
export interface ListPageProps<Row extends object, Values extends object = Partial<Row>, InlineValues extends object = Partial<Row>> {
  /** The table configuration's key (`getTableConfig`). */
  tabKey: string;
  /** The heading and the table's accessible name; default: the configuration's name. */
  title?: string;
  headingLevel?: 1 | 2 | 3;
  filters?: readonly FilterField[];
  /** Parameters posted with every page besides the configuration's tableParams. */
  params?: Record<string, unknown>;
  /** Spec 6: ADD, DELETE, EDIT, DETAIL (+ suffix) must be exactly true where given. */
  permissions?: Permissions;
  permissionSuffix?: string;
  /** A row that may not be selected (a cancelled order, say). */
  rowSelectable?: (row: Row) => boolean;
  onImport?: () => void;
  /** Add somewhere else (its own page) instead of the add dialog. */
  onAdd?: () => void;
  /** Deletes rows (the row action and 'delete selected'); the kit confirms first and refetches after. */
  onDelete?: (rows: Row[]) => Promise<unknown>;
  form?: ListFormOptions<Row, Values>;
  /** Enables 'view'; `true` shows every configured column of the row. */
  detail?: true | ListDetailOptions<Row>;
  rowActions?: readonly RowAction<Row>[];
  /** Per-row visibility of the built-in actions (spec 6). */
  rowVisible?: Partial<Record<'view' | 'edit' | 'delete', (row: Row) => boolean>>;
  /** False hides export even when the configuration offers it (spec 6: exportFlag 1). */
  exportable?: boolean;
  exportFileName?: string;
  /** Offers the chart mode (spec 2) and draws it from the rows on the page. */
  renderChart?: (rows: Row[]) => ReactNode;
  /** The screen's own content at the top of the table's card, under the filters (status tabs, totals). */
  beforeTable?: ReactNode;
  /** The screen's own toolbar buttons, after the kit's; as a function, given the selected rows (all pages). */
  toolbarExtra?: ReactNode | ((selected: Row[]) => ReactNode);
  /**
   * Rows edited in place (spec 4 "Cell editing"): the cells named (by their column's prop) become inputs checked by
   * the shared rules; the row's edit button becomes save, beside cancel. With `newRow` and no add dialog, 'Add'
   * puts a new row at the top. Under the EDIT permission. The list loads again after each save.
   */
  inlineEdit?: InlineEditOptions<Row, InlineValues>;
  /** False keeps page, sort and filters in the component (a list inside a dialog). */
  syncUrl?: boolean;
}
