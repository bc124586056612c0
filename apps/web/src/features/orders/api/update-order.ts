import type { UpdatedOrder, UpdateInternationalOrderParameter, UpdateOrderParameter } from '@portal/shared/order-edit';
import { call, Timeout } from '@/lib/api-client.ts';

/** Saves an edit of a PENDING order: repriced, the wallet moved by the difference. */
export const updateOrder = (parameter: UpdateOrderParameter) => call<UpdatedOrder>('updateOrder', parameter, { timeoutMs: Timeout.order });
export const updateInternationalOrder = (parameter: UpdateInternationalOrderParameter) =>
  call<UpdatedOrder>('updateInternationalOrder', parameter, { timeoutMs: Timeout.order });
