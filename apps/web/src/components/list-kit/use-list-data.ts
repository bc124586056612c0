import type { Page } from '@portal/shared/table-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useEffect } from 'react';
import { useFeedback } from '@/components/feedback-kit';
import { call, isSilent } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { readListReply } from './list-reply.ts';

/** Every page of every list: invalidated where a change shows in lists of several calls. */
export const ALL_LISTS_KEY = ['list'] as const;

/** Every page of one list call: invalidate it after a change made elsewhere. */
export const listQueryKey = (tableApi: string) => [...ALL_LISTS_KEY, tableApi] as const;

/**
 * One page of a list (spec 7 "the table loader"): posts the request to the configured call and
 * reads `{list, total}`. The previous page stays on screen while the next loads; a failure shows
 * the server's desc, and a reply that is not a list gives an empty table and a console error.
 */
export function useListData<Row>(tableApi: string | undefined, request: Record<string, unknown>) {
  const { message } = useFeedback();
  const query = useQuery({
    queryKey: [...listQueryKey(tableApi ?? ''), request],
    queryFn: async ({ signal }): Promise<Page<Row>> => {
      const reply = readListReply<Row>(await call(tableApi ?? '', request, { signal }));
      if (reply.malformed) console.error(`list-kit: ${tableApi} did not answer a list; showing an empty table`);
      return { list: reply.list, total: reply.total, totalCapped: reply.totalCapped };
    },
    enabled: !!tableApi,
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error && !isSilent(error)) message.error(refusalText(error));
  }, [error, message]);
  return query;
}
