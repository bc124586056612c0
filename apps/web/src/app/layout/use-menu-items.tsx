import type { MenuProps } from 'antd';
import { type MouseEvent, useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '@/components/menu-icon.tsx';
import { buildMenuTree } from '@/lib/menu-tree.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

type Items = NonNullable<MenuProps['items']>;

/**
 * Clicks and Enter on an item go through the menu's onClick; the link is there so a modified
 * click (or a middle click) still opens the page in a new browser tab.
 */
function keepModifiedClicks(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) event.stopPropagation();
  else event.preventDefault();
}

/** The user's menu as antd Menu items (group key `/{group}`, page key its path), for both menus. */
export function useMenuItems() {
  const { funcs } = useUserInfo();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups = useMemo(() => buildMenuTree(funcs), [funcs]);
  const items = useMemo<Items>(
    () =>
      groups.map((group) => ({
        key: `/${group.key}`,
        icon: <MenuIcon groupKey={group.key} />,
        label: group.title,
        children: group.pages.map((page) => ({
          key: page.path,
          label: (
            <Link to={page.path} tabIndex={-1} onClick={keepModifiedClicks}>
              {page.title}
            </Link>
          ),
        })),
      })),
    [groups],
  );
  const activeGroup = groups.find((g) => g.pages.some((p) => p.path === pathname));
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(({ key }) => navigate(key), [navigate]);
  return { items, selectedKeys: [pathname], activeGroupKey: activeGroup ? `/${activeGroup.key}` : null, onClick };
}
