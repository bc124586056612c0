import { useSyncExternalStore } from 'react';

/** The kit's phone width (its CSS's breakpoint too): filters fold behind a button, rows become cards. */
const query = '(max-width: 767.98px)';

const subscribe = (onChange: () => void): (() => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Read synchronously, so a phone never draws the table first and then the cards. */
export const usePhone = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
