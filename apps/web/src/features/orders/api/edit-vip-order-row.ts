import { call } from '@/lib/api-client.ts';

/** One list row edited in place: only the fields given change (editVipOrderRow). */
export const editVipOrderRow = (id: number, changes: { receiverName?: string; goodsName?: string; weightG?: number }) =>
  call<{ id: number }>('editVipOrderRow', { id, changes });
