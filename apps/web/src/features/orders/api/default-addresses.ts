import type { AddressRow } from '@portal/shared/address';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ADDRESSES_KEY } from '@/components/address-kit';
import { call } from '@/lib/api-client.ts';

/** The default sender and receiver the form starts from. */
export const useDefaultAddresses = () =>
  useQuery({
    queryKey: DEFAULT_ADDRESSES_KEY,
    queryFn: () => call<{ sender: AddressRow | null; receiver: AddressRow | null }>('getDefaultAddress'),
    staleTime: 60_000,
  });
