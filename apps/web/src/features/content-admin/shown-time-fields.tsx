import { DatePicker, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

interface ShownTimeFieldsProps {
  ruleOf: (field: 'startsAt' | 'endsAt') => FormRule;
  /** What an empty start means: a banner shows at once, an announcement from when it is saved. */
  startHint: string;
}

/** When a banner or announcement shows, picked in Malaysian time (content-form.ts converts). */
export function ShownTimeFields({ ruleOf, startHint }: ShownTimeFieldsProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'contentAdmin.fields' });
  const picker = <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />;
  return (
    <>
      <Form.Item name="startsAt" label={t('startsAt')} extra={startHint} rules={[ruleOf('startsAt')]}>
        {picker}
      </Form.Item>
      <Form.Item name="endsAt" label={t('endsAt')} extra={t('endHint')} rules={[ruleOf('endsAt')]} dependencies={['startsAt']}>
        {picker}
      </Form.Item>
    </>
  );
}
