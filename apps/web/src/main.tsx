import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAntdLocale, Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { currentLang, i18nReady } from './lib/i18n.ts';
import './styles.css';

// Texts first, so the first paint is already in the user's language.
const [, locale] = await Promise.all([i18nReady, loadAntdLocale(currentLang())]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers locale={locale}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
