import type { PickupReservation } from '@portal/shared/pickup-reservations';
import { call } from '@/lib/api-client.ts';

type Booking = Omit<PickupReservation, 'id' | 'status' | 'changeable'>;

/** Books a courier for a window of a day (addReserveInfo; the portal sends no remark). */
export const addReserveInfo = (booking: Booking) => call('addReserveInfo', { ...booking, remark: '' });
