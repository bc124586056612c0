import MailOutlined from '@ant-design/icons/MailOutlined';
import { RESET_LINK_MINUTES } from '@portal/shared/account';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** /verify: step 2 of the password reset. The same words whether or not the account matched. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.sentTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const account = searchParams.get('account') ?? '';
  return (
    <AuthLayout antd>
      <Result
        icon={<MailOutlined aria-hidden style={{ color: '#E60000' }} />}
        title={<h1 className="auth-title">{t('reset.sentTitle')}</h1>}
        subTitle={
          <span className="auth-hint">
            {account
              ? t('reset.sentTextFor', { account, minutes: RESET_LINK_MINUTES })
              : t('reset.sentText', { minutes: RESET_LINK_MINUTES })}
          </span>
        }
        extra={[
          <Button key="login" type="primary" size="large" block onClick={() => navigate('/login')}>
            {t('reset.backToLogin')}
          </Button>,
          <p key="resend" className="auth-hint" style={{ marginTop: 16 }}>
            {t('reset.notReceived')}{' '}
            <Link to={`/verifyAccount${account ? `?account=${encodeURIComponent(account)}` : ''}`}>{t('reset.resend')}</Link>
          </p>,
        ]}
        style={{ padding: '8px 0' }}
      />
    </AuthLayout>
  );
}
