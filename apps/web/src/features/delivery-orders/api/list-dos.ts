import type { DoList, DoListParameter } from '@portal/shared/delivery-order';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { doKeys } from './keys.ts';

const listDos = (parameter: Partial<DoListParameter>): Promise<DoList> => call<DoList>('doinfoOrder/list', parameter);

const doListQuery = (parameter: Partial<DoListParameter>) =>
  queryOptions({ queryKey: doKeys.list(parameter), queryFn: () => listDos(parameter), placeholderData: keepPreviousData });

export const useDoList = (parameter: Partial<DoListParameter>) => useQuery(doListQuery(parameter));

/** After an import, a binding, a print or a cancel: every DO list loads again. */
export const invalidateDoLists = () => queryClient.invalidateQueries({ queryKey: doKeys.lists });
