import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SidebarPanel } from './sidebar-panel.tsx';

/** On a phone, the sidebar in a drawer from the left (spec 4); shell.tsx loads it when first opened. */
export function SidebarDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      title={null}
      rootClassName="portal-sidebar-drawer"
      aria-label={t('sidebar.menu')}
    >
      <SidebarPanel collapsed={false} />
    </Drawer>
  );
}
