import { call } from '@/lib/api-client.ts';

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
