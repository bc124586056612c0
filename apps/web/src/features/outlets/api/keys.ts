import type { OutletSearchParameter } from '@portal/shared/network';

/** The outlet finder's query keys: one per search as typed. */
export const outletKeys = {
  search: (search: Partial<OutletSearchParameter>) => ['outlets', search] as const,
};
