import { theme } from 'antd';
import type { CSSProperties } from 'react';

/** The antd theme's colours as the --dashboard-* variables dashboard.css reads (the dashboard and the aging query). */
export function useDashboardColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--dashboard-primary': token.colorPrimary,
    '--dashboard-primary-bg': token.colorPrimaryBg,
    '--dashboard-border': token.colorBorderSecondary,
    '--dashboard-bg': token.colorBgContainer,
    '--dashboard-text': token.colorText,
    '--dashboard-text-secondary': token.colorTextSecondary,
    '--dashboard-fill': token.colorFillQuaternary,
  } as CSSProperties;
}
