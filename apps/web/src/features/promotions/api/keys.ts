/** The promotions desk's query keys (under 'admin', as the other staff desks' are). */
export const promotionKeys = {
  list: ['admin', 'promotions'] as const,
};
