import { call } from '@/lib/api-client.ts';

export const deleteTexts = (ids: number[]) => call<null>('deleteI18n', { ids });
