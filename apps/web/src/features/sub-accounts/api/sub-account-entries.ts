import type { addUserParameter, SubAccountRow, updateUserParameter } from '@portal/shared/sub-account';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

export const addSubAccount = (parameter: z.input<typeof addUserParameter>) => call<SubAccountRow>('addUser', parameter);
export const updateSubAccount = (parameter: z.input<typeof updateUserParameter>) => call<SubAccountRow>('updateUser', parameter);
export const deleteSubAccounts = (ids: number[]) => call<null>('deleteUser', { ids });
