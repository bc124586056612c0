import type { AddressRow } from '@portal/shared/address';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** The default entry of each book (null where none is set). */
export interface DefaultAddresses {
  sender: AddressRow | null;
  receiver: AddressRow | null;
  international: AddressRow | null;
}

export const useDefaultAddresses = () =>
  useQuery({ queryKey: profileKeys.defaultAddresses, queryFn: () => call<DefaultAddresses>('getDefaultAddress'), staleTime: 0 });
