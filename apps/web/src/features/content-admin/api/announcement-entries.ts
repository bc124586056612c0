import type { AnnouncementRecord, announcementParameter, updateAnnouncementParameter } from '@portal/shared/dashboard';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

// The list itself is loaded by the list kit (listInformation, configuration dashboardAnnouncements).
export const addAnnouncement = (parameter: z.input<typeof announcementParameter>) => call<AnnouncementRecord>('addInformation', parameter);
export const updateAnnouncement = (parameter: z.input<typeof updateAnnouncementParameter>) =>
  call<AnnouncementRecord>('updateInformation', parameter);
export const deleteAnnouncement = (id: number) => call<{ id: number }>('deleteInformation', { id });
