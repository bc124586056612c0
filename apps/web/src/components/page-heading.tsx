import { useLocation } from 'react-router';
import { useUserInfo } from '@/lib/auth.ts';
import { buildMenuTree } from '@/lib/menu-tree.ts';

/**
 * A menu page's h1: its name in the user's menu (the name the user clicked, in their language), so a
 * screen reader's heading list starts with the page and then its cards (h2).
 */
export function PageHeading({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { funcs } = useUserInfo();
  const title = buildMenuTree(funcs)
    .flatMap((group) => group.pages)
    .find((page) => page.path === pathname)?.title;
  return title ? <h1 className={className}>{title}</h1> : null;
}
