import type { OrderDetail, OrderPlainText, PlainTextType } from '@portal/shared/order-manage';
import { call } from '@/lib/api-client.ts';

export const fetchOrderDetail = (waybillNo: string) => call<OrderDetail>('getOrderDetail', { waybillNo });

/** One order's receiver phone or address in full; the server records who asked. */
export const fetchPlainText = (billCode: string, queryType: PlainTextType) =>
  call<OrderPlainText>('getOrderPlainText', { billCode, queryType });

/** A customs line as stored (getOrderCustoms): money in sen, the unit weight in grams. */
export interface StoredCustomsLine {
  lineNo: number;
  description: string;
  hsCode: string;
  origin: string;
  checkNumber: string;
  unitPriceSen: number;
  quantity: number;
  weightG: number;
}
export const fetchOrderCustoms = (waybillNo: string) => call<StoredCustomsLine[]>('getOrderCustoms', { waybillNo });
