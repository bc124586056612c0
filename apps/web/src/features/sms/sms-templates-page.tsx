import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { SmsTemplate } from '@portal/shared/sms';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { addTemplate, type TemplateValues } from './api/add-template.ts';
import { deleteTemplate } from './api/delete-template.ts';
import { smsKeys } from './api/keys.ts';
import { useDefaultTemplate } from './api/query-default-template.ts';
import { setTemplateStatus } from './api/update-status-batch.ts';
import { updateTemplate } from './api/update-template.ts';
import { TemplateFields } from './template-fields.tsx';

/**
 * Enhanced SMS templates (spec page enhancedMessageService, issue 18; PP_PM customers): texts to
 * receivers sent on the tracking events each names, enabled or disabled one by one or in a batch. A
 * new template starts from the default one. The rules are in shared/sms.ts.
 */
export default function SmsTemplatesPage() {
  const { t } = useTranslation('sms');
  const { message } = useFeedback();
  const starting = useDefaultTemplate();
  const changeStatus = async (rows: SmsTemplate[], status: 1 | 2) => {
    try {
      await setTemplateStatus(
        rows.map((r) => r.id),
        status,
      );
      await queryClient.invalidateQueries({ queryKey: smsKeys.templates() });
    } catch (err) {
      message.error(refusalText(err));
    }
  };
  return (
    <ListPage<SmsTemplate, TemplateValues>
      tabKey="enhancedMessageService"
      title={t('templates.title')}
      exportable={false}
      beforeTable={<Typography.Paragraph type="secondary">{t('templates.intro')}</Typography.Paragraph>}
      toolbarExtra={(selected) =>
        selected.length > 0 ? (
          <Space>
            <Button icon={<CheckCircleOutlined />} onClick={() => void changeStatus(selected, 1)}>
              {t('templates.enable')}
            </Button>
            <Button icon={<StopOutlined />} onClick={() => void changeStatus(selected, 2)}>
              {t('templates.disable')}
            </Button>
          </Space>
        ) : null
      }
      rowActions={[
        {
          key: 'enable',
          label: t('templates.enable'),
          icon: <CheckCircleOutlined />,
          visible: (row) => row.status !== 1,
          onClick: (row) => void changeStatus([row], 1),
        },
        {
          key: 'disable',
          label: t('templates.disable'),
          icon: <StopOutlined />,
          visible: (row) => row.status === 1,
          onClick: (row) => void changeStatus([row], 2),
        },
      ]}
      onDelete={async (rows) => {
        for (const row of rows) await deleteTemplate(row.id);
      }}
      form={{
        titles: { add: t('templates.new'), edit: t('templates.edit') },
        initialValues: (row) => (row ? { ...row } : { ...(starting.data ?? {}), status: 1 }),
        fields: ({ mode }) => <TemplateFields adding={mode === 'add'} />,
        onSubmit: (values, { mode, row }) => (mode === 'add' ? addTemplate(values) : updateTemplate(row!.id, values)),
      }}
    />
  );
}
