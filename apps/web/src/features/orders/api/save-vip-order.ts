import type { PreOrderFields } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** A new pre-order saved, not yet placed (saveVipOrder; issue 16). */
export const saveVipOrder = (order: PreOrderFields) => call<{ id: number }>('saveVipOrder', { order });
