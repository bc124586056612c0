import { DeleteOutlined, DownloadOutlined, StopOutlined } from '@ant-design/icons';
import type { ExportTask } from '@portal/shared/export';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '@/components/export-kit';
import { useFeedback } from '@/components/feedback-kit';
import { isSilent } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useCancelExport, useDeleteExport } from './api/export-tasks.ts';

/** A download-centre row's actions: download when done, cancel while unfinished, delete once finished. */
export function TaskActions({ task }: { task: ExportTask }) {
  const { t } = useTranslation(['exports', 'common', 'listKit']);
  const { message } = useFeedback();
  const cancel = useCancelExport();
  const remove = useDeleteExport();
  const [downloading, setDownloading] = useState(false);

  const attempt = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) message.success(success);
    } catch (err) {
      if (!isSilent(err)) message.error(refusalText(err));
    }
  };

  const download = async () => {
    setDownloading(true);
    await attempt(() => downloadExport(task.id));
    setDownloading(false);
  };

  const unfinished = task.state === 'WAITING' || task.state === 'RUNNING';
  return (
    <Space size={0}>
      {task.state === 'DONE' && (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={download}
          aria-label={t('centre.downloadFile', { name: task.name })}
        >
          {t('centre.download')}
        </Button>
      )}
      {unfinished ? (
        <Popconfirm title={t('centre.confirmCancel')} onConfirm={() => attempt(() => cancel.mutateAsync(task.id), t('centre.cancelled'))}>
          <Button
            type="link"
            size="small"
            icon={<StopOutlined />}
            loading={cancel.isPending}
            aria-label={t('centre.cancelFile', { name: task.name })}
          >
            {t('centre.cancel')}
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm title={t('listKit:confirm.delete')} onConfirm={() => attempt(() => remove.mutateAsync(task.id), msg('deleteSuccess'))}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('centre.deleteFile', { name: task.name })}
          >
            {t('common:actions.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
