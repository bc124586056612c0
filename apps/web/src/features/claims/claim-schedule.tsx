import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { claimSchedule } from './api.ts';

const TONE = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'default' } as const;

/** One claim and its progress schedule (`getClaimScheduleById`): every step, oldest first. */
export function ClaimSchedule({ id }: { id: number }) {
  const { t } = useTranslation('claims');
  const schedule = useQuery({ queryKey: ['claimSchedule', id], queryFn: () => claimSchedule(id), staleTime: 0 });
  if (!schedule.data) return schedule.isError ? <Alert type="error" showIcon title={refusalText(schedule.error)} /> : null;
  const { claim, steps } = schedule.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('columns.claimNo')}>{claim.claimNo}</Descriptions.Item>
        <Descriptions.Item label={t('columns.status')}>
          <CellTag color={TONE[claim.status]}>{claim.statusName}</CellTag>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.waybillNo')}>{claim.waybillNo}</Descriptions.Item>
        <Descriptions.Item label={t('columns.claimTypeName')}>{claim.claimTypeName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.claimAmountSen')}>{formatRinggit(claim.claimAmountSen)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.ceilingSen')}>{formatRinggit(claim.ceilingSen)}</Descriptions.Item>
        {claim.approvedSen !== null ? (
          <Descriptions.Item label={t('columns.approvedSen')}>{formatRinggit(claim.approvedSen)}</Descriptions.Item>
        ) : null}
        {claim.settlement ? (
          <Descriptions.Item label={t('columns.settlement')}>{t(`settlement.${claim.settlement}`)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('columns.bankName')}>{`${claim.bankName} ${claim.bankAccount}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.accountHolder')}>{claim.accountHolder}</Descriptions.Item>
      </Descriptions>
      <Timeline
        items={steps.map((s) => ({
          key: `${s.step}-${s.at}`,
          children: (
            <div>
              <Typography.Text strong>{s.stepName}</Typography.Text>
              {s.amountSen !== null ? <Typography.Text> · {formatRinggit(s.amountSen)}</Typography.Text> : null}
              <div>
                <Typography.Text type="secondary">{malaysiaTime(new Date(s.at))}</Typography.Text>
              </div>
              {s.note ? <Typography.Paragraph style={{ marginBottom: 0 }}>{s.note}</Typography.Paragraph> : null}
            </div>
          ),
        }))}
      />
    </Space>
  );
}
