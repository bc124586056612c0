import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useUserInfo } from '@/lib/auth.ts';
import { buildMenuTree } from '@/lib/menu-tree.ts';

/**
 * An order page's h1: its name in the user's menu (the name the user clicked, in their language),
 * so a screen reader's heading list starts with the page and then its cards (h2).
 */
export function OrderPageHeading() {
  const { pathname } = useLocation();
  const { funcs } = useUserInfo();
  const title = buildMenuTree(funcs)
    .flatMap((group) => group.pages)
    .find((page) => page.path === pathname)?.title;
  return title ? <h1 className="order-page__title">{title}</h1> : null;
}

/** A card's title as the h2 under the page's h1. */
export const cardTitle = (text: ReactNode) => <h2 className="order-card__title">{text}</h2>;
