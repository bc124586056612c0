import type { ExpressTypeLimit } from '@portal/shared/user-info';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** A product open to the customer, with its limits and name in the interface language. */
export interface BusinessProduct extends ExpressTypeLimit {
  code: string;
  name: string;
  volumetricDivisor: number;
}

export const useBusinessProducts = () =>
  useQuery({ queryKey: orderKeys.products, queryFn: () => call<BusinessProduct[]>('getBusinessProducts'), staleTime: 10 * 60_000 });
