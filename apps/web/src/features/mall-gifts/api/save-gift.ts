import type { SaveGiftInput } from '@portal/shared/mall';
import { call } from '@/lib/api-client.ts';

/** Adds a gift, or edits the one with `id` (mall/saveGift). */
export const saveGift = (values: SaveGiftInput & { id?: number }) => call<{ id: number }>('mall/saveGift', values);
