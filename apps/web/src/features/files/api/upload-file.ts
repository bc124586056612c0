import type { Accessory } from '@portal/shared/pre-orders';
import { call, upload } from '@/lib/api-client.ts';

/** The accessory library (issue 16): one function per call. */
export const uploadAccessory = (file: File) => upload<Accessory>('uploadFile', file, file.name);
export const deleteAccessory = (id: string) => call<{ id: string }>('delAccessory', { id });
