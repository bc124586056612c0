import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './keys.ts';

/** After a change the pre-order list (list-kit's getVipOrderList) and its counts load again: every list, as before. */
export const invalidatePreOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.lists });
