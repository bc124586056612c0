import type { GiftDeliveryStep } from '@portal/shared/mall';
import { call } from '@/lib/api-client.ts';

/** An exchange sent out under a waybill, or recorded delivered (mall/moveGiftDelivery). */
export const moveGiftDelivery = (step: { id: number; status: GiftDeliveryStep; waybillNo?: string }) => call('mall/moveGiftDelivery', step);
