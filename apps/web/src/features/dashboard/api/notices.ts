import type { Announcement, Banner } from '@portal/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The courier's banners and announcements, the same for every account. */
export const useBanners = () =>
  useQuery({ queryKey: dashboardKeys.banners(), queryFn: () => call<Banner[]>('getAdvertising'), staleTime: 5 * 60_000 });
export const useAnnouncements = () =>
  useQuery({
    queryKey: dashboardKeys.announcements(),
    queryFn: () => call<Announcement[]>('getInformationList'),
    staleTime: 5 * 60_000,
  });
