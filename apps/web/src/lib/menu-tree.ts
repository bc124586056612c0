import { type CustomerPage, MENU_DUPLICATES, MENU_HIDDEN_PATHS, type MenuEntry } from '@portal/shared/menu';

/** The home page: pinned as the first tab and the breadcrumb root (spec 2). */
export const DASHBOARD_PATH = '/dashboard';

interface MenuPage {
  id: number;
  /** `/{group}/{page}` */
  path: string;
  title: string;
}

export interface MenuGroup {
  id: number;
  /** The group's FUNCPATH, also the key of its icon. */
  key: string;
  title: string;
  pages: MenuPage[];
}

const hidden = (entry: MenuEntry): boolean => (MENU_HIDDEN_PATHS as readonly string[]).includes(entry.FUNCPATH);
const bySort = (a: MenuEntry, b: MenuEntry): number => a.SORTNUMBER - b.SORTNUMBER || a.FUNCID - b.FUNCID;

/**
 * The menu as the sidebar shows it: top-level entries with their pages, in SORTNUMBER order.
 * Hidden entries stay routes (spec 2) but are left out here; a group left empty is dropped.
 */
export function buildMenuTree(funcs: MenuEntry[]): MenuGroup[] {
  const held = new Set(funcs.map((f) => f.FUNCPATH));
  // A page that repeats another the account holds is left out, so no two menu entries open the same page.
  const repeats = (f: MenuEntry) => {
    const original = MENU_DUPLICATES[f.FUNCPATH as CustomerPage];
    return !!original && held.has(original);
  };
  return funcs
    .filter((f) => f.PARENTID === 0 && !hidden(f))
    .sort(bySort)
    .map((group) => ({
      id: group.FUNCID,
      key: group.FUNCPATH,
      title: group.FUNCNAME,
      pages: funcs
        .filter((f) => f.PARENTID === group.FUNCID && !hidden(f) && !repeats(f))
        .sort(bySort)
        .map((page) => ({ id: page.FUNCID, path: `/${group.FUNCPATH}/${page.FUNCPATH}`, title: page.FUNCNAME })),
    }))
    .filter((group) => group.pages.length > 0);
}

/** Finds `/{group}/{page}` (or `/{group}`) in the user's menu, also an entry the sidebar leaves out. */
export function findMenuEntry(funcs: MenuEntry[], pathname: string): { group: MenuEntry; page: MenuEntry | null } | null {
  const [groupPath, pagePath, ...rest] = pathname.split('/').filter(Boolean);
  if (!groupPath || rest.length) return null;
  const group = funcs.find((f) => f.PARENTID === 0 && f.FUNCPATH === groupPath);
  if (!group) return null;
  if (!pagePath) return { group, page: null };
  const page = funcs.find((f) => f.PARENTID === group.FUNCID && f.FUNCPATH === pagePath);
  return page ? { group, page } : null;
}
