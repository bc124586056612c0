import { Code } from '@portal/shared/codes';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';
import type { SessionReply } from './session-reply.ts';

export type QrLoginStatus = 'WAITING' | 'SCANNED' | 'CONFIRMED' | 'CANCELLED';

/** CONFIRMED carries the new session; the other statuses carry only the status. */
export type QrLoginInfo = { status: Exclude<QrLoginStatus, 'CONFIRMED'> } | ({ status: 'CONFIRMED' } & SessionReply);

const POLL_MS = 2_000;

const getQrLoginInfo = (qrUuid: string, signal: AbortSignal): Promise<QrLoginInfo> =>
  call<QrLoginInfo>('getQrLoginInfo', { qrUuid }, { method: 'GET', anonymous: true, signal });

/** Errors after which asking again is pointless: the code is spent or the account is disabled. */
export const isFinalQrError = (err: unknown): boolean =>
  err instanceof ApiError && (err.code === Code.QR_EXPIRED || err.code === Code.ACCOUNT_DISABLED);

/**
 * Polls every 2 s while the code can still change. The poll stops when the component using it
 * unmounts (the QR tab is left) and pauses while the browser tab is hidden.
 */
export function useQrLoginInfo(qrUuid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.qrLoginInfo(qrUuid),
    queryFn: ({ signal }) => getQrLoginInfo(qrUuid!, signal),
    enabled: enabled && !!qrUuid,
    gcTime: 0,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (isFinalQrError(error)) return false;
      return data?.status === 'CONFIRMED' || data?.status === 'CANCELLED' ? false : POLL_MS;
    },
  });
}
