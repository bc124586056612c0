import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/table-config';
import { Button, Card, Result, Skeleton } from 'antd';
import { type Key, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { cellText } from './cell-text.ts';
import { ColumnSettingDialog } from './column-setting-dialog.tsx';
import { DetailDialog } from './detail-dialog.tsx';
import { FilterFold } from './filter-fold.tsx';
import { defaultFilters, type FilterField } from './filters.ts';
import { FormDialog } from './form-dialog.tsx';
import { isNewRowKey } from './inline-edit.ts';
import { ListPagination } from './list-pagination.tsx';
import { listRequest } from './list-state.ts';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { permitted } from './permissions.ts';
import { QueryForm } from './query-form.tsx';
import { useRendererErrorNotice } from './renderers.tsx';
import { rowActionItems } from './row-action-items.tsx';
import { cellValue, rowKeyOf } from './row-fields.ts';
import { SelectionBar } from './selection-bar.tsx';
import { tableColumns } from './table-columns.tsx';
import type { FormMode, ListHandle, ListPageProps } from './types.ts';
import { useInlineEdit } from './use-inline-edit.tsx';
import { useLabel } from './use-label.ts';
import { listQueryKey, useListData } from './use-list-data.ts';
import { useListState } from './use-list-state.ts';
import { useTableConfig } from './use-table-config.ts';
import './list-kit.css';

// The other helper's dialog, loaded when someone exports.
import { ExportDialog } from '@/components/export-kit';
import { useFeedback } from '@/components/feedback-kit';

const NO_FILTERS: readonly FilterField[] = [];

type Dialog<Row> =
  | { kind: 'form'; mode: FormMode; row: Row | null; open: boolean }
  | { kind: 'detail'; row: Row; open: boolean }
  | { kind: 'columns'; open: boolean };

/**
 * The generic list screen (spec 2): a table configured on the server (`tabKey`), the screen's
 * filters, toolbar, row actions, selection, paging, summary, tree rows, and the detail, add/edit,
 * column-setting and export dialogs. Page, size, sort and filters live in the URL.
 */
export function ListPage<Row extends object, Values extends object = Partial<Row>, InlineValues extends object = Partial<Row>>(
  props: ListPageProps<Row, Values, InlineValues>,
) {
  const { tabKey, title, headingLevel = 1, params, permissions, permissionSuffix = '', rowSelectable } = props;
  const { onImport, onAdd, onDelete, form, detail, rowActions, rowVisible, exportable = true, exportFileName, renderChart } = props;
  const { t } = useTranslation('listKit');
  const { message, modal } = useFeedback();
  const label = useLabel();
  const headingId = useId();
  const table = useTableConfig(tabKey);
  // Filters are plain data, often written inline: one identity while they read the same, so the
  // URL state and the query form only change when the URL does.
  const filtersJson = JSON.stringify(props.filters ?? NO_FILTERS);
  const filters = useMemo(() => JSON.parse(filtersJson) as readonly FilterField[], [filtersJson]);
  const { config, columns, shownColumns } = table;

  const stateOptions = useMemo(
    () => ({
      filters,
      pageSizes: config?.pageSizes ?? PAGE_SIZES,
      defaultPageSize: config?.pageSize ?? DEFAULT_PAGE_SIZE,
      sortable: columns.filter((c) => c.sortable).map((c) => c.prop),
    }),
    [filters, config, columns],
  );
  const [state, setState] = useListState(stateOptions, props.syncUrl !== false);
  const paginated = config?.pagination !== false;
  const fixedParams = { ...config?.tableParams, ...params };
  const list = useListData<Row>(config?.tableApi, listRequest(state, fixedParams, paginated));
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  const [selected, setSelected] = useState<ReadonlyMap<Key, Row>>(new Map());
  const [dialog, setDialog] = useState<Dialog<Row> | null>(null);
  const [exporting, setExporting] = useState<{ open: boolean; all: boolean } | null>(null);
  const [chartMode, setChartMode] = useState(false);

  useRendererErrorNotice(tabKey, table.invalidRenderers, columns, label);
  useEffect(() => {
    if (table.error && config) message.error(refusalText(table.error));
  }, [table.error, config, message]);

  // A page past the end (the last row of the last page deleted, an old bookmark) shows the last page.
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastTheEnd = !!list.data && !list.isPlaceholderData && rows.length === 0 && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setState({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, setState]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: listQueryKey(config?.tableApi ?? '') });
  const handle: ListHandle = { refresh };
  const can = (key: string) => permitted(permissions, key, permissionSuffix);
  const rowKey = config?.rowKey ?? 'id';
  const keyOf = (row: Row) => rowKeyOf(row, rowKey);
  const closeDialog = () => setDialog((d) => (d ? { ...d, open: false } : d));

  // Rows edited in place: the list loads again after each save, before the row leaves editing.
  const inlineEdit = props.inlineEdit;
  const inline = useInlineEdit<Row, InlineValues>(
    inlineEdit && can('EDIT')
      ? {
          ...inlineEdit,
          onSave: async (values, row) => {
            await inlineEdit.onSave(values, row);
            await refresh();
          },
        }
      : undefined,
    keyOf,
    (key, draft) => ({ ...draft, [rowKey]: key }) as unknown as Row,
  );
  const drawn = inline.rows(rows);

  const confirmDelete = (targets: Row[]) =>
    onDelete &&
    modal.confirm({
      title: targets.length > 1 ? t('confirm.deleteCount', { count: targets.length }) : t('confirm.delete'),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await onDelete(targets);
          message.success(msg('deleteSuccess'));
          const gone = new Set<Key>(targets.map(keyOf));
          setSelected((current) => new Map([...current].filter(([key]) => !gone.has(key))));
          await refresh();
        } catch (err) {
          message.error(refusalText(err, 'deleteFailed'));
        }
      },
    });

  const allowed = { view: !!detail && can('DETAIL'), edit: !!form && can('EDIT'), delete: !!onDelete && can('DELETE') };
  const actionSources = {
    allowed,
    rowVisible,
    custom: rowActions ?? [],
    permits: can,
    list: handle,
    t,
    run: {
      view: (row: Row) =>
        setDialog(
          detail !== true && detail?.inForm && form ? { kind: 'form', mode: 'view', row, open: true } : { kind: 'detail', row, open: true },
        ),
      edit: (row: Row) => setDialog({ kind: 'form', mode: 'edit', row, open: true }),
      delete: (row: Row) => confirmDelete([row]),
    },
  };
  // A row edited in place has save and cancel only; the others start with the edit-in-place button.
  const actionsFor = (row: Row) => {
    const items = inline.editingActions(row) ?? rowActionItems(row, actionSources);
    const edit = inline.editing(row) ? null : inline.editAction(row);
    return edit ? [edit, ...items] : items;
  };
  const hasActions = allowed.view || allowed.edit || allowed.delete || (rowActions?.length ?? 0) > 0 || (!!inlineEdit && can('EDIT'));

  const selectable = config?.checkbox === true;
  // Tree children are not numbered: the index counts the page's own rows.
  const positions = new Map(rows.map((row, i) => [row, i]));
  const firstNumber = (paginated ? (state.page - 1) * state.pageSize : 0) + 1;
  const numberOf = (row: Row) => {
    const position = positions.get(row);
    return position === undefined ? null : firstNumber + position;
  };
  // A row is named by its identifying column: the first locked one, else the first shown.
  const nameColumn = shownColumns.find((c) => c.default) ?? shownColumns[0];
  const rowName = (row: Row) => (nameColumn ? cellText(cellValue(row, nameColumn.prop), nameColumn.custom, label) : String(keyOf(row)));
  const antColumns = tableColumns<Row>({
    columns: shownColumns,
    label,
    state,
    numberOf: config?.index ? (row) => numberOf(row) : null,
    actions: hasActions
      ? { header: t('actions.header'), forRow: actionsFor, mostOnPage: Math.max(0, ...drawn.map((r) => actionsFor(r).length)) }
      : null,
    // An input is named by its column and its row ("Goods, Siti"): a screen reader hears which cell of which row.
    cell: (row, column, shown) =>
      inline.cell(
        row,
        column.prop,
        shown,
        t('inlineEdit.cell', { column: label(column.label), row: isNewRowKey(keyOf(row)) ? t('inlineEdit.newRow') : rowName(row) }),
      ),
  });

  const canExport = !!config?.export && !!config.exportApi && exportable;
  const heading = title ?? label(table.name || tabKey);
  const Heading = `h${headingLevel}` as const;
  const firstLoad = !config || (list.isPending && list.fetchStatus !== 'idle');

  return (
    <section className="list-kit" aria-labelledby={headingId} ref={inline.rootRef}>
      <div className="list-kit__header">
        <Heading id={headingId} className="list-kit__title">
          {heading}
        </Heading>
        {config && (
          <ListToolbar
            onAdd={
              !can('ADD')
                ? undefined
                : form || onAdd
                  ? () => (form ? setDialog({ kind: 'form', mode: 'add', row: null, open: true }) : onAdd?.())
                  : (inline.add ?? undefined)
            }
            onImport={onImport}
            onExport={canExport ? () => setExporting({ open: true, all: false }) : undefined}
            onExportAll={canExport ? () => setExporting({ open: true, all: true }) : undefined}
            chartMode={renderChart ? { on: chartMode, toggle: () => setChartMode(!chartMode) } : undefined}
            onColumnSetting={config.columnSetting ? () => setDialog({ kind: 'columns', open: true }) : undefined}
            onRefresh={() => void list.refetch()}
            refreshing={list.isFetching && !firstLoad}
            extra={typeof props.toolbarExtra === 'function' ? props.toolbarExtra([...selected.values()]) : props.toolbarExtra}
          />
        )}
      </div>

      {filters.length > 0 && (
        <FilterFold fields={filters} filters={state.filters}>
          {(fold) => (
            <Card className="list-kit__filters" size="small">
              <QueryForm
                formName={`${tabKey}Query`}
                fields={filters}
                filters={state.filters}
                defaults={defaultFilters(filters)}
                onSearch={(next) => {
                  setState({ filters: next, page: 1 });
                  fold();
                }}
              />
            </Card>
          )}
        </FilterFold>
      )}

      <Card className="list-kit__body" size="small">
        {props.beforeTable}
        {!config && table.error ? (
          <Result
            status="error"
            title={refusalText(table.error)}
            extra={<Button onClick={() => void table.reload()}>{t('actions.refresh')}</Button>}
          />
        ) : firstLoad ? (
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        ) : chartMode && renderChart ? (
          renderChart(rows)
        ) : (
          <>
            {selectable && (
              <SelectionBar
                count={selected.size}
                onClear={() => setSelected(new Map())}
                onDelete={allowed.delete ? () => confirmDelete([...selected.values()]) : undefined}
              />
            )}
            <ListTable<Row>
              nameId={headingId}
              title={heading}
              rows={drawn}
              rowKey={rowKey}
              rowName={rowName}
              columns={antColumns}
              loading={list.isFetching}
              childrenProp={config.childrenProp}
              leadingColumns={(selectable ? 1 : 0) + (config.index ? 1 : 0)}
              selection={
                selectable
                  ? {
                      keys: [...selected.keys()],
                      // A new row, not saved yet, is nothing to act on.
                      selectable: (row) => !isNewRowKey(keyOf(row)) && (rowSelectable?.(row) ?? true),
                      // antd keeps keys of other pages without their rows: those rows are remembered here.
                      onChange: (keys, pageRows) => {
                        const known = new Map<Key, Row>([...selected, ...pageRows.filter(Boolean).map((r) => [keyOf(r), r] as const)]);
                        setSelected(new Map(keys.flatMap((k) => (known.has(k) ? [[k, known.get(k) as Row] as const] : []))));
                      },
                    }
                  : null
              }
              summary={
                config.summary && shownColumns.some((c) => c.summary)
                  ? { columns: shownColumns, leadingCells: (selectable ? 1 : 0) + (config.index ? 1 : 0), trailingCell: hasActions }
                  : null
              }
              onSort={(sortField, sortOrder) => setState({ sortField, sortOrder, page: 1 })}
            />
          </>
        )}
        {config && paginated && !firstLoad && (
          <ListPagination
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            totalCapped={list.data?.totalCapped}
            pageSizes={config.pageSizes}
            onChange={(page, pageSize) => setState({ page, pageSize })}
          />
        )}
      </Card>

      {dialog?.kind === 'columns' && (
        <ColumnSettingDialog
          open={dialog.open}
          columns={columns}
          setting={table.setting}
          onSave={table.saveSetting}
          onReset={table.resetSetting}
          onClose={(cancelled) => {
            closeDialog();
            if (cancelled) void table.reload();
          }}
          afterClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'form' && form && (
        <FormDialog<Row, Values>
          open={dialog.open}
          mode={dialog.mode}
          row={dialog.row}
          rowKey={dialog.row ? keyOf(dialog.row) : null}
          options={form}
          formName={`${tabKey}Form`}
          onClose={closeDialog}
          afterClose={() => setDialog(null)}
          onSaved={() => void refresh()}
        />
      )}
      {dialog?.kind === 'detail' && detail && (
        <DetailDialog<Row>
          open={dialog.open}
          row={dialog.row}
          rowKey={keyOf(dialog.row)}
          tabKey={tabKey}
          columns={columns}
          options={detail === true ? {} : detail}
          onClose={closeDialog}
          afterClose={() => setDialog(null)}
        />
      )}
      {config && exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            open={exporting.open}
            onClose={() => setExporting({ ...exporting, open: false })}
            columns={columns.map((c) => ({ prop: c.prop, label: label(c.label), exportRequired: c.exportRequired === true }))}
            exportApi={config.exportApi ?? ''}
            params={exporting.all ? fixedParams : { ...fixedParams, ...state.filters }}
            selectedKeys={exporting.all ? [] : [...selected.values()].map((r) => String(cellValue(r, config.exportKey) ?? ''))}
            exportKey={config.exportKey}
            idKey={config.idKey}
            fileName={exportFileName}
            allowSelected={!exporting.all && selectable}
          />
        </Suspense>
      )}
    </section>
  );
}
