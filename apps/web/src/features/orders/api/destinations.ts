import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The destination hubs of a receiving country (getDestination). */
export const useDestinations = (countryCode: string | undefined) =>
  useQuery({
    queryKey: orderKeys.destinations(countryCode),
    queryFn: () => call<{ id: string; name: string }[]>('getDestination', { countryCode }),
    enabled: !!countryCode,
    staleTime: 10 * 60_000,
  });
