import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useLayoutSettings } from '../layout-settings.tsx';

/** Names for the eight presets (Ant Design's palette names), so the choice is not colour alone. */
const COLOR_NAMES: Record<(typeof THEME_PRESETS)[number], string> = {
  '#1890FF': 'blue',
  '#E60000': 'red',
  '#FA541C': 'volcano',
  '#FAAD14': 'gold',
  '#13C2C2': 'cyan',
  '#52C41A': 'green',
  '#2F54EB': 'geekblue',
  '#722ED1': 'purple',
};

/**
 * The theme colour choice shared by the settings drawer and the layout settings dialog:
 * native radio buttons (arrow keys move between them), drawn as swatches.
 */
export function ThemeSwatches() {
  const { t } = useTranslation('layout');
  const { settings, update } = useLayoutSettings();
  const group = useId();
  return (
    <fieldset className="portal-swatches">
      <legend className="portal-setting-heading">{t('settings.themeColor')}</legend>
      {THEME_PRESETS.map((color) => {
        const name = t(`colors.${COLOR_NAMES[color]}`);
        const checked = settings.theme === color;
        return (
          <Tooltip key={color} title={name}>
            <label className="portal-swatch" style={{ background: color, outlineColor: color }}>
              <input
                type="radio"
                name={group}
                value={color}
                checked={checked}
                aria-label={name}
                className="portal-swatch__input"
                onChange={() => update({ theme: color })}
              />
              {checked && <CheckOutlined aria-hidden />}
            </label>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
