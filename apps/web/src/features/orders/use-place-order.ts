import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { prepayQuery } from '@/lib/auth.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { orderKeys } from './api/keys.ts';
import type { PlacedOrder } from './api/place-order.ts';

/**
 * Submitting an order form (placing an order, or saving an edit of one: `R` is the reply): one
 * request id per order (a retry or double click places one order), the balance and lists refreshed
 * after, and a refusal's broken rules put on the fields they name (`fieldOf` maps the API's field
 * names to the form's where they differ).
 */
export function usePlaceOrder<V extends object, R = PlacedOrder>(
  form: FormInstance<V>,
  place: (values: V, clientRequestId: string) => Promise<R>,
  fieldOf: Partial<Record<string, string>>,
  onPlaced?: (order: R, values: V) => void,
) {
  const { message } = useFeedback();
  const requestId = useRef(crypto.randomUUID());
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState<R | null>(null);

  const submit = async (values: V) => {
    if (placing) return;
    setPlacing(true);
    setRefusal(null);
    try {
      const order = await place(values, requestId.current);
      requestId.current = crypto.randomUUID();
      setPlaced(order);
      onPlaced?.(order, values);
      void queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    } catch (err) {
      setRefusal(refusalText(err, 'orderFailed'));
      const issues = err instanceof ApiError ? (err.data as { issues?: { field: string; desc: string }[] } | null)?.issues : undefined;
      if (issues?.length) form.setFields(issues.map((i) => ({ name: (fieldOf[i.field] ?? i.field) as never, errors: [i.desc] })));
      else message.error(refusalText(err, 'orderFailed'));
    } finally {
      setPlacing(false);
    }
  };

  return { submit, placing, refusal, placed, setPlaced };
}
