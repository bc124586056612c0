import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CELL_RENDERER_KINDS, type CellRenderer, columnConfig } from '@portal/shared/table-config';
import { AutoComplete, Button, Checkbox, Form, type FormInstance, Input, InputNumber, Radio } from 'antd';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { renderCell } from '@/components/list-kit/renderers.tsx';
import { useLabel } from '@/components/list-kit/use-label.ts';
import { msg } from '@/lib/i18n.ts';
import { type ColumnDraft, type EnumOptionDraft, enumValue, newEnumOption, type Problem } from './editor-model.ts';
import { requiredRule, schemaRule } from './rules.ts';

/** antd's tag colours; a hex colour may be typed instead. */
const COLOURS = [
  'default',
  'success',
  'processing',
  'warning',
  'error',
  'green',
  'blue',
  'red',
  'gold',
  'orange',
  'volcano',
  'purple',
  'geekblue',
  'cyan',
  'magenta',
  'lime',
];
const DATE_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'DD/MM/YYYY HH:mm', 'DD/MM/YYYY', 'HH:mm:ss'];
const FLAGS = ['show', 'tooltip', 'sortable', 'default', 'exportRequired'] as const;
const widthRule = columnConfig.shape.width.nullable();

interface ColumnFormProps {
  column: ColumnDraft;
  /** 1-based, for the heading. */
  position: number;
  /** The column's name as the list shows it. */
  name: string;
  /** The props the other columns show: one field is shown by one column (the rule's duplicateColumn). */
  otherProps: readonly string[];
  /** Broken rules of this column found at the last save attempt. */
  problems: readonly Problem[];
  problemText: (problem: Problem) => string;
  /** Where the editor finds this form to validate it before saving. */
  formRef: RefObject<FormInstance<ColumnDraft> | null>;
  onChange: (column: ColumnDraft) => void;
}

/** One column's settings (spec 3 "Table config": columnList), with its declared renderer and that renderer's options. */
export function ColumnForm({ column, position, name, otherProps, problems, problemText, formRef, onChange }: ColumnFormProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tc } = useTranslation('common');
  const label = useLabel();
  const [form] = Form.useForm<ColumnDraft>();
  const kind = Form.useWatch(['renderer', 'kind'], form) ?? column.renderer.kind;
  const header = Form.useWatch('label', form) ?? column.label;
  const options = (Form.useWatch(['renderer', 'options'], form) ?? column.renderer.options) as EnumOptionDraft[];
  const tagColour = Form.useWatch(['renderer', 'color'], form) ?? column.renderer.color;

  useEffect(() => {
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [form, formRef]);

  useEffect(() => {
    // A field already saying what is wrong (its own rule ran first) keeps its message.
    const placed = problems.flatMap((p) => (p.at === 'column' && form.getFieldError(p.field as never).length === 0 ? [p] : []));
    // The paths come from the rule's issues, so antd's typed names cannot follow them.
    const fields = placed.map((p) => ({ name: p.field, errors: [problemText(p)] }));
    if (fields.length) form.setFields(fields as unknown as Parameters<typeof form.setFields>[0]);
  }, [problems, problemText, form]);

  const formName = `tableColumn-${column.key}`;
  const sync = () => onChange({ ...column, ...form.getFieldsValue(true), key: column.key });
  const enter = (field: string) => tc('placeholder.enter', { field });
  const shownAs = header.trim() && label(header.trim()) !== header.trim() ? t('columns.shownAs', { text: label(header.trim()) }) : null;
  // A cell drawn exactly as the list will draw it.
  const preview = (value: string | number | boolean, custom: CellRenderer) =>
    renderCell({ value }, { label: '', prop: 'value', show: true, custom }, label);
  const optionField = (field: string, index: number) => t('renderer.optionField', { field, position: index + 1 });

  return (
    <Form<ColumnDraft>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={column}
      className="table-admin-column-form"
      onValuesChange={sync}
    >
      <h3 className="table-admin-column-form__title">{t('columns.detail', { position, column: name })}</h3>
      <div className="table-admin-grid">
        <Form.Item
          name="label"
          label={t('columns.label')}
          validateFirst
          rules={[requiredRule(enter(t('columns.label'))), schemaRule(columnConfig.shape.label, t('rules.label'))]}
          extra={shownAs ?? t('columns.labelHint')}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="prop"
          label={t('columns.prop')}
          validateFirst
          rules={[
            requiredRule(enter(t('columns.prop'))),
            schemaRule(columnConfig.shape.prop, t('rules.prop')),
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && otherProps.includes(value.trim())) throw new Error(msg('duplicateColumn'));
              },
            },
          ]}
        >
          <Input maxLength={100} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="width" label={t('columns.width')} rules={[schemaRule(widthRule, t('rules.width'))]}>
          <InputNumber min={30} max={1000} precision={0} suffix="px" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="minWidth" label={t('columns.minWidth')} rules={[schemaRule(widthRule, t('rules.width'))]}>
          <InputNumber min={30} max={1000} precision={0} suffix="px" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="fixed" label={t('columns.fixed')}>
          <Radio.Group
            aria-label={t('columns.fixed')}
            optionType="button"
            options={[
              { value: 'none', label: t('columns.fixedNone') },
              { value: 'left', label: t('columns.fixedLeft') },
              { value: 'right', label: t('columns.fixedRight') },
            ]}
          />
        </Form.Item>
        <Form.Item name="summary" label={t('columns.summary')}>
          <Select
            options={[
              { value: 'none', label: t('columns.summaryNone') },
              { value: 'count', label: t('columns.summaryCount') },
              { value: 'avg', label: t('columns.summaryAvg') },
              { value: 'sum', label: t('columns.summarySum') },
            ]}
          />
        </Form.Item>
      </div>

      <fieldset className="table-admin-fieldset">
        <legend>{t('columns.flags')}</legend>
        <div className="table-admin-flags">
          {FLAGS.map((flag) => (
            <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
              <Checkbox>{t(`columns.${flag}`)}</Checkbox>
            </Form.Item>
          ))}
        </div>
      </fieldset>

      <div className="table-admin-grid">
        <Form.Item name={['renderer', 'kind']} label={t('renderer.kind')}>
          <Select
            onChange={(next) => {
              // Options start with one empty row to fill in.
              if (next === 'enum' && !form.getFieldValue(['renderer', 'options'])?.length) {
                form.setFieldValue(['renderer', 'options'], [newEnumOption()]);
                sync();
              }
            }}
            options={['none', ...CELL_RENDERER_KINDS].map((k) => ({ value: k, label: t(`renderer.${k}`) }))}
          />
        </Form.Item>
        {kind === 'date' && (
          <Form.Item name={['renderer', 'format']} label={t('renderer.format')}>
            <AutoComplete options={DATE_FORMATS.map((f) => ({ value: f }))} maxLength={40} />
          </Form.Item>
        )}
        {kind === 'link' && (
          <Form.Item
            name={['renderer', 'href']}
            label={t('renderer.href')}
            className="table-admin-wide"
            rules={[requiredRule(enter(t('renderer.href')))]}
            extra={t('renderer.hrefHint', { example: '/orders/detail?no={{orderNo}}' })}
          >
            <Input maxLength={300} autoComplete="off" spellCheck={false} />
          </Form.Item>
        )}
        {kind === 'tag' && (
          <Form.Item label={t('renderer.color')} htmlFor={`${formName}_renderer_color`} extra={t('renderer.colorHint')}>
            <div className="table-admin-inline">
              <Form.Item name={['renderer', 'color']} noStyle>
                <AutoComplete options={COLOURS.map((c) => ({ value: c }))} maxLength={30} />
              </Form.Item>
              {preview(label(header.trim()) || t('renderer.preview'), { kind: 'tag', color: tagColour?.trim() || undefined })}
            </div>
          </Form.Item>
        )}
      </div>

      {kind === 'enum' && (
        <Form.List name={['renderer', 'options']}>
          {(fields, { add, remove }) => (
            <fieldset className="table-admin-fieldset table-admin-options">
              <legend>{t('renderer.options')}</legend>
              {fields.length > 0 && (
                <div className="table-admin-options__row table-admin-options__head" aria-hidden>
                  <span>{t('renderer.value')}</span>
                  <span>{t('renderer.valueType')}</span>
                  <span>{t('renderer.label')}</span>
                  <span>{t('renderer.color')}</span>
                  <span>{t('renderer.preview')}</span>
                  <span />
                </div>
              )}
              {fields.map((field, index) => {
                const option = options[index];
                return (
                  <div key={field.key} className="table-admin-options__row">
                    <Form.Item
                      name={[field.name, 'value']}
                      rules={[
                        {
                          validator: async (_rule, value: string | undefined) => {
                            const text = (value ?? '').trim();
                            const type = options[index]?.valueType;
                            if (!text || (type === 'number' && !Number.isFinite(Number(text)))) throw new Error(t('rules.optionValue'));
                          },
                        },
                      ]}
                    >
                      {option?.valueType === 'boolean' ? (
                        <Select
                          aria-label={optionField(t('renderer.value'), index)}
                          options={[
                            { value: 'true', label: t('renderer.yes') },
                            { value: 'false', label: t('renderer.no') },
                          ]}
                        />
                      ) : (
                        <Input aria-label={optionField(t('renderer.value'), index)} maxLength={100} autoComplete="off" />
                      )}
                    </Form.Item>
                    <Form.Item name={[field.name, 'valueType']}>
                      <Select
                        aria-label={optionField(t('renderer.valueType'), index)}
                        onChange={(type) => {
                          // A yes/no value is true or false: anything else becomes true.
                          if (type === 'boolean' && !['true', 'false'].includes(options[index]?.value ?? ''))
                            form.setFieldValue(['renderer', 'options', field.name, 'value'], 'true');
                          sync();
                        }}
                        options={[
                          { value: 'string', label: t('renderer.typeString') },
                          { value: 'number', label: t('renderer.typeNumber') },
                          { value: 'boolean', label: t('renderer.typeBoolean') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'label']} validateFirst rules={[requiredRule(enter(t('renderer.label')))]}>
                      <Input aria-label={optionField(t('renderer.label'), index)} maxLength={200} autoComplete="off" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'color']}>
                      <AutoComplete
                        aria-label={optionField(t('renderer.color'), index)}
                        options={COLOURS.map((c) => ({ value: c }))}
                        maxLength={30}
                      />
                    </Form.Item>
                    <div className="table-admin-options__preview">
                      {option?.label?.trim()
                        ? preview(enumValue(option), {
                            kind: 'enum',
                            options: [{ value: enumValue(option), label: option.label.trim(), color: option.color?.trim() || undefined }],
                          })
                        : null}
                    </div>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={t('renderer.removeOption', { position: index + 1 })}
                      onClick={() => {
                        remove(field.name);
                        sync();
                      }}
                    />
                  </div>
                );
              })}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => {
                  add(newEnumOption());
                  sync();
                }}
              >
                {t('renderer.addOption')}
              </Button>
            </fieldset>
          )}
        </Form.List>
      )}
    </Form>
  );
}
