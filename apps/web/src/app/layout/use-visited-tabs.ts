import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@/lib/menu-tree.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { usePageTrail } from './use-page-titles.ts';

/** What is stored per tab; the title is kept too, but shown from the menu in today's language. */
interface StoredTab {
  path: string;
  title: string;
}

export interface VisitedTab extends StoredTab {
  /** Pinned: cannot be closed (the dashboard, spec 2). */
  affix: boolean;
}

const isStoredTab = (v: unknown): v is StoredTab =>
  typeof v === 'object' && v !== null && typeof (v as StoredTab).path === 'string' && typeof (v as StoredTab).title === 'string';

function readStored(): StoredTab[] {
  const raw = local.getJson<unknown>(StorageKey.visitedTabs);
  return Array.isArray(raw) ? raw.filter(isStoredTab) : [];
}

/**
 * The visited-page tabs (spec 2): kept across reloads, the dashboard pinned first, the current
 * page added when it is a page of the menu. Closing the active tab moves to the last one left.
 */
export function useVisitedTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trailOf = usePageTrail();
  const [stored, setStored] = useState<StoredTab[]>(readStored);

  const tabs = useMemo<VisitedTab[]>(() => {
    // Tabs of pages this user's menu no longer holds (another login, a withdrawn page) are dropped.
    const pages = stored.flatMap((tab) => {
      const trail = tab.path === DASHBOARD_PATH ? null : trailOf(tab.path);
      return trail ? [{ path: tab.path, title: trail.title, affix: false }] : [];
    });
    return [{ path: DASHBOARD_PATH, title: trailOf(DASHBOARD_PATH)?.title ?? '', affix: true }, ...pages];
  }, [stored, trailOf]);

  useEffect(() => {
    const trail = trailOf(pathname);
    if (!trail || pathname === DASHBOARD_PATH) return;
    setStored((list) => (list.some((tab) => tab.path === pathname) ? list : [...list, { path: pathname, title: trail.title }]));
  }, [pathname, trailOf]);

  useEffect(() => {
    local.setJson(
      StorageKey.visitedTabs,
      tabs.map(({ path, title }) => ({ path, title })),
    );
  }, [tabs]);

  /** Keeps the tabs `keep` accepts (pinned ones always); leaves the page if its tab went. */
  const keepOnly = useCallback(
    (keep: (tab: VisitedTab) => boolean, goTo?: string) => {
      const left = tabs.filter((tab) => tab.affix || keep(tab));
      setStored(left.filter((tab) => !tab.affix));
      if (!left.some((tab) => tab.path === pathname)) navigate(goTo ?? left.at(-1)?.path ?? '/');
    },
    [tabs, pathname, navigate],
  );

  const actions = useMemo(
    () => ({
      refresh: (tab: VisitedTab) => navigate(`/redirect${tab.path}`),
      close: (tab: VisitedTab) => keepOnly((other) => other.path !== tab.path),
      closeOthers: (tab: VisitedTab) => keepOnly((other) => other.path === tab.path, tab.path),
      closeAll: () => keepOnly(() => false),
    }),
    [navigate, keepOnly],
  );

  return { tabs, activePath: pathname, actions };
}
