import { API_KEY_NAME_MAX, type ApiKeyCreated, type CreateApiKeyInput, createApiKeyParameter } from '@portal/shared/open-platform';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { createApiKey } from './api/create-api-key.ts';
import { KeyPagesTree } from './key-pages-tree.tsx';

interface CreateKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (made: ApiKeyCreated) => void;
}

/** A new API key: its name, live or test, and the pages it acts with. */
export function CreateKeyDialog({ open, onClose, onCreated }: CreateKeyDialogProps) {
  const { t } = useTranslation('openPlatform');
  const { message } = useFeedback();
  const [form] = Form.useForm<CreateApiKeyInput>();
  const pagesLabelId = useId();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (made) => {
      form.resetFields();
      onCreated(made);
    },
    onError: (err) => message.error(refusalText(err)),
  });
  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<CreateApiKeyInput>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'test', pages: [] }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="name" label={t('create.name')} rules={[fieldRule(createApiKeyParameter, 'name')]} extra={t('create.nameHint')}>
          <Input maxLength={API_KEY_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="mode" label={t('create.mode')} extra={t('create.modeHint')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'test', label: t('mode.test') },
              { value: 'live', label: t('mode.live') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="pages"
          label={<span id={pagesLabelId}>{t('create.pages')}</span>}
          rules={[fieldRule(createApiKeyParameter, 'pages')]}
          extra={t('create.pagesHint')}
        >
          <KeyPagesTree labelledBy={pagesLabelId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
