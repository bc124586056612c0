import type { AddressBook } from '@portal/shared/address';

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

/** The texts that name a book in the `addresses` namespace: sender, receiver, international. */
export const BOOK_NAME: Record<AddressBook, 'sender' | 'receiver' | 'international'> = {
  userAddress: 'sender',
  '1': 'receiver',
  interAddress: 'international',
};
