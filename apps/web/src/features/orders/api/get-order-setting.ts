import type { OrderSetting } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** The fields every new pre-order starts with (getOrderSetting). */
export const getOrderSetting = () => call<OrderSetting>('getOrderSetting');
