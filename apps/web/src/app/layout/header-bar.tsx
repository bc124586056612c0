import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './language-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { OpenPlatformLink } from './open-platform-link.tsx';
import { PageBreadcrumb } from './page-breadcrumb.tsx';
import { PortalLogo } from './portal-logo.tsx';
import { PrepayBalance } from './prepay-balance.tsx';
import { ProblemLogBadge } from './problem-log-badge.tsx';
import type { ShellDialog } from './shell-dialog.ts';
import { TopMenu } from './top-menu.tsx';
import { UserMenu } from './user-menu.tsx';

interface HeaderBarProps {
  /** Top navigation: logo and menu in the bar; otherwise hamburger and breadcrumb. */
  topNav: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The balance shows here whenever the sidebar cannot show it (collapsed, mobile, top navigation). */
  showBalance: boolean;
  onOpen: (dialog: ShellDialog) => void;
}

export function HeaderBar({ topNav, sidebarOpen, onToggleSidebar, showBalance, onOpen }: HeaderBarProps) {
  const { t } = useTranslation('layout');
  return (
    <header className="portal-header">
      {topNav ? (
        <PortalLogo />
      ) : (
        <Button
          type="text"
          className="portal-header__hamburger"
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t('sidebar.toggle')}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        />
      )}
      {topNav ? <TopMenu /> : <PageBreadcrumb />}
      <div className="portal-header__tools">
        {showBalance && <PrepayBalance variant="inline" />}
        <OpenPlatformLink />
        <ProblemLogBadge />
        <NotificationBell />
        <LanguageMenu />
        <Tooltip title={t('settings.title')}>
          <Button type="text" icon={<SettingOutlined />} aria-label={t('settings.title')} onClick={() => onOpen('settingsDrawer')} />
        </Tooltip>
        <UserMenu onOpen={onOpen} />
      </div>
    </header>
  );
}
