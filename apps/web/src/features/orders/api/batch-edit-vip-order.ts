import type { PreOrderFields } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** The same fields set on several pre-orders (batchEditVipOrder). */
export const batchEditVipOrder = (ids: number[], changes: Partial<PreOrderFields>) =>
  call<{ edited: number }>('batchEditVipOrder', { ids, changes });
