/** Monthly pickup's query keys: the schedule with the days it booked. */
export const monthlyPickupKeys = {
  view: ['getMonthlyPickup'] as const,
};
