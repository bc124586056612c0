import type { Announcement, Banner } from '@portal/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** The courier's banners and announcements, the same for every account. */
export const useBanners = () =>
  useQuery({ queryKey: ['dashboard', 'getAdvertising'], queryFn: () => call<Banner[]>('getAdvertising'), staleTime: 5 * 60_000 });
export const useAnnouncements = () =>
  useQuery({
    queryKey: ['dashboard', 'getInformationList'],
    queryFn: () => call<Announcement[]>('getInformationList'),
    staleTime: 5 * 60_000,
  });
