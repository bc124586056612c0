import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** Pickup booking's query keys: the bookings are a list-kit list (findReserveInfo). */
export const pickupKeys = {
  reservations: () => listQueryKey('findReserveInfo'),
};
