import type { updateInfoParameter } from '@portal/shared/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';
import { userInfoQuery } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';

const updatePersonalInfo = (parameter: z.infer<typeof updateInfoParameter>) => call<null>('updatePersonalInfo', parameter);

/** The name and mobile shown everywhere come from the user info, so it is fetched again. */
export const useUpdatePersonalInfo = () =>
  useMutation({ mutationFn: updatePersonalInfo, onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }) });
