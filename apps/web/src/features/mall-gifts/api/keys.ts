import type { GiftDeliveryStatus } from '@portal/shared/mall';

/** The gift store's query keys: the catalogue, and the dispatch list (refreshed whole after each step). */
export const mallGiftKeys = {
  catalogue: ['mallGifts'] as const,
  dispatch: ['giftDispatch'] as const,
  dispatchPage: (status: GiftDeliveryStatus | undefined, customerCode: string, page: number) =>
    [...mallGiftKeys.dispatch, status, customerCode, page] as const,
};
