import type { sendResetEmailParameter } from '@portal/shared/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

/** Same answer whether or not the account and e-mail match; a sub-account is refused. */
const sendResetEmail = (parameter: z.infer<typeof sendResetEmailParameter>) =>
  call<null>('password/sendEamil', parameter, { anonymous: true });

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
