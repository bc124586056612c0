import LockOutlined from '@ant-design/icons/LockOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import { Alert, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeGuardMessage } from '@/app/guards.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { usePageTitle } from '../use-page-title.ts';

// Most people log in with a password: the QR part loads only when its tab is opened.
const QrLoginPanel = lazy(() => import('../components/qr-login-panel.tsx').then((m) => ({ default: m.QrLoginPanel })));

type LoginTab = 'password' | 'qr';

/** /login (spec 2, title logIn; spec 4 "Login"). */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logIn'));
  // Why the guard sent the user here (an expired session...), said once.
  const [guardMessage, setGuardMessage] = useState(takeGuardMessage);
  const [tab, setTab] = useState<LoginTab>('password');
  return (
    <AuthLayout>
      <h1 className="auth-title">{t('login.title')}</h1>
      <p className="auth-subtitle">{t('login.subtitle')}</p>
      {guardMessage && (
        <Alert
          type="warning"
          showIcon
          title={guardMessage}
          closable={{ onClose: () => setGuardMessage(null), 'aria-label': t('common:actions.close') }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Segmented<LoginTab>
        aria-label={t('login.method')}
        block
        size="large"
        value={tab}
        onChange={setTab}
        options={[
          { value: 'password', icon: <LockOutlined aria-hidden />, label: t('login.passwordTab') },
          { value: 'qr', icon: <QrcodeOutlined aria-hidden />, label: t('login.qrTab') },
        ]}
        style={{ marginBottom: 24 }}
      />
      {/* The password form stays mounted (what was typed survives a look at the QR code); the
          QR part exists only while chosen, so leaving it stops the polling. */}
      <div hidden={tab !== 'password'}>
        <PasswordLoginForm />
      </div>
      {tab === 'qr' && (
        <Suspense fallback={<div className="auth-qr-placeholder" />}>
          <QrLoginPanel />
        </Suspense>
      )}
    </AuthLayout>
  );
}
