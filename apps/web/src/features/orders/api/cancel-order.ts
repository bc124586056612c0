import { call, Timeout } from '@/lib/api-client.ts';

export const cancelOrder = (waybillNo: string) =>
  call<{ waybillNo: string; status: string; refundedSen: number }>('cancelOrder', { waybillNo }, { timeoutMs: Timeout.order });
