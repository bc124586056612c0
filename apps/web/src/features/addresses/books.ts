import { type AddressBook, BOOK_PAGE } from '@portal/shared/address';

/**
 * The address book dialog's `type` (spec 2): 'userAddress' the sender book, 'default' the
 * receiver book, 'interAddress' the international receiver book.
 */
export type AddressBookType = 'userAddress' | 'default' | 'interAddress';

export const BOOK_OF_TYPE: Record<AddressBookType, AddressBook> = {
  userAddress: 'userAddress',
  default: '1',
  interAddress: 'interAddress',
};

/** Each book's list screen has a table configuration under its page's name. */
export const tabKeyOf = (book: AddressBook): string => BOOK_PAGE[book];

/** The texts that name a book in the `addresses` namespace: sender, receiver, international. */
export const BOOK_NAME: Record<AddressBook, 'sender' | 'receiver' | 'international'> = {
  userAddress: 'sender',
  '1': 'receiver',
  interAddress: 'international',
};
