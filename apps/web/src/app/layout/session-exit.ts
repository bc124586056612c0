import { createContext, useContext } from 'react';

/** How the signed-in shell is left: the user logs out, the session expired, or it was ended. */
export type SessionExit = { reason: 'logout' } | { reason: 'expired' } | { reason: 'forced'; message: string };

export const SessionExitContext = createContext<(exit: SessionExit) => void>(() => undefined);

/** Leaves the shell; anything inside the layout may ask for it. */
export const useSessionExit = (): ((exit: SessionExit) => void) => useContext(SessionExitContext);
