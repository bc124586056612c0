import { useSyncExternalStore } from 'react';

/** Below 992 px the shell is in mobile mode (spec 9): the sidebar becomes a drawer. */
const query = '(max-width: 991.98px)';

const subscribe = (onChange: () => void): (() => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

// Read synchronously, so a phone never flashes the desktop sidebar on the first paint.
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
