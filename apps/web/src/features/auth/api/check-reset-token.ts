import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { authKeys } from './keys.ts';

/** Says at once whether a reset link is still good, and whose password it resets. */
const checkResetToken = (token: string) => call<{ loginCode: string }>('password/checkResetToken', { token }, { anonymous: true });

export const useCheckResetToken = (token: string) =>
  useQuery({ queryKey: authKeys.resetToken(token), queryFn: () => checkResetToken(token), enabled: !!token, gcTime: 0 });
