import type { ContractStatus } from '@portal/shared/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The current contract and whether to ask about its renewal (main accounts only). */
export const useContractStatus = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.contract(),
    queryFn: () => call<ContractStatus | null>('getContractStatus'),
    enabled,
    staleTime: 10 * 60_000,
  });

/** Agrees to or refuses the renewal; the answer replaces the status. */
export function useAnswerRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (agree: boolean) => call<ContractStatus>(agree ? 'agreeToRenew' : 'refuseToRenew'),
    onSuccess: (status) => client.setQueryData(dashboardKeys.contract(), status),
  });
}
