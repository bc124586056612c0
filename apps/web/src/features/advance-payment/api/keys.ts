import type { FilterValues } from '@/components/list-kit/filters.ts';

/** The prepaid account's query keys; the enums are per interface language. */
export const advancePaymentKeys = {
  all: ['advancePayment'] as const,
  feeTypes: (lang: string) => [...advancePaymentKeys.all, 'feeTypes', lang] as const,
  categories: (lang: string) => [...advancePaymentKeys.all, 'categories', lang] as const,
  totals: (filters: FilterValues) => [...advancePaymentKeys.all, 'totals', filters] as const,
  closeApplies: () => [...advancePaymentKeys.all, 'closeApplies'] as const,
};
