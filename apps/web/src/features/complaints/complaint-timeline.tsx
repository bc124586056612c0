import { PaperClipOutlined } from '@ant-design/icons';
import type { ComplaintDetail } from '@portal/shared/complaints';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Rate, Space, Tag, Timeline, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesOf } from '@/components/file-picker.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { complaintDetail, endComplaint, followUp } from './api.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/**
 * One complaint: what it is about, every step (the shipper's and the desk's) oldest first, and while it
 * is open a follow-up, or ending it with a rating of how it was handled.
 */
export function ComplaintTimeline({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation('complaints');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['complaint', id], queryFn: () => complaintDetail(id), staleTime: 0 });
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['complaint', id] });
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
  const end = useMutation({ mutationFn: () => endComplaint(id, rating, text.trim() || undefined), onSuccess: refresh });
  if (!detail.data) return detail.isError ? <Alert type="error" showIcon message={refusalText(detail.error)} /> : null;
  const c: ComplaintDetail = detail.data;
  const failed = send.error ?? end.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('columns.complaintNo')}>{c.complaintNo}</Descriptions.Item>
        <Descriptions.Item label={t('columns.status')}>
          <Tag>{c.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.typeName')}>{`${c.typeName} · ${c.subTypeName}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.waybillNo')}>{c.waybillNo || '-'}</Descriptions.Item>
        {c.satisfaction ? (
          <Descriptions.Item label={t('columns.satisfaction')} span={2}>
            <Rate disabled value={c.satisfaction} aria-label={t('rated', { n: c.satisfaction })} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <section aria-label={t('timeline')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('timeline')}
        </Typography.Title>
        <Timeline
          items={c.entries.map((e) => ({
            color: e.author === 'staff' ? 'green' : 'blue',
            children: (
              <div className="complaints__entry">
                <strong>{e.author === 'staff' ? t('byDesk') : t('byYou', { login: e.authorName })}</strong>
                <span className="complaints__meta">{`${malaysiaTime(new Date(e.createdAt))} · ${e.statusName}`}</span>
                <p>{e.content}</p>
                {e.attachments.length ? (
                  <Space size={4} wrap aria-label={t('fields.attachments')}>
                    {e.attachments.map((a) => (
                      <Tag key={a.id} icon={<PaperClipOutlined />}>
                        {a.displayName}
                      </Tag>
                    ))}
                  </Space>
                ) : null}
              </div>
            ),
          }))}
        />
      </section>
      {failed ? <Alert type="error" showIcon message={refusalText(failed)} /> : null}
      {c.open ? (
        <Form layout="vertical">
          <Form.Item label={t('followUp')} htmlFor="complaint-follow-up">
            <Input.TextArea
              id="complaint-follow-up"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={1000}
            />
          </Form.Item>
          <Form.Item>
            <AttachmentPicker value={files} onChange={setFiles} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" disabled={!text.trim()} loading={send.isPending} onClick={() => send.mutate()}>
              {t('send')}
            </Button>
            <span>{t('rate')}</span>
            <Rate value={rating} onChange={setRating} aria-label={t('rate')} />
            <Button disabled={rating === 0} loading={end.isPending} onClick={() => end.mutate()}>
              {t('end')}
            </Button>
          </Space>
        </Form>
      ) : null}
    </Space>
  );
}
