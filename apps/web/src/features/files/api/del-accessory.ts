import { call } from '@/lib/api-client.ts';

/** Removes a file from the accessory library (delAccessory). */
export const deleteAccessory = (id: string) => call<{ id: string }>('delAccessory', { id });
