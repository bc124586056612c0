import { Alert, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENU_PAGES } from '@/app/pages.ts';
import { EXTERNAL_PATHS } from '@/components/not-available.tsx';
import { useUserInfo } from '@/lib/auth.ts';
import { buildMenuTree } from '@/lib/menu-tree.ts';
import { ShortcutGrid } from './shortcut-grid.tsx';
import { WelcomePanel } from './welcome-panel.tsx';
import './dashboard.css';

/** A page the portal has: built here, or another site's page it opens (the VIP centre's). */
const isBuilt = (path: string): boolean => {
  const page = path.split('/').pop() ?? '';
  return page in MENU_PAGES || EXTERNAL_PATHS.has(page);
};

const ORDER_MANAGE_PATH = '/orders/orderManage';

/**
 * /dashboard: who is signed in, for which customer, the prepaid balance, and shortcuts to the
 * pages this user's menu holds. Only real data: the shipment statistics are not built yet and the
 * page says so, with where the orders are meanwhile.
 */
export function Component() {
  const { t } = useTranslation(['dashboard', 'msg']);
  const user = useUserInfo();
  const { token } = theme.useToken();
  const hasOrderManage = buildMenuTree(user.funcs).some((group) => group.pages.some((page) => page.path === ORDER_MANAGE_PATH));
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
      {user.accountType !== 'ADMIN' && (
        <p className="dashboard-note" data-testid="stats-note">
          {t('statsNotBuilt')} {hasOrderManage && <Link to={ORDER_MANAGE_PATH}>{t('statsMeanwhile')}</Link>}
        </p>
      )}
      <ShortcutGrid funcs={user.funcs} built={isBuilt} />
    </div>
  );
}
