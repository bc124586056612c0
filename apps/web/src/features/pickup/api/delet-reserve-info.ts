import { call } from '@/lib/api-client.ts';

/** Cancels a booking before its window's cut-off (the server's call is spelled deletReserveInfo). */
export const deletReserveInfo = (id: number) => call('deletReserveInfo', { id });
