import type { D10Data } from '@portal/shared/claims';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The D10 figure (issue 18): the customer's parcels picked up ten or more Malaysian days ago and not signed for. */
export const useD10 = (enabled: boolean) =>
  useQuery({ queryKey: dashboardKeys.d10(), queryFn: () => call<D10Data>('getD10ClaimsData'), enabled, staleTime: 60_000 });
