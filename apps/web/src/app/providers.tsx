import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '@/lib/query-client.ts';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings.tsx';

/** Colour weakness and dark style apply to the whole page, on the root element (fixed dialogs included). */
function PageMode() {
  const { settings } = useLayoutSettings();
  useEffect(() => {
    document.documentElement.classList.toggle('portal-feeble', settings.isFeeble);
    document.documentElement.dataset.theme = settings.isDeep ? 'dark' : 'light';
  }, [settings.isFeeble, settings.isDeep]);
  return null;
}

/** What every page needs. antd comes with the pages that use it (`AntdProvider`). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutSettingsProvider>
        <PageMode />
        {children}
      </LayoutSettingsProvider>
    </QueryClientProvider>
  );
}
