import type { TrackResult } from '@portal/shared/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { trackingKeys } from './keys.ts';

/** Any waybill, without a session: status and timeline only; an unknown number is shown at once, not retried. */
const trackWaybillQuery = (waybillNo: string) =>
  queryOptions({
    queryKey: trackingKeys.publicWaybill(waybillNo),
    queryFn: () => call<TrackResult>('trackWaybill', { waybillNo }),
    enabled: waybillNo !== '',
    retry: false,
  });

export const useTrackWaybill = (waybillNo: string) => useQuery(trackWaybillQuery(waybillNo));
