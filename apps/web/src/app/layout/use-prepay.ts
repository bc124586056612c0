import { holdsWallet } from '@portal/shared/user-info';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prepayQuery } from '@/lib/auth.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

/** Spec 4 "Prepaid balance": pages where the balance changes while the user works. */
const POLLED_PATHS = new Set([
  '/orders/normalOrder',
  '/orders/moreTicket',
  '/orders/quickOrders',
  '/orders/international',
  '/orders/bulkImport',
  '/waybills/mangeWaybill',
  '/finance/advancePayment',
]);
const POLL_MS = 10_000;

/**
 * Polls the balance every 10 s on those pages and refreshes it once on every other navigation
 * (not the first: the route guard has just loaded it). Leaving the pages stops the polling.
 */
export function usePrepayPolling(): void {
  const enabled = holdsWallet(useUserInfo());
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useQuery({ ...prepayQuery, enabled, refetchOnMount: false, refetchInterval: POLLED_PATHS.has(pathname) ? POLL_MS : false });
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (!enabled || lastPath.current === pathname) return;
    lastPath.current = pathname;
    void queryClient.refetchQueries({ queryKey: prepayQuery.queryKey, exact: true });
  }, [enabled, pathname, queryClient]);
}

/** The balance as last loaded; loading is left to the poller above. */
export function usePrepayBalance() {
  const enabled = holdsWallet(useUserInfo());
  const query = useQuery({ ...prepayQuery, enabled, refetchOnMount: false });
  return { enabled, account: query.data, failed: query.isError && !query.data };
}
