import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useTrailOf } from './use-page-titles.ts';

/** Group name / page name from the menu, or the dashboard's name (spec 2). */
export function PageBreadcrumb() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const trail = useTrailOf(pathname);
  if (!trail) return null;
  const items = trail.group ? [{ title: trail.group }, { title: trail.title }] : [{ title: trail.title }];
  return (
    <nav aria-label={t('a11y.breadcrumb')} className="portal-breadcrumb portal-hide-mobile">
      <Breadcrumb items={items} />
    </nav>
  );
}
