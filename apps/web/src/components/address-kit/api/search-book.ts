import type { AddressBook, AddressRow, AddressSearchField } from '@portal/shared/address';
import type { Page } from '@portal/shared/table-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** The dialog's queries start with this key, so a changed book can refresh them. */
export const BOOK_SEARCH_KEY = 'addressBook';

export interface BookSearch {
  field: AddressSearchField;
  keyword?: string;
  countryCode?: string;
}

/** The address book dialog's search (`list`): one page of a book. */
export const useBookSearch = (book: AddressBook, search: BookSearch, page: number, pageSize: number, enabled: boolean) =>
  useQuery({
    queryKey: [BOOK_SEARCH_KEY, book, search, page, pageSize],
    queryFn: ({ signal }) =>
      call<Page<AddressRow>>('list', { addressType: book, ...search, keyword: search.keyword || undefined, page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
