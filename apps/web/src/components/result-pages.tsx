import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /404, /401 and /errorPage, outside the layout so they work logged in or not. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="portal-result-page">
      <Result
        status="404"
        title="404"
        subTitle={t('result.notFound')}
        extra={
          <Link to="/">
            <Button type="primary">{t('result.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}

export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <main className="portal-result-page">
      <Result
        status="403"
        title="401"
        subTitle={t('result.noPermission')}
        extra={
          <Link to="/">
            <Button type="primary">{t('result.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="portal-result-page">
      <Result
        status="error"
        title={t('result.errorTitle')}
        subTitle={t('result.errorText')}
        extra={
          <Button type="primary" onClick={() => window.location.assign('/')}>
            {t('result.backHome')}
          </Button>
        }
      />
    </main>
  );
}
