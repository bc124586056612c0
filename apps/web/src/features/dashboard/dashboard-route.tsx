import { DASHBOARD_PAGE } from '@portal/shared/dashboard';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_PAGES } from '@/app/pages.ts';
import { EXTERNAL_PATHS } from '@/components/external-pages.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { Announcements } from './components/announcements.tsx';
import { Banners } from './components/banners.tsx';
import { FiguresSection } from './components/figures-section.tsx';
import { RenewalPrompt } from './components/renewal-prompt.tsx';
import { ShortcutGrid } from './shortcut-grid.tsx';
import { useDashboardColours } from './use-dashboard-colours.ts';
import { WelcomePanel } from './welcome-panel.tsx';
import './dashboard.css';

/** A page the portal has: built here, or another site's page it opens (the VIP centre's). */
const isBuilt = (path: string): boolean => {
  const page = path.split('/').pop() ?? '';
  return page in MENU_PAGES || EXTERNAL_PATHS.has(page);
};

/**
 * /dashboard: who is signed in, the renewal prompt, the courier's banners, the shipments' figures of
 * a period (with the dashboard grant: a main account, or a sub-account its main account granted
 * it), the announcements and shortcuts to the pages this user's menu holds.
 */
export function Component() {
  const { t } = useTranslation(['dashboard', 'msg']);
  const user = useUserInfo();
  const customer = user.accountType !== 'ADMIN';
  const hasFigures = customer && user.funcs.some((f) => f.FUNCPATH === DASHBOARD_PAGE);
  const colours = useDashboardColours();
  return (
    <div className="dashboard" style={colours} data-testid="dashboard">
      <WelcomePanel user={user} />
      {user.lockFlag === 1 && <Alert type="warning" showIcon title={t('msg:accountFrozen')} />}
      {user.accountType === 'MAIN' && <RenewalPrompt />}
      {customer && <Banners />}
      {hasFigures ? (
        <FiguresSection />
      ) : (
        customer && (
          <p className="dashboard-note" data-testid="figures-not-granted">
            {t('figuresNotGranted')}
          </p>
        )
      )}
      {customer && <Announcements />}
      <ShortcutGrid funcs={user.funcs} built={isBuilt} />
    </div>
  );
}
