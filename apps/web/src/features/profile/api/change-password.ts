import type { changePasswordParameter } from '@portal/shared/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

/** 200: changed, and the server has ended every session of the account; 10001: old one wrong. */
const changePassword = (parameter: z.infer<typeof changePasswordParameter>) => call<null>('updatePassWord', parameter);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
