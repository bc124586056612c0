import type { PreOrderFields, PreOrderStatus } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** A saved pre-order with its status and, once placed, its waybill (getVipOrderById). */
export const getVipOrderById = (id: number) =>
  call<{ id: number; status: PreOrderStatus; waybillNo: string | null; order: PreOrderFields }>('getVipOrderById', { id });
