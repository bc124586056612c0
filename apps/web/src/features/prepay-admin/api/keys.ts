/** The prepaid-closing desk's query keys (under 'admin', as the other staff desks' are). */
export const prepayAdminKeys = {
  closeApplies: ['admin', 'prepayCloseApplies'] as const,
};
