import type { SmartOrder } from '@portal/shared/pre-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** Smart orders: presets that fill a new order (smartOrderList, also the smart orders page's list-kit list). */
const smartOrdersQuery = queryOptions({ queryKey: orderKeys.smartOrders, queryFn: () => call<SmartOrder[]>('smartOrderList') });

export const useSmartOrders = () => useQuery(smartOrdersQuery);
