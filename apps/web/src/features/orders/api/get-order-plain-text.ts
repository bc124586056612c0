import type { OrderPlainText, PlainTextType } from '@portal/shared/order-manage';
import { call } from '@/lib/api-client.ts';

/** One order's receiver phone or address in full; the server records who asked (getOrderPlainText). */
export const fetchPlainText = (billCode: string, queryType: PlainTextType) =>
  call<OrderPlainText>('getOrderPlainText', { billCode, queryType });
