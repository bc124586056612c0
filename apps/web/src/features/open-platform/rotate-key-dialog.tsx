import {
  API_KEY_OVERLAP_HOURS_DEFAULT,
  API_KEY_OVERLAP_HOURS_MAX,
  type ApiKeyCreated,
  type ApiKeyView,
  rotateApiKeyParameter,
} from '@portal/shared/open-platform';
import { useMutation } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { rotateApiKey } from './api/rotate-api-key.ts';

interface RotateKeyDialogProps {
  apiKey: ApiKeyView | null;
  onClose: () => void;
  onRotated: (made: ApiKeyCreated) => void;
}

/** A new secret for a key, the old one working beside it for the hours chosen. */
export function RotateKeyDialog({ apiKey, onClose, onRotated }: RotateKeyDialogProps) {
  const { t } = useTranslation('openPlatform');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ overlapHours: number }>();
  const rotate = useMutation({
    mutationFn: (overlapHours: number) => rotateApiKey(apiKey!.id, overlapHours),
    onSuccess: onRotated,
    onError: (err) => message.error(refusalText(err)),
  });
  return (
    <Modal
      open={!!apiKey}
      title={t('rotate.title', { name: apiKey?.name ?? '' })}
      okText={t('rotate.submit')}
      confirmLoading={rotate.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('rotate.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ overlapHours: API_KEY_OVERLAP_HOURS_DEFAULT }}
        onFinish={(values) => rotate.mutate(values.overlapHours)}
      >
        <Form.Item
          name="overlapHours"
          label={t('rotate.overlap')}
          rules={[fieldRule(rotateApiKeyParameter, 'overlapHours')]}
          extra={t('rotate.overlapHint', { max: API_KEY_OVERLAP_HOURS_MAX })}
        >
          <InputNumber min={0} max={API_KEY_OVERLAP_HOURS_MAX} precision={0} suffix={t('rotate.hours')} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
