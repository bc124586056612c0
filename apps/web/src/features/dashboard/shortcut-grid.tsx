import { RightOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@portal/shared/menu';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/menu-icon.tsx';
import { buildMenuTree } from '@/lib/menu-tree.ts';

/** How many pages of each group the dashboard offers; the menu holds the rest. */
const PAGES_PER_GROUP = 6;

interface ShortcutGridProps {
  funcs: MenuEntry[];
  /** Whether the portal has the page yet (`/{group}/{page}`); the others are named as not built. */
  built: (path: string) => boolean;
}

/**
 * One card per menu group of the user's menu: links to its pages the portal has, and the names of
 * those not built yet (their menu entries show a plain "not available yet" page), never a link
 * that leads nowhere in place of one that works.
 */
export function ShortcutGrid({ funcs, built }: ShortcutGridProps) {
  const { t } = useTranslation('dashboard');
  const groups = useMemo(() => buildMenuTree(funcs), [funcs]);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-shortcuts-title">
      <h2 id="dashboard-shortcuts-title" className="dashboard-section-title">
        {t('shortcuts')}
      </h2>
      <div className="dashboard-shortcuts">
        {groups.map((group) => {
          const ready = group.pages.filter((page) => built(page.path));
          const later = group.pages.filter((page) => !built(page.path));
          const more = ready.length - PAGES_PER_GROUP;
          return (
            <article key={group.id} className="dashboard-shortcut" aria-labelledby={`dashboard-group-${group.id}`}>
              <h3 id={`dashboard-group-${group.id}`} className="dashboard-shortcut__title">
                <span className="dashboard-shortcut__icon" aria-hidden>
                  <MenuIcon groupKey={group.key} />
                </span>
                {group.title}
              </h3>
              <ul className="dashboard-shortcut__pages">
                {ready.slice(0, PAGES_PER_GROUP).map((page) => (
                  <li key={page.id}>
                    <Link to={page.path} className="dashboard-shortcut__link">
                      <span>{page.title}</span>
                      <RightOutlined aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="dashboard-shortcut__more">{t('morePages', { count: more })}</p>}
              {later.length > 0 && (
                <p className="dashboard-shortcut__more" data-testid="not-built">
                  {t('notBuilt', { pages: later.map((page) => page.title).join(', ') })}
                </p>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
