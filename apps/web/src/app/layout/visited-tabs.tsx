import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitedTabs, type VisitedTab } from './use-visited-tabs.ts';

type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * The visited-page tabs under the top bar. Each tab has a context menu (right click, or the
 * context-menu key / Shift+F10 on a focused tab); the button at the end offers the same for
 * the current tab, for keyboards and touch screens.
 */
export function VisitedTabs() {
  const { t } = useTranslation('layout');
  const { tabs, activePath, actions } = useVisitedTabs();
  const active = tabs.find((tab) => tab.path === activePath);

  // The current tab is scrolled into view when it becomes current (the strip may overflow).
  const revealCurrent = useCallback((link: HTMLAnchorElement | null) => link?.scrollIntoView({ block: 'nearest', inline: 'nearest' }), []);

  const menuFor = (tab: VisitedTab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      ...(tab.affix ? [] : [{ key: 'close', label: t('tabs.close') }]),
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      // Spec 2: "close all" is not offered on the dashboard tab.
      ...(tab.affix ? [] : [{ key: 'closeAll', label: t('tabs.closeAll') }]),
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      actions[key as TabAction](tab);
    },
  });

  return (
    <div className="portal-tabs">
      <nav aria-label={t('tabs.label')} className="portal-tabs__scroll">
        <ul className="portal-tabs__list">
          {tabs.map((tab) => {
            const current = tab.path === activePath;
            return (
              <Dropdown key={tab.path} trigger={['contextMenu']} autoFocus menu={menuFor(tab)}>
                <li className={current ? 'portal-tab portal-tab--active' : 'portal-tab'}>
                  <Link
                    to={tab.path}
                    ref={current ? revealCurrent : undefined}
                    className="portal-tab__link"
                    aria-current={current ? 'page' : undefined}
                  >
                    {tab.title}
                  </Link>
                  {!tab.affix && (
                    <button
                      type="button"
                      className="portal-tab__close"
                      aria-label={t('tabs.closeTab', { title: tab.title })}
                      onClick={() => actions.close(tab)}
                    >
                      <CloseOutlined />
                    </button>
                  )}
                </li>
              </Dropdown>
            );
          })}
        </ul>
      </nav>
      {active && (
        <Dropdown trigger={['click']} autoFocus menu={menuFor(active)} placement="bottomRight">
          <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('tabs.actions')} className="portal-tabs__more" />
        </Dropdown>
      )}
    </div>
  );
}
