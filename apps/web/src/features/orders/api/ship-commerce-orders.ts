import type { CommerceShipResult } from '@portal/shared/marketplace';
import { call } from '@/lib/api-client.ts';

/** Commerce orders placed as courier orders, at one weight if given (shipCommerceOrders). */
export const shipCommerceOrders = (ids: number[], weightKg: number | null) =>
  call<{ placed: number; refused: number; results: CommerceShipResult[] }>('shipCommerceOrders', { ids, weightKg });
