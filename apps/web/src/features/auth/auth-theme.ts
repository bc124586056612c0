import type { ThemeConfig } from 'antd';

/**
 * The public pages keep the brand red whatever theme colour a user picked inside the portal, and
 * a darker error red: antd's default (#ff4d4f) is below 4.5:1 on white, and these pages are
 * checked with axe.
 */
export const AUTH_THEME: ThemeConfig = {
  token: { colorPrimary: '#E60000', colorError: '#cf1322', colorLink: '#c20000' },
};
