import type { OrderDetail, OrderPlainText, PlainTextType } from '@portal/shared/order-manage';
import type { Accessory, orderAppendixParameter } from '@portal/shared/pre-orders';
import type { z } from 'zod';
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

/** An order's appendixes (issue 16): its extra named fields and the library files attached to it. */
export interface OrderAppendixes {
  waybillNo: string;
  fields: { name: string; value: string }[];
  files: Accessory[];
}
export const fetchAppendixes = (waybillNo: string) => call<OrderAppendixes>('getOrderAppendixs', { waybillNo });
export const saveAppendixes = (parameter: z.input<typeof orderAppendixParameter>) =>
  call<{ waybillNo: string }>('insOrUpdateOrderAppendixs', parameter);
/** The customer's attachment library, to attach from. */
export const fetchAccessories = () => call<Accessory[]>('getAccessoryList', {});
