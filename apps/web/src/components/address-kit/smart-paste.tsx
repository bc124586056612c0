import { SMART_INPUT_MAX, type SmartInputResult, smartInputParameter } from '@portal/shared/address';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, zodRule } from '@/lib/form-rules.ts';
import { readPastedAddress } from './api/smart-input.ts';
import './address-kit.css';

/**
 * Smart paste: a name, phone and address copied from a chat or an e-mail, read by the server
 * (getSmartInput) into the dialog's fields. Folded away until asked for; `children` are further
 * tools shown beside its link.
 */
export function SmartPaste({ onRead, children }: { onRead: (result: SmartInputResult) => void; children?: ReactNode }) {
  const { t } = useTranslation('addresses');
  const { token } = theme.useToken();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const reading = useMutation({ mutationFn: readPastedAddress });

  const read = ({ text }: { text: string }) =>
    reading.mutate(text, {
      onSuccess: (result) => {
        onRead(result);
        setOpen(false);
        form.resetFields();
      },
    });

  return (
    <>
      <div className="address-form__tools">
        <Button type="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t('paste.toggle')}
        </Button>
        {children}
      </div>
      {open && (
        <div id={panelId} className="address-paste" style={{ background: token.colorFillQuaternary, borderColor: token.colorBorder }}>
          {/* No <form> of its own: it sits inside the address and order forms, and a form in a form submits the outer one. */}
          <Form form={form} name="addressPaste" layout="vertical" onFinish={read} component={false}>
            <Form.Item
              name="text"
              label={t('paste.label')}
              extra={t('paste.hint')}
              rules={[zodRule(smartInputParameter.shape.text)]}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={SMART_INPUT_MAX} autoFocus />
            </Form.Item>
            {reading.isError && <Alert type="error" showIcon role="alert" title={refusalText(reading.error)} style={{ marginTop: 8 }} />}
            <div className="address-paste__actions">
              <Button onClick={() => setOpen(false)}>{t('common:actions.cancel')}</Button>
              <Button type="primary" onClick={() => form.submit()} loading={reading.isPending}>
                {t('paste.read')}
              </Button>
            </div>
          </Form>
        </div>
      )}
    </>
  );
}
