import { Layout, theme } from 'antd';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ShellNotices } from '@/features/shell-notices/shell-notices.tsx';
import { useLayoutSettings } from '../layout-settings.tsx';
import { BackToTop } from './back-to-top.tsx';
import { HeaderBar } from './header-bar.tsx';
import { OnDemand } from './on-demand.tsx';
import { useSessionExit } from './session-exit.ts';
import type { ShellDialog } from './shell-dialog.ts';
import { SidebarPanel } from './sidebar-panel.tsx';
import { SkipLink } from './skip-link.tsx';
import { UpdateDialog } from './update-dialog.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import { useTrailOf } from './use-page-titles.ts';
import { usePrepayPolling } from './use-prepay.ts';
import { useSessionEvents } from './use-session-events.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';
import { VisitedTabs } from './visited-tabs.tsx';

// The other helper's panel; loaded only when someone opens it.
const ProfilePanel = lazy(() => import('@/features/profile/profile-panel.tsx').then((m) => ({ default: m.ProfilePanel })));
// What the shell opens on demand (OnDemand): none of it is needed to show a page.
const SidebarDrawer = lazy(() => import('./sidebar-drawer.tsx').then((m) => ({ default: m.SidebarDrawer })));
const SettingsDrawer = lazy(() => import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })));
const LayoutSettingsDialog = lazy(() => import('./layout-settings-dialog.tsx').then((m) => ({ default: m.LayoutSettingsDialog })));
const PrivacyNoticeDialog = lazy(() => import('./privacy-notice-dialog.tsx').then((m) => ({ default: m.PrivacyNoticeDialog })));

const MAIN_ID = 'portal-main';
const SIDEBAR_WIDTH = 320;

/** The theme's colours for the shell's own CSS, so dark mode and every preset apply there too. */
function useShellColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--portal-primary': token.colorPrimary,
    '--portal-primary-bg': token.colorPrimaryBg,
    '--portal-primary-border': token.colorPrimaryBorder,
    '--portal-bg-layout': token.colorBgLayout,
    '--portal-bg-container': token.colorBgContainer,
    '--portal-fill': token.colorFillTertiary,
    '--portal-border': token.colorBorderSecondary,
    '--portal-text': token.colorText,
    '--portal-text-secondary': token.colorTextSecondary,
    '--portal-radius': `${token.borderRadius}px`,
  } as CSSProperties;
}

/**
 * On every navigation (the first page after logging in too), focus moves to the new page's level-1 heading,
 * so a keyboard or screen reader user starts at the page rather than in the menu they left or at the top of
 * the document. A page that takes the focus itself (a form's first field) keeps it, a dialog (a notice) holds
 * it while open; a page still loading is waited for a few seconds, then the main region takes it. Whoever
 * moves the focus elsewhere while the heading is awaited (Tab to the top bar, a click) keeps it: the late
 * heading takes nothing from them.
 */
function useFocusPageOnNavigation(pathname: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation, which is what pathname says.
  useEffect(() => {
    const until = Date.now() + 3_000;
    let frame = 0;
    let ours: Element | null = null;
    let movedByUser = false;
    const focus = (target: HTMLElement) => {
      ours = target;
      target.focus({ preventScroll: true });
    };
    const step = () => {
      const main = document.getElementById(MAIN_ID);
      // What holds the focus counts only while it can be seen (a closed notice's button keeps it, hidden).
      const active =
        document.activeElement instanceof HTMLElement && document.activeElement.checkVisibility() ? document.activeElement : null;
      if (!main || (active && active !== main && main.contains(active))) return;
      // A notice opened over the page holds the focus while it is open; the page takes it once it closes.
      if (active?.closest('[role="dialog"]')) {
        frame = requestAnimationFrame(step);
        return;
      }
      const heading = main.querySelector('h1');
      if (heading instanceof HTMLElement) {
        heading.tabIndex = -1;
        focus(heading);
      } else if (Date.now() < until) frame = requestAnimationFrame(step);
      else focus(main);
    };
    const pending = () => {
      if (!movedByUser) step();
    };
    frame = requestAnimationFrame(pending);
    // The focus moved somewhere by someone else than this hook, outside a dialog: the wait for the heading ends.
    const moved = (event: FocusEvent) => {
      if (event.target === ours || !(event.target instanceof Element) || event.target.closest('[role="dialog"]')) return;
      movedByUser = true;
      cancelAnimationFrame(frame);
    };
    // A dialog that closes and leaves the focus nowhere (on the body) gives it back to the page's heading.
    const regain = (event: FocusEvent) => {
      if (event.relatedTarget || !(event.target instanceof Element) || !event.target.closest('[role="dialog"]')) return;
      requestAnimationFrame(() => {
        if (document.activeElement === document.body || document.activeElement === null) step();
      });
    };
    document.addEventListener('focusin', moved);
    document.addEventListener('focusout', regain);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', moved);
      document.removeEventListener('focusout', regain);
    };
  }, [pathname]);
}

/** The signed-in shell (spec 2 "Shell"): sidebar or top menu, top bar, visited tabs, the page. */
export function Shell() {
  const { settings } = useLayoutSettings();
  const colours = useShellColours();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // The drawer belongs to the page it was opened on: it closes on route change (spec 4).
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const { pathname } = useLocation();
  const leave = useSessionExit();
  const trail = useTrailOf(pathname);

  usePrepayPolling();
  useSessionEvents();
  useFocusPageOnNavigation(pathname);

  const title = trail?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  const drawerOpen = mobile && drawerPath === pathname;
  const topNav = settings.isHorizontal && !mobile;
  const sidebarVisible = !topNav && !mobile;
  const closeDialog = () => setDialog(null);

  return (
    <Layout className={settings.fixedHeader ? 'portal-shell portal-shell--fixed-header' : 'portal-shell'} style={colours}>
      <SkipLink targetId={MAIN_ID} />
      {sidebarVisible && (
        <Layout.Sider className="portal-sider" width={SIDEBAR_WIDTH} collapsedWidth={64} collapsed={collapsed} trigger={null} theme="light">
          <SidebarPanel collapsed={collapsed} />
        </Layout.Sider>
      )}
      {mobile && (
        <OnDemand open={drawerOpen}>
          <SidebarDrawer open={drawerOpen} onClose={() => setDrawerPath(null)} width={SIDEBAR_WIDTH} />
        </OnDemand>
      )}
      <Layout className="portal-column">
        <div className="portal-top">
          <HeaderBar
            topNav={topNav}
            sidebarOpen={mobile ? drawerOpen : !collapsed}
            onToggleSidebar={() => (mobile ? setDrawerPath(drawerOpen ? null : pathname) : setCollapsed(!collapsed))}
            showBalance={!sidebarVisible || collapsed}
            onOpen={setDialog}
          />
          {settings.tagsView && <VisitedTabs />}
        </div>
        <Layout.Content id={MAIN_ID} tabIndex={-1} className="portal-content">
          <Outlet />
        </Layout.Content>
        <BackToTop mainId={MAIN_ID} />
      </Layout>

      <OnDemand open={dialog === 'settingsDrawer'}>
        <SettingsDrawer open={dialog === 'settingsDrawer'} onClose={closeDialog} />
      </OnDemand>
      <OnDemand open={dialog === 'layoutSettings'}>
        <LayoutSettingsDialog open={dialog === 'layoutSettings'} onClose={closeDialog} />
      </OnDemand>
      <OnDemand open={dialog === 'privacy'}>
        <PrivacyNoticeDialog open={dialog === 'privacy'} onClose={closeDialog} />
      </OnDemand>
      {dialog === 'profile' && (
        <Suspense fallback={null}>
          <ProfilePanel open onClose={closeDialog} />
        </Suspense>
      )}
      <UpdateDialog />
      <ShellNotices onDecline={() => leave({ reason: 'logout' })} />
    </Layout>
  );
}
