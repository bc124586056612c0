import type { subAccountPasswordParameter } from '@portal/shared/sub-account';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

export const resetSubAccountPassword = (parameter: z.infer<typeof subAccountPasswordParameter>) =>
  call<null>('updateSubAccountPassWord', parameter);
