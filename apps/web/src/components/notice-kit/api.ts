import { UNREAD_POLL_MS } from '@portal/shared/notification-tabs';
import type { MessageList, MessageType, UnreadAmount } from '@portal/shared/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

const KEY = ['notifications'] as const;

/** The account's unread messages, asked for every 60 s while the portal is open (spec 4). */
export const useUnreadAmount = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'amount'],
    queryFn: ({ signal }) => call<UnreadAmount>('getMessageAmount', {}, { signal }),
    refetchInterval: UNREAD_POLL_MS,
    enabled,
    staleTime: 0,
  });

/** A page of one type's messages, newest first, grouped by day. */
export const useMessages = (msgType: MessageType, page: number, pageSize: number, unreadOnly = false) =>
  useQuery({
    queryKey: [...KEY, 'list', msgType, page, pageSize, unreadOnly],
    queryFn: ({ signal }) => call<MessageList>('getMessageList', { msgType, type: 2, page, pageSize, unreadOnly }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a read: the lists and the count again. */
const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

export async function readOne(id: number): Promise<void> {
  await call('readMessage', { id });
  await refresh();
}

export async function readAll(msgType?: MessageType): Promise<void> {
  await call<UnreadAmount>('allReadMessage', msgType ? { msgType } : {});
  await refresh();
}
