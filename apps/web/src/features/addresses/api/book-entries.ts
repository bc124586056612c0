import type {
  AddressBook,
  AddressRow,
  saveAddressParameter,
  saveInterAddressParameter,
  updateAddressParameter,
  updateInterAddressParameter,
} from '@portal/shared/address';
import type { z } from 'zod';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { addressKeys } from './keys.ts';

type Saved = { id: number };

export const saveDomesticAddress = (parameter: z.input<typeof saveAddressParameter>) => call<Saved>('save', parameter);
export const updateDomesticAddress = (parameter: z.input<typeof updateAddressParameter>) => call<Saved>('updateSave', parameter);
export const saveInternationalAddress = (parameter: z.input<typeof saveInterAddressParameter>) =>
  call<Saved>('saveInterAddress', parameter);
export const updateInternationalAddress = (parameter: z.input<typeof updateInterAddressParameter>) =>
  call<Saved>('updateInterAddress', parameter);

const international = (book: AddressBook) => book === 'interAddress';

export const deleteAddresses = (book: AddressBook, ids: number[]) =>
  call<{ deleted: number }>(international(book) ? 'deleteInterAddress' : 'delete', { ids });

/** Makes the entry its book's default (the server clears the previous one) or takes it off. */
export function changeDefault(row: Pick<AddressRow, 'id' | 'addressType'>, makeDefault: boolean) {
  const name = international(row.addressType)
    ? makeDefault
      ? 'setInterDefaultAddress'
      : 'cancelInterDefaultAddress'
    : makeDefault
      ? 'setDefaultAddress'
      : 'cancelDefaultAddress';
  return call<{ id: number; defaultaddress: '0' | '1' }>(name, { id: row.id });
}

/** Every list showing a book entry: the list screens, the address book dialog, the defaults. */
export function invalidateBooks(): Promise<unknown> {
  return Promise.all(
    [
      addressKeys.domesticList(),
      addressKeys.internationalList(),
      addressKeys.bookSearch,
      addressKeys.defaults,
      addressKeys.phoneMemory,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
