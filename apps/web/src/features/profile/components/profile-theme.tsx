import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Labels and hints in the secondary text colour rather than antd's lighter "description" and
 * "tertiary" greys, and field errors in the darker error red: antd's defaults fall below a 4.5:1
 * contrast on white (axe checks these screens). Derived from the current theme, so dark works too.
 */
export function ProfileTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <ConfigProvider
      theme={{
        token: { colorTextDescription: token.colorTextSecondary, colorError: token.colorErrorTextActive },
        components: { Descriptions: { labelColor: token.colorTextSecondary } },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
