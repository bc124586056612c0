/** Top-up's query keys (under 'prepay'; the wallet balance itself is lib/auth.ts's prepayQuery). */
export const topupKeys = {
  all: ['prepay'] as const,
  rechargeGoods: () => [...topupKeys.all, 'rechargeGoods'] as const,
  payment: (paymentId: string) => [...topupKeys.all, 'payment', paymentId] as const,
};
