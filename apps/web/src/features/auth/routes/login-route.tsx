import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeGuardMessage } from '@/app/guards.ts';
import { loadMessages } from '@/lib/i18n.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LockIcon, QrIcon, WarningIcon } from '../components/icons.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { TrackBox } from '../components/track-box.tsx';
import { usePageTitle } from '../use-page-title.ts';

// Most people log in with a password: the QR part (and the component library it uses) loads
// only when its tab is opened, with the messages it may show.
const QrLoginPanel = lazy(() =>
  Promise.all([import('../components/qr-login-panel.tsx'), loadMessages()]).then(([m]) => ({ default: m.QrLoginPanel })),
);

type LoginTab = 'password' | 'qr';

/** /login (spec 2, title logIn; spec 4 "Login"). */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logIn'));
  // Why the guard sent the user here (an expired session...), said once.
  const [guardMessage, setGuardMessage] = useState(takeGuardMessage);
  const [tab, setTab] = useState<LoginTab>('password');
  const tabs = [
    { value: 'password' as const, icon: <LockIcon />, label: t('login.passwordTab') },
    { value: 'qr' as const, icon: <QrIcon />, label: t('login.qrTab') },
  ];
  return (
    <AuthLayout>
      <h1 className="auth-title">{t('login.title')}</h1>
      <p className="auth-subtitle">{t('login.subtitle')}</p>
      {guardMessage && (
        <div className="auth-alert auth-alert--warning" role="status">
          <WarningIcon />
          <span>{guardMessage}</span>
          <button type="button" className="auth-alert-close" aria-label={t('common:actions.close')} onClick={() => setGuardMessage(null)}>
            ×
          </button>
        </div>
      )}
      <div className="auth-tabs" role="tablist" aria-label={t('login.method')}>
        {tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`login-tab-${item.value}`}
            aria-selected={tab === item.value}
            aria-controls={`login-panel-${item.value}`}
            className={tab === item.value ? 'auth-tab auth-tab--active' : 'auth-tab'}
            onClick={() => setTab(item.value)}
          >
            {item.icon}
            {item.label}
          </button>
        ))}
      </div>
      {/* The password form stays mounted (what was typed survives a look at the QR code); the
          QR part exists only while chosen, so leaving it stops the polling. */}
      <div id="login-panel-password" role="tabpanel" aria-labelledby="login-tab-password" hidden={tab !== 'password'}>
        <PasswordLoginForm />
      </div>
      {tab === 'qr' && (
        <div id="login-panel-qr" role="tabpanel" aria-labelledby="login-tab-qr">
          <Suspense fallback={<div className="auth-qr-placeholder" />}>
            <QrLoginPanel />
          </Suspense>
        </div>
      )}
      <TrackBox />
    </AuthLayout>
  );
}
