import { DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import type { ApiKeyCreated, ApiKeyView } from '@portal/shared/open-platform';
import { malaysiaTime } from '@portal/shared/time';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useApiKeys } from './api/get-api-keys.ts';
import { openPlatformKeys } from './api/keys.ts';
import { revokeApiKey } from './api/revoke-api-key.ts';
import { CallLogCard } from './call-log-card.tsx';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { RotateKeyDialog } from './rotate-key-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import './open-platform.css';

const timeOf = (iso: string | null) => (iso ? malaysiaTime(new Date(iso)) : '');

/** Where a key stands, in the words of the list: in force, ending after a rotation, revoked or expired. */
function useStateText() {
  const { t } = useTranslation('openPlatform');
  return (key: ApiKeyView) => {
    if (key.revokedAt) return <CellTag color="red">{t('state.revoked', { time: timeOf(key.revokedAt) })}</CellTag>;
    if (!key.inForce) return <CellTag>{t('state.expired', { time: timeOf(key.expiresAt) })}</CellTag>;
    if (key.expiresAt) return <CellTag color="orange">{t('state.ending', { time: timeOf(key.expiresAt) })}</CellTag>;
    return <CellTag color="green">{t('state.inForce')}</CellTag>;
  };
}

/**
 * The open platform (`/vipCenter/openPlatform`, issue 30): the API keys a shipper's own systems call the
 * courier with. A main account sees every key of the customer, a sub-account its own; a key's secret
 * is shown once, when it is made or rotated (docs/open-platform.md "Keys").
 */
export default function OpenPlatformPage() {
  const { t } = useTranslation('openPlatform');
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const { funcs } = useUserInfo();
  const pageNames = useMemo(() => new Map(funcs.map((f) => [f.FUNCPATH, f.FUNCNAME])), [funcs]);
  const stateText = useStateText();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiKeyView | null>(null);
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: openPlatformKeys.apiKeys() });

  const showSecret = (created: ApiKeyCreated) => {
    setCreating(false);
    setRotating(null);
    setMade(created);
    void reload();
  };

  const revoke = (key: ApiKeyView) =>
    modal.confirm({
      title: t('revoke.title', { name: key.name }),
      content: t('revoke.content'),
      okText: t('revoke.submit'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revokeApiKey(key.id);
          message.success(msg('apiKeyRevoked'));
        } catch (err) {
          message.error(refusalText(err));
        }
        await reload();
      },
    });

  return (
    <div className="open-platform">
      <PageHeading />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('apiNotOpen')} style={{ marginBottom: 16 }} />
      <Card
        title={<h2 className="open-platform__title">{t('keys.title')}</h2>}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('keys.new')}
          </Button>
        }
      >
        {/* Inside the card: the portal's red on white is 4.9:1, on the page's grey only 4.48:1. */}
        <Typography.Paragraph>
          <a href="/open/v1/openapi.json" target="_blank" rel="noopener">
            {t('contract')}
          </a>
        </Typography.Paragraph>
        {keys.isError ? (
          <Alert type="error" showIcon title={refusalText(keys.error)} />
        ) : (
          <ScrollTable<ApiKeyView>
            tableTitle={t('keys.title')}
            rowKey="id"
            size="small"
            pagination={false}
            loading={keys.isFetching}
            dataSource={keys.data ?? []}
            locale={{ emptyText: t('keys.none') }}
            aria-label={t('keys.title')}
            scroll={{ x: 1100 }}
            columns={[
              { title: t('columns.name'), dataIndex: 'name', width: 160 },
              {
                title: t('columns.mode'),
                dataIndex: 'mode',
                width: 80,
                render: (mode: ApiKeyView['mode']) => <CellTag color={mode === 'live' ? 'blue' : 'default'}>{t(`mode.${mode}`)}</CellTag>,
              },
              { title: t('columns.hint'), dataIndex: 'hint', width: 160, render: (hint: string) => <code>{hint}</code> },
              {
                title: t('columns.pages'),
                dataIndex: 'pages',
                width: 220,
                render: (pages: string[]) => pages.map((p) => pageNames.get(p) ?? p).join(', '),
              },
              { title: t('columns.createdBy'), dataIndex: 'createdBy', width: 120 },
              { title: t('columns.createdAt'), dataIndex: 'createdAt', width: 140, render: timeOf },
              {
                title: t('columns.lastUsedAt'),
                dataIndex: 'lastUsedAt',
                width: 140,
                render: (at: string | null) => (at ? timeOf(at) : t('keys.neverUsed')),
              },
              { title: t('columns.state'), key: 'state', width: 190, render: (_, key) => stateText(key) },
              {
                title: t('columns.actions'),
                key: 'actions',
                width: 190,
                render: (_, key) =>
                  key.inForce ? (
                    <Space size={4}>
                      {key.replacedBy === null && (
                        <Button
                          size="small"
                          icon={<SyncOutlined />}
                          onClick={() => setRotating(key)}
                          aria-label={`${t('keys.rotate')} ${key.name}`}
                        >
                          {t('keys.rotate')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => revoke(key)}
                        aria-label={`${t('keys.revoke')} ${key.name}`}
                      >
                        {t('keys.revoke')}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
      <CallLogCard keys={keys.data ?? []} />
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={showSecret} />
      <RotateKeyDialog apiKey={rotating} onClose={() => setRotating(null)} onRotated={showSecret} />
      <SecretDialog made={made} onClose={() => setMade(null)} />
    </div>
  );
}
