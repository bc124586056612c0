import type { LoginParameter } from '@portal/shared/account';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call, Timeout } from '@/lib/api-client.ts';
import type { SessionReply } from './session-reply.ts';

interface LoginReply extends SessionReply {
  /** True after 3 failures in a row: the next attempt must carry an image code. */
  needImgCode: boolean;
}

const login = (parameter: LoginParameter): Promise<LoginReply> =>
  call<LoginReply>('login', parameter, { anonymous: true, timeoutMs: Timeout.order });

/** A refused login says in its data whether the image code is now demanded (10001/10002/10003). */
export const refusalNeedsImgCode = (err: unknown): boolean =>
  err instanceof ApiError && (err.data as { needImgCode?: unknown } | null)?.needImgCode === true;

export const useLogin = () => useMutation({ mutationFn: login });
