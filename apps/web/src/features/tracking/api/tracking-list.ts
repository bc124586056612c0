import type { TrackResult } from '@portal/shared/tracking';
import { call } from '@/lib/api-client.ts';

/** The customer's own waybills, up to 10 numbers as typed (comma or line separated). */
export const trackingList = (waybillNos: string) => call<TrackResult[]>('trackingList', { waybillNos });
