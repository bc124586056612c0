import { Modal, Segmented, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../layout-settings.tsx';
import { SettingRow } from './setting-row.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

/** Spec 2 "Layout settings dialog": colour weakness, theme colour, style and navigation. */
export function LayoutSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { settings, update } = useLayoutSettings();
  const styleLabel = useId();
  const navLabel = useId();
  return (
    <Modal open={open} onCancel={onClose} title={t('layoutDialog.title')} footer={null} width={480} destroyOnHidden>
      <SettingRow label={t('layoutDialog.colourWeakness')}>
        {(id) => <Switch id={id} checked={settings.isFeeble} onChange={(on) => update({ isFeeble: on })} />}
      </SettingRow>
      <ThemeSwatches />
      <h3 id={styleLabel} className="portal-setting-heading">
        {t('layoutDialog.style')}
      </h3>
      <Segmented
        aria-labelledby={styleLabel}
        value={settings.isDeep ? 'dark' : 'light'}
        onChange={(value) => update({ isDeep: value === 'dark' })}
        options={[
          { value: 'light', label: t('layoutDialog.light') },
          { value: 'dark', label: t('layoutDialog.dark') },
        ]}
      />
      <h3 id={navLabel} className="portal-setting-heading">
        {t('layoutDialog.navigation')}
      </h3>
      <Segmented
        aria-labelledby={navLabel}
        value={settings.isHorizontal ? 'top' : 'left'}
        onChange={(value) => update({ isHorizontal: value === 'top' })}
        options={[
          { value: 'left', label: t('layoutDialog.left') },
          { value: 'top', label: t('layoutDialog.top') },
        ]}
      />
    </Modal>
  );
}
