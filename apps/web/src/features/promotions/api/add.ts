import { call } from '@/lib/api-client.ts';
import { type PromotionValues, promotionToParameter } from '../promotion-form.ts';

/** Adds a promotion from the desk's form (promotions/add). */
export const addPromotion = (values: PromotionValues) => call<{ id: number }>('promotions/add', promotionToParameter(values));
