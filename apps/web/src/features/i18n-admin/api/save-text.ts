import type { saveI18nParameter } from '@portal/shared/i18n-entry';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';

export const saveText = (parameter: z.input<typeof saveI18nParameter>) => call<{ version: number }>('saveI18n', parameter);
