import { Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LayoutSettings, useLayoutSettings } from '../layout-settings.tsx';
import { SettingRow } from './setting-row.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

type Toggle = keyof Pick<LayoutSettings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** Spec 2 "Settings drawer": theme colour and the three page switches. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { settings, update } = useLayoutSettings();
  return (
    <Drawer open={open} onClose={onClose} size={300} title={t('settings.title')} destroyOnHidden>
      <ThemeSwatches />
      <section>
        <h3 className="portal-setting-heading">{t('settings.pageLayout')}</h3>
        {TOGGLES.map((key) => (
          <SettingRow key={key} label={t(`settings.${key}`)}>
            {(id) => <Switch id={id} checked={settings[key]} onChange={(on) => update({ [key]: on })} />}
          </SettingRow>
        ))}
      </section>
    </Drawer>
  );
}
