import { call } from '@/lib/api-client.ts';

/** A preset deleted (deleteSmartOrder). */
export const deleteSmartOrder = (id: number) => call<{ id: number }>('deleteSmartOrder', { id });
