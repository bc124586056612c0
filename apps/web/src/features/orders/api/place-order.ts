import type { InsertInternationalOrderParameter } from '@portal/shared/order-international';
import type { MultiTicketResult, multiTicketParameter } from '@portal/shared/order-multi';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import type { PriceBreakdown } from '@portal/shared/pricing';
import type { z } from 'zod';
import { call, Timeout } from '@/lib/api-client.ts';

export interface PlacedOrder {
  waybillNo: string;
  status: string;
  price: PriceBreakdown;
  created: boolean;
}

export const placeOrder = (order: InsertOrderParameter) => call<PlacedOrder>('insertOrder', order);

export const placeInternationalOrder = (order: InsertInternationalOrderParameter) => call<PlacedOrder>('insertInternationalOrder', order);

/** One sender, many receivers (getMultipleVotes): each row placed or refused on its own. */
export const placeMultiTicket = (parameter: Partial<z.input<typeof multiTicketParameter>>) =>
  call<{ placed: number; refused: number; results: MultiTicketResult[] }>('getMultipleVotes', parameter, { timeoutMs: Timeout.import });
