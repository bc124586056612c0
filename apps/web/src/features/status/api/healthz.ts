import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusKeys } from './keys.ts';

/** The server's health (GET /healthz, outside the portal's calls), never from a cache on the way. */
const healthQuery = queryOptions({
  queryKey: statusKeys.health,
  queryFn: async () => {
    const res = await fetch('/healthz', { cache: 'no-store' });
    return { ok: res.ok, ...((await res.json()) as { database?: string }) };
  },
});

export const useHealth = () => useQuery(healthQuery);
