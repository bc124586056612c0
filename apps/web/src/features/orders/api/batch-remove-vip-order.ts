import { call } from '@/lib/api-client.ts';

/** Pre-orders deleted (batchRemoveVipOrder). */
export const batchRemoveVipOrder = (ids: number[]) => call<{ removed: number }>('batchRemoveVipOrder', { ids });
