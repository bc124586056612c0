import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_THEME } from '../auth-theme.ts';
import { BrandMark } from './brand-mark.tsx';
import { PinIcon, TruckIcon, WalletIcon } from './icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import '../auth.css';

// Loaded only by the pages that use antd, so /login never fetches it.
const AntdProvider = lazy(() => import('@/app/antd-provider.tsx').then((m) => ({ default: m.AntdProvider })));

/**
 * The frame of every public account page (login, password reset): the brand panel in the
 * courier's red beside the form panel; on a phone the brand shrinks to a band above the form.
 * Plain markup, so /login loads no component library; pages whose forms use antd ask for it.
 */
export function AuthLayout({ children, antd = false }: { children: ReactNode; antd?: boolean }) {
  const { t } = useTranslation('auth');
  const points = [
    { icon: <TruckIcon />, text: t('brand.pointShip') },
    { icon: <PinIcon />, text: t('brand.pointTrack') },
    { icon: <WalletIcon />, text: t('brand.pointSettle') },
  ];
  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-label={t('brand.label')}>
        <div className="auth-brand-name">
          <BrandMark />
          <span>{t('common:appName')}</span>
        </div>
        <div className="auth-brand-body">
          <p className="auth-brand-headline">{t('brand.headline')}</p>
          <p className="auth-brand-line">{t('brand.valueLine')}</p>
          <ul className="auth-brand-points">
            {points.map((p) => (
              <li key={p.text}>
                <span className="auth-brand-point-icon">{p.icon}</span>
                {p.text}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar">
          <LanguageSelect />
        </div>
        <div className="auth-card">
          {antd ? (
            <Suspense fallback={null}>
              <AntdProvider theme={AUTH_THEME}>{children}</AntdProvider>
            </Suspense>
          ) : (
            children
          )}
        </div>
      </main>
    </div>
  );
}
