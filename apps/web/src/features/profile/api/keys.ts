import { DEFAULT_ADDRESSES_KEY } from '@/components/address-kit';

/** The profile panel's query keys. */
export const profileKeys = {
  all: ['profile'] as const,
  eInvoiceDetails: () => [...profileKeys.all, 'eInvoiceDetails'] as const,
  customerEmails: () => [...profileKeys.all, 'customerEmails'] as const,
  /** Shared with the order forms and refreshed by the address screens (address-kit holds it). */
  defaultAddresses: DEFAULT_ADDRESSES_KEY,
};
