import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { userInfoQuery } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';
import { profileKeys } from './keys.ts';

/** Binds the e-mail a password reset link is sent to (main accounts only). */
const updateUserEmail = (cusEmail: string) => call<{ cusEmail: string }>('updateUserEmail', { cusEmail });

export const useUpdateUserEmail = () =>
  useMutation({
    mutationFn: updateUserEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.customerEmails() }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]),
  });
