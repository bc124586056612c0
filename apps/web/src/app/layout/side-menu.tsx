import { Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTheme } from './menu-theme.tsx';
import { useMenuItems } from './use-menu-items.tsx';

/** The sidebar menu: one group open at a time, the current page's group opened (spec 2). */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const { items, selectedKeys, activeGroupKey, onClick } = useMenuItems();
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroupKey ? [activeGroupKey] : []);
  useEffect(() => {
    if (activeGroupKey) setOpenKeys([activeGroupKey]);
  }, [activeGroupKey]);
  return (
    <nav aria-label={t('sidebar.menu')} className="portal-side-menu">
      <MenuTheme>
        <Menu
          mode="inline"
          style={{ borderInlineEnd: 'none' }}
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selectedKeys}
          openKeys={openKeys}
          onOpenChange={(keys) => setOpenKeys((open) => keys.filter((k) => !open.includes(k)).slice(-1))}
          onClick={onClick}
        />
      </MenuTheme>
    </nav>
  );
}
