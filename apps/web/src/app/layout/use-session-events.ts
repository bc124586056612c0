import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { getToken, onSessionEnd } from '@/lib/api-client.ts';
import { useSessionExit } from './session-exit.ts';

// Module state, not component state: many calls failing together (and a remount of the
// layout in between) must still give one prompt.
let expiredPrompt: { destroy: () => void } | null = null;

/**
 * Spec 8: 70001 asks once whether to log in again (which logs out and reloads); 135010037
 * ends the session at once, shows the server's reason and goes to /login.
 */
export function useSessionEvents(): void {
  const { modal } = useFeedback();
  const leave = useSessionExit();
  const { t } = useTranslation('layout');
  useEffect(() => {
    const unsubscribe = onSessionEnd((kind, desc) => {
      // Calls still in flight after a logout fail without a token; that is not an expiry.
      if (!getToken()) return;
      if (kind === 'forced') return leave({ reason: 'forced', message: desc });
      if (expiredPrompt) return;
      expiredPrompt = modal.warning({
        title: t('session.expiredTitle'),
        content: t('session.expiredText'),
        okText: t('session.loginAgain'),
        closable: true,
        afterClose: () => {
          expiredPrompt = null;
        },
        onOk: () => leave({ reason: 'expired' }),
      });
    });
    return () => {
      unsubscribe();
      // The prompt belongs to the shell; it must not stay over the login page.
      expiredPrompt?.destroy();
      expiredPrompt = null;
    };
  }, [modal, leave, t]);
}
