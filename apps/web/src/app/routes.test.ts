import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes.tsx';

// The guards read the session from the browser; the route tree is all this test looks at.
vi.mock('./guards.ts', () => ({ redirectIfLoggedIn: () => null, requireSession: () => null }));
// So do the texts (lib/i18n.ts starts on the page's cookie and address).
vi.mock('@/lib/i18n.ts', () => ({ loadAllTexts: () => Promise.resolve() }));

/** React Router's own condition for "Matched leaf route ... does not have an element or Component" (a dev-build warning). */
const rendersSomething = (route: RouteObject) => route.element !== undefined || route.Component !== undefined || route.lazy !== undefined;

describe('routes', () => {
  it.each(['/', '/dashboard', '/downloadCenter', '/orderManage', '/login', '/redirect/dashboard'])(
    'the leaf matched at %s renders something',
    (path) => {
      const matches = matchRoutes(routes, path);
      expect(matches).not.toBeNull();
      expect(rendersSomething(matches!.at(-1)!.route)).toBe(true);
    },
  );

  it('every leaf route renders something', () => {
    const bare: string[] = [];
    const walk = (list: RouteObject[], at: string) => {
      for (const r of list) {
        const here = r.index ? `${at || '/'} (index)` : `${at}/${r.path ?? ''}`.replace(/\/+/g, '/');
        if (r.children?.length) walk(r.children, here);
        else if (!rendersSomething(r)) bare.push(here);
      }
    };
    walk(routes, '');
    expect(bare).toEqual([]);
  });
});
