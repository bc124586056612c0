import { upload } from '@/lib/api-client.ts';

export const importTexts = (file: File) => upload<{ imported: number; version: number }>('importI18n', file, file.name);
