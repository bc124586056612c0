import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_ROWS } from '@portal/shared/excel-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ImportFilePicker } from '@/components/import-file-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { downloadClaimTemplate, importClaims } from './api.ts';

/**
 * Claims import (spec page claimsImport, issue 18): the template, the filled file (type and size checked
 * here with the shared limits, and again by the server), then how many rows were filed and each bad row.
 */
export default function ClaimsImportPage() {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const template = useMutation({ mutationFn: downloadClaimTemplate, onError: (err) => void message.error(refusalText(err)) });
  const importing = useMutation({ mutationFn: importClaims });
  const result = importing.data;
  return (
    <div>
      <PageHeading />
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
          <Typography.Paragraph type="secondary">{t('import.intro')}</Typography.Paragraph>
          <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
            {t('import.template')}
          </Button>
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
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={!file}
            loading={importing.isPending}
            onClick={() => file && importing.mutate(file)}
          >
            {t('import.start')}
          </Button>
          {importing.isPending && file ? (
            <div role="status">
              <Progress percent={100} status="active" showInfo={false} />
              <Typography.Text type="secondary">{t('import.importing', { name: file.name })}</Typography.Text>
            </div>
          ) : null}
          {importing.isError ? <Alert type="error" showIcon title={refusalText(importing.error, 'importFailed')} /> : null}
        </Space>
      </Card>
      {result ? (
        <Card style={{ marginTop: 16 }}>
          <Alert
            role="status"
            type={result.errors.length ? 'warning' : 'success'}
            showIcon
            title={t('import.result', { imported: result.imported, total: result.total, count: result.total })}
            style={{ marginBottom: 12 }}
          />
          {result.errors.length ? (
            <Table
              rowKey="rowNumber"
              size="small"
              pagination={false}
              dataSource={result.errors}
              columns={[
                { title: t('import.row'), dataIndex: 'rowNumber', width: 80 },
                { title: t('columns.waybillNo'), dataIndex: 'waybillNo', width: 150 },
                { title: t('import.problem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
