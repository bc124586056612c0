import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { withAntd } from '@/app/antd-provider.tsx';
import { currentLang } from '@/lib/i18n.ts';
import { useHealth } from './api/healthz.ts';

/** /test: a plain status page for whoever installs the portal: release, language, server health. */
function Page() {
  const { t } = useTranslation();
  const health = useHealth();
  return (
    <main className="portal-result-page">
      <Card title={t('status.title')} style={{ width: 480, maxWidth: '95vw' }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('status.version')}>{__APP_VERSION__}</Descriptions.Item>
          <Descriptions.Item label={t('status.language')}>{currentLang()}</Descriptions.Item>
          <Descriptions.Item label={t('status.server')}>
            {health.isPending ? (
              t('state.loading')
            ) : (
              <Tag color={health.data?.ok ? 'green' : 'red'}>{health.data?.ok ? t('status.ok') : t('status.down')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('status.database')}>{health.data?.database ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </main>
  );
}

export const Component = withAntd(Page);
