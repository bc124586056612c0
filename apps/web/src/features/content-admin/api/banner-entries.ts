import type { BannerRecord, bannerParameter, updateBannerParameter } from '@portal/shared/dashboard';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

// The list itself is loaded by the list kit (listAdvertising, configuration dashboardBanners).
export const addBanner = (parameter: z.input<typeof bannerParameter>) => call<BannerRecord>('addAdvertising', parameter);
export const updateBanner = (parameter: z.input<typeof updateBannerParameter>) => call<BannerRecord>('updateAdvertising', parameter);
export const deleteBanner = (id: number) => call<{ id: number }>('deleteAdvertising', { id });
