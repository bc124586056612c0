import type { addUserParameter, SubAccountRow, subAccountPasswordParameter, updateUserParameter } from '@portal/shared/sub-account';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

/** A menu group the main account may grant pages of, with those pages (names in the request language). */
export interface GrantableGroup {
  id: number;
  name: string;
  path: string;
  children: { id: number; name: string; path: string }[];
}

export const addSubAccount = (parameter: z.input<typeof addUserParameter>) => call<SubAccountRow>('addUser', parameter);
export const updateSubAccount = (parameter: z.input<typeof updateUserParameter>) => call<SubAccountRow>('updateUser', parameter);
export const deleteSubAccounts = (ids: number[]) => call<null>('deleteUser', { ids });
export const resetSubAccountPassword = (parameter: z.infer<typeof subAccountPasswordParameter>) =>
  call<null>('updateSubAccountPassWord', parameter);

export const useGrantableFuncs = () =>
  useQuery({ queryKey: ['subAccounts', 'grantable'], queryFn: () => call<GrantableGroup[]>('getGrantableFuncs'), staleTime: 60_000 });
