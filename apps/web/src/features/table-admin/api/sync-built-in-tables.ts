import { call } from '@/lib/api-client.ts';

/** Restores every built-in configuration to what the release ships. */
export const syncBuiltInTables = () => call<{ restored: number; version: number }>('sendSyncTableList');
