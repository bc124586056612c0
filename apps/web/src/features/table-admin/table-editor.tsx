import { PlusOutlined } from '@ant-design/icons';
import { Code } from '@portal/shared/codes';
import { tabKeySchema, tableConfig } from '@portal/shared/table-config';
import { Alert, Button, Card, Checkbox, Form, type FormInstance, Input, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { useLabel } from '@/components/list-kit/use-label.ts';
import { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { addTable, updateTable } from './api/table-entries.ts';
import type { TableListRow } from './api/table-lists.ts';
import { afterTablesChanged } from './api/tables-version.ts';
import { ColumnForm } from './column-form.tsx';
import { ColumnList } from './column-list.tsx';
import {
  type ColumnDraft,
  checkDraft,
  configToDraft,
  duplicateProps,
  moveItem,
  newColumn,
  type Problem,
  parseParams,
  ruleHintKey,
  type SettingsDraft,
  toPageSizes,
} from './editor-model.ts';
import { requiredRule, schemaRule } from './rules.ts';

const FEATURE_FLAGS = ['pagination', 'checkbox', 'index', 'export', 'columnSetting', 'summary'] as const;
const KEY_FIELDS = ['exportApi', 'rowKey', 'exportKey', 'idKey', 'childrenProp'] as const;

interface TableEditorProps {
  mode: 'add' | 'edit';
  /** The configuration edited, or the one a new configuration is copied from. */
  source: TableListRow | null;
  /** Where the editor returns after saving or cancelling. */
  listPath: string;
  /** Loads the stored configuration again (after someone else changed it). */
  onReload: () => void;
}

/**
 * The `tableAdd` page's editor (issue 3): the configuration's settings, and its columns in a
 * sortable list beside the chosen column's form. Saving checks the whole configuration with the
 * shared rule first; leaving with unsaved changes asks first (spec 5).
 */
export function TableEditor({ mode, source, listPath, onReload }: TableEditorProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tk } = useTranslation('listKit');
  const { t: tc } = useTranslation('common');
  const { t: tl } = useTranslation('lists');
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const label = useLabel();

  const [initial] = useState(() => {
    const draft = configToDraft(source ? { tabKey: source.tabKey, name: source.name, tabValue: source.tabValue } : null);
    if (mode === 'add' && source) {
      draft.settings.tabKey = '';
      draft.settings.name = t('editor.copyName', { name: source.name });
    }
    return draft;
  });
  const [settingsForm] = Form.useForm<SettingsDraft>();
  const columnFormRef = useRef<FormInstance<ColumnDraft> | null>(null);
  const [columns, setColumns] = useState<ColumnDraft[]>(initial.columns);
  const [selectedKey, setSelectedKey] = useState<string | null>(initial.columns[0]?.key ?? null);
  const [columnProblems, setColumnProblems] = useState<ReadonlyMap<string, Problem[]>>(new Map());
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Read by the navigation blocker when someone leaves, and cleared before leaving after a save.
  const dirtyRef = useRef(false);
  const markDirty = () => {
    dirtyRef.current = true;
    setDirty(true);
    setRefusal(null);
  };

  // Spec 5: leaving with unsaved changes asks first, inside the portal and when the page unloads.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: tk('confirm.leave'),
      okText: tk('actions.confirm'),
      cancelText: tk('actions.cancel'),
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal, tk]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const nameOf = useCallback(
    (column: ColumnDraft) => {
      const shown = column.label.trim() ? label(column.label.trim()) : '';
      const prop = column.prop.trim();
      if (shown && prop && shown !== prop) return `${shown} (${prop})`;
      return shown || prop || t('columns.untitled');
    },
    [label, t],
  );
  const problemText = useCallback((problem: Problem) => (problem.message ? msg(problem.message) : t(`rules.${ruleHintKey(problem)}`)), [t]);

  const selectedIndex = columns.findIndex((c) => c.key === selectedKey);
  const selected = columns[selectedIndex];
  const duplicates = useMemo(() => duplicateProps(columns), [columns]);
  const problemKeys = useMemo(
    () => new Set([...columnProblems.keys(), ...columns.filter((c) => duplicates.has(c.prop.trim())).map((c) => c.key)]),
    [columnProblems, columns, duplicates],
  );
  const noProblems = useMemo<Problem[]>(() => [], []);

  const changeColumns = (update: (current: ColumnDraft[]) => ColumnDraft[]) => {
    setColumns(update);
    setListProblem(null);
    markDirty();
  };
  const updateColumn = (column: ColumnDraft) => {
    changeColumns((current) => current.map((c) => (c.key === column.key ? column : c)));
    if (columnProblems.has(column.key)) setColumnProblems((current) => new Map([...current].filter(([key]) => key !== column.key)));
  };
  const addColumn = () => {
    const column = newColumn();
    changeColumns((current) => [...current, column]);
    setSelectedKey(column.key);
  };
  const removeColumn = (key: string) => {
    const index = columns.findIndex((c) => c.key === key);
    const next = columns.filter((c) => c.key !== key);
    changeColumns((current) => current.filter((c) => c.key !== key));
    if (key === selectedKey) setSelectedKey(next[Math.min(index, next.length - 1)]?.key ?? null);
  };

  /** Shows every broken rule where it belongs; opens the first column that has one when the open one has none. */
  const showProblems = (problems: Problem[]) => {
    // A field already saying what is wrong (its own rule ran first) keeps its message.
    const settings = problems.flatMap((p) =>
      p.at === 'settings' && settingsForm.getFieldError(p.field[0] as keyof SettingsDraft).length === 0 ? [p] : [],
    );
    if (settings.length)
      settingsForm.setFields(settings.map((p) => ({ name: p.field[0] as keyof SettingsDraft, errors: [problemText(p)] })));
    const byColumn = new Map<string, Problem[]>();
    for (const p of problems) {
      if (p.at !== 'column') continue;
      const key = columns[p.index]?.key;
      if (key) byColumn.set(key, [...(byColumn.get(key) ?? []), p]);
    }
    setColumnProblems(byColumn);
    const listLevel = problems.find((p) => p.at === 'columns');
    setListProblem(listLevel ? problemText(listLevel) : null);
    if (byColumn.size && (!selectedKey || !byColumn.has(selectedKey))) {
      const first = columns.find((c) => byColumn.has(c.key));
      if (first && !settings.length) setSelectedKey(first.key);
    }
    // After React has drawn the messages: bring the first one into view.
    setTimeout(() => document.querySelector('.table-admin-editor .ant-form-item-has-error')?.scrollIntoView({ block: 'center' }), 50);
  };

  const offerReload = (desc: string) =>
    modal.confirm({
      title: t('editor.conflictTitle'),
      content: (
        <>
          <p>{desc}</p>
          <p>{t('editor.conflictNote')}</p>
        </>
      ),
      okText: t('editor.reload'),
      cancelText: t('editor.keepEditing'),
      onOk: () => {
        dirtyRef.current = false;
        onReload();
      },
    });

  const save = async () => {
    if (saving) return;
    setRefusal(null);
    let fieldsPass = true;
    await settingsForm.validateFields().catch(() => {
      fieldsPass = false;
    });
    await columnFormRef.current?.validateFields().catch(() => {
      fieldsPass = false;
    });
    const settings = settingsForm.getFieldsValue(true) as SettingsDraft;
    const check = checkDraft(settings, columns);
    if (!check.ok) showProblems(check.problems);
    if (!fieldsPass || !check.ok) {
      if (fieldsPass) message.error(t('editor.problems'));
      else
        setTimeout(() => document.querySelector('.table-admin-editor .ant-form-item-has-error')?.scrollIntoView({ block: 'center' }), 50);
      return;
    }
    setSaving(true);
    try {
      if (mode === 'add') await addTable({ tabKey: settings.tabKey.trim(), name: settings.name.trim(), tabValue: check.config });
      else if (source)
        await updateTable({ id: source.id, name: settings.name.trim(), tabValue: check.config, updateTime: source.updateTime });
      message.success(msg(mode === 'add' ? 'addSuccess' : 'editSuccess'));
      dirtyRef.current = false;
      await afterTablesChanged();
      navigate(listPath);
    } catch (err) {
      const conflict = err instanceof ApiError && err.code === Code.CONFLICT;
      if (conflict && mode === 'edit') offerReload(err.desc);
      else if (conflict) settingsForm.setFields([{ name: 'tabKey', errors: [err.desc] }]);
      else setRefusal(refusalText(err, mode === 'add' ? 'serverError' : 'editFailed'));
    } finally {
      setSaving(false);
    }
  };

  const enter = (field: string) => tc('placeholder.enter', { field });
  const pageSizes = Form.useWatch('pageSizes', settingsForm) ?? initial.settings.pageSizes;

  return (
    <section className="table-admin-editor" aria-labelledby="table-admin-editor-title">
      <div className="table-admin-editor__header">
        <h1 id="table-admin-editor-title" className="table-admin-editor__title">
          {mode === 'add' ? t('editor.addTitle') : t('editor.editTitle')}
          {mode === 'edit' && source && <span className="table-admin-editor__key">{source.tabKey}</span>}
        </h1>
        {mode === 'edit' && source?.builtIn && <Tag color="blue">{tl('tables.shipped')}</Tag>}
      </div>
      {mode === 'edit' && source?.builtIn && <Alert type="info" showIcon title={t('editor.builtInNote')} />}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}

      <Form<SettingsDraft>
        form={settingsForm}
        name="tableSettings"
        layout="vertical"
        initialValues={initial.settings}
        onValuesChange={markDirty}
        className="table-admin-settings"
      >
        <Card title={<h2 className="table-admin-card-title">{t('editor.general')}</h2>} size="small">
          <div className="table-admin-grid">
            <Form.Item
              name="tabKey"
              label={t('fields.tabKey')}
              validateFirst
              rules={[requiredRule(enter(t('fields.tabKey'))), schemaRule(tabKeySchema, t('rules.tabKey'))]}
              extra={t('fields.tabKeyHint')}
            >
              <Input maxLength={100} disabled={mode === 'edit'} autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('fields.name')}
              validateFirst
              rules={[requiredRule(enter(t('fields.name')))]}
              extra={source && mode === 'edit' && label(source.name) !== source.name ? label(source.name) : undefined}
            >
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="tableApi"
              label={t('fields.tableApi')}
              validateFirst
              rules={[requiredRule(enter(t('fields.tableApi'))), schemaRule(tableConfig.shape.tableApi, t('rules.tableApi'))]}
              extra={t('fields.tableApiHint')}
            >
              <Input maxLength={100} autoComplete="off" spellCheck={false} />
            </Form.Item>
            {KEY_FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`fields.${field}`)}
                rules={field === 'rowKey' ? [requiredRule(enter(t('fields.rowKey')))] : undefined}
              >
                <Input maxLength={100} autoComplete="off" spellCheck={false} />
              </Form.Item>
            ))}
          </div>
        </Card>

        <Card title={<h2 className="table-admin-card-title">{t('editor.features')}</h2>} size="small">
          <div className="table-admin-grid">
            <Form.Item
              name="pageSizes"
              label={t('fields.pageSizes')}
              normalize={(value: (string | number)[]) => toPageSizes(value)}
              rules={[schemaRule(tableConfig.shape.pageSizes.unwrap(), t('rules.pageSizes'))]}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} options={[10, 20, 30, 40, 50, 100].map((n) => ({ value: n, label: n }))} />
            </Form.Item>
            <Form.Item
              name="pageSize"
              label={t('fields.pageSize')}
              rules={[schemaRule(tableConfig.shape.pageSize.unwrap(), t('rules.pageSize'))]}
            >
              <Select options={pageSizes.map((n) => ({ value: n, label: n }))} />
            </Form.Item>
          </div>
          <fieldset className="table-admin-fieldset">
            <legend>{t('fields.flags')}</legend>
            <div className="table-admin-flags">
              {FEATURE_FLAGS.map((flag) => (
                <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
                  <Checkbox>{t(`fields.${flag}`)}</Checkbox>
                </Form.Item>
              ))}
            </div>
          </fieldset>
          <Form.Item
            name="tableParams"
            label={t('fields.tableParams')}
            extra={t('fields.tableParamsHint')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!parseParams(value).ok) throw new Error(t('rules.tableParams'));
                },
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} className="table-admin-code" spellCheck={false} />
          </Form.Item>
        </Card>
      </Form>

      <Card
        title={<h2 className="table-admin-card-title">{t('columns.title', { count: columns.length })}</h2>}
        size="small"
        extra={
          <Button icon={<PlusOutlined />} onClick={addColumn} disabled={columns.length >= 100}>
            {t('columns.add')}
          </Button>
        }
      >
        {listProblem && <Alert className="table-admin-columns__alert" type="error" showIcon role="alert" title={listProblem} />}
        <div className="table-admin-columns">
          <ColumnList
            columns={columns}
            nameOf={nameOf}
            selectedKey={selectedKey}
            problemKeys={problemKeys}
            onSelect={setSelectedKey}
            onMove={(from, to) => changeColumns((current) => moveItem(current, from, to))}
            onRemove={removeColumn}
          />
          <div className="table-admin-columns__detail">
            {selected && (
              <ColumnForm
                key={selected.key}
                column={selected}
                position={selectedIndex + 1}
                name={nameOf(selected)}
                otherProps={columns.filter((c) => c.key !== selected.key).map((c) => c.prop.trim())}
                problems={columnProblems.get(selected.key) ?? noProblems}
                problemText={problemText}
                formRef={columnFormRef}
                onChange={updateColumn}
              />
            )}
          </div>
        </div>
      </Card>

      <div className="table-admin-editor__footer">
        <Button onClick={() => navigate(listPath)}>{tk('actions.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {tk('actions.save')}
        </Button>
      </div>
    </section>
  );
}
