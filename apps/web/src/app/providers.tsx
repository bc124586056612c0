import type { Lang } from '@portal/shared/lang';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, theme as antTheme, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '@/lib/query-client.ts';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings.tsx';

/** antd's own texts (pagination, date pickers...) in the portal's language, loaded on demand. */
export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  switch (lang) {
    case 'zh':
      await import('dayjs/locale/zh-cn');
      return (await import('antd/es/locale/zh_CN')).default;
    case 'ml':
      await import('dayjs/locale/ms-my');
      return (await import('antd/es/locale/ms_MY')).default;
    default:
      return (await import('antd/es/locale/en_US')).default;
  }
}

function ThemedApp({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { settings } = useLayoutSettings();
  // On the root element, so fixed-position dialogs and drawers are filtered too.
  useEffect(() => {
    document.documentElement.classList.toggle('portal-feeble', settings.isFeeble);
    document.documentElement.dataset.theme = settings.isDeep ? 'dark' : 'light';
  }, [settings.isFeeble, settings.isDeep]);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: settings.isDeep ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        token: { colorPrimary: settings.theme, borderRadius: 6 },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>
        <ThemedApp locale={locale}>{children}</ThemedApp>
      </LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
