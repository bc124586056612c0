import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** A whole-page result with a way back home, outside the layout so it works logged in or not. */
export function ResultScreen({ status, title, text }: { status: ResultProps['status']; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <main className="portal-result-page">
      <Result
        status={status}
        title={title}
        subTitle={text}
        extra={
          <Link to="/">
            <Button type="primary">{t('result.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}

/** /404 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ResultScreen status="404" title="404" text={t('result.notFound')} />;
}

/** /401 */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return <ResultScreen status="403" title="401" text={t('result.noPermission')} />;
}

/** /errorPage */
export function ErrorPage() {
  const { t } = useTranslation();
  return <ResultScreen status="error" title={t('result.errorTitle')} text={t('result.errorText')} />;
}

/**
 * Inside the layout, for a portal page this account is not granted (typed in or followed from an old
 * link): says so rather than "does not exist", names who can grant it, and offers a way back.
 */
export function NoGrantResult({ subAccount }: { subAccount: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 className="portal-result-title">{t('result.noPermissionTitle')}</h1>}
      subTitle={subAccount ? `${t('result.noPermission')} ${t('result.noGrant')}` : t('result.noPermission')}
      data-testid="no-permission"
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          {t('result.goBack')}
        </Button>,
        <Link key="home" to="/dashboard">
          <Button type="primary">{t('result.backHome')}</Button>
        </Link>,
      ]}
    />
  );
}
