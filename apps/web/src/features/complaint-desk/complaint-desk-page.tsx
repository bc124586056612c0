import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, type ComplaintRow, type ComplaintStatus } from '@portal/shared/complaints';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { call } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';

type QueueRow = ComplaintRow & { customerCode: string; customerName: string };
const TONE: Record<ComplaintStatus, string> = { UNTREATED: 'orange', PROCESSING: 'blue', PROCESSED: 'green', END: 'default' };
const ANSWER_STATES = ['PROCESSING', 'PROCESSED', 'END'] as const;

/**
 * The courier's customer-service desk (issue 18): every customer's complaints, untreated first; each is
 * answered with a reply and the state it leaves the complaint in, which the shipper sees and is told of.
 */
export default function ComplaintDeskPage() {
  const { t } = useTranslation('complaints');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ComplaintStatus | undefined>();
  const queue = useQuery({
    queryKey: ['complaintQueue', status],
    queryFn: () => call<QueueRow[]>('getComplaintQueue', status ? { status } : {}),
    staleTime: 0,
  });
  const [answering, setAnswering] = useState<QueueRow | null>(null);
  const [reply, setReply] = useState('');
  const [next, setNext] = useState<(typeof ANSWER_STATES)[number]>('PROCESSED');
  const answer = useMutation({
    mutationFn: () => call<{ status: string }>('answerComplaint', { id: answering!.id, content: reply, status: next }),
    onSuccess: async () => {
      setAnswering(null);
      setReply('');
      await queryClient.invalidateQueries({ queryKey: ['complaintQueue'] });
      void message.success(t('desk.answered'));
    },
  });
  return (
    <div>
      <PageHeading />
      <Space style={{ marginBottom: 12 }}>
        <span id="desk-status">{t('columns.status')}</span>
        <Select
          aria-labelledby="desk-status"
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={COMPLAINT_STATUSES.map((s) => ({ value: s, label: msg(COMPLAINT_STATUS_LABELS[s]) }))}
        />
      </Space>
      {queue.isError ? <Alert type="error" showIcon message={refusalText(queue.error)} /> : null}
      <Table<QueueRow>
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('columns.complaintNo'), dataIndex: 'complaintNo', width: 120 },
          { title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
          { title: t('columns.subTypeName'), key: 'type', render: (_, r) => `${r.typeName} · ${r.subTypeName}` },
          { title: t('columns.waybillNo'), dataIndex: 'waybillNo', width: 130 },
          { title: t('columns.content'), dataIndex: 'content', ellipsis: true },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            width: 120,
            render: (v: ComplaintStatus, r) => <CellTag color={TONE[v]}>{r.statusName}</CellTag>,
          },
          { title: t('columns.createdAt'), dataIndex: 'createdAt', width: 140, render: (v: string) => malaysiaTime(new Date(v)) },
          {
            title: t('desk.actions'),
            key: 'actions',
            width: 110,
            render: (_, r) =>
              r.status === 'END' ? null : (
                <Button size="small" type="primary" onClick={() => setAnswering(r)}>
                  {t('desk.answer')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={!!answering}
        title={answering ? t('desk.answerTitle', { complaintNo: answering.complaintNo }) : ''}
        onCancel={() => setAnswering(null)}
        onOk={() => answer.mutate()}
        okText={t('desk.send')}
        okButtonProps={{ loading: answer.isPending, disabled: !reply.trim() }}
        destroyOnHidden
      >
        {answer.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(answer.error)} /> : null}
        {answering ? <Typography.Paragraph>{answering.content}</Typography.Paragraph> : null}
        <Input.TextArea
          aria-label={t('desk.reply')}
          placeholder={t('desk.reply')}
          value={reply}
          maxLength={1000}
          onChange={(e) => setReply(e.target.value)}
        />
        <Space style={{ marginTop: 12 }}>
          <span id="desk-next">{t('desk.leaveAs')}</span>
          <Select
            aria-labelledby="desk-next"
            style={{ width: 180 }}
            value={next}
            onChange={setNext}
            options={ANSWER_STATES.map((s) => ({ value: s, label: msg(COMPLAINT_STATUS_LABELS[s]) }))}
          />
        </Space>
      </Modal>
    </div>
  );
}
