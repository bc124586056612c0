import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { useAnswerRenewal, useContractStatus } from '../api/contract.ts';

/** The contract renewal prompt for a main account, from 30 days before the contract ends until it answers. */
export function RenewalPrompt() {
  const { t } = useTranslation('dashboard');
  const { message } = useFeedback();
  const { data } = useContractStatus(true);
  const answer = useAnswerRenewal();
  if (!data?.prompt) return null;
  const reply = (agree: boolean) =>
    answer.mutate(agree, {
      onSuccess: () => void message.success(t(agree ? 'renewal.agreed' : 'renewal.refused')),
      onError: (error) => void message.error(error instanceof ApiError ? error.desc : t('loadFailed')),
    });
  const params = { contractNo: data.contractNo, endDate: data.endDate, days: data.daysLeft, count: data.daysLeft };
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="renewal-prompt"
      title={t('renewal.title')}
      description={data.daysLeft >= 0 ? t('renewal.body', params) : t('renewal.ended', params)}
      action={
        <Space direction="vertical">
          <Button type="primary" size="small" loading={answer.isPending && answer.variables} onClick={() => reply(true)}>
            {t('renewal.agree')}
          </Button>
          <Popconfirm
            title={t('renewal.refuseConfirm')}
            onConfirm={() => reply(false)}
            okText={t('renewal.refuse')}
            cancelText={t('common:actions.cancel')}
          >
            <Button size="small" danger loading={answer.isPending && !answer.variables}>
              {t('renewal.refuse')}
            </Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}
