import { PaperClipOutlined } from '@ant-design/icons';
import { malaysiaTime } from '@portal/shared/time';
import type { WorkOrderDetail } from '@portal/shared/work-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Popconfirm, Space, Tag, Timeline, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesOf } from '@/components/file-picker.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { closeWorkOrder, downloadWorkOrderFile, followUp, workOrderDetail } from './api.ts';
import { WorkOrderFilePicker } from './file-picker.tsx';

/**
 * One work order: what it is about, every step (the shipper's and the desk's) oldest first with its
 * files, and while it is open a follow-up with more files, or closing it.
 */
export function WorkOrderTimeline({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation('workOrders');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['workOrder', id], queryFn: () => workOrderDetail(id), staleTime: 0 });
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['workOrder', id] });
    onChanged();
  };
  const send = useMutation({
    mutationFn: () => followUp(id, text, filesOf(files)),
    onSuccess: async () => {
      setText('');
      setFiles([]);
      await refresh();
    },
  });
  const close = useMutation({ mutationFn: () => closeWorkOrder(id), onSuccess: refresh });
  const fetching = useMutation({ mutationFn: downloadWorkOrderFile });
  if (!detail.data) return detail.isError ? <Alert type="error" showIcon message={refusalText(detail.error)} /> : null;
  const w: WorkOrderDetail = detail.data;
  const failed = send.error ?? close.error ?? fetching.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('columns.workOrderNo')}>{w.workOrderNo}</Descriptions.Item>
        <Descriptions.Item label={t('columns.status')}>
          <Tag>{w.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.typeName')}>{w.typeName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.waybillNo')}>{w.waybillNo || '-'}</Descriptions.Item>
      </Descriptions>
      <section aria-label={t('timeline')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('timeline')}
        </Typography.Title>
        <Timeline
          items={w.entries.map((e) => ({
            color: e.author === 'staff' ? 'green' : 'blue',
            children: (
              <div className="work-orders__entry">
                <strong>{e.author === 'staff' ? t('byDesk') : t('byYou', { login: e.authorName })}</strong>
                <span className="work-orders__meta">{`${malaysiaTime(new Date(e.createdAt))} · ${e.statusName}`}</span>
                <p>{e.content}</p>
                {e.files.map((f) => (
                  <Button key={f.id} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => fetching.mutate(f)}>
                    {f.displayName}
                  </Button>
                ))}
              </div>
            ),
          }))}
        />
      </section>
      {failed ? <Alert type="error" showIcon message={refusalText(failed)} /> : null}
      {w.open ? (
        <Form layout="vertical">
          <Form.Item label={t('followUp')} htmlFor="work-order-follow-up">
            <Input.TextArea
              id="work-order-follow-up"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={1000}
            />
          </Form.Item>
          <Form.Item>
            <WorkOrderFilePicker value={files} onChange={setFiles} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" disabled={!text.trim()} loading={send.isPending} onClick={() => send.mutate()}>
              {t('send')}
            </Button>
            <Popconfirm title={t('closeConfirm')} onConfirm={() => close.mutate()}>
              <Button loading={close.isPending}>{t('close')}</Button>
            </Popconfirm>
          </Space>
        </Form>
      ) : null}
    </Space>
  );
}
