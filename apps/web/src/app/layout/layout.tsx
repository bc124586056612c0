import { useCallback, useState } from 'react';
import { AntdProvider } from '../antd-provider.tsx';
import { type SessionExit, SessionExitContext } from './session-exit.ts';
import { SessionExitScreen } from './session-exit-screen.tsx';
import { Shell } from './shell.tsx';
import './layout.css';

/**
 * The layout route (react-router lazy module): the shell while signed in; when the session
 * ends, the shell is unmounted before anything is cleared (see SessionExitScreen).
 */
export function Component() {
  const [exit, setExit] = useState<SessionExit | null>(null);
  // The first reason wins: a forced logout arriving while the user logs out changes nothing.
  const leave = useCallback((next: SessionExit) => setExit((current) => current ?? next), []);
  return (
    <AntdProvider>
      {exit ? (
        <SessionExitScreen exit={exit} />
      ) : (
        <SessionExitContext value={leave}>
          <Shell />
        </SessionExitContext>
      )}
    </AntdProvider>
  );
}
