import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/app/guards.ts';
import { saveSession } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { authKeys } from './api/keys.ts';
import type { SessionReply } from './api/session-reply.ts';

/** What the password form adds to a login: the code typed and whether to remember it. */
export interface RememberChoice {
  loginCode: string;
  remember: boolean;
}

/**
 * The one success path of every login (password or QR, spec 4): keep the session, remember the
 * login code only for a customer who signed the VIP agreement (never the password: a deliberate
 * security decision), then go where the guard wanted to send the user.
 */
export function useCompleteLogin(): (reply: SessionReply, choice?: RememberChoice) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    (reply, choice) => {
      // Nothing of an earlier session may leak into this one (the login page's own queries stay
      // until it unmounts, so they do not refetch in between).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      saveSession(reply.token, reply.sessionId);
      if (choice && !choice.remember) local.remove(StorageKey.rememberedAccount);
      else if (choice && reply.vipAgreementSignStatus === 1) local.set(StorageKey.rememberedAccount, choice.loginCode);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    [navigate, searchParams],
  );
}
