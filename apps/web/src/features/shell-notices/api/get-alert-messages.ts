import type { AlertMessage } from '@portal/shared/user-info';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { shellNoticeKeys } from './keys.ts';

/** Notices waiting for this user, such as the first-visit mall notice (spec 3 "Alert message"). */
export const alertMessagesQuery = queryOptions({
  queryKey: shellNoticeKeys.alertMessages,
  queryFn: () => call<AlertMessage[]>('mall/queryAlertMsg'),
  staleTime: Number.POSITIVE_INFINITY,
});
