import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online: the map's tiles come from the internet, the list does not. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
