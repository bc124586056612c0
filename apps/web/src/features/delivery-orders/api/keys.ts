import type { DoListParameter } from '@portal/shared/delivery-order';

/** The DO lists' query keys: every DO list loads again after an import, a binding, a print or a cancel. */
export const doKeys = {
  lists: ['doinfoOrder/list'] as const,
  list: (parameter: Partial<DoListParameter>) => [...doKeys.lists, parameter] as const,
};
