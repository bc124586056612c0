/** The statements' query keys. */
export const statementKeys = {
  all: ['statements'] as const,
  latest: () => [...statementKeys.all, 'latest'] as const,
  bill: (billNo: string) => [...statementKeys.all, 'bill', billNo] as const,
  adjustments: (billNo: string) => [...statementKeys.all, 'adjustments', billNo] as const,
};
