import { ReloadOutlined } from '@ant-design/icons';
import type { ApiCallView, ApiKeyView } from '@portal/shared/open-platform';
import { malaysiaTimeSeconds } from '@portal/shared/time';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useApiCalls } from './api/get-api-calls.ts';
import type { CallFilter } from './api/keys.ts';

const statusColour = (status: number) => (status < 400 ? 'green' : status < 500 ? 'orange' : 'red');

/**
 * What a shipper's systems sent with its keys in the last 7 days (issue 30 "Every call is logged per
 * key"): time, method, path, answer, latency, idempotency key and the request id customer service asks for.
 */
export function CallLogCard({ keys }: { keys: ApiKeyView[] }) {
  const { t } = useTranslation('openPlatform');
  const [filter, setFilter] = useState<CallFilter>({});
  const calls = useApiCalls(filter);
  return (
    <Card
      title={<h2 className="open-platform__title">{t('calls.title')}</h2>}
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          <Select
            allowClear
            aria-label={t('calls.key')}
            placeholder={t('calls.allKeys')}
            style={{ width: 200 }}
            value={filter.keyId}
            onChange={(keyId?: number) => setFilter((f) => ({ ...f, keyId }))}
            options={keys.map((k) => ({ value: k.id, label: `${k.name} (${k.hint})` }))}
          />
          <Select
            allowClear
            aria-label={t('calls.outcome')}
            placeholder={t('calls.allOutcomes')}
            style={{ width: 160 }}
            value={filter.outcome}
            onChange={(outcome?: 'ok' | 'failed') => setFilter((f) => ({ ...f, outcome }))}
            options={[
              { value: 'ok', label: t('calls.ok') },
              { value: 'failed', label: t('calls.failed') },
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void calls.refetch()}>
            {t('calls.refresh')}
          </Button>
        </Space>
      }
    >
      {calls.isError ? (
        <Alert type="error" showIcon title={refusalText(calls.error)} />
      ) : (
        <ScrollTable<ApiCallView>
          tableTitle={t('calls.title')}
          rowKey="id"
          size="small"
          loading={calls.isFetching}
          dataSource={calls.data ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          locale={{ emptyText: t('calls.none') }}
          aria-label={t('calls.title')}
          scroll={{ x: 1000 }}
          columns={[
            { title: t('calls.at'), dataIndex: 'at', width: 170, render: (at: string) => malaysiaTimeSeconds(new Date(at)) },
            { title: t('calls.keyColumn'), dataIndex: 'keyName', width: 150 },
            { title: t('calls.request'), key: 'request', width: 300, render: (_, c) => <code>{`${c.method} ${c.path}`}</code> },
            {
              title: t('calls.status'),
              dataIndex: 'status',
              width: 90,
              render: (status: number) => <CellTag color={statusColour(status)}>{status}</CellTag>,
            },
            { title: t('calls.latency'), dataIndex: 'latencyMs', width: 100, render: (ms: number) => `${ms} ms` },
            { title: t('calls.idempotencyKey'), dataIndex: 'idempotencyKey', width: 160, render: (k: string | null) => k ?? '' },
            { title: t('calls.requestId'), dataIndex: 'requestId', width: 300, render: (id: string) => <code>{id}</code> },
          ]}
        />
      )}
    </Card>
  );
}
