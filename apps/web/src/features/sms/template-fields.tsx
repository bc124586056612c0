import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import {
  addSmsTemplateParameter,
  SMS_EVENTS,
  SMS_LIMITS,
  SMS_TEMPLATE_TYPE_LABELS,
  SMS_TEMPLATE_TYPES,
  type SmsTemplateType,
  templateParts,
  templateRefusal,
} from '@portal/shared/sms';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule } from '@/lib/form-rules.ts';

/**
 * The template form's fields. The text is checked by the shared rule as the server checks it, except
 * links, which only the server can allow (the courier's permit); the parts are counted as typed.
 */
export function TemplateFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation(['sms', 'msg']);
  const content = Form.useWatch<string | undefined>('content') ?? '';
  return (
    <>
      <Form.Item name="name" label={t('templates.fields.name')} rules={[fieldRule(addSmsTemplateParameter, 'name')]}>
        <Input maxLength={SMS_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="type" label={t('templates.fields.type')} rules={[{ required: true }]}>
        <Select options={SMS_TEMPLATE_TYPES.map((v) => ({ value: v, label: t(`msg:${SMS_TEMPLATE_TYPE_LABELS[v]}`) }))} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('templates.fields.content')}
        className="list-kit-wide"
        extra={t('templates.parts', { count: templateParts(content) })}
        dependencies={['type']}
        rules={[
          fieldRule(addSmsTemplateParameter, 'content'),
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const why = value
                ? templateRefusal({ type: (getFieldValue('type') ?? 'NOTICE') as SmsTemplateType, content: value, allowLinks: true }, true)
                : null;
              return why ? Promise.reject(new Error(t(`msg:${why.key}`, why.params))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.TextArea rows={4} maxLength={SMS_LIMITS.contentMax} />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('templates.fields.events')}
        className="list-kit-wide"
        rules={[fieldRule(addSmsTemplateParameter, 'events')]}
      >
        <Select mode="multiple" options={SMS_EVENTS.map((e) => ({ value: e, label: t(`msg:${ORDER_STATUS_LABELS[e]}`) }))} />
      </Form.Item>
      <Form.Item name="allowLinks" label={t('templates.fields.allowLinks')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {adding && (
        <Form.Item name="status" label={t('templates.fields.status')}>
          <Select
            options={[
              { value: 1, label: t('msg:statusEnabled') },
              { value: 2, label: t('msg:statusDisabled') },
            ]}
          />
        </Form.Item>
      )}
    </>
  );
}
