import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { userInfoQuery } from '@/lib/auth.ts';

/** Signs the VIP agreement for the customer, then reloads the user info that gates the shell. */
export function useAgreeVipAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('agreeSignNDA'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}
