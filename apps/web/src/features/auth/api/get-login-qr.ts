import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

export interface LoginQr {
  qrUuid: string;
  /** The address the QR code holds: /qrConfirm?uuid=..., opened on a logged-in phone. */
  qrUrl: string;
  /** PNG data URL. */
  qrImage: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

const loginQrQuery = queryOptions({
  queryKey: authKeys.loginQr(),
  queryFn: () => call<LoginQr>('getLoginQr', {}, { method: 'GET', anonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
  // A code shown once must never come back from the cache: reopening the tab asks for a new one.
  gcTime: 0,
});

export const useLoginQr = () => useQuery(loginQrQuery);
