import type { InternationalOrderInput } from '@portal/shared/order-international';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import type { PricedShipment } from '@portal/shared/promotions';
import { call } from '@/lib/api-client.ts';

/** The price of the order as filled so far (getFreight): the server's tariffs and rules. */
export const fetchFreight = (draft: Partial<InsertOrderParameter>, signal?: AbortSignal) =>
  call<PricedShipment>('getFreight', draft, { signal });

/** The price abroad of the order as filled so far (getInternationalFreight). */
export const fetchInternationalFreight = (draft: Partial<InternationalOrderInput>, signal?: AbortSignal) =>
  call<PricedShipment>('getInternationalFreight', draft, { signal });
