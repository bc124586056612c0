import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './keys.ts';

/** The commerce order list (list-kit's getCommerceOrders) shows what an import or a shipment changed. */
export const refreshCommerceOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.commerceOrders() });
