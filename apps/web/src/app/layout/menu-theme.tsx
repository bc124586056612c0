import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The menus mark the current page with the theme colour as a background and a bar, and keep
 * the text in the normal text colour: several presets (gold, cyan, green) and every colour in
 * dark mode are too light for readable coloured text.
 */
export function MenuTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            itemSelectedColor: token.colorText,
            subMenuItemSelectedColor: token.colorText,
            horizontalItemSelectedColor: token.colorText,
            itemSelectedBg: token.colorPrimaryBg,
            activeBarWidth: 3,
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
