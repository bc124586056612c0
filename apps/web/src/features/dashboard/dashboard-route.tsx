import { Alert, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '@/lib/auth.ts';
import { ShortcutGrid } from './shortcut-grid.tsx';
import { WelcomePanel } from './welcome-panel.tsx';
import './dashboard.css';

/**
 * /dashboard: who is signed in, for which customer, the prepaid balance, and shortcuts to the
 * pages this user's menu holds. Only real data; statistics come once ordering exists.
 */
export function Component() {
  const { t } = useTranslation(['dashboard', 'msg']);
  const user = useUserInfo();
  const { token } = theme.useToken();
  const colours = {
    '--dashboard-primary': token.colorPrimary,
    '--dashboard-primary-bg': token.colorPrimaryBg,
    '--dashboard-border': token.colorBorderSecondary,
    '--dashboard-bg': token.colorBgContainer,
    '--dashboard-text': token.colorText,
    '--dashboard-text-secondary': token.colorTextSecondary,
    '--dashboard-fill': token.colorFillQuaternary,
  } as CSSProperties;
  return (
    <div className="dashboard" style={colours} data-testid="dashboard">
      <WelcomePanel user={user} />
      {user.lockFlag === 1 && <Alert type="warning" showIcon title={t('msg:accountFrozen')} />}
      {user.accountType !== 'ADMIN' && <p className="dashboard-note">{t('statsSoon')}</p>}
      <ShortcutGrid funcs={user.funcs} />
    </div>
  );
}
