import { Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProfilePanelContent } from './components/profile-panel-content.tsx';

const PANEL_WIDTH = 440;

/** The user detail panel opened from the user menu (spec 2 "Shell"); full width on a phone. */
export function ProfilePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const screens = Grid.useBreakpoint();
  return (
    <Drawer open={open} onClose={onClose} title={t('panel.title')} size={screens.sm === false ? '100%' : PANEL_WIDTH} destroyOnHidden>
      <ProfilePanelContent onNavigate={onClose} />
    </Drawer>
  );
}
