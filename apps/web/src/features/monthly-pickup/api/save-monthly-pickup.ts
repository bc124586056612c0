import type { MonthlyPickupInput, MonthlyPickupView } from '@portal/shared/monthly-pickup';
import { call } from '@/lib/api-client.ts';

/** Saves the schedule; the reply is the page's new view (saveMonthlyPickup). */
export const saveMonthlyPickup = (values: MonthlyPickupInput) => call<MonthlyPickupView>('saveMonthlyPickup', values);
