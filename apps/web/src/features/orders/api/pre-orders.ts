import type {
  OrderSetting,
  PreOrderFields,
  PreOrderStatus,
  PreOrderSubmitResult,
  SmartOrder,
  SmartOrderPreset,
} from '@portal/shared/pre-orders';
import { call, Timeout } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './keys.ts';

/** Pre-orders (issue 16): one function per call. */
export const saveVipOrder = (order: PreOrderFields) => call<{ id: number }>('saveVipOrder', { order });
export const editVipOrder = (id: number, order: PreOrderFields) => call<{ id: number }>('editVipOrder', { id, order });
/** One list row edited in place: only the fields given change. */
export const editVipOrderRow = (id: number, changes: { receiverName?: string; goodsName?: string; weightG?: number }) =>
  call<{ id: number }>('editVipOrderRow', { id, changes });
export const getVipOrderById = (id: number) =>
  call<{ id: number; status: PreOrderStatus; waybillNo: string | null; order: PreOrderFields }>('getVipOrderById', { id });
export const batchEditVipOrder = (ids: number[], changes: Partial<PreOrderFields>) =>
  call<{ edited: number }>('batchEditVipOrder', { ids, changes });
export const batchRemoveVipOrder = (ids: number[]) => call<{ removed: number }>('batchRemoveVipOrder', { ids });
export const batchSubmitVipOrder = (ids: number[]) =>
  call<{ placed: number; refused: number; results: PreOrderSubmitResult[] }>('batchSubmitVipOrder', { ids }, { timeoutMs: Timeout.import });
export const getVipOrderPlainText = (id: number, queryType: 'receiverTel' | 'receiverAddress') =>
  call<{ text: string }>('getVipOrderPlainText', { id, queryType });
export const getOrderSetting = () => call<OrderSetting>('getOrderSetting');
export const saveOrderSetting = (setting: OrderSetting) => call<OrderSetting>('saveOrderSetting', { setting });

/** The pre-order list and its counts load again after a change. */
export const invalidatePreOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.lists });

/** Smart orders: presets that fill a new order. */
export const smartOrderList = () => call<SmartOrder[]>('smartOrderList');
export const addSmartOrder = (name: string, preset: SmartOrderPreset) => call<{ id: number }>('addSmartOrder', { name, preset });
export const deleteSmartOrder = (id: number) => call<{ id: number }>('deleteSmartOrder', { id });
export const updateSmartOrder = (id: number, name: string, preset: SmartOrderPreset) =>
  call<{ id: number }>('updateSmartOrder', { id, name, preset });
