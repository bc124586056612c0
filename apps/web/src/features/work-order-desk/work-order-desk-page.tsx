import { PaperClipOutlined } from '@ant-design/icons';
import { malaysiaTime } from '@portal/shared/time';
import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  type WorkOrderDetail,
  type WorkOrderFile,
  type WorkOrderRow,
  type WorkOrderStatus,
} from '@portal/shared/work-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, List, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { call, callForFile } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

type QueueRow = WorkOrderRow & { customerCode: string; customerName: string };
const TONE: Record<WorkOrderStatus, string> = { UNTREATED: 'orange', PROCESSING: 'blue', PROCESSED: 'green', END: 'default' };
const ANSWER_STATES = ['PROCESSING', 'PROCESSED', 'END'] as const;

/** What the shipper and the desk wrote so far, with the shipper's files to open. */
function History({ id }: { id: number }) {
  const { t } = useTranslation('workOrders');
  const detail = useQuery({ queryKey: ['workOrderForDesk', id], queryFn: () => call<WorkOrderDetail>('getWorkOrderForDesk', { id }) });
  const open = useMutation({
    mutationFn: async (file: WorkOrderFile) => saveBlob(await callForFile('getWorkOrderFileForDesk', { id: file.id }), file.displayName),
  });
  if (!detail.data) return detail.isError ? <Alert type="error" showIcon message={refusalText(detail.error)} /> : null;
  return (
    <List
      size="small"
      aria-label={t('timeline')}
      dataSource={detail.data.entries}
      renderItem={(e) => (
        <List.Item>
          <div>
            <Typography.Text strong>{e.author === 'staff' ? t('byDesk') : e.authorName}</Typography.Text>
            <Typography.Text type="secondary">{` ${malaysiaTime(new Date(e.createdAt))} · ${e.statusName}`}</Typography.Text>
            <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{e.content}</Typography.Paragraph>
            {e.files.map((f) => (
              <Button key={f.id} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => open.mutate(f)}>
                {f.displayName}
              </Button>
            ))}
          </div>
        </List.Item>
      )}
    />
  );
}

/**
 * The courier's desk for work orders (admin menu 907, issue 18): every customer's work orders, untreated
 * first; each is answered with a reply and the state it leaves the work order in, which the shipper sees
 * and is told of.
 */
export default function WorkOrderDeskPage() {
  const { t } = useTranslation('workOrders');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WorkOrderStatus | undefined>();
  const queue = useQuery({
    queryKey: ['workOrderQueue', status],
    queryFn: () => call<QueueRow[]>('getWorkOrderQueue', status ? { status } : {}),
    staleTime: 0,
  });
  const [answering, setAnswering] = useState<QueueRow | null>(null);
  const [reply, setReply] = useState('');
  const [next, setNext] = useState<(typeof ANSWER_STATES)[number]>('PROCESSED');
  const answer = useMutation({
    mutationFn: () => call<{ status: string }>('answerWorkOrder', { id: answering!.id, content: reply, status: next }),
    onSuccess: async () => {
      setAnswering(null);
      setReply('');
      await queryClient.invalidateQueries({ queryKey: ['workOrderQueue'] });
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
          options={WORK_ORDER_STATUSES.map((s) => ({ value: s, label: msg(WORK_ORDER_STATUS_LABELS[s]) }))}
        />
      </Space>
      {queue.isError ? <Alert type="error" showIcon message={refusalText(queue.error)} /> : null}
      <Table<QueueRow>
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('columns.workOrderNo'), dataIndex: 'workOrderNo', width: 130 },
          { title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
          { title: t('columns.typeName'), dataIndex: 'typeName', width: 160 },
          { title: t('columns.waybillNo'), dataIndex: 'waybillNo', width: 130 },
          { title: t('columns.content'), dataIndex: 'content', ellipsis: true },
          { title: t('columns.fileCount'), dataIndex: 'fileCount', width: 70 },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            width: 120,
            render: (v: WorkOrderStatus, r) => <CellTag color={TONE[v]}>{r.statusName}</CellTag>,
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
        title={answering ? t('desk.answerTitle', { workOrderNo: answering.workOrderNo }) : ''}
        onCancel={() => setAnswering(null)}
        onOk={() => answer.mutate()}
        okText={t('desk.send')}
        okButtonProps={{ loading: answer.isPending, disabled: !reply.trim() }}
        width={640}
        destroyOnHidden
      >
        {answer.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(answer.error)} /> : null}
        {answering ? <History id={answering.id} /> : null}
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
            options={ANSWER_STATES.map((s) => ({ value: s, label: msg(WORK_ORDER_STATUS_LABELS[s]) }))}
          />
        </Space>
      </Modal>
    </div>
  );
}
