import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a route that throws shows instead of a blank screen. Plain markup: it is in the first
 * bundle every page loads, so it carries no component library.
 */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <main className="portal-result-page portal-plain-result">
      <h1>{t('result.errorTitle')}</h1>
      <p>{t('result.errorText')}</p>
      <a href="/">{t('result.backHome')}</a>
    </main>
  );
}

/** Shown while the first route's code and data load; the page's own skeletons take over from there. */
export function FirstLoad() {
  return (
    <div className="portal-first-load" role="status" aria-live="polite">
      <span className="portal-first-load__dot" />
    </div>
  );
}
