import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The public pages live outside the menu, so each names itself in the browser tab. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
}
