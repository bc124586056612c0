import type { PreOrderFields } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** A saved pre-order replaced by the dialog's fields (editVipOrder). */
export const editVipOrder = (id: number, order: PreOrderFields) => call<{ id: number }>('editVipOrder', { id, order });
