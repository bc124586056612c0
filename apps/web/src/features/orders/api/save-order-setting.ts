import type { OrderSetting } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** Saves the fields every new pre-order starts with (saveOrderSetting). */
export const saveOrderSetting = (setting: OrderSetting) => call<OrderSetting>('saveOrderSetting', { setting });
