import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { alertMessagesQuery } from './get-alert-messages.ts';

/** Confirms a notice; the spec sends the alert id itself as the parameter. */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('mall/alertMsgRead', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertMessagesQuery.queryKey }),
  });
}
