import { DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_ROWS } from '@portal/shared/excel-import';
import { importRunning } from '@portal/shared/order-import';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportFilePicker } from '@/components/import-file-picker.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useExcelTemplates } from '../api/get-excel-template-list.ts';
import { useImportSettings } from '../api/get-import-setting.ts';
import { orderImportQuery } from '../api/get-order-import.ts';
import { startImport } from '../api/import-orders.ts';
import { downloadOrderTemplate } from '../api/inner-order-temp-download.ts';
import { invalidateOrders } from '../api/order-list.ts';
import { ImportResult } from './import-result.tsx';
import './bulk-import.css';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';

/** How often the page asks how the import is going (spec 9's default poll helper). */
const POLL_MS = 1_000;

/**
 * bulkImport (spec 2; issue 16): choose the template (the standard one or a saved customer
 * template, preset from the import settings), download the standard one, pick the filled file
 * (type and size checked here with the shared limits, and again by the server), then follow the
 * import's job (spec 4 states) and its result.
 */
export default function BulkImportPage() {
  const { t } = useTranslation('bulkImport');
  const { message } = useFeedback();
  const { funcs } = useUserInfo();
  const navigate = useNavigate();
  const title = funcs.find((f) => f.FUNCPATH === 'bulkImport')?.FUNCNAME;
  const templates = useExcelTemplates();
  const settings = useImportSettings();
  const [templateId, setTemplateId] = useState<number | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const chosenTemplate = templateId === undefined ? (settings.data?.templateId ?? null) : templateId;

  const template = useMutation({ mutationFn: downloadOrderTemplate, onError: (err) => message.error(refusalText(err)) });
  const importing = useMutation({
    mutationFn: (f: File) => startImport(f, chosenTemplate),
    onSuccess: (started) => setImportId(started.importId),
  });
  const view = useQuery({
    ...orderImportQuery(importId),
    refetchInterval: (q) => (q.state.data && !importRunning(q.state.data.state) ? false : POLL_MS),
  });
  const finished = view.data?.state === 'IMPORTED';
  useEffect(() => {
    if (finished) void invalidateOrders();
  }, [finished]);

  return (
    <section className="bulk-import">
      <Space className="bulk-import__top">
        <h1 className="bulk-import__title">{title}</h1>
        <Button icon={<SettingOutlined />} onClick={() => navigate('/import/home')}>
          {t('settings')}
        </Button>
      </Space>
      <Card className="bulk-import__form">
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Form layout="vertical" requiredMark={false} component="div">
          <Form.Item label={t('template.label')} extra={t('template.hint')}>
            <Space wrap>
              <Select
                aria-label={t('template.label')}
                style={{ minWidth: 240 }}
                value={chosenTemplate ?? 0}
                onChange={(v: number) => setTemplateId(v || null)}
                options={[
                  { value: 0, label: t('template.standard') },
                  ...(templates.data ?? []).map((x) => ({ value: x.id, label: x.name })),
                ]}
              />
              <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
                {t('template.download')}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item label={t('file.label')}>
            <ImportFilePicker
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                importing.reset();
              }}
              disabled={importing.isPending}
              pickText={t('file.pick')}
              hint={t('file.hint', { rows: IMPORT_MAX_ROWS })}
            />
          </Form.Item>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={!file}
            loading={importing.isPending}
            onClick={() => file && importing.mutate(file)}
          >
            {t('start')}
          </Button>
          {importing.isError && (
            <Alert type="error" showIcon title={refusalText(importing.error, 'importFailed')} className="bulk-import__refusal" />
          )}
        </Form>
      </Card>
      {view.data && <ImportResult key={`${view.data.importId}`} view={view.data} onResubmitted={() => void view.refetch()} />}
    </section>
  );
}
