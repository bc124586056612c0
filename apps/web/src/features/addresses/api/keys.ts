import { BOOK_SEARCH_KEY, DEFAULT_ADDRESSES_KEY, PHONE_MEMORY_KEY } from '@/components/address-kit';
import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/**
 * The queries showing a book entry: the list screens (list-kit lists), and the address kit's dialog
 * search, phone memory and the books' defaults (also read by the order forms and the profile panel).
 */
export const addressKeys = {
  domesticList: () => listQueryKey('queryList'),
  internationalList: () => listQueryKey('queryInterList'),
  bookSearch: [BOOK_SEARCH_KEY] as const,
  phoneMemory: [PHONE_MEMORY_KEY] as const,
  defaults: DEFAULT_ADDRESSES_KEY,
};
