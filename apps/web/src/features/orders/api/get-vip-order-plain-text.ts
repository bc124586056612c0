import { call } from '@/lib/api-client.ts';

/** A pre-order's receiver phone or address unmasked, on request (getVipOrderPlainText). */
export const getVipOrderPlainText = (id: number, queryType: 'receiverTel' | 'receiverAddress') =>
  call<{ text: string }>('getVipOrderPlainText', { id, queryType });
