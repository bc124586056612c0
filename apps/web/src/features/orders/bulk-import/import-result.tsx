import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import {
  type ImportCells,
  type ImportField,
  type ImportRowView,
  importColumnOf,
  importRunning,
  type OrderImportView,
} from '@portal/shared/order-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Progress, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { downloadErrorRows } from '../api/download-order-import-errors.ts';
import { resubmitImport } from '../api/resubmit-order-import.ts';

/**
 * The import as it runs (state and progress, polled) and what it came to: spec 8's summary, the
 * counts, each bad row with its cells in error editable in place, submit again, and the rows with
 * errors as a file.
 */
export function ImportResult({ view, onResubmitted }: { view: OrderImportView; onResubmitted: () => void }) {
  const { t } = useTranslation('bulkImport');
  const { t: tm } = useTranslation('msg');
  const { message } = useFeedback();
  const [fixes, setFixes] = useState<Record<number, ImportCells>>({});
  const bad = view.rows.filter((r) => r.errors?.length);
  const resubmit = useMutation({
    mutationFn: () =>
      resubmitImport(
        view.importId,
        Object.entries(fixes).map(([rowNumber, cells]) => ({ rowNumber: Number(rowNumber), cells })),
      ),
    onSuccess: () => {
      setFixes({});
      onResubmitted();
    },
    onError: (err) => message.error(refusalText(err)),
  });
  const errorFile = useMutation({ mutationFn: () => downloadErrorRows(view.importId), onError: (err) => message.error(refusalText(err)) });
  const setCell = (row: number, field: ImportField, value: string) => setFixes((f) => ({ ...f, [row]: { ...f[row], [field]: value } }));

  if (importRunning(view.state))
    return (
      <Card className="bulk-import__result" title={t(`state.${view.state}`)}>
        <div role="status">
          <Progress percent={view.total ? Math.floor((view.done * 100) / view.total) : 0} status="active" />
          <Typography.Text type="secondary">{t('progress', { done: view.done, total: view.total, count: view.total })}</Typography.Text>
        </div>
      </Card>
    );

  return (
    <Card className="bulk-import__result" title={<h2 className="bulk-import__heading">{t('result.title')}</h2>} data-testid="import-result">
      <Alert type={view.bad ? 'warning' : 'success'} showIcon title={view.summary} role="status" />
      <div className="bulk-import__counts">
        <Statistic title={t('result.total')} value={view.total} />
        <Statistic title={t('result.placed')} value={view.placed} />
        <Statistic title={t('result.existing')} value={view.existing} />
        <Statistic title={t('result.bad')} value={view.bad} />
      </div>
      {bad.length > 0 && (
        <section>
          <Space className="bulk-import__errors-head">
            <h3 className="bulk-import__subheading">{t('result.errorsTitle')}</h3>
            <Button icon={<DownloadOutlined />} loading={errorFile.isPending} onClick={() => errorFile.mutate()}>
              {t('result.download')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary">{t('result.errorsHint')}</Typography.Paragraph>
          <Table<ImportRowView>
            rowKey="rowNumber"
            size="small"
            pagination={false}
            dataSource={bad}
            columns={[
              { title: t('result.row'), dataIndex: 'rowNumber', width: 70 },
              {
                title: t('result.problem'),
                render: (_, row) => (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {row.errors!.map((e) => (
                      <div key={`${e.field}-${e.message}`} className="bulk-import__problem">
                        <Typography.Text type="danger">
                          {e.field === 'row' ? '' : `${tm(importColumnOf(e.field).label)}: `}
                          {e.message}
                        </Typography.Text>
                        {e.field !== 'row' && (
                          <Input
                            size="small"
                            status="error"
                            aria-label={`${t('result.row')} ${row.rowNumber} ${tm(importColumnOf(e.field).label)}`}
                            defaultValue={row.cells[e.field] ?? ''}
                            onChange={(ev) => setCell(row.rowNumber, e.field as ImportField, ev.target.value)}
                          />
                        )}
                      </div>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          <Space className="bulk-import__actions">
            <Button type="primary" icon={<SendOutlined />} loading={resubmit.isPending} onClick={() => resubmit.mutate()}>
              {t('result.resubmit')}
            </Button>
          </Space>
        </section>
      )}
      <Link to="/orders/orderManage">{t('result.orders')}</Link>
    </Card>
  );
}
