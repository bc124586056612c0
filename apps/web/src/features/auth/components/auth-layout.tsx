import CarOutlined from '@ant-design/icons/CarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_THEME } from '../auth-theme.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSelect } from './language-select.tsx';
import '../auth.css';

/**
 * The frame of every public account page (login, password reset): the brand panel in the
 * courier's red beside the form panel; on a phone the brand shrinks to a band above the form.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const points = [
    { icon: <CarOutlined />, text: t('brand.pointShip') },
    { icon: <EnvironmentOutlined />, text: t('brand.pointTrack') },
    { icon: <WalletOutlined />, text: t('brand.pointSettle') },
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
                <span className="auth-brand-point-icon" aria-hidden="true">
                  {p.icon}
                </span>
                {p.text}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="auth-main" style={{ background: token.colorBgLayout, color: token.colorText }}>
        <div className="auth-topbar">
          <LanguageSelect />
        </div>
        <div className="auth-card" style={{ background: token.colorBgContainer }}>
          <ConfigProvider theme={AUTH_THEME}>{children}</ConfigProvider>
        </div>
      </main>
    </div>
  );
}
