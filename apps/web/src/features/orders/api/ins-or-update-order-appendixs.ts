import type { orderAppendixParameter } from '@portal/shared/pre-orders';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

/** An order's appendixes saved whole (insOrUpdateOrderAppendixs). */
export const saveAppendixes = (parameter: z.input<typeof orderAppendixParameter>) =>
  call<{ waybillNo: string }>('insOrUpdateOrderAppendixs', parameter);
