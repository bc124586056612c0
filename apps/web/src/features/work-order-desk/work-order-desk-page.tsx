import { PaperClipOutlined } from '@ant-design/icons';
import { malaysiaTime } from '@portal/shared/time';
import { WORK_ORDER_STATUS_LABELS, type WorkOrderDetail, type WorkOrderFile, type WorkOrderRow } from '@portal/shared/work-orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswerDesk } from '@/components/desk-kit';
import { call, callForFile } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { saveBlob } from '@/lib/save-file.ts';

type QueueRow = WorkOrderRow & { customerCode: string; customerName: string };

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
 * first; each is answered with a reply and the state it leaves the work order in, with the shipper's
 * steps and files to read first.
 */
export default function WorkOrderDeskPage() {
  const { t } = useTranslation('workOrders');
  return (
    <AnswerDesk<QueueRow>
      queueCall="getWorkOrderQueue"
      answerCall="answerWorkOrder"
      statusLabels={WORK_ORDER_STATUS_LABELS}
      time={(iso) => malaysiaTime(new Date(iso))}
      detail={(r) => <History id={r.id} />}
      columns={[
        { kind: 'code', title: t('columns.workOrderNo'), dataIndex: 'workOrderNo' },
        { kind: 'name', title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
        { kind: 'label', title: t('columns.typeName'), dataIndex: 'typeName' },
        { kind: 'code', title: t('columns.waybillNo'), dataIndex: 'waybillNo' },
        { kind: 'text', title: t('columns.content'), dataIndex: 'content' },
        { kind: 'count', title: t('columns.fileCount'), dataIndex: 'fileCount' },
      ]}
      texts={{
        status: t('columns.status'),
        createdAt: t('columns.createdAt'),
        actions: t('desk.actions'),
        answer: t('desk.answer'),
        dialogTitle: (r) => t('desk.answerTitle', { workOrderNo: r.workOrderNo }),
        reply: t('desk.reply'),
        leaveAs: t('desk.leaveAs'),
        send: t('desk.send'),
        answered: t('desk.answered'),
      }}
    />
  );
}
