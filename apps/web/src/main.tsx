import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';
import { installProblemLog } from './lib/problem-log.ts';
import { installUnloadLogout } from './lib/unload-logout.ts';
import './styles.css';

installUnloadLogout();
installProblemLog();

// Texts first, so the first paint is already in the user's language.
await startI18n();

const root = document.getElementById('root')!;
// /login arrives already drawn (features/auth/prerender): the live page replaces it only once its
// route is ready, so the screen goes from the drawn page to the same page, never through a blank one.
// A signed-in visitor sent on to their page sees the first-load indicator at once instead.
if (root.dataset.prerendered) {
  const settled = (state: typeof router.state) => state.initialized || (state.navigation.location ?? state.location).pathname !== '/login';
  await new Promise<void>((ready) => {
    if (settled(router.state)) return ready();
    const stop = router.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      ready();
    });
  });
  root.removeAttribute('inert');
  delete root.dataset.prerendered;
}

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
