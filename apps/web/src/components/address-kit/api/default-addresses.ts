/**
 * The books' defaults (getDefaultAddress), read by the order forms and the profile panel under one key
 * and refreshed by the address screens after a change: three features, so the key lives here.
 */
export const DEFAULT_ADDRESSES_KEY = ['defaultAddresses'] as const;
