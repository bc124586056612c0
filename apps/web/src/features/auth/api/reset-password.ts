import type { resetPasswordParameter } from '@portal/shared/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

/** Spends the e-mailed token; the server also ends every session of the account. */
const resetPassword = (parameter: z.infer<typeof resetPasswordParameter>) =>
  call<null>('password/updatePassword', parameter, { anonymous: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
