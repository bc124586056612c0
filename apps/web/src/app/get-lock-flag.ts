import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** Whether the account is frozen (getLockFlag), read afresh each time an order page opens. */
const lockFlagQuery = queryOptions({ queryKey: ['lockFlag'], queryFn: () => call<{ lockFlag: number }>('getLockFlag'), staleTime: 0 });

export const useLockFlag = () => useQuery(lockFlagQuery);
