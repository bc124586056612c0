import { call } from '@/lib/api-client.ts';

/** Stock received (a positive quantity) or written off (negative) (mall/addGiftStock). */
export const addGiftStock = (id: number, quantity: number | null) => call<{ stock: number }>('mall/addGiftStock', { id, quantity });
