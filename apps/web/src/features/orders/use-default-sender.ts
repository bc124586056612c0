import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import type { usePostcodeFill } from '@/components/address-kit';
import { useDefaultAddresses } from './api/default-addresses.ts';
import { fillingOfEntry, fillParty } from './normal-order/party-fields.tsx';

/** The default sender fills an order form once it is known, unless the user has started typing it. */
export function useDefaultSender<V extends object>(form: FormInstance<V>, fill: ReturnType<typeof usePostcodeFill>, enabled = true): void {
  const defaults = useDefaultAddresses();
  const done = useRef(false);
  useEffect(() => {
    const sender = defaults.data?.sender;
    if (!enabled || !sender || done.current || form.isFieldsTouched(['senderName', 'senderTel'] as never)) return;
    done.current = true;
    fillParty(form, 'sender', fillingOfEntry(sender), fill);
  }, [defaults.data, form, fill, enabled]);
}
