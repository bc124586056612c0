import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { hasImportExtension, IMPORT_MAX_BYTES, type ImportRowError } from '@portal/shared/excel-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { downloadImportErrors, downloadTemplate, importWorkOrders } from './api.ts';
import './work-orders.css';
import { useFeedback } from '@/components/feedback-kit';

/**
 * Work order import (spec page ticketImport, issue 18): the template, one file sent, and what became of
 * each row: raised, raised before (the same row imported again), or refused with its cell and problem,
 * the refused rows also as a file to correct and import again.
 */
export default function TicketImportPage() {
  const { t } = useTranslation('workOrders');
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const template = useMutation({ mutationFn: downloadTemplate });
  const importing = useMutation({ mutationFn: importWorkOrders });
  const errorFile = useMutation({ mutationFn: downloadImportErrors });
  const result = importing.data;
  const pick = (picked: File) => {
    if (!hasImportExtension(picked.name)) message.error(msg('fileFormatError'));
    else if (picked.size > IMPORT_MAX_BYTES) message.error(msg('uploadTooLarge'));
    else {
      setFile(picked);
      importing.reset();
    }
    return Upload.LIST_IGNORE;
  };
  const failed = template.error ?? importing.error ?? errorFile.error;
  return (
    <div>
      <PageHeading />
      <Card className="work-orders__entry-card">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
              {t('import.template')}
            </Button>
            <Typography.Text type="secondary">{t('import.templateHint')}</Typography.Text>
          </Space>
          <Upload.Dragger accept=".xlsx,.xls" beforeUpload={pick} showUploadList={false}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{file ? file.name : t('import.pick')}</p>
          </Upload.Dragger>
          <Button type="primary" disabled={!file} loading={importing.isPending} onClick={() => file && importing.mutate(file)}>
            {t('import.start')}
          </Button>
          {failed ? <Alert type="error" showIcon message={refusalText(failed)} /> : null}
          {result ? (
            <section aria-label={t('import.result')}>
              <Descriptions size="small" bordered column={3} title={t('import.result')}>
                <Descriptions.Item label={t('import.created')}>{result.created}</Descriptions.Item>
                <Descriptions.Item label={t('import.existing')}>{result.existing}</Descriptions.Item>
                <Descriptions.Item label={t('import.bad')}>{result.bad}</Descriptions.Item>
              </Descriptions>
              {result.errors.length ? (
                <>
                  <Table<ImportRowError>
                    style={{ marginTop: 12 }}
                    size="small"
                    rowKey={(e) => `${e.row}-${e.cell ?? e.field}`}
                    dataSource={result.errors}
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    columns={[
                      { title: t('import.row'), dataIndex: 'row', width: 70 },
                      { title: t('import.cell'), dataIndex: 'cell', width: 80 },
                      { title: t('import.field'), dataIndex: 'field', width: 160 },
                      { title: t('import.problem'), dataIndex: 'message' },
                    ]}
                  />
                  {result.errorFileId ? (
                    <Button
                      style={{ marginTop: 12 }}
                      icon={<DownloadOutlined />}
                      loading={errorFile.isPending}
                      onClick={() => errorFile.mutate(result.errorFileId!)}
                    >
                      {t('import.errorFile')}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </section>
          ) : null}
        </Space>
      </Card>
    </div>
  );
}
