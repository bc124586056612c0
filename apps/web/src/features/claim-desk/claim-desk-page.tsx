import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimRow, type ClaimStatus } from '@portal/shared/claims';
import { formatRinggit, ringgitOf, senOf } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { call } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';

type QueueRow = ClaimRow & { customerCode: string; customerName: string };
const TONE: Record<ClaimStatus, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'default' };

/**
 * The courier's claim desk (admin menu 908, issue 18): every customer's claims, pending first; each is
 * approved with an amount up to what was claimed (paid into the wallet or onto the next statement by the
 * server) or rejected with a reason. The shipper sees the decision in the claim's schedule and is told.
 */
export default function ClaimDeskPage() {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ClaimStatus | undefined>('PENDING');
  const queue = useQuery({
    queryKey: ['claimQueue', status],
    queryFn: () => call<QueueRow[]>('getClaimQueue', status ? { status } : {}),
    staleTime: 0,
  });
  const [deciding, setDeciding] = useState<QueueRow | null>(null);
  const [approve, setApprove] = useState(true);
  const [amountRm, setAmountRm] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const open = (row: QueueRow) => {
    setDeciding(row);
    setApprove(true);
    setAmountRm(ringgitOf(row.claimAmountSen));
    setReason('');
  };
  const decide = useMutation({
    mutationFn: () =>
      call<ClaimRow>('decideClaim', {
        id: deciding!.id,
        approve,
        approvedSen: approve && amountRm !== null ? senOf(amountRm) : undefined,
        reason: reason.trim() || undefined,
      }),
    onSuccess: async () => {
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: ['claimQueue'] });
      void message.success(t('desk.decided'));
    },
  });
  return (
    <div>
      <PageHeading />
      <Space style={{ marginBottom: 12 }}>
        <span id="claim-desk-status">{t('columns.status')}</span>
        <Select
          aria-labelledby="claim-desk-status"
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={CLAIM_STATUSES.map((s) => ({ value: s, label: msg(CLAIM_STATUS_LABELS[s]) }))}
        />
      </Space>
      {queue.isError ? <Alert type="error" showIcon title={refusalText(queue.error)} /> : null}
      <DeskTable<QueueRow>
        title={t('desk.title')}
        rowKey="id"
        loading={queue.isPending}
        rows={queue.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { kind: 'code', title: t('columns.claimNo'), dataIndex: 'claimNo' },
          { kind: 'name', title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
          { kind: 'code', title: t('columns.waybillNo'), dataIndex: 'waybillNo' },
          { kind: 'label', title: t('columns.claimTypeName'), dataIndex: 'claimTypeName' },
          { kind: 'money', title: t('columns.claimAmountSen'), dataIndex: 'claimAmountSen', render: (v: number) => formatRinggit(v) },
          { kind: 'money', title: t('columns.ceilingSen'), dataIndex: 'ceilingSen', render: (v: number) => formatRinggit(v) },
          { kind: 'text', title: t('columns.description'), dataIndex: 'description' },
          {
            kind: 'status',
            title: t('columns.status'),
            dataIndex: 'status',
            render: (v: ClaimStatus, r) => <CellTag color={TONE[v]}>{r.statusName}</CellTag>,
          },
          { kind: 'time', title: t('columns.createdAt'), dataIndex: 'createdAt', render: (v: string) => malaysiaTime(new Date(v)) },
        ]}
        actions={{
          title: t('desk.actions'),
          labels: [t('desk.decide')],
          render: (r) =>
            r.status === 'PENDING' ? (
              <Button size="small" type="primary" onClick={() => open(r)}>
                {t('desk.decide')}
              </Button>
            ) : null,
        }}
      />
      <Modal
        open={!!deciding}
        title={deciding ? t('desk.decideTitle', { claimNo: deciding.claimNo }) : ''}
        onCancel={() => setDeciding(null)}
        onOk={() => decide.mutate()}
        okText={t('desk.confirm')}
        okButtonProps={{ loading: decide.isPending, disabled: approve ? !amountRm : !reason.trim() }}
        destroyOnHidden
      >
        {decide.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={refusalText(decide.error)} /> : null}
        {deciding ? (
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('columns.waybillNo')}>{deciding.waybillNo}</Descriptions.Item>
            <Descriptions.Item label={t('columns.claimAmountSen')}>{formatRinggit(deciding.claimAmountSen)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.description')}>{deciding.description}</Descriptions.Item>
          </Descriptions>
        ) : null}
        <Radio.Group
          aria-label={t('desk.decide')}
          value={approve}
          onChange={(e) => setApprove(e.target.value as boolean)}
          options={[
            { value: true, label: t('desk.approve') },
            { value: false, label: t('desk.reject') },
          ]}
          style={{ marginBottom: 12 }}
        />
        {approve ? (
          <div style={{ marginBottom: 12 }}>
            <label htmlFor="claim-desk-amount">{t('desk.approvedAmount')}</label>
            <InputNumber
              id="claim-desk-amount"
              min={0.01}
              max={deciding ? ringgitOf(deciding.claimAmountSen) : undefined}
              precision={2}
              value={amountRm}
              onChange={setAmountRm}
              style={{ width: '100%' }}
            />
          </div>
        ) : null}
        <Input.TextArea
          aria-label={t('desk.reason')}
          placeholder={t('desk.reason')}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
