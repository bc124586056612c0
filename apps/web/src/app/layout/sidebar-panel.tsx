import { useLayoutSettings } from '../layout-settings.tsx';
import { PortalLogo } from './portal-logo.tsx';
import { PrepayBalance } from './prepay-balance.tsx';
import { SideMenu } from './side-menu.tsx';

/** The sidebar's content (spec 2): logo, the prepaid balance when open, then the menu. */
export function SidebarPanel({ collapsed }: { collapsed: boolean }) {
  const { settings } = useLayoutSettings();
  return (
    <div className="portal-sidebar">
      {settings.sidebarLogo && (
        <div className="portal-sidebar__logo">
          <PortalLogo compact={collapsed} />
        </div>
      )}
      {!collapsed && <PrepayBalance variant="card" />}
      <div className="portal-sidebar__menu">
        <SideMenu collapsed={collapsed} />
      </div>
    </div>
  );
}
