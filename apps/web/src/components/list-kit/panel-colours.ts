import { theme } from 'antd';
import type { CSSProperties } from 'react';

/** The theme's colours as the CSS variables of the column panels (column settings, export dialog). */
export function usePanelColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--list-kit-border': token.colorBorderSecondary,
    '--list-kit-fill': token.colorFillQuaternary,
    '--list-kit-primary': token.colorPrimary,
    '--list-kit-text-secondary': token.colorTextSecondary,
    '--list-kit-radius': `${token.borderRadius}px`,
  } as CSSProperties;
}
