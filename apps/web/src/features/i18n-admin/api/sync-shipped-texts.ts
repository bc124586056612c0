import { call } from '@/lib/api-client.ts';

export const syncShippedTexts = () => call<{ changed: number; version: number }>('sendSyncI18ns');
