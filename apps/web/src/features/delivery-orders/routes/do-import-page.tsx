import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_ROWS, type ImportRowError } from '@portal/shared/excel-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ImportFilePicker } from '@/components/import-file-picker.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { downloadDoTemplate } from '../api/download-template.ts';
import { importDos } from '../api/import-dos.ts';
import { invalidateDoLists } from '../api/list-dos.ts';
import { PageFrame } from '../components/page-frame.tsx';

/**
 * doInfoImport (spec 2): download the template, pick the filled file (type and size checked here
 * with the shared limits and again by the server), import, then read the summary and each bad
 * row's column and problem. A DO is imported whole or not at all.
 */
export default function DoImportPage() {
  const { t } = useTranslation('deliveryOrders');
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const template = useMutation({ mutationFn: downloadDoTemplate, onError: (err) => message.error(refusalText(err)) });
  const importing = useMutation({
    mutationFn: importDos,
    onSuccess: (outcome) => {
      if (outcome.result.imported > 0) void invalidateDoLists();
    },
  });
  const outcome = importing.data;

  return (
    <PageFrame page="doInfoImport" intro={t('import.intro')}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('import.template')} extra={t('import.templateHint')}>
          <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
            {t('import.download')}
          </Button>
        </Form.Item>
        <Form.Item label={t('import.file')}>
          <ImportFilePicker
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              importing.reset();
            }}
            disabled={importing.isPending}
            pickText={t('import.pick')}
            hint={t('import.hint', { rows: IMPORT_MAX_ROWS })}
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file}
          loading={importing.isPending}
          onClick={() => file && importing.mutate(file)}
        >
          {t('import.start')}
        </Button>
      </Form>
      {importing.isError && <Alert className="do-result" type="error" showIcon title={refusalText(importing.error, 'importFailed')} />}
      {outcome && (
        <section className="do-result" aria-label={t('result.title')}>
          <Alert
            type={outcome.saved ? (outcome.result.bad ? 'warning' : 'success') : 'error'}
            showIcon
            title={outcome.desc}
            role="status"
          />
          <Descriptions className="do-result" size="small" column={3} bordered>
            <Descriptions.Item label={t('result.total')}>{outcome.result.total}</Descriptions.Item>
            <Descriptions.Item label={t('result.imported')}>{outcome.result.imported}</Descriptions.Item>
            <Descriptions.Item label={t('result.bad')}>{outcome.result.bad}</Descriptions.Item>
          </Descriptions>
          {outcome.result.errors.length > 0 && (
            <Table<ImportRowError>
              className="do-result"
              aria-label={t('result.bad')}
              size="small"
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              pagination={false}
              dataSource={outcome.result.errors}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('result.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('result.field'), width: 180 },
                { key: 'message', dataIndex: 'message', title: t('result.message') },
              ]}
            />
          )}
        </section>
      )}
    </PageFrame>
  );
}
