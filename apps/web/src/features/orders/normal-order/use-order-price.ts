import type { PricedShipment } from '@portal/shared/promotions';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client.ts';
import { fetchFreight } from '../api/freight.ts';
import { orderKeys } from '../api/keys.ts';
import { useSettled } from '../use-settled.ts';
import { type OrderFormValues, priceDraft } from './order-form.ts';

/**
 * The price of an order form's draft from the server (`quote`: its tariffs and rules), asked once
 * typing pauses and kept a minute a draft; `waiting` while the draft is null (not complete enough).
 */
export function useDraftPrice<D>(name: string, draft: D | null, quote: (draft: D, signal: AbortSignal) => Promise<PricedShipment>) {
  const settledKey = useSettled(JSON.stringify(draft));
  const price = useQuery<PricedShipment, ApiError>({
    queryKey: orderKeys.price(name, settledKey),
    queryFn: ({ signal }) => quote(JSON.parse(settledKey) as D, signal),
    enabled: settledKey !== 'null',
    retry: false,
    staleTime: 60_000,
  });
  return { price, waiting: settledKey === 'null' };
}

/** The price of a domestic order form as it stands (getFreight). */
export const useOrderPrice = (values: Partial<OrderFormValues>) => useDraftPrice('freight', priceDraft(values), fetchFreight);
