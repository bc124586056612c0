import type { AddressRow } from '@portal/shared/address';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** The default entry of each book (null where none is set). */
export interface DefaultAddresses {
  sender: AddressRow | null;
  receiver: AddressRow | null;
  international: AddressRow | null;
}

/** The address screens invalidate this key after a change, so the panel shows the new default. */
const defaultAddressesKey = ['defaultAddresses'] as const;

export const useDefaultAddresses = () =>
  useQuery({ queryKey: defaultAddressesKey, queryFn: () => call<DefaultAddresses>('getDefaultAddress'), staleTime: 0 });
