import { useLocation } from 'react-router';
import { findMenuEntry } from '@/lib/menu-tree.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

/**
 * A menu page's h1: its name in the user's menu (the name the user clicked, in their language), so a
 * screen reader's heading list starts with the page and then its cards (h2).
 */
export function PageHeading({ className }: { className?: string }) {
  const title = useMenuPageTitle();
  return title ? <h1 className={className}>{title}</h1> : null;
}

/** The open page's name in the user's menu (what its h1 says), for a part of the page named after it. */
export function useMenuPageTitle(): string | undefined {
  const { pathname } = useLocation();
  const { funcs } = useUserInfo();
  // Any entry of the account's menu, also one the sidebar leaves out (a duplicate of a page it holds).
  return findMenuEntry(funcs, pathname)?.page?.FUNCNAME;
}
