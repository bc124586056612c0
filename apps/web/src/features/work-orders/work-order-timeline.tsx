import { PaperClipOutlined } from '@ant-design/icons';
import type { WorkOrderDetail } from '@portal/shared/work-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Space, Tag, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseFollowUp, CaseTimeline } from '@/components/case-kit';
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
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['workOrder', id] });
    onChanged();
  };
  const send = useMutation({
    mutationFn: ({ text, files }: { text: string; files: UploadFile[] }) => followUp(id, text, filesOf(files)),
    onSuccess: refresh,
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
      <CaseTimeline
        ns="workOrders"
        entries={w.entries}
        files={(e) =>
          e.files.map((f) => (
            <Button key={f.id} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => fetching.mutate(f)}>
              {f.displayName}
            </Button>
          ))
        }
      />
      {failed ? <Alert type="error" showIcon message={refusalText(failed)} /> : null}
      {w.open ? (
        <CaseFollowUp
          ns="workOrders"
          inputId="work-order-follow-up"
          picker={(files, onChange) => <WorkOrderFilePicker value={files} onChange={onChange} />}
          onSend={(text, files) => send.mutateAsync({ text, files })}
          sending={send.isPending}
          actions={() => (
            <Popconfirm title={t('closeConfirm')} onConfirm={() => close.mutate()}>
              <Button loading={close.isPending}>{t('close')}</Button>
            </Popconfirm>
          )}
        />
      ) : null}
    </Space>
  );
}
