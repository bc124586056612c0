import type { saveI18nParameter } from '@portal/shared/i18n-entry';
import type { z } from 'zod';
import { call, upload } from '@/lib/api-client.ts';

export const saveText = (parameter: z.input<typeof saveI18nParameter>) => call<{ version: number }>('saveI18n', parameter);
export const deleteTexts = (ids: number[]) => call<null>('deleteI18n', { ids });
export const importTexts = (file: File) => upload<{ imported: number; version: number }>('importI18n', file, file.name);
export const syncShippedTexts = () => call<{ changed: number; version: number }>('sendSyncI18ns');
