import { call } from '@/lib/api-client.ts';

/** Ends a promotion today; it is never edited, as orders name the promotion they got (promotions/end). */
export const endPromotion = (id: number) => call<{ id: number }>('promotions/end', { id });
