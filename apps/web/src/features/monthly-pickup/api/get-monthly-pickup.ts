import type { MonthlyPickupView } from '@portal/shared/monthly-pickup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { monthlyPickupKeys } from './keys.ts';

/** The customer's standing weekly schedule and the days it booked (getMonthlyPickup). */
export const monthlyPickupQuery = queryOptions({
  queryKey: monthlyPickupKeys.view,
  queryFn: () => call<MonthlyPickupView>('getMonthlyPickup'),
});

export const useMonthlyPickup = () => useQuery(monthlyPickupQuery);
