import type { PriceBreakdown } from '@portal/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client.ts';
import { fetchFreight } from '../api.ts';
import { useSettled } from '../use-settled.ts';
import { type OrderFormValues, priceDraft } from './order-form.ts';

/**
 * The price of a domestic order form as it stands (getFreight: the server's tariffs and rules), asked
 * once typing pauses; `waiting` while the form is not complete enough to price.
 */
export function useOrderPrice(values: Partial<OrderFormValues>) {
  const settledKey = useSettled(JSON.stringify(priceDraft(values)));
  const price = useQuery<PriceBreakdown, ApiError>({
    queryKey: ['freight', settledKey],
    queryFn: ({ signal }) => fetchFreight(JSON.parse(settledKey), signal),
    enabled: settledKey !== 'null',
    retry: false,
    staleTime: 60_000,
  });
  return { price, waiting: settledKey === 'null' };
}
