import type { Lang } from '@portal/shared/lang';
import { FIRST_UI_NAMESPACES, loadUiTexts } from '@portal/shared/ui-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Component as LoginPage } from '../routes/login-route.tsx';

/**
 * The login page as static markup in one language, written by the build into login.<lang>.html
 * (vite.config.ts languagePages): the browser paints the real page from the HTML and its CSS alone,
 * before a byte of JavaScript has run, and React then draws the same page over it (main.tsx).
 * The page is plain markup and CSS (no component library), so the two are the same pixels.
 */
export async function loginMarkup(lang: Lang): Promise<string> {
  const texts = await loadUiTexts(lang, FIRST_UI_NAMESPACES);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: [...FIRST_UI_NAMESPACES],
    defaultNS: 'common',
    resources: { [lang]: texts as Record<string, Record<string, string>> },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
