/** The sub-accounts' query keys (the accounts themselves are a list-kit list). */
export const subAccountKeys = {
  all: ['subAccounts'] as const,
  grantable: () => [...subAccountKeys.all, 'grantable'] as const,
};
