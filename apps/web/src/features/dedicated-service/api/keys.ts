/** Dedicated customer service's query keys: the one account manager. */
export const dedicatedServiceKeys = {
  manager: ['getDedicatedService'] as const,
};
