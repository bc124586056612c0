import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '@/lib/api-client.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { EXTERNAL_PATHS } from './external-pages.ts';

/** The external address with the training auth value and the session token (spec 2). */
function externalHref(url: string, path: string): string {
  if (path !== 'trainingCentre') return url;
  const target = new URL(url);
  target.searchParams.set('auth', encodeURIComponent(local.get(StorageKey.trainingAuth) ?? ''));
  target.searchParams.set('token', getToken() ?? '');
  return target.toString();
}

function ExternalPage({ title, url, path }: { title: string; url: string; path: string }) {
  const { t } = useTranslation();
  const href = url ? externalHref(url, path) : '';
  useEffect(() => {
    if (href) window.open(href, '_blank', 'noopener');
  }, [href]);
  if (!href)
    return <Result status="info" title={<h1 className="portal-result-title">{title}</h1>} subTitle={t('notAvailable.externalNotSet')} />;
  return (
    <Result
      status="info"
      title={<h1 className="portal-result-title">{title}</h1>}
      subTitle={t('notAvailable.externalOpened')}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener">
          {t('notAvailable.openAgain')}
        </Button>
      }
    />
  );
}

/**
 * What a menu page shows until its feature is built: said plainly, with nothing invented.
 */
export function NotAvailable({ title, externalUrl = '', path = '' }: { title: string; externalUrl?: string; path?: string }) {
  const { t } = useTranslation();
  if (EXTERNAL_PATHS.has(path)) return <ExternalPage title={title} url={externalUrl} path={path} />;
  return (
    <Result
      status="info"
      title={<h1 className="portal-result-title">{title}</h1>}
      subTitle={t('notAvailable.text')}
      data-testid="not-available"
    />
  );
}
