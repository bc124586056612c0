import { RightOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@portal/shared/menu';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/menu-icon.tsx';
import { buildMenuTree } from '@/lib/menu-tree.ts';

/** How many pages of each group the dashboard offers; the menu holds the rest. */
const PAGES_PER_GROUP = 4;

/** One card per menu group with its first pages, exactly as the user's menu holds them. */
export function ShortcutGrid({ funcs }: { funcs: MenuEntry[] }) {
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
          const more = group.pages.length - PAGES_PER_GROUP;
          return (
            <article key={group.id} className="dashboard-shortcut" aria-labelledby={`dashboard-group-${group.id}`}>
              <h3 id={`dashboard-group-${group.id}`} className="dashboard-shortcut__title">
                <span className="dashboard-shortcut__icon" aria-hidden>
                  <MenuIcon groupKey={group.key} />
                </span>
                {group.title}
              </h3>
              <ul className="dashboard-shortcut__pages">
                {group.pages.slice(0, PAGES_PER_GROUP).map((page) => (
                  <li key={page.id}>
                    <Link to={page.path} className="dashboard-shortcut__link">
                      <span>{page.title}</span>
                      <RightOutlined aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="dashboard-shortcut__more">{t('morePages', { count: more })}</p>}
            </article>
          );
        })}
      </div>
    </section>
  );
}
