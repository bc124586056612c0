import { PaperClipOutlined } from '@ant-design/icons';
import type { ComplaintDetail } from '@portal/shared/complaints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Rate, Space, Tag, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseFollowUp, CaseTimeline } from '@/components/case-kit';
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
  const [rating, setRating] = useState(0);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['complaint', id] });
    onChanged();
  };
  const send = useMutation({
    mutationFn: ({ text, files }: { text: string; files: UploadFile[] }) => followUp(id, text, filesOf(files)),
    onSuccess: refresh,
  });
  const end = useMutation({ mutationFn: (comment: string) => endComplaint(id, rating, comment.trim() || undefined), onSuccess: refresh });
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
      <CaseTimeline
        ns="complaints"
        entries={c.entries}
        files={(e) =>
          e.attachments.length ? (
            <Space size={4} wrap aria-label={t('fields.attachments')}>
              {e.attachments.map((a) => (
                <Tag key={a.id} icon={<PaperClipOutlined />}>
                  {a.displayName}
                </Tag>
              ))}
            </Space>
          ) : null
        }
      />
      {failed ? <Alert type="error" showIcon message={refusalText(failed)} /> : null}
      {c.open ? (
        <CaseFollowUp
          ns="complaints"
          inputId="complaint-follow-up"
          picker={(files, onChange) => <AttachmentPicker value={files} onChange={onChange} />}
          onSend={(text, files) => send.mutateAsync({ text, files })}
          sending={send.isPending}
          actions={(text) => (
            <>
              <span>{t('rate')}</span>
              <Rate value={rating} onChange={setRating} aria-label={t('rate')} />
              <Button disabled={rating === 0} loading={end.isPending} onClick={() => end.mutate(text)}>
                {t('end')}
              </Button>
            </>
          )}
        />
      ) : null}
    </Space>
  );
}
