/** Tracking's query keys: the public page's one waybill (the customer's own search is a mutation, not cached). */
export const trackingKeys = {
  publicWaybill: (waybillNo: string) => ['trackWaybill', waybillNo] as const,
};
