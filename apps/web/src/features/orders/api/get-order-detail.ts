import type { OrderDetail } from '@portal/shared/order-manage';
import { call } from '@/lib/api-client.ts';

/** One order as the detail drawer and the edit form read it (getOrderDetail). */
export const fetchOrderDetail = (waybillNo: string) => call<OrderDetail>('getOrderDetail', { waybillNo });
