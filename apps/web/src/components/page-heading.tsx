import { useLocation } from 'react-router';
import { useUserInfo } from '@/lib/auth.ts';

/**
 * A menu page's h1: its name in the user's menu (the name the user clicked, in their language), so a
 * screen reader's heading list starts with the page and then its cards (h2).
 */
export function PageHeading({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { funcs } = useUserInfo();
  // Every entry of the account's menu, also one the sidebar leaves out (a duplicate of a page it holds).
  const groups = new Map(funcs.filter((f) => f.PARENTID === 0).map((g) => [g.FUNCID, g.FUNCPATH]));
  const title = funcs.find((f) => f.PARENTID !== 0 && `/${groups.get(f.PARENTID)}/${f.FUNCPATH}` === pathname)?.FUNCNAME;
  return title ? <h1 className={className}>{title}</h1> : null;
}
