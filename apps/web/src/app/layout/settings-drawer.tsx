import { Drawer, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_SIZES, type LayoutSettings, useLayoutSettings } from '../layout-settings.tsx';
import { SettingRow } from './setting-row.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

type Toggle = keyof Pick<LayoutSettings, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'longTips'>;
// longTips: a user who reads slowly keeps every message on screen longer (WCAG 2.2.1).
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'longTips'];

/** Spec 2 "Settings drawer": theme colour, the three page switches and the size of the controls (spec 4). */
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
      <section>
        <h3 className="portal-setting-heading" id="portal-setting-size">
          {t('settings.size')}
        </h3>
        <Radio.Group
          aria-labelledby="portal-setting-size"
          optionType="button"
          value={settings.size}
          onChange={(e) => update({ size: e.target.value })}
          options={CONTROL_SIZES.map((size) => ({ value: size, label: t(`settings.sizes.${size}`) }))}
        />
      </section>
    </Drawer>
  );
}
