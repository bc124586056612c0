import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { malaysiaDate } from '@portal/shared/time';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { type FilterField, type FilterFormValues, type FilterValues, fromFormValues, toFormValues } from './filters.ts';
import { useLabel } from './use-label.ts';

interface QueryFormProps {
  /** Names the form's fields (`<formName>_<field>`), so labels find their inputs. */
  formName: string;
  fields: readonly FilterField[];
  filters: FilterValues;
  defaults: FilterValues;
  onSearch: (filters: FilterValues) => void;
}

/** A day in Malaysia as the picker holds dates (local midnight of that calendar day). */
const malaysianDay = (daysAgo: number): Dayjs => dayjs(malaysiaDate(-daysAgo));

/** The query form (spec 2): the screen's filters, query and reset. Enter in a field queries. */
export function QueryForm({ formName, fields, filters, defaults, onSearch }: QueryFormProps) {
  const { t } = useTranslation('listKit');
  const label = useLabel();
  const [form] = Form.useForm<FilterFormValues>();

  // The URL is the truth: back, forward and reset show up in the form. Only a change of the filters' values does:
  // the list hands down a new but equal object when its table configuration arrives, and setting the form then
  // wiped what the user had begun to type.
  const shown = useMemo(() => toFormValues(fields, filters), [fields, filters]);
  const filtersKey = JSON.stringify(filters);
  const applied = useRef(filtersKey);
  useEffect(() => {
    if (applied.current === filtersKey) return;
    applied.current = filtersKey;
    form.setFieldsValue(shown);
  }, [form, shown, filtersKey]);

  const presets = useMemo(
    () => [
      { label: t('dates.today'), value: [malaysianDay(0), malaysianDay(0)] as [Dayjs, Dayjs] },
      { label: t('dates.yesterday'), value: [malaysianDay(1), malaysianDay(1)] as [Dayjs, Dayjs] },
      { label: t('dates.last7Days'), value: [malaysianDay(6), malaysianDay(0)] as [Dayjs, Dayjs] },
    ],
    [t],
  );

  const control = (field: FilterField) => {
    switch (field.kind) {
      case 'text':
        return (
          <Input
            allowClear
            maxLength={field.maxLength ?? 100}
            placeholder={field.placeholder ?? t('common:placeholder.enter', { field: label(field.label) })}
          />
        );
      case 'textarea':
        return (
          <Input.TextArea
            allowClear
            autoSize={{ minRows: 1, maxRows: 10 }}
            maxLength={field.maxLength ?? 1000}
            placeholder={field.placeholder ?? t('common:placeholder.enter', { field: label(field.label) })}
          />
        );
      case 'select':
        return (
          <Select
            allowClear
            mode={field.multiple ? 'multiple' : undefined}
            maxTagCount="responsive"
            placeholder={t('common:placeholder.select')}
            options={field.options.map((o) => ({ value: o.value, label: label(o.label) }))}
          />
        );
      case 'status':
        return (
          <Radio.Group
            optionType="button"
            aria-label={label(field.label)}
            options={[{ value: '', label: t('all') }, ...field.options.map((o) => ({ value: o.value, label: label(o.label) }))]}
          />
        );
      case 'dateRange':
        return (
          <DatePicker.RangePicker
            showTime={field.showTime}
            allowEmpty={[false, true]}
            presets={presets}
            placeholder={[t('dates.start'), t('dates.end')]}
            // Spec 5: an end before the start cannot be picked.
            disabledDate={(day, info) => !!info?.from && day.isBefore(info.from, 'day')}
            style={{ width: '100%' }}
          />
        );
    }
  };

  return (
    <Form<FilterFormValues>
      form={form}
      name={formName}
      className="list-kit-query"
      initialValues={shown}
      onFinish={(values) => onSearch(fromFormValues(fields, values))}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={label(field.label)}
          className={field.kind === 'status' || field.kind === 'dateRange' ? 'list-kit-query__wide' : undefined}
          // A status filter's "all" is the empty value: shown as the "all" button, posted as nothing.
          {...(field.kind === 'status' && {
            getValueProps: (value: unknown) => ({ value: value ?? '' }),
            normalize: (value: unknown) => (value === '' ? undefined : value),
          })}
        >
          {control(field)}
        </Form.Item>
      ))}
      <div className="list-kit-query__actions">
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.setFieldsValue(toFormValues(fields, defaults));
            onSearch(defaults);
          }}
        >
          {t('actions.reset')}
        </Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('actions.query')}
        </Button>
      </div>
    </Form>
  );
}
