import { Navigate, type RouteObject, redirect, useLocation } from 'react-router';
import { FirstLoad, RouteError } from '@/components/route-error.tsx';
import { loadAllTexts } from '@/lib/i18n.ts';
import { redirectIfLoggedIn, requireSession } from './guards.ts';

/**
 * A route whose page waits for every text of the language. Only /login starts on its own few
 * (shared ui-texts FIRST_UI_NAMESPACES); whoever leaves it, logged in or not, gets the rest here first.
 */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAllTexts()]).then(([route]) => route);

const resultPage = (name: 'NotFoundPage' | 'NoPermissionPage' | 'ErrorPage') =>
  withTexts(() =>
    Promise.all([import('@/components/result-pages.tsx'), import('./antd-provider.tsx')]).then(([pages, { withAntd }]) => ({
      Component: withAntd(pages[name]),
    })),
  );

/** /redirect/{path}: how a tab is refreshed, by leaving and coming straight back (spec 2). */
function RefreshRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={(pathname.replace(/^\/redirect/, '') || '/') + search} replace />;
}

/** The portal's routes; `router.tsx` serves them in the browser. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FirstLoad />,
    children: [
      { path: '/login', loader: redirectIfLoggedIn, lazy: () => import('@/features/auth/routes/login-route.tsx') },
      { path: '/verifyAccount', lazy: withTexts(() => import('@/features/auth/routes/verify-account-route.tsx')) },
      { path: '/verify', lazy: withTexts(() => import('@/features/auth/routes/verify-route.tsx')) },
      { path: '/resetPwd', lazy: withTexts(() => import('@/features/auth/routes/reset-password-route.tsx')) },
      { path: '/auth-redirect', lazy: withTexts(() => import('@/features/auth/routes/auth-redirect-route.tsx')) },
      { path: '/qrConfirm', loader: requireSession, lazy: withTexts(() => import('@/features/auth/routes/qr-confirm-route.tsx')) },
      { path: '/track/:waybillNo?', lazy: withTexts(() => import('@/features/tracking/public-track-route.tsx')) },
      { path: '/paymentResult', lazy: withTexts(() => import('@/features/topup/payment-result-route.tsx')) },
      { path: '/test', lazy: withTexts(() => import('@/features/status/status-route.tsx')) },
      { path: '/404', lazy: resultPage('NotFoundPage') },
      { path: '/401', lazy: resultPage('NoPermissionPage') },
      { path: '/errorPage', lazy: resultPage('ErrorPage') },
      { path: '/redirect/*', element: <RefreshRedirect /> },
      {
        path: '/',
        loader: requireSession,
        lazy: withTexts(() => import('./layout/layout.tsx')),
        children: [
          // The loader redirects before anything renders; the element is what React Router renders
          // while that loader runs (without one it warns "Matched leaf route ... does not have an element").
          { index: true, loader: () => redirect('/dashboard'), element: <Navigate to="/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('@/features/dashboard/dashboard-route.tsx') },
          // The dashboard figures' grant (menu entry home/dashboard) is a grant of /dashboard's figures: not a page of its own.
          { path: 'home/dashboard', loader: () => redirect('/dashboard'), element: <Navigate to="/dashboard" replace /> },
          { path: 'downloadCenter', lazy: () => import('@/features/exports/download-center-page.tsx') },
          // Import settings (spec 2 importHome; settingHome names the same page, reached from marketplace orders).
          { path: 'import/home', lazy: () => import('@/features/orders/bulk-import/import-settings-page.tsx') },
          { path: 'setting/home', lazy: () => import('@/features/orders/bulk-import/import-settings-page.tsx') },
          { path: '*', lazy: () => import('./menu-route.tsx') },
        ],
      },
    ],
  },
];
