import { call } from '@/lib/api-client.ts';

/** Moves a booking to another window or day (updateReserveInfo). */
export const updateReserveInfo = (id: number, day: string, window: string) => call('updateReserveInfo', { id, day, window });
