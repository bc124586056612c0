/** The call log's filter: one key or all, the failed calls or all. */
export interface CallFilter {
  keyId?: number;
  outcome?: 'ok' | 'failed';
}

/** The open platform's query keys: the customer's API keys and their call log. */
export const openPlatformKeys = {
  all: ['openPlatform'] as const,
  apiKeys: () => [...openPlatformKeys.all, 'apiKeys'] as const,
  calls: (filter: CallFilter) => [...openPlatformKeys.all, 'calls', filter] as const,
};
