import type { FilterValues } from '@/components/list-kit/filters.ts';

/** COD management's query keys (named after its table configuration). */
export const codKeys = {
  all: ['codManagement'] as const,
  counts: (filters: FilterValues) => [...codKeys.all, 'counts', filters] as const,
};
