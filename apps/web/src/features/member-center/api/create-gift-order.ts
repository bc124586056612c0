import type { CreateGiftOrderInput } from '@portal/shared/mall';
import { call } from '@/lib/api-client.ts';

/** `mall/createGiftOrder`: exchanges points for a gift sent to the receiver given. */
export const createGiftOrder = (input: CreateGiftOrderInput) =>
  call<{ orderNo: string; points: number; stock: number }>('mall/createGiftOrder', input);
