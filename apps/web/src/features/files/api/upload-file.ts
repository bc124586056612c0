import type { Accessory } from '@portal/shared/pre-orders';
import { upload } from '@/lib/api-client.ts';

/** Adds a file to the accessory library, under its own name (uploadFile). */
export const uploadAccessory = (file: File) => upload<Accessory>('uploadFile', file, file.name);
