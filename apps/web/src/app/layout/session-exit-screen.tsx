import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tellLoginPage } from '@/app/guards.ts';
import { clearSession, logout } from '@/lib/auth.ts';
import type { SessionExit } from './session-exit.ts';

/**
 * Shown instead of the shell while the session is ended. The shell is unmounted first: its
 * pages read the user info, and clearing the session under them would make them fetch it
 * again without a token. Logout and forced logout go to /login; expiry reloads, so the guard
 * sends the user to /login and back to this page afterwards (spec 8).
 */
export function SessionExitScreen({ exit }: { exit: SessionExit }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (exit.reason === 'forced') {
        clearSession();
        // Said on the login page: a toast here would go with the shell.
        tellLoginPage(exit.message);
      } else {
        await logout();
      }
      if (exit.reason === 'expired') window.location.reload();
      else navigate('/login', { replace: true });
    })();
  }, [exit, navigate]);
  return <Spin fullscreen tip={t('session.leaving')} />;
}
