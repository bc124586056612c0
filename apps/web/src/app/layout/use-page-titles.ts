import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PATH, findMenuEntry } from '@/lib/menu-tree.ts';
import { DOWNLOAD_CENTER_PATH, IMPORT_SETTINGS_PATHS } from '@/lib/paths.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

export interface PageTrail {
  /** The menu group's name; absent for the dashboard. */
  group?: string;
  title: string;
}

/**
 * The name of a layout page in the current language: from the user's menu (the server sends
 * names in the request's language), or the title of a fixed page (the dashboard, the download
 * centre). Null for anything else.
 */
export function usePageTrail(): (path: string) => PageTrail | null {
  const { funcs } = useUserInfo();
  const { t } = useTranslation(['layout', 'exports', 'bulkImport']);
  const dashboard = t('page.dashboard');
  const downloadCenter = t('exports:centre.title');
  const importSettings = t('bulkImport:settings');
  return useCallback(
    (path: string) => {
      if (path === DASHBOARD_PATH) return { title: dashboard };
      if (path === DOWNLOAD_CENTER_PATH) return { title: downloadCenter };
      // Import settings belong to bulk import: its group in the breadcrumb, a tab of its own.
      if ((IMPORT_SETTINGS_PATHS as readonly string[]).includes(path)) {
        const bulk = findMenuEntry(funcs, '/orders/bulkImport');
        return { ...(bulk ? { group: bulk.group.FUNCNAME } : {}), title: importSettings };
      }
      const found = findMenuEntry(funcs, path);
      return found?.page ? { group: found.group.FUNCNAME, title: found.page.FUNCNAME } : null;
    },
    [funcs, dashboard, downloadCenter, importSettings],
  );
}

/** The current page's trail, memoised for one path. */
export function useTrailOf(path: string): PageTrail | null {
  const trailOf = usePageTrail();
  return useMemo(() => trailOf(path), [trailOf, path]);
}
