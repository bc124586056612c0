import { CUSTOMER_PAGES, isFrozenBlockedPath } from '@portal/shared/menu';
import { Result, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { NotAvailable } from '@/components/not-available.tsx';
import { NoGrantResult } from '@/components/result-pages.tsx';
import { findMenuEntry } from '@/lib/menu-tree.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useLockFlag } from './get-lock-flag.ts';
import { MENU_PAGES } from './pages.ts';

const lazyPages = new Map<string, ComponentType>();
function pageFor(path: string): ComponentType | null {
  const load = MENU_PAGES[path];
  if (!load) return null;
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(load);
    lazyPages.set(path, page);
  }
  return page;
}

/** `/{group}/{page}` naming one of the portal's pages (held by this user or not). */
function namesPortalPage(pathname: string): boolean {
  const [group, page, ...rest] = pathname.split('/').filter(Boolean);
  if (!group || !page || rest.length) return false;
  return (CUSTOMER_PAGES as readonly string[]).includes(page) || page in MENU_PAGES;
}

/** Spec 2 "Frozen account": the order pages are refused, and the server refuses their calls. */
function FrozenGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const lock = useLockFlag();
  if (lock.isPending) return <Skeleton active />;
  if (lock.data?.lockFlag === 1 || lock.isError)
    return <Result status="warning" title={t('msg:accountFrozen')} data-testid="frozen-notice" />;
  return <>{children}</>;
}

/**
 * Every path inside the layout that is not a fixed route: pages come from the server's menu
 * (spec 2 "Routes built from the user's menu"); a group path redirects to its first page; a portal
 * page the menu does not hold says the account has no permission for it; anything else is /404.
 */
export function MenuRoute() {
  const { pathname } = useLocation();
  const { funcs, accountType } = useUserInfo();
  const found = useMemo(() => findMenuEntry(funcs, pathname), [funcs, pathname]);
  const title = found?.page?.FUNCNAME;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!found) return namesPortalPage(pathname) ? <NoGrantResult subAccount={accountType === 'SUB'} /> : <Navigate to="/404" replace />;
  if (!found.page) return <Navigate to={found.group.FUNCREDIRECT || '/'} replace />;
  const Page = pageFor(found.page.FUNCPATH);
  const content = (
    <Suspense fallback={<Skeleton active />}>
      {Page ? <Page /> : <NotAvailable title={found.page.FUNCNAME} externalUrl={found.page.FUNCURL} path={found.page.FUNCPATH} />}
    </Suspense>
  );
  return isFrozenBlockedPath(pathname) ? <FrozenGate>{content}</FrozenGate> : content;
}

/** The router loads this module on demand (react-router `lazy`). */
export { MenuRoute as Component };
