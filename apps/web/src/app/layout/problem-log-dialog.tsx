import { malaysiaTimeSeconds } from '@portal/shared/time';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { clearProblems, type Problem, problemsAsText } from '@/lib/problem-log.ts';

/** This session's problems, newest first; copied as text for customer service, or cleared. */
export function ProblemLogDialog({ problems, onClose }: { problems: readonly Problem[]; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { message } = useFeedback();
  const copy = async () => {
    await navigator.clipboard.writeText(problemsAsText(problems));
    message.success(t('problemLog.copied'));
  };
  const clear = () => {
    clearProblems();
    onClose();
  };
  return (
    <Modal
      open
      width={1000}
      title={t('problemLog.title')}
      onCancel={onClose}
      footer={[
        <Button key="clear" onClick={clear}>
          {t('problemLog.clear')}
        </Button>,
        <Button key="copy" type="primary" onClick={copy}>
          {t('problemLog.copy')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('problemLog.intro')}</Typography.Paragraph>
      <Table<Problem>
        size="small"
        rowKey={(p) => `${p.at}-${p.where}-${p.requestId ?? ''}`}
        dataSource={[...problems]}
        pagination={false}
        scroll={{ y: 400 }}
        columns={[
          { title: t('problemLog.when'), dataIndex: 'at', width: 170, render: (at: number) => malaysiaTimeSeconds(new Date(at)) },
          { title: t('problemLog.page'), dataIndex: 'page', width: 180 },
          { title: t('problemLog.what'), dataIndex: 'message', render: (m: string, p) => `${m} (${p.where})` },
          { title: t('problemLog.reference'), dataIndex: 'requestId', width: 300, render: (id?: string) => id ?? '-' },
        ]}
      />
    </Modal>
  );
}
