import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import { installProblemLog } from './lib/problem-log.ts';
import { installUnloadLogout } from './lib/unload-logout.ts';
import './styles.css';

installUnloadLogout();
installProblemLog();

// Texts first, so the first paint is already in the user's language.
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
