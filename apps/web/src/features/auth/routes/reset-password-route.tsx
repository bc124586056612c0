import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { refusalText } from '@/lib/form-rules.ts';
import { useCheckResetToken } from '../api/check-reset-token.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** /resetPwd?token=...: step 3 of the password reset, opened from the e-mailed link. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.newTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useCheckResetToken(token);
  return (
    <AuthLayout antd>
      {check.isPending && token ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : check.data ? (
        <NewPasswordForm token={token} loginCode={check.data.loginCode} />
      ) : (
        <Result
          status="warning"
          title={<h1 className="auth-title">{t('reset.linkInvalidTitle')}</h1>}
          subTitle={<span className="auth-hint">{refusalText(check.error, 'resetLinkInvalid')}</span>}
          extra={
            <p className="auth-hint">
              <Link to="/verifyAccount">{t('reset.askAgain')}</Link>
              {' · '}
              <Link to="/login">{t('reset.backToLogin')}</Link>
            </p>
          }
          style={{ padding: '8px 0' }}
        />
      )}
    </AuthLayout>
  );
}
